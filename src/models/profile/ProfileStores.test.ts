import { describe, expect, it } from 'vitest';
const platformRules = JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/_platform/rules.json'), 'utf8'));
import type { BrandConfig } from '../../config/types';
import type { ApiRequest } from '../env';
import { fail, ok, testConfig, loggedSetup } from '../../../tests/support/testEnv';
// Brand files are read from disk: the Vite server (and so Vitest) does not serve brands/ raw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const REFERRALS = 'GET /api/user/referral_system/referrals';
const STATISTIC = 'GET /api/user/referral_system/statistic';
const PROMO = 'POST /api/payment/promocode/activation';

function setup(routes: Parameters<typeof loggedSetup>[0] = {}) {
  const config = testConfig() as BrandConfig & { rules: Record<string, unknown> };
  Object.assign(config.rules, { pageSize: 10, referral: { payoutDay: 'sunday', payoutTime: '00:01', pageSize: 10 }, errorCodes: platformRules.errorCodes });
  return loggedSetup(routes, config);
}

const friends = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, created_at: '2025-02-01', username: `f${i + 1}`, reward: 5 }));

describe('ProfileStore', () => {
  it('reads the profile and toggles the playing balance (PUT /switch_balance)', async () => {
    let active = false;
    const { root, api } = setup({
      'GET /api/user/profile': () =>
        ok({ personal: { id: 1, first_name: 'A', last_name: 'B', currency: 'TRY', email: 'a@b.c', is_verified: true }, is_bonus_active: active }),
      'PUT /api/user/switch_balance': () => {
        active = !active;
        return ok({ is_bonus_active: active });
      },
    });
    expect(await root.profile.load()).toBeNull();
    expect([root.profile.personal.firstName, root.profile.personal.verified, root.profile.isBonusActive]).toEqual(['A', true, false]);
    expect(await root.profile.switchBalance()).toBeNull();
    expect(root.profile.isBonusActive).toBe(true);
    await root.profile.switchBalance();
    expect(root.profile.isBonusActive).toBe(false);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    expect(root.profile.actionProcessing).toBe(false);
  });

  it('keeps the state and the refusal when the switch is refused', async () => {
    const { root } = setup({ 'PUT /api/user/switch_balance': () => fail(500, 'System error') });
    const failure = await root.profile.switchBalance();
    expect(failure).toMatchObject({ code: 500 });
    expect(root.profile.isBonusActive).toBe(false);
    expect(root.profile.failures.switch).toMatchObject({ code: 500, message: 'System error' });
  });

  it('logs a malformed answer and reports it, keeping what it had', async () => {
    const { root, logs } = setup({
      'PUT /api/user/switch_balance': () => ok({ is_bonus_active: 'yes' }),
      'GET /api/cashback/balance': () => ok({ cashback: 3 }),
    });
    expect(await root.profile.switchBalance()).toMatchObject({ ok: false });
    expect(root.profile.isBonusActive).toBe(false);
    expect(await root.profile.loadCashback()).toMatchObject({ ok: false });
    expect(root.profile.cashbackBalance).toBeUndefined();
    expect(logs.some((l) => l.includes('unexpected shape'))).toBe(true);
  });

  it('reads the cashback balance and moves it to the main balance', async () => {
    let balance = 125.5;
    const { root } = setup({
      'GET /api/cashback/balance': () => ok({ cashback_balance: balance }),
      'GET /api/cashback/withdrawal': () => {
        if (balance <= 0) return fail(103);
        balance = 0;
        return ok({ cashback_balance: balance, balance: 100 });
      },
    });
    await root.profile.loadCashback();
    expect(root.profile.cashbackBalance).toBe(125.5);
    expect(await root.profile.withdrawCashback()).toBeNull();
    expect(root.profile.cashbackBalance).toBe(0);
    expect(await root.profile.withdrawCashback()).toMatchObject({ code: 103 });
  });
});

describe('PromocodeStore', () => {
  it('activates a code: success toast, no error, the history starts again', async () => {
    const { root, api } = setup({ [PROMO]: () => ok({ code: 'BONUS100', is_activated: true }) });
    expect(await root.promocode.activate('  BONUS100 ')).toBeNull();
    expect((api.calls[0] as ApiRequest).body).toEqual({ code: 'BONUS100' });
    expect(root.promocode.errorId).toBeUndefined();
    expect(root.notify.notifications.map((n) => [n.type, n.messageId])).toEqual([['success', 'profile.promo.activated']]);
    expect(root.promocode.lastActivated).toBe('BONUS100');
  });

  it.each([2200, 2201, 2202, 2203, 2204, 2205, 2206, 2207, 2208, 2209, 2210, 2211, 2212, 2213, 2214, 2217])(
    'shows the brand text of refusal %i',
    async (code) => {
      const { root } = setup({ [PROMO]: () => fail(code, 'server words') });
      const failure = await root.promocode.activate('X');
      expect(failure).toMatchObject({ code });
      const id = (platformRules.errorCodes as Record<string, string>)[String(code)];
      expect(id).toBeDefined();
      expect(root.promocode.errorId).toBe(id);
      expect(root.notify.notifications).toHaveLength(0);
      expect(root.promocode.sending).toBe(false);
    },
  );

  it('an unknown code falls back to the default text; a malformed answer is logged and refused', async () => {
    const { root, logs } = setup({ [PROMO]: () => fail(9999) });
    await root.promocode.activate('X');
    expect(root.promocode.errorId).toBe('error.default');
    const m = setup({ [PROMO]: () => ok('nope') });
    expect(await m.root.promocode.activate('X')).toMatchObject({ ok: false });
    expect(m.root.promocode.errorId).toBe('error.default');
    expect(m.logs.some((l) => l.includes('promo code'))).toBe(true);
    expect(logs).toEqual([]);
  });
});

describe('ReferralStore', () => {
  it('reads the statistic; refuses a malformed one', async () => {
    const { root } = setup({ [STATISTIC]: () => ok({ referral_invite_link: 'https://x/?ref=1', friend_invited: 34, reward_amount: 170 }) });
    expect(await root.referral.loadStatistic()).toBeNull();
    expect([root.referral.inviteLink, root.referral.friendsInvited, root.referral.rewardAmount]).toEqual(['https://x/?ref=1', 34, 170]);
    const bad = setup({ [STATISTIC]: () => ok({ friend_invited: 3 }) });
    expect(await bad.root.referral.loadStatistic()).toMatchObject({ ok: false });
    expect(bad.root.referral.statisticLoaded).toBe(false);
    const refused = setup({ [STATISTIC]: () => fail(500, 'down') });
    expect(await refused.root.referral.loadStatistic()).toMatchObject({ code: 500 });
    expect(refused.root.referral.failures.statistic).toMatchObject({ code: 500 });
  });

  it('pages the history (page count = count / page size) and clamps the page when the count shrinks, to 0 with no pages', async () => {
    let all = friends(34);
    const { root, api } = setup({
      [REFERRALS]: (req) => {
        const { page, count } = req.query as { page: number; count: number };
        return ok({ referrals: all.slice((page - 1) * count, page * count), count: all.length });
      },
    });
    await root.referral.loadPage(3);
    expect([root.referral.page, root.referral.pageCount, root.referral.rows.length]).toEqual([3, 4, 4]);
    expect((api.calls[0].query as { page: number }).page).toBe(4);
    all = friends(15);
    await root.referral.loadPage(3);
    // Page 4 is past the end now: the last page there is (2 of 2) is shown.
    expect([root.referral.page, root.referral.pageCount, root.referral.rows.length]).toEqual([1, 2, 5]);
    root.referral.setPageCount(1);
    expect(root.referral.page).toBe(0);
    all = [];
    await root.referral.loadPage(1);
    expect([root.referral.page, root.referral.pageCount, root.referral.rows.length]).toEqual([0, 0, 0]);
  });

  it('keeps the page and says so when the history is refused or malformed', async () => {
    const { root } = setup({ [REFERRALS]: () => fail(500, 'down') });
    expect(await root.referral.loadPage(0)).toMatchObject({ code: 500 });
    expect(root.referral.failures.history).toMatchObject({ code: 500 });
    const m = setup({ [REFERRALS]: () => ok({ list: 'x' }) });
    expect(await m.root.referral.loadPage(0)).toMatchObject({ ok: false });
    expect(m.root.referral.historyLoaded).toBe(false);
  });
});

describe('profile history lists', () => {
  it('request lists stop at meta.pages and read both date fields', async () => {
    const { root, api } = setup({
      'GET /api/payment/withdrawal_request': (req) => {
        const { page } = req.query as { page: number };
        return ok({
          data: Array.from({ length: 10 }, (_, i) => ({ id: page * 100 + i, create_date: '2025-03-01', amount: 10, status: 2 })),
          meta: { pages: 2, page },
        });
      },
      'GET /api/payment/deposit_request': () =>
        ok({ data: [{ id: 1, date: '2025-03-02', amount: 5, status: 1, currency: 'TRY' }], meta: { pages: 1, total: 1 } }),
    });
    const w = root.profileHistory.withdrawalRequests;
    await w.ensure('w', 50);
    expect(api.calls.map((c) => (c.query as { page: number }).page)).toEqual([1, 2]);
    expect([w.rows.length, w.done]).toEqual([20, true]);
    expect(w.rows[0]).toMatchObject({ date: '2025-03-01', status: 2 });
    const d = root.profileHistory.depositRequests;
    await d.ensure('d', 10);
    expect(d.rows).toEqual([{ id: 1, date: '2025-03-02', amount: 5, status: 1, currency: 'TRY' }]);
    expect(d.done).toBe(true);
  });

  it('sends the filter values with every page, and a malformed page fails the list', async () => {
    const { root, api } = setup({
      'GET /api/payment/history/payment-with-withdrawal': () => ok({ payments: [{ created_at: '2025-01-01', value: 3, type: 2, balance_type: 1 }], count: 1 }),
      'POST /api/user/getSlotsBetHistory': () => ok({ rows: [] }),
    });
    await root.profileHistory.balance.ensure('b|1', 10, { balance_type: 1 });
    expect(api.calls[0].query).toEqual({ page: 1, count: 10, balance_type: 1 });
    expect(root.profileHistory.balance.rows[0]).toMatchObject({ balance_type: 1, type: 2 });
    await root.profileHistory.casinoBets.ensure('c|win', 10, { result: 1 });
    expect(api.calls[1].body).toEqual({ page: 1, count: 10, result: 1 });
    expect(root.profileHistory.casinoBets.status).toBe('failed');
  });

  it('promo code history reads {history, count} and restarts after an activation', async () => {
    const { root } = setup({
      'GET /api/payment/promocode/history': () => ok({ history: [{ id: 1, code: 'WELCOME25', created_at: '2025-01-01' }, { id: 2 }], count: 1 }),
      [PROMO]: () => ok({ is_activated: true }),
    });
    await root.promocode.history.ensure('p', 10);
    expect(root.promocode.history.rows).toEqual([{ id: 1, code: 'WELCOME25', created_at: '2025-01-01' }]);
    await root.promocode.activate('BONUS100');
    expect(root.promocode.history.rows).toEqual([]);
  });
});
