import { destroy } from 'mobx-state-tree';
import { describe, expect, it } from 'vitest';
import { ok, type fakeApi } from '../../../tests/support/catalogueTestKit';
import { jackpotData, jackpotsRoot } from '../../../tests/support/jackpotsTestKit';

function setup(fakeAmounts: number[] = [10, 300, 20], routes: Parameters<typeof jackpotsRoot>[0] = {}) {
  let round = 0;
  return jackpotsRoot({
    'GET /api/user/jackpot_data': () => jackpotData([{ id: 9 }], true),
    'GET /api/jackpot/fake': () => ok(fakeAmounts.map((a) => ({ amount_jackpot: a + round++, winner_nickname: 'x***y' }))),
    ...routes,
  });
}

const fakeCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.path === '/api/jackpot/fake').length;

describe('JackpotsStore', () => {
  it('says whether the jackpots call has answered (the strip holds its room until then): idle, then ready or failed', async () => {
    const { jackpots } = setup();
    expect(jackpots.status).toBe('idle');
    await jackpots.loadJackpots();
    expect(jackpots.status).toBe('ready');
    const refused = setup([], { 'GET /api/user/jackpot_data': () => ({ ok: false, kind: 'rejected', code: 500, message: 'down', status: 500 }) as never });
    await refused.jackpots.loadJackpots();
    expect(refused.jackpots.status).toBe('failed');
  });

  it('jackpots are sorted by amount ascending; malformed items are logged and skipped; won jackpots kept', async () => {
    const { jackpots, logs } = setup();
    await jackpots.loadJackpots();
    expect(jackpots.jackpots.map((j) => j.amount)).toEqual([5, 900]);
    expect(jackpots.wonJackpots).toEqual([{ id: 9 }]);
    expect(logs.join()).toMatch(/jackpots/);
  });

  it('reads jackpots into clean views: numeric-string amounts kept, non-string texts emptied, fake wins without a winner skipped', async () => {
    const { jackpots, logs } = setup([], {
      'GET /api/user/jackpot_data': () => ok([{ id: 1, amount: '1500.5', name: { en: 'Mega' }, last_winner: { n: 1 }, last_win_amount: '20' }, null]),
      'GET /api/jackpot/fake': () =>
        ok([
          { amount_jackpot: '70', winner_nickname: 'a***b' },
          { amount_jackpot: 80, winner_nickname: null },
        ]),
    });
    await jackpots.loadJackpots();
    await jackpots.loadFakeJackpots();
    expect(jackpots.jackpots).toEqual([{ id: 1, image: '', amount: 1500.5, name: '', timer: 0, last_winner: '', last_win_amount: 20 }]);
    expect(jackpots.fakeJackpots).toEqual([{ amount_jackpot: 70, winner_nickname: 'a***b' }]);
    expect(logs).toHaveLength(2);
  });

  it('fake jackpots are polled every catalogue.jackpots.fakePollMs, sorted by amount descending, until stopped', async () => {
    const { jackpots, api, clock } = setup();
    jackpots.startFakePolling();
    await new Promise((r) => setTimeout(r, 0));
    expect(fakeCalls(api)).toBe(1);
    clock.advance(24999);
    expect(fakeCalls(api)).toBe(1);
    clock.advance(1);
    expect(fakeCalls(api)).toBe(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(jackpots.fakeJackpots.map((j) => j.amount_jackpot)).toEqual([304, 25, 13]);
    jackpots.stopFakePolling();
    clock.advance(100000);
    expect(fakeCalls(api)).toBe(2);
    expect(clock.pending()).toBe(0);
  });

  it('destroying the tree stops the polling', () => {
    const { jackpots, root, clock } = setup();
    jackpots.startFakePolling();
    expect(clock.pending()).toBe(1);
    destroy(root);
    expect(clock.pending()).toBe(0);
  });
});
