import type { Page } from '@playwright/test';
import { brandConfig, expect, openBrand, test, tiles, type SandboxControl } from './fixtures';

// Malformed server data must never take the lobby down: with the sandbox's `respond` override the
// platform sends payloads of the wrong shape (objects where strings are expected, nulls, numeric
// strings, lists of junk); the shell (side menu, footer) and the game tiles still show, and no
// route-error page replaces them. Brand pampa: jackpots and daily winnings are on.
const BRAND = 'pampa';

/** A main-API answer with the given data (status 0: the payload itself is what is wrong). */
const data = (payload: unknown) => ({ body: { status: 0, data: payload, error_message: '' } });

type Respond = NonNullable<SandboxControl['respond']>;

const CASES: Array<{ name: string; respond: Respond }> = [
  {
    name: 'jackpots: objects for names and amounts, numeric strings, nulls, junk items',
    respond: {
      'api/user/jackpot_data': data({
        jackpots: [
          { id: { x: 1 }, name: { en: 'Mega' }, amount: '12.5', image: null, last_winner: { nick: 'a' }, last_win_amount: 'lots' },
          { id: 2, name: 'Mini', amount: null, image: { src: 'x' } },
          { id: 3, name: { en: 'Grand' }, amount: 900, image: { src: 'x' }, timer: '5', last_winner: { nick: 'b' }, last_win_amount: '20' },
          null,
          'Grand',
          7,
        ],
        won_jackpots: [{ winner: { n: 'x' }, amount: '5', name: null, date: 3 }, { winner: 'lu***y', amount: '19000.75', jackpot_id: { id: 1 } }, null, 'won'],
      }),
      'api/jackpot/info': data({ title: { en: 'Jackpots' }, description: ['a', 'b'], text: 5 }),
    },
  },
  {
    name: 'jackpots: a string instead of the object, info null',
    respond: { 'api/user/jackpot_data': data('<<jackpots>>'), 'api/jackpot/info': data(null) },
  },
  {
    name: 'fake jackpots: numeric strings, null and object winners, junk items',
    respond: {
      'api/jackpot/fake': data([
        { amount_jackpot: '12.5', winner_nickname: null },
        { amount_jackpot: { value: 1 }, winner_nickname: { nick: 'x' } },
        { amount_jackpot: 80, winner_nickname: { nick: 'y' } },
        { amount_jackpot: null },
        null,
        'fake',
        12,
      ]),
    },
  },
  {
    name: 'fake jackpots: an object instead of the list',
    respond: { 'api/jackpot/fake': data({ amount_jackpot: '1', winner_nickname: 'x' }) },
  },
  {
    name: 'daily winnings: objects for names, providers and tiers, numeric strings, nulls',
    respond: {
      'api/user/daily_winnings': data([
        { user_name: { first: 'mario' }, provider: { id: 'pragmatic' }, bet: '5', multiple: null, amount: '12.5', date: {}, type: { tier: 'gold' } },
        { user_name: 'lucia', provider: null, bet: null, multiple: '3', amount: 12, date: null, type: null },
        { user_name: 'andrea', provider: 'outcome', bet: 1, multiple: 2, amount: 3, type: 'gold' },
        { user_name: 'jorge', provider: 7, amount: 4, type: 5 },
        { user_name: 'sofia', provider: { id: 'outcome' }, bet: 1, multiple: 7, amount: 7, date: { d: 1 }, type: 'silver' },
        null,
        'winner',
        3,
      ]),
    },
  },
  {
    name: 'daily winnings: an object instead of the list',
    respond: { 'api/user/daily_winnings': data({ gold: [{ user_name: 'mario', amount: 1 }] }) },
  },
  {
    name: 'flat pages: objects for ids and names, numeric strings, nulls',
    respond: {
      'api/site/flatpages/list': data([
        { id_name: { slug: 'rules' }, name: 'Rules', priority: 1 },
        { id_name: 'terms', name: { es: 'Términos' }, priority: '2', text: { html: '<p>x</p>' } },
        { id_name: 'about', name: null, priority: null, is_active: '1', text: null },
        { id_name: 'faq', name: 'FAQ', priority: '3' },
        null,
        'page',
        4,
      ]),
    },
  },
  {
    name: 'flat pages: a string instead of the list',
    respond: { 'api/site/flatpages/list': data('<<pages>>') },
  },
  {
    name: 'blocklist: objects and nulls in the lists, an object instead of a list',
    respond: {
      'api/user/blocklist': data({ providers: [{ id: 'pragmatic' }, null, 5, 'rgs'], casinoTypes: { live: true } }),
    },
  },
  {
    name: 'blocklist: null data',
    respond: { 'api/user/blocklist': data(null) },
  },
  {
    name: 'all of them at once',
    respond: {
      'api/user/jackpot_data': data({ jackpots: [{ id: 1, name: { en: 'Mega' }, amount: 900 }], won_jackpots: 'none' }),
      'api/jackpot/info': data('info'),
      'api/jackpot/fake': data([
        { amount_jackpot: '12.5', winner_nickname: null },
        { amount_jackpot: 80, winner_nickname: { nick: 'y' } },
      ]),
      'api/user/daily_winnings': data([
        { user_name: 'mario', amount: '5', type: { t: 1 } },
        { user_name: 'sofia', provider: { id: 'x' }, amount: 7 },
      ]),
      'api/site/flatpages/list': data([{ id_name: 'x', name: { a: 1 } }]),
      'api/user/blocklist': data({ providers: 'pragmatic', casinoTypes: null }),
    },
  },
];

/**
 * The paths (under /) whose malformed answer the lobby must have received before the checks mean anything.
 * The jackpot info call is made only by a brand that shows the platform's text (catalogue.jackpots.infoText).
 */
const pathsOf = (respond: Respond, platformInfo: boolean) =>
  Object.keys(respond)
    .filter((k) => platformInfo || k !== 'api/jackpot/info')
    .map((k) => `/${k}`);

async function shellAndTilesShow(page: Page): Promise<void> {
  await expect(page.getByTestId('side-menu').first()).toBeVisible();
  await expect(page.getByTestId('footer').first()).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
}

for (const { name, respond } of CASES) {
  test(`the lobby survives malformed ${name}`, async ({ page, request, sandbox }) => {
    const platformInfo = (await brandConfig(request, BRAND)).catalogue.jackpots?.infoText === 'platform';
    await sandbox.control({ respond });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // every overridden call must have been answered (and read) before the lobby is judged
    const answered = pathsOf(respond, platformInfo).map((p) => page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(p)));
    await openBrand(page, BRAND, '/');
    for (const r of await Promise.all(answered)) await r.finished();
    await shellAndTilesShow(page);
    // the shell is still up after the app has had time to render what it read
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await shellAndTilesShow(page);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  });
}
