import { describe, expect, it } from 'vitest';
import { readLastGood, saveLastGood } from './lastGood';
import { webStorage } from '../../tests/support/webStorage';

describe('last good config', () => {
  it('is kept per brand under the brand storage prefix', () => {
    const storage = webStorage();
    saveLastGood('pampa', { a: 1 }, storage);
    expect([...storage.data.keys()]).toEqual(['croupier:pampa:lastGoodConfig']);
    expect(readLastGood('pampa', storage)).toEqual({ a: 1 });
    expect(readLastGood('lumen', storage)).toBeUndefined();
  });

  it('without storage nothing is read or written; a corrupt copy reads as none', () => {
    expect(readLastGood('pampa', undefined)).toBeUndefined();
    expect(() => saveLastGood('pampa', {}, undefined)).not.toThrow();
    const storage = webStorage();
    storage.setItem('croupier:pampa:lastGoodConfig', '{not json');
    expect(readLastGood('pampa', storage)).toBeUndefined();
  });
});
