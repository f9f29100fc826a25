import { describe, expect, it } from 'vitest';
import { hasOwnStudio, readableStudio, studioDisplayName, studioKey } from './studios';

const names = { bigwavegames: 'Big Wave Games', reelnco: "Reel'n Co" };

describe('studio names', () => {
  it('finds a studio in the table however the aggregator spells it', () => {
    for (const spelling of ['bigwavegames', 'Big Wave Games', 'big-wave-games', 'BIG_WAVE_GAMES']) {
      expect(studioKey(spelling)).toBe('bigwavegames');
      expect(studioDisplayName(spelling, names)).toBe('Big Wave Games');
    }
    expect(studioDisplayName('Reel N Co', names)).toBe("Reel'n Co");
  });

  it('shows an unknown lower-case id in title case, and an unknown name as the aggregator spells it', () => {
    expect(studioDisplayName('quietstudio', names)).toBe('Quietstudio');
    expect(studioDisplayName('lotto instant win', undefined)).toBe('Lotto Instant Win');
    expect(studioDisplayName('north_star-games', {})).toBe('North Star Games');
    expect(readableStudio('SpinLab')).toBe('SpinLab');
    expect(readableStudio('iSoft  Bet')).toBe('iSoft Bet');
  });

  it("tells an aggregator's game (its own studio) from a game of a single studio's entry (the entry's id)", () => {
    expect(hasOwnStudio({ provider: 'bigwavegames', routeProvider: 'agg' })).toBe(true);
    expect(hasOwnStudio({ provider: 'agg', routeProvider: 'agg' })).toBe(false);
    expect(hasOwnStudio({ provider: 'Alpha Live', routeProvider: 'alphalive' })).toBe(false);
    expect(hasOwnStudio({ provider: ' ', routeProvider: 'agg' })).toBe(false);
  });
});
