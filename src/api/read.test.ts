import { describe, expect, it } from 'vitest';
import { isRecord, listOf, num, str, strings } from './read';

describe('read helpers', () => {
  it('str keeps non-blank strings only, trimmed', () => {
    expect([str(' Mega '), str(''), str('  '), str(5), str({ en: 'x' }), str(null)]).toEqual(['Mega', undefined, undefined, undefined, undefined, undefined]);
  });

  it('num accepts finite numbers and numeric strings', () => {
    expect([num(5), num('12.5'), num(' 3 '), num(''), num('abc'), num(Infinity), num(NaN), num(null), num({})]).toEqual([
      5,
      12.5,
      3,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('listOf reads a bare list or one wrapped under list, data or items (or the given keys)', () => {
    expect(listOf([1])).toEqual([1]);
    expect(listOf({ list: [1] })).toEqual([1]);
    expect(listOf({ data: [2] })).toEqual([2]);
    expect(listOf({ items: [3] })).toEqual([3]);
    expect(listOf({ jackpots: [4] }, ['jackpots'])).toEqual([4]);
    expect(listOf({ items: 'x' })).toBeUndefined();
    expect(listOf(null)).toBeUndefined();
  });

  it('isRecord and strings', () => {
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord('x')]).toEqual([true, false, false, false]);
    expect(strings(['a', 5, null, 'b'])).toEqual(['a', 'b']);
    expect(strings('slots')).toBeUndefined();
  });
});
