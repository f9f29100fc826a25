import { describe, expect, it } from 'vitest';
import { amountExample, formatAmountInput, parseAmount } from './amount';

const read = (text: string, locale: string, decimals = 2) => parseAmount(text, locale, decimals);
const value = (v: number) => ({ ok: true, value: v });

describe("parseAmount: the probe's inputs", () => {
  it('reads "." as the thousands separator in es, as the site prints "50.000"', () => {
    expect(read('50.000', 'es-es')).toEqual(value(50000));
    expect(read('150.000', 'es-es')).toEqual(value(150000));
    expect(read('100.000', 'es-es')).toEqual(value(100000));
    expect(read('12.345.678', 'es-es')).toEqual(value(12345678));
    expect(read('1.234,5', 'es-es')).toEqual(value(1234.5));
    expect(read('50000', 'es-es')).toEqual(value(50000));
  });
  it('refuses what it cannot read, never dropping characters', () => {
    for (const text of ['1e9', '0x64', '12a', '1.2.3', '+5', '5 €']) expect(read(text, 'es-es').ok, text).toBe(false);
    for (const text of ['1e9', '0x64', '12.345.678', '1.23.4', '1,23,4', '1,2', '1..2']) expect(read(text, 'en-US').ok, text).toBe(false);
  });
  it('refuses the other language\'s separator when it cannot be an amount: "50,000" in es, "50.000" in en', () => {
    expect(read('50,000', 'es-es')).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(read('50.000', 'en-US')).toEqual({ ok: false, reason: 'tooManyDecimals' });
    expect(read('1.5', 'es-es').ok).toBe(false);
  });
  it('takes the allowed decimals as a parameter (crypto 8, minutes 0)', () => {
    expect(read('0,00000001', 'es-es', 8)).toEqual(value(1e-8));
    expect(read('0,000000001', 'es-es', 8).ok).toBe(false);
    expect(read('30', 'en-US', 0)).toEqual(value(30));
    expect(read('30.5', 'en-US', 0).ok).toBe(false);
  });
});

describe("parseAmount: the spec's number input rule", () => {
  it('empty means 0', () => {
    expect(read('', 'en-US')).toEqual(value(0));
    expect(read('  ', 'es-es')).toEqual(value(0));
  });
  it('gives the absolute value', () => expect(read('-1.000', 'es-es')).toEqual(value(1000)));
  it('reads a trailing decimal separator while typing', () => expect(read('12,', 'es-es')).toEqual(value(12)));
  it('takes any space for a space group separator (fr prints U+202F)', () => {
    expect(read('50 000', 'fr-fr')).toEqual(value(50000));
    expect(read('50\u00a0000,5', 'fr-fr')).toEqual(value(50000.5));
  });
  it('refuses more digits than a double holds exactly', () => expect(read('1234567890123456', 'en-US')).toEqual({ ok: false, reason: 'tooLong' }));
});

describe("the field's own texts", () => {
  it('writes amounts and the refusal example in the language', () => {
    expect(formatAmountInput(50000, 'es-es', 2)).toBe('50.000');
    expect(formatAmountInput(50000, 'en-US', 2)).toBe('50,000');
    expect(amountExample('es-es', 2)).toBe('1.234,50');
    expect(amountExample('en-US', 0)).toBe('1,234');
  });
});
