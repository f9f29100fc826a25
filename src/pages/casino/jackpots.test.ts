import { describe, expect, it } from 'vitest';
import { ok } from '../../../tests/support/catalogueTestKit';
import { jackpotData, jackpotsRoot } from '../../../tests/support/jackpotsTestKit';

function setup(won: unknown[], info: unknown) {
  return jackpotsRoot({ 'GET /api/user/jackpot_data': () => jackpotData(won), 'GET /api/jackpot/info': () => ok(info) }).jackpots;
}

describe('jackpots views for the lobby', () => {
  it('reads won jackpots (jackpot name from the item or by jackpot_id) and skips items without winner or amount', async () => {
    const jackpots = setup(
      [
        { id: 11, jackpot_id: 2, name: 'Mini', amount: 1200, winner: 'ne***e' },
        { id: 12, jackpot_id: 1, amount: '19000.75', winner: 'lu***y' },
        { id: 13, amount: 10 },
        null,
      ],
      { title: 'Jackpots', description: 'How they work', min_bet: 5 },
    );
    await jackpots.loadJackpots();
    await jackpots.loadInfo();
    expect(jackpots.wonList).toEqual([
      { key: '11', winner: 'ne***e', amount: 1200, jackpot: 'Mini', date: undefined },
      { key: '12', winner: 'lu***y', amount: 19000.75, jackpot: 'Mega', date: undefined },
    ]);
    expect(jackpots.infoText).toEqual({ title: 'Jackpots', description: 'How they work' });
  });

  it('has no info text when the platform sends none', async () => {
    const jackpots = setup([], { min_bet: 5 });
    await jackpots.loadInfo();
    expect(jackpots.infoText).toBeUndefined();
  });
});
