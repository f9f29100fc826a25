import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../config/types';
import type { ApiRequest } from '../env';
import { fail, ok, testConfig, testEnv, loadedRoot, loggedSetup } from '../../../tests/support/testEnv';

const BETS = 'POST /api/user/getSlotsBetHistory';
const PAYMENTS = 'GET /api/payment/history/payment-with-withdrawal';
const PAGE_SIZE = 4;

const bets = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ date: `2025-01-0${i + 1}`, amount: String(from + i), provider: `p${from + i}` }));
const pageOf = (req: ApiRequest) => (req.body ?? req.query) as { page: number; count: number };

function setup(routes: Parameters<typeof testEnv>[0] = {}) {
  const config = testConfig() as BrandConfig & { rules: Record<string, unknown> };
  Object.assign(config.rules, { pageSize: PAGE_SIZE });
  const t = loggedSetup(routes, config);
  return { ...t, bets: t.root.profileHistory.casinoBets, payments: t.root.profileHistory.payments };
}

describe('HistoryListStore', () => {
  it('fetches pageSize pages only as the shown count needs them, and stops at the total', async () => {
    const { bets: list, api } = setup({
      [BETS]: (req) => ok({ data: bets((pageOf(req).page - 1) * PAGE_SIZE, Math.min(PAGE_SIZE, 9 - (pageOf(req).page - 1) * PAGE_SIZE)), count: 9 }),
    });
    expect(list.status).toBe('loading');
    await list.ensure('casino', 3);
    expect(api.calls.map((c) => pageOf(c))).toEqual([{ page: 1, count: PAGE_SIZE }]);
    expect(list.rows).toHaveLength(4);
    expect(list.rows[0]).toEqual({ date: '2025-01-01', amount: 0, provider: 'p0', status: undefined, balance_after: undefined });
    expect(list.reachable).toBe(9);
    await list.ensure('casino', 4);
    expect(api.calls).toHaveLength(1);
    await list.ensure('casino', 9);
    expect(api.calls.map((c) => pageOf(c).page)).toEqual([1, 2, 3]);
    expect([list.rows.length, list.done, list.status, list.actionProcessing]).toEqual([9, true, 'ready', false]);
    await list.ensure('casino', 20);
    expect(api.calls).toHaveLength(3);
  });

  it('reads a casino bet row whole as the platform sends it: the game and the balance before and after', async () => {
    const row = {
      id: 7,
      date: '2025-01-02 10:00:00',
      amount: 25,
      status: 1,
      provider: 'pragmatic',
      game: 'Gates of Olympus',
      win_amount: 60,
      balance_before: 100,
      balance_after: 135,
    };
    const { bets: list } = setup({ [BETS]: () => ok({ data: [row], count: 1 }) });
    await list.ensure('casino', 3);
    expect(list.rows).toEqual([
      { date: '2025-01-02 10:00:00', amount: 25, status: 1, provider: 'pragmatic', game: 'Gates of Olympus', balance_before: 100, balance_after: 135 },
    ]);
  });

  it('a short page without a total ends the list; a bare array is read too', async () => {
    const { payments, api } = setup({ [PAYMENTS]: () => ok([{ created_at: '2025-01-01', value: 5 }, null]) });
    await payments.ensure('tx', 10);
    expect(api.calls).toHaveLength(1);
    expect(payments.rows).toEqual([
      { created_at: '2025-01-01', value: 5, type: undefined, status: undefined, payment_system: undefined, balance_after: undefined },
    ]);
    expect([payments.done, payments.reachable]).toEqual([true, 1]);
  });

  it('a refused first page fails with the platform text; a malformed payload fails without one', async () => {
    const refused = setup({ [BETS]: () => fail(7, 'history unavailable') });
    await refused.bets.ensure('casino', 3);
    expect([refused.bets.status, refused.bets.error]).toEqual(['failed', 'history unavailable']);
    await refused.bets.ensure('casino', 3);
    expect(refused.api.calls).toHaveLength(1);
    const malformed = setup({ [BETS]: () => ok({ data: 'nope' }) });
    await malformed.bets.ensure('casino', 3);
    expect([malformed.bets.status, malformed.bets.error]).toEqual(['failed', '']);
  });

  it('a later page that fails keeps the rows, stops the growth and is asked for again after clearError', async () => {
    let down = false;
    const { bets: list, api } = setup({
      [BETS]: (req) => (down ? fail(9, 'try later') : ok({ data: bets((pageOf(req).page - 1) * PAGE_SIZE, PAGE_SIZE), count: 20 })),
    });
    await list.ensure('casino', 4);
    down = true;
    await list.ensure('casino', 8);
    expect([list.rows.length, list.status, list.moreFailed, list.error, list.reachable]).toEqual([4, 'ready', true, 'try later', 4]);
    await list.ensure('casino', 8);
    expect(api.calls).toHaveLength(2);
    down = false;
    list.clearError();
    expect([list.moreFailed, list.reachable]).toEqual([false, 20]);
    await list.ensure('casino', 8);
    expect(api.calls.map((c) => pageOf(c).page)).toEqual([1, 2, 2]);
    expect(list.rows).toHaveLength(8);
  });

  it('a new key (section, filters, language) starts over from page 1, and the answer for the old key is dropped', async () => {
    const waiting: Array<() => void> = [];
    const { payments, api } = setup({
      [PAYMENTS]: () => {
        return new Promise((resolve) => waiting.push(() => resolve(ok({ payments: [{ value: api.calls.length }], count: 1 })))) as never;
      },
    });
    const old = payments.ensure('transactions|es', 3);
    const current = payments.ensure('balance|es', 3);
    expect(api.calls.map((c) => pageOf(c).page)).toEqual([1, 1]);
    waiting[1]();
    await current;
    waiting[0]();
    await old;
    expect(payments.key).toBe('balance|es');
    expect(payments.rows).toEqual([expect.objectContaining({ value: 2 })]);
    expect(payments.pages).toBe(1);
  });

  it('drops a page asked for before the list moved away and back (A → B → A)', async () => {
    const waiting: Array<() => void> = [];
    const { payments, api } = setup({
      [PAYMENTS]: () => new Promise((resolve) => waiting.push(() => resolve(ok({ payments: [{ value: api.calls.length }], count: 1 })))) as never,
    });
    const first = payments.ensure('a', 3);
    void payments.ensure('b', 3);
    const again = payments.ensure('a', 3);
    waiting[0]();
    await first;
    expect(payments.rows).toEqual([]);
    waiting[2]();
    await again;
    expect(payments.rows).toEqual([expect.objectContaining({ value: 3 })]);
  });
});

describe('HistoryListStore date filters (rules.dateFormat)', () => {
  function withFormat(dateFormat: string | undefined) {
    const config = testConfig() as BrandConfig & { rules: Record<string, unknown> };
    Object.assign(config.rules, { pageSize: PAGE_SIZE, dateFormat });
    const t = testEnv({ [PAYMENTS]: () => ok({ payments: [], count: 0 }) });
    return { ...t, payments: loadedRoot({ config }, t.env).profileHistory.payments };
  }

  it('sends the calendar dates of a filter in the brand API date format, numbers as they are', async () => {
    const { payments, api } = withFormat('dd/MM/yyyy');
    await payments.ensure('tx|dates', 3, { type: 0, date_from: '2025-06-01', date_to: '2025-06-30' });
    expect(api.calls[0].query).toEqual({ page: 1, count: PAGE_SIZE, type: 0, date_from: '01/06/2025', date_to: '30/06/2025' });
  });

  it('an empty or half-typed date is no filter; without a brand format the ISO date goes as typed', async () => {
    const brand = withFormat('yyyy.MM.dd');
    await brand.payments.ensure('tx|half', 3, { date_from: '', date_to: '2025-6' });
    expect(brand.api.calls[0].query).toEqual({ page: 1, count: PAGE_SIZE });
    const none = withFormat(undefined);
    await none.payments.ensure('tx|iso', 3, { date_from: '2025-06-01' });
    expect(none.api.calls[0].query).toEqual({ page: 1, count: PAGE_SIZE, date_from: '2025-06-01' });
  });
});
