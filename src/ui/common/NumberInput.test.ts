import { describe, expect, it } from 'vitest';
import { readNumberInput } from './NumberInput';

const prev = { value: 12, text: '12' };

describe('readNumberInput', () => {
  it('empty means 0', () => expect(readNumberInput('', prev)).toEqual({ value: 0, text: '' }));
  it('keeps the previous value for input that is not a number', () => {
    expect(readNumberInput('12a', prev)).toBe(prev);
    expect(readNumberInput('1.2.3', prev)).toBe(prev);
  });
  it('gives the absolute value', () => expect(readNumberInput('-30', prev)).toEqual({ value: 30, text: '30' }));
  it('reads a decimal comma and a trailing point while typing', () => {
    expect(readNumberInput('12,5', prev)).toEqual({ value: 12.5, text: '12.5' });
    expect(readNumberInput('12.', prev)).toEqual({ value: 12, text: '12.' });
  });
});
