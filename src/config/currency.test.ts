import { describe, expect, it } from 'vitest';
import { currencyCodeFor, currencyLabelOf, uncoveredCurrencies } from './currency';

const currency = { default: 'EUR', platform: ['EUR', 'TND'], display: { EUR: 'EUR', TND: 'EUR' }, hidden: [], signUp: 'EUR' };

describe('one currency label rule', () => {
  it('a guest reads the brand default and the signed-in player the account currency, both through the display map: no flip on sign-in', () => {
    expect(currencyLabelOf(currency, currencyCodeFor(currency, '', false))).toBe('EUR');
    expect(currencyLabelOf(currency, currencyCodeFor(currency, 'TND', true))).toBe('EUR');
    expect(currencyCodeFor(currency, 'TND', false)).toBe('EUR');
    expect(currencyCodeFor(currency, '', true)).toBe('EUR');
  });

  it('names the platform codes the display map cannot label', () => {
    expect(uncoveredCurrencies(currency)).toEqual([]);
    expect(uncoveredCurrencies({ ...currency, display: { FUN: 'DEMO' } })).toEqual(['EUR', 'TND']);
  });
});
