// @vitest-environment jsdom
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../config/types';
import engineMessages from '../../i18n/locales/en-US.json';
const platformRules = JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/_platform/rules.json'), 'utf8'));
const platformTexts = JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/_platform/locales/en-US.json'), 'utf8'));
import pageMessages from './messages.en-US.json';
import type { ApiRequest } from '../../ports/env';
import { fail, ok, testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';
import { observedRoots, TestObserver } from '../../../tests/support/observedRoot';
import { StoreContext } from '../../ui/StoreContext';
import { chakraBaseConfig } from '../../ui/theme/chakraBase';
import ProfileSection from './ProfileSection';
import { SECTION_VIEWS } from './sectionViews';
import { routeOfPath } from '../../config/routes';
// Brand files are read from disk: the Vite server (and so Vitest) does not serve brands/ raw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const messages = { ...engineMessages, ...pageMessages, ...platformTexts.messages };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test drives: `fire(ratio)` reports the sentinel that visible. */
class FakeObserver extends TestObserver {
  static all: FakeObserver[] = [];
  active = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    super(callback, options);
    FakeObserver.all.push(this);
  }
  observe() {
    this.active = true;
  }
  disconnect() {
    this.active = false;
  }
  fire(ratio: number) {
    this.emit({ isIntersecting: ratio > 0, intersectionRatio: ratio });
  }
}
const observing = () => FakeObserver.all.filter((o) => o.active);

// Deliberately not the reference brand's values, so a list that ignores rules.json fails here.
const LAZY = { initial: 3, step: 2, throttleMs: 500, startDelayMs: 300, threshold: 0.5 };
const PAGE_SIZE = 4;
const TOTAL = 9;

const roots = observedRoots(FakeObserver, () => {
  FakeObserver.all = [];
});

const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function rowsOf(rows: number, key: string) {
  return Array.from({ length: rows }, (_, i) => ({
    [key]: `2025-01-${String(i + 1).padStart(2, '0')}`,
    provider: `p${i + 1}`,
    payment_system: `s${i + 1}`,
    amount: i,
    value: i,
  }));
}

/** `down(page)`: the platform refuses that page of the payment history while it says so. */
async function open(
  path: string,
  down: (page: number) => boolean = () => false,
  routes: Record<string, (req: ApiRequest) => unknown> = {},
  brand: Partial<BrandConfig['brand']> = {},
) {
  const config = testConfig() as BrandConfig & { rules: Record<string, unknown> };
  Object.assign(config.brand, brand);
  const { historyFilters, statusNames, balanceEntryTypes, paymentTypes } = platformRules;
  Object.assign(config.rules, { lazyList: LAZY, pageSize: PAGE_SIZE, historyFilters, statusNames, balanceEntryTypes, paymentTypes });
  const bets = rowsOf(TOTAL, 'date');
  const payments = rowsOf(TOTAL, 'created_at');
  const slice = <T,>(all: T[], page: number, count: number) => all.slice((page - 1) * count, page * count);
  const t = testEnv({
    'POST /api/user/getSlotsBetHistory': (req: ApiRequest) => {
      const { page, count } = req.body as { page: number; count: number };
      return ok({ data: slice(bets, page, count), count: TOTAL });
    },
    'GET /api/payment/history/payment-with-withdrawal': (req: ApiRequest) => {
      const { page, count } = req.query as { page: number; count: number };
      if (down(page)) return fail(500, '');
      return ok({ payments: slice(payments, page, count), count: TOTAL });
    },
    ...routes,
  } as Parameters<typeof testEnv>[0]);
  const root = loadedRoot({ config }, t.env);
  // The router downloads a section's component with the page (src/app/routes.tsx); here the test does.
  const section = routeOfPath(path)?.section;
  if (section) await SECTION_VIEWS[section].load();
  const view = roots.mount();
  act(() =>
    view.root.render(
      <StoreContext.Provider value={{ root }}>
        <ChakraProvider value={createSystem(chakraBaseConfig)}>
          <IntlProvider locale="en-US" messages={messages as Record<string, string>}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/profile/*" element={<ProfileSection />} />
              </Routes>
            </MemoryRouter>
          </IntlProvider>
        </ChakraProvider>
      </StoreContext.Provider>,
    ),
  );
  await flush();
  return { api: t.api, container: view.container };
}

const shownRows = (container: HTMLElement) => container.querySelectorAll('tbody tr').length;
const pagesAsked = (calls: ApiRequest[]) => calls.map((c) => (c.body ?? c.query) as { page: number; count: number }).map((p) => `${p.page}x${p.count}`);

describe.each([
  ['casino history', '/profile/casino-history'],
  ['transactions', '/profile/transactions-history'],
  ['balance history', '/profile/balance-history'],
])('profile %s grows as rules.json lazyList says', (_name, path) => {
  it('shows `initial` rows, then `step` more each time the sentinel is `threshold` visible, throttled, fetching pageSize pages as needed', async () => {
    const { api, container } = await open(path);
    expect(shownRows(container)).toBe(LAZY.initial);
    expect(pagesAsked(api.calls)).toEqual([`1x${PAGE_SIZE}`]);

    // the sentinel is watched only after the start delay, with the configured threshold
    advance(LAZY.startDelayMs - 1);
    expect(observing()).toHaveLength(0);
    advance(1);
    expect(observing()).toHaveLength(1);
    expect(observing()[0].options.threshold).toBe(LAZY.threshold);

    // less than the threshold visible: nothing happens
    act(() => observing()[0].fire(LAZY.threshold - 0.1));
    advance(0);
    await flush();
    expect(shownRows(container)).toBe(LAZY.initial);

    // half visible: one step, which needs the second server page
    act(() => observing()[0].fire(LAZY.threshold));
    advance(0);
    await flush();
    expect(shownRows(container)).toBe(LAZY.initial + LAZY.step);
    expect(pagesAsked(api.calls)).toEqual([`1x${PAGE_SIZE}`, `2x${PAGE_SIZE}`]);

    // inside the throttle window a visible sentinel adds nothing
    advance(LAZY.startDelayMs);
    act(() => observing()[0].fire(1));
    advance(0);
    await flush();
    expect(shownRows(container)).toBe(LAZY.initial + LAZY.step);

    // when the window ends, the refused report is looked at again and the sentinel is still visible: the
    // next step without a new report (an observer reports changes only; rows already loaded: no call),
    // then the last one (page 3 holds the rest). (+1: a timer set inside a fake-clock tick runs 1 ms later.)
    advance(LAZY.throttleMs - LAZY.startDelayMs);
    advance(1);
    await flush();
    expect(shownRows(container)).toBe(LAZY.initial + 2 * LAZY.step);
    expect(api.calls).toHaveLength(2);
    advance(LAZY.throttleMs);
    act(() => observing()[0].fire(1));
    advance(0);
    await flush();
    expect(shownRows(container)).toBe(TOTAL);
    expect(pagesAsked(api.calls)).toEqual([`1x${PAGE_SIZE}`, `2x${PAGE_SIZE}`, `3x${PAGE_SIZE}`]);
    // everything is shown: no sentinel is left
    expect(container.querySelector('[data-testid="history-sentinel"]')).toBeNull();
  });
});

describe('a later history page that fails', () => {
  it('keeps the rows, says so with a try-again button and no sentinel; the button asks for the page again and the list grows on', async () => {
    let refusing = true;
    const { api, container } = await open('/profile/transactions-history', (page) => page === 2 && refusing);
    advance(LAZY.startDelayMs);
    act(() => observing()[0].fire(1));
    advance(0);
    await flush();
    expect(pagesAsked(api.calls)).toEqual([`1x${PAGE_SIZE}`, `2x${PAGE_SIZE}`]);
    // the rows of page 1 stay; the list says the next ones failed, and stops asking
    expect(shownRows(container)).toBe(PAGE_SIZE);
    const alert = container.querySelector('[data-testid="history-more-failed"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toContain(messages['profile.history.moreFailed']);
    expect(container.querySelector('[data-testid="history-sentinel"]')).toBeNull();
    advance(LAZY.throttleMs * 4);
    await flush();
    expect(api.calls).toHaveLength(2);

    refusing = false;
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="history-retry"]')!.click());
    await flush();
    expect(pagesAsked(api.calls)).toEqual([`1x${PAGE_SIZE}`, `2x${PAGE_SIZE}`, `2x${PAGE_SIZE}`]);
    expect(container.querySelector('[data-testid="history-more-failed"]')).toBeNull();
    expect(shownRows(container)).toBe(LAZY.initial + LAZY.step);
    expect(container.querySelector('[data-testid="history-sentinel"]')).not.toBeNull();
  });
});

describe('profile sections', () => {
  it('shows the not-found page for a profile path with no section', async () => {
    const { container } = await open('/profile/no-such-section');
    expect(container.querySelector('[data-testid="not-found"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="profile-userinfo"]')).toBeNull();
  });

  it('sends the chosen filter values and starts the list again when they change', async () => {
    const { api, container } = await open('/profile/transactions-history');
    expect(api.calls.map((c) => c.query)).toEqual([{ page: 1, count: PAGE_SIZE, type: 2 }]);
    const deposit = container.querySelector<HTMLButtonElement>('[data-testid="filter-type"] [data-filter="deposit"]')!;
    act(() => deposit.click());
    await flush();
    const paid = container.querySelector<HTMLButtonElement>('[data-testid="filter-status"] [data-filter="paid"]')!;
    act(() => paid.click());
    await flush();
    expect(api.calls.map((c) => c.query)).toEqual([
      { page: 1, count: PAGE_SIZE, type: 2 },
      { page: 1, count: PAGE_SIZE, type: 0 },
      { page: 1, count: PAGE_SIZE, type: 0, status: 1 },
    ]);
    expect(deposit.getAttribute('aria-pressed')).toBe('true');
  });

  it('casino history shows the game of each bet and the balance before and after it, as the platform sends them', async () => {
    const bet = { date: '2025-01-02', amount: 25, status: 1, provider: 'p1', game: 'Gates of Olympus', balance_before: 100, balance_after: 135 };
    const { container } = await open('/profile/casino-history', undefined, { 'POST /api/user/getSlotsBetHistory': () => ok({ data: [bet], count: 1 }) });
    await advance(LAZY.startDelayMs);
    const table = container.querySelector('[data-testid="casino-history"]')!;
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    const cells = [...table.querySelectorAll('tbody tr td')].map((td) => td.textContent ?? '');
    const cell = (label: string) => cells[heads.indexOf(label)];
    expect(cell('Game')).toBe('Gates of Olympus');
    expect(cell('Balance before')).toMatch(/^100[.,]00/);
    expect(cell('Balance after')).toMatch(/^135[.,]00/);
  });

  it("bet history links each framed sportsbook's own bet history, named as its frame; with none it says so", async () => {
    const token = { method: 'GET', path: '/token', style: 'line', tokenPath: 'token' } as const;
    const frames = [
      { id: 'book', route: 'bc', host: 'https://book.example', labelId: 'header.login', token, query: {} },
      { id: 'second', route: 'digsport', host: 'https://second.example', token, query: {} },
    ] as const;
    const { container } = await open('/profile/bet-history', undefined, {}, { sport: { languageMap: {}, defaultLanguage: 'en', frames: [...frames] } });
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[data-testid="bet-history-link"]')];
    expect(links.map((a) => [a.dataset.frame, a.getAttribute('href'), a.textContent])).toEqual([
      ['book', '/bc/bet-history', `${messages['header.login']}: bet history`],
      ['second', '/digsport/bet-history', `${messages['sport.frameTitle']}: bet history`],
    ]);
    const none = await open('/profile/bet-history');
    expect(none.container.querySelector('[data-testid="bet-history-link"]')).toBeNull();
    expect(none.container.querySelector('[data-testid="bet-history"]')?.textContent).toContain(messages['profile.betHistory.none']);
  });

  it.each([
    ['/profile/transactions-history', 'transactions-history'],
    ['/profile/balance-history', 'balance-history'],
  ])('%s names top-ups and removals by an agent, a cashier or the owner by rules.json paymentTypes', async (path, testId) => {
    // LAZY shows three rows at first; 99 is a type no table lists.
    const rows = [4, 7, 9, 99].map((type) => ({ created_at: '2025-01-01', value: 10, type, status: 2, payment_system: '' }));
    const { container } = await open(path, undefined, { 'GET /api/payment/history/payment-with-withdrawal': () => ok({ payments: rows, count: rows.length }) });
    await advance(LAZY.startDelayMs);
    const table = container.querySelector(`[data-testid="${testId}"]`)!;
    const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === messages['profile.col.type']);
    const types = () => [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[column]?.textContent);
    expect(types()).toEqual([messages['profile.entry.agentTopUp'], messages['profile.entry.cashierRemoval'], messages['profile.entry.ownerRemoval']]);
    expect(types()).toEqual(['Top-up by agent', 'Removal by cashier', 'Removal by owner']);
  });

  it.each([
    // Deposit requests by the top-up table: 4 is "canceled by error", a state only it has.
    ['/profile/payment/history/top-up', 'GET /api/payment/deposit_request', 'requests-top-up', ['Created', 'Paid out', 'Canceled by error']],
    // Withdrawal requests by the requests table (created, paid, canceled, refund), not the transactions' withdrawal rows'.
    ['/profile/payment/history/withdrawal', 'GET /api/payment/withdrawal_request', 'requests-withdrawal', ['Paid', 'Refund', 'Canceled']],
  ])('%s names each request status by its own table of rules.json statusNames', async (path, call, testId, names) => {
    // LAZY shows three rows at first.
    const statuses = path.endsWith('top-up') ? [0, 1, 4] : [1, 3, 2];
    const rows = statuses.map((status, i) => ({ id: i + 1, date: '2025-01-01', amount: 10, status }));
    const { container } = await open(path, undefined, { [call]: () => ok({ data: rows, meta: { pages: 1, total: rows.length } }) });
    await advance(LAZY.startDelayMs);
    const cells = [...container.querySelectorAll(`[data-testid="${testId}"] tbody tr`)].map((tr) => tr.querySelectorAll('td')[2]?.textContent);
    expect(cells).toEqual(names);
  });
});
