/**
 * The one currency label rule, for guests and players alike: the code is the player's account currency
 * when signed in and the brand's default for guests (brand.json currency.default); either is shown
 * through the brand's display map (currency.display), so signing in never flips the label. The map
 * covers every code the brand's platform may return (currency.platform; the validator checks it).
 */
import type { BrandCurrency } from './types';

/** The code shown: the account's when signed in and known, else the brand default. */
export function currencyCodeFor(currency: BrandCurrency, accountCurrency: string | undefined, signedIn: boolean): string {
  return (signedIn && accountCurrency) || currency.default;
}

/** The label a platform currency code is displayed as (the display map, else the code itself). */
export function currencyLabelOf(currency: BrandCurrency, code: string | undefined): string {
  const c = code || currency.default;
  return (currency.display as Record<string, string>)[c] ?? c;
}

/** Codes the brand's platform may return that the display map cannot name (empty = covered). */
export function uncoveredCurrencies(currency: BrandCurrency): string[] {
  const display = currency.display as Record<string, string>;
  return [...new Set([currency.default, currency.signUp, ...(currency.platform ?? [])])].filter((c) => !(c in display));
}
