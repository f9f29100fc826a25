import { describe, expect, it } from 'vitest';
import { weekdayName } from './weekday';

describe('weekdayName', () => {
  it('names a config weekday in the player language', () => {
    expect(weekdayName('sunday', 'es-es')).toBe('domingo');
    expect(weekdayName('friday', 'en-US')).toBe('Friday');
    expect(weekdayName('Monday', 'fr-fr')).toBe('lundi');
  });
  it('passes unknown names through', () => {
    expect(weekdayName('someday', 'en-US')).toBe('someday');
  });
});
