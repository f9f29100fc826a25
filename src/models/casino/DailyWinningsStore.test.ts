import { describe, expect, it } from 'vitest';
import { brandTestConfig, testRoot } from '../../../tests/support/testEnv';
import { maskName } from './DailyWinningsStore';
import { fakeApi, fakeClock, fakeRegistry, memoryStorage, ok, testConfig } from '../../../tests/support/catalogueTestKit';

describe('DailyWinningsStore', () => {
  it('masks names the platform left readable and keeps masked ones', () => {
    expect(maskName('valentina')).toBe('va***a');
    expect(maskName('jo***e')).toBe('jo***e');
    expect(maskName('al')).toBe('a***');
  });

  it('loads winnings, skips malformed items and groups them by tier', async () => {
    const api = fakeApi({
      'GET /api/user/daily_winnings': () =>
        ok([
          { user_name: 'mario', provider: 'alpha', bet: 5, multiple: 10, amount: 50, date: 'd', type: 'gold' },
          { user_name: 'lu***a', provider: 'alpha', bet: 5, multiple: 2, amount: 10, date: 'd', type: 'silver' },
          { user_name: 'andrea', provider: 'alpha', bet: 1, multiple: 3, amount: 3, date: 'd', type: 'gold' },
          { nope: true },
        ]),
    });
    const root = testRoot(brandTestConfig(testConfig()), { api, providers: fakeRegistry([]), clock: fakeClock(), storage: memoryStorage() });
    await root.dailyWinnings.load();
    expect(root.dailyWinnings.items.map((w) => w.user_name)).toEqual(['ma***o', 'lu***a', 'an***a']);
    expect(root.dailyWinnings.tiers).toEqual(['gold', 'silver']);
    expect(root.dailyWinnings.byTier('gold').map((w) => w.amount)).toEqual([50, 3]);
    expect(root.dailyWinnings.actionProcessing).toBe(false);
  });

  it('reads a wrapped list and numeric-string amounts, bets and multiples; a non-string provider is no offered provider', async () => {
    const api = fakeApi({
      'GET /api/user/daily_winnings': () =>
        ok({
          items: [
            { user_name: 'mario', provider: 'alpha', bet: '2.5', multiple: '4', amount: '10', type: 'gold' },
            { user_name: 'luca', provider: { name: 'P' }, amount: 1 },
          ],
        }),
    });
    const root = testRoot(brandTestConfig(testConfig()), { api, providers: fakeRegistry([]), clock: fakeClock(), storage: memoryStorage() });
    await root.dailyWinnings.load();
    expect(root.dailyWinnings.items).toEqual([{ user_name: 'ma***o', provider: 'alpha', bet: 2.5, multiple: 4, amount: 10, date: '', type: 'gold' }]);
  });

  it('keeps only wins at providers the brand offers (enabled entries, id in any case)', async () => {
    const win = (provider: string, user_name: string) => ({ user_name, provider, bet: 1, multiple: 2, amount: 2, type: 'gold' });
    const api = fakeApi({
      'GET /api/user/daily_winnings': () => ok([win('alpha', 'anna'), win('BETA', 'bruno'), win('elsewhere', 'carla'), win('gamma', 'dario'), win('', 'elia')]),
    });
    const config = testConfig({}, [
      { id: 'alpha', plugin: 'testp', name: 'Alpha', casinoType: 'slots', params: {} },
      { id: 'beta', plugin: 'testp', name: 'Beta', casinoType: 'slots', params: {} },
      { id: 'gamma', plugin: 'testp', name: 'Gamma', casinoType: 'live', params: {}, enabled: false },
    ]);
    const root = testRoot(brandTestConfig(config), { api, providers: fakeRegistry([]), clock: fakeClock(), storage: memoryStorage() });
    await root.dailyWinnings.load();
    expect(root.dailyWinnings.items.map((w) => w.provider)).toEqual(['alpha', 'BETA']);
  });
});
