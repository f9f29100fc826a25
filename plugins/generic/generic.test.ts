import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import generic from './index';
import { keepsPlatformVariant } from '../../src/catalogue/rules';

const params = {
  list: { path: 'starfish/games', query: { partner: '{partnerName}' }, itemsPath: 'games' },
  fields: { id: 'code', name: 'title', image: 'media.thumb', provider: 'studio.name', category: 'kind', isMobile: 'mobileOnly' },
  categoryTabs: { slot: ['slotmachines'], roulette: ['roulette'], crash: ['crash'] },
  categoryCasinoTypes: { crash: 'crash' },
  launch: { method: 'POST' as const, path: 'starfish/launch', body: { game: '{gameId}', lang: '{lang}', device: '{platform}' }, urlPath: 'session.launch_url' },
};
const listWithBadItem = { games: [...list.games, { code: 'sf-x', media: {} }] };

testProvider(generic, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game', 'lang', 'device'],
  malformedLists: [{}, { games: {} }],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=starfish&game=sf-001&lang=en&platform=desktop',
});

it('maps fields by dot path and builds requests from templates', () => {
  const ctx = contractCtx(params);
  expect(generic.list.request(ctx)).toMatchObject({ method: 'GET', path: 'starfish/games', query: { partner: 'testpartner' } });
  const { games } = generic.list.normalise(list, ctx);
  expect(games[3]).toMatchObject({ gameId: 'sf-004', provider: 'Starfish', tab: ['crash'], casinoType: 'crash' });
  expect(generic.launch.request(launchCtx(params, games[0], { platform: 'mobile' })).body).toEqual({ game: 'sf-001', lang: 'en', device: 'mobile' });
});

it('builds the URL from a token with urlTemplate', () => {
  const p = { ...params, launch: { ...params.launch, urlPath: 'session.id', urlTemplate: '{origin}/play?t={token}&g={gameId}' } };
  const game = generic.list.normalise(list, contractCtx(p)).games[0];
  expect(generic.launch.extractUrl(launch, launchCtx(p, game))).toBe('http://localhost:5173/play?t=s-81f2&g=sf-001');
});

it("README's worked examples are valid params of this plugin", () => {
  const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');
  const entries = [...readme.matchAll(/```json\n([\s\S]*?)```/g)]
    .map((m) => JSON.parse(m[1]) as { plugin?: string; params?: unknown })
    .filter((e) => e.plugin === 'generic');
  expect(entries.map((e) => (e as { id: string }).id)).toEqual(['starfish', 'koifish']);
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  const validate = ajv.compile(generic.paramsSchema);
  for (const e of entries) expect(validate(e.params), ajv.errorsText(validate.errors)).toBe(true);
});

it('reads the list and the launch answers with their own mappings when they sit under different keys', () => {
  const p = {
    ...params,
    answer: { envelope: 'path' as const, dataPath: 'result', successPath: 'ok' },
    list: { ...params.list, answer: { envelope: 'path' as const, dataPath: 'catalog', successPath: 'ok' } },
    launch: { ...params.launch, answer: { envelope: 'none' as const } },
  };
  const ctx = contractCtx(p);
  expect(generic.list.request(ctx)).toMatchObject({ envelope: 'none', partnerHeaders: false });
  const { games } = generic.list.normalise({ ok: true, catalog: list }, ctx);
  expect(games).toHaveLength(list.games.length);
  // The launch answer is not wrapped: the entry's dataPath "result" would find nothing there.
  expect(generic.launch.extractUrl(launch, launchCtx(p, games[0]))).toBe(launch.session.launch_url);
  // The old single answer still serves both calls when no call has its own.
  const single = { ...params, answer: { envelope: 'path' as const, dataPath: 'result' } };
  expect(generic.launch.extractUrl({ result: launch }, launchCtx(single, games[0]))).toBe(launch.session.launch_url);
  expect(generic.list.normalise({ result: list }, contractCtx(single)).games).toHaveLength(list.games.length);
});

it('maps array fields: categories and labels to tabs, devices to the platform variants', () => {
  const p = {
    ...params,
    fields: { id: 'code', name: 'title', image: 'media.thumb', categories: 'kinds', labels: 'tags[].name', devices: 'platforms' },
    labelTabs: { New: ['new'], hot: ['popular'] },
    deviceValues: { desktop: ['web'], mobile: ['ios', 'android'] },
  };
  const item = (code: string, extra: Record<string, unknown>) => ({ code, title: code, media: { thumb: `https://x.test/${code}.webp` }, ...extra });
  const raw = {
    games: [
      item('both', { kinds: ['slot', 'crash'], tags: [{ name: 'new' }, { name: 'hot' }], platforms: ['web', 'iOS'] }),
      item('desk', { kinds: 'roulette', platforms: ['web'] }),
      item('phone', { platforms: ['android'] }),
      item('none', { platforms: [] }),
      item('bad', { tags: 'new' }),
    ],
  };
  const { games, rejected } = generic.list.normalise(raw, contractCtx(p));
  const byId = Object.fromEntries(games.map((g) => [g.gameId, g]));
  expect(byId.both).toMatchObject({ tab: ['slotmachines', 'crash', 'new', 'popular'], casinoType: 'crash', gameTypeID: 'slot', haveTwoVersion: true });
  expect(byId.desk).toMatchObject({ tab: ['roulette'], isMobile: false });
  expect(byId.desk.haveTwoVersion).toBeUndefined();
  expect(byId.phone).toMatchObject({ isMobile: true });
  expect(byId.none.isMobile).toBeUndefined();
  // "tags[].name" needs an array of objects: a string there is reported, not read as nothing.
  expect(rejected).toEqual([{ index: 4, reason: 'field "tags" should be an array, found the string "new"' }]);
  // The engine's platform rule then hides the desktop-only game on phones.
  expect(games.filter((g) => keepsPlatformVariant(g, 'mobile')).map((g) => g.gameId)).toEqual(['both', 'phone', 'none']);
});
