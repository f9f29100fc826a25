import { describe, expect, it } from 'vitest';
import { isNewAt, readFirstSeen, trackFirstSeen, withNewCategory } from './newGames';
import { makeGame } from '../../tests/support/catalogueTestKit';

const DAY = 86_400_000;

describe('new games: first-seen dates', () => {
  it('the first list of a provider seeds every game as already known (nothing new on a first visit)', () => {
    const { record, changed } = trackFirstSeen(undefined, [{ gameId: 'a' }, { gameId: 'b' }], 5 * DAY);
    expect(record).toEqual({ a: 0, b: 0 });
    expect(changed).toBe(true);
  });

  it('a game that appears later is dated when first seen; known ones keep their date, gone ones are kept', () => {
    const { record, changed } = trackFirstSeen({ a: 0, b: 0 }, [{ gameId: 'a' }, { gameId: 'c' }], 9 * DAY);
    expect(record).toEqual({ a: 0, b: 0, c: 9 * DAY });
    expect(changed).toBe(true);
    expect(trackFirstSeen(record, [{ gameId: 'c' }], 20 * DAY)).toEqual({ record, changed: false });
  });

  it('an empty list (an outage) seeds nothing, so the games that come back are not all new', () => {
    expect(trackFirstSeen(undefined, [], DAY)).toEqual({ record: {}, changed: false });
  });

  it('a game is new for exactly the configured days; a seeded one never is', () => {
    expect(isNewAt(10 * DAY, 10 * DAY + 7 * DAY - 1, 7)).toBe(true);
    expect(isNewAt(10 * DAY, 17 * DAY, 7)).toBe(false);
    expect(isNewAt(0, DAY, 7)).toBe(false);
    expect(isNewAt(undefined, DAY, 7)).toBe(false);
  });

  it('adds the new-games category to new games only, leaving the others the same objects', () => {
    const old = makeGame({ gameId: 'a', tab: ['popular'] });
    const fresh = makeGame({ gameId: 'c', tab: ['popular'] });
    const out = withNewCategory([old, fresh], { a: 0, c: 9 * DAY }, 10 * DAY, { days: 7, category: 'new' });
    expect(out[0]).toBe(old);
    expect(out[1].tab).toEqual(['popular', 'new']);
  });

  it('reads back only a well-formed stored record', () => {
    expect(readFirstSeen('{"a":0,"c":5}')).toEqual({ a: 0, c: 5 });
    expect(readFirstSeen('{"a":"x"}')).toBeUndefined();
    expect(readFirstSeen('not json')).toBeUndefined();
    expect(readFirstSeen(null)).toBeUndefined();
  });
});
