/**
 * Reading an amount the player typed, the way the site prints amounts in the page language.
 *
 * The separators come from `Intl.NumberFormat(locale).formatToParts` (the same Intl the site formats
 * amounts with: `format.ts`, react-intl's FormattedNumber), so every language works without code of
 * its own. What is read:
 *   - digits (the language's own, or Latin 0-9);
 *   - the integer part ungrouped ("50000") or grouped with the language's group separator in the
 *     language's positions ("50.000" in es, "50,000" in en, "50 000" in fr; "1,00,000" in en-IN);
 *     when the group separator is a space of any kind, any space is taken for it;
 *   - the language's decimal separator followed by at most `decimals` digits (a trailing separator
 *     alone, "12,", reads as 12 so typing is not interrupted; with `decimals` 0 there is none);
 *   - an optional leading minus, read as the absolute value (spec: the number input yields the
 *     absolute value); empty (or blank) means 0.
 * Everything else is refused, never partly read: exponents ("1e9"), hex ("0x64"), letters, two decimal
 * separators, groups in the wrong places ("1.23.4", "12.345.678" in en) or after a leading zero ("0.500" in es), more fraction digits than
 * allowed, and more than 15 significant digits (a double could not hold the number exactly).
 *
 * The other separator: "50,000" in es has the decimal comma followed by three digits. With 2 allowed
 * decimals that is refused (it is not an amount es can mean with cents) — the refusal shows the expected
 * form, so a player used to "," for thousands sees how to write it. Where more decimals are allowed
 * (crypto amounts), the language's reading applies: "0,001" in es is a thousandth.
 */

export type AmountRead = { ok: true; value: number } | { ok: false; reason: 'unreadable' | 'tooManyDecimals' | 'tooLong' };

export interface AmountSymbols {
  /** The language's group separator ("." in es, "," in en, U+202F in fr). */
  group: string;
  /** The language's decimal separator. */
  decimal: string;
  /** Length of the last integer group (3), and of the ones before it (3; 2 in en-IN). */
  primary: number;
  secondary: number;
  /** The language's digits 0-9 (Latin for most). */
  digits: string[];
}

const SPACES = /[\s\u00a0\u202f\u2007\u2009]/;
const MAX_DIGITS = 15;
const cache = new Map<string, AmountSymbols>();

/** The separators and digits of `locale`, from Intl's own formatting of a large number. */
export function amountSymbols(locale: string): AmountSymbols {
  const known = cache.get(locale);
  if (known) return known;
  const nf = new Intl.NumberFormat(locale, { useGrouping: true, minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const parts = nf.formatToParts(1234567890123.5);
  const ints = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  const symbols: AmountSymbols = {
    group: parts.find((p) => p.type === 'group')?.value ?? '',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    primary: ints.length > 1 ? ints[ints.length - 1].length : 3,
    secondary: ints.length > 2 ? ints[ints.length - 2].length : 3,
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
  };
  cache.set(locale, symbols);
  return symbols;
}

/**
 * The amount `text` means in `locale` with at most `decimals` fraction digits, or why it is refused.
 * Pure; see the file comment for what is read.
 */
export function parseAmount(text: string, locale: string, decimals: number): AmountRead {
  const { group, decimal, primary, secondary, digits } = amountSymbols(locale);
  const groupIsSpace = group !== '' && SPACES.test(group);
  // Normalise to Latin digits, "." as decimal, "_" as group; any other character is refused below.
  let s = '';
  for (const ch of text.trim()) {
    const d = digits.indexOf(ch);
    if (d >= 0) s += String(d);
    else if (ch >= '0' && ch <= '9') s += ch;
    else if (ch === decimal) s += '.';
    else if (group !== '' && (ch === group || (groupIsSpace && SPACES.test(ch)))) s += '_';
    else if (ch === '-' || ch === '\u2212') s += '-';
    else return { ok: false, reason: 'unreadable' };
  }
  if (s === '') return { ok: true, value: 0 };
  const m = /^-?([0-9_]*)(?:\.([0-9]*))?$/.exec(s);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, reason: 'unreadable' };
  const [, int, frac = ''] = m;
  if (int.includes('_')) {
    const grouped = new RegExp(`^[1-9][0-9]{0,${secondary - 1}}(?:_[0-9]{${secondary}})*_[0-9]{${primary}}$`);
    if (!grouped.test(int)) return { ok: false, reason: 'unreadable' };
  }
  if (s.includes('.') && decimals <= 0) return { ok: false, reason: 'tooManyDecimals' };
  if (frac.length > decimals) return { ok: false, reason: 'tooManyDecimals' };
  const intDigits = int.replace(/_/g, '').replace(/^0+(?=\d)/, '');
  if (intDigits.length + frac.length > MAX_DIGITS) return { ok: false, reason: 'tooLong' };
  const value = Number(`${intDigits || '0'}.${frac || '0'}`);
  return { ok: true, value: Math.abs(value) };
}

/** An amount as the field shows it when set from outside (a quick amount, a language change): grouped, up to `decimals`. */
export function formatAmountInput(value: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: decimals }).format(value);
}

/** An example of the expected form for the refusal message: 1234.5 (1234 with no decimals) in the language's style. */
export function amountExample(locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(decimals, 2),
    maximumFractionDigits: Math.min(decimals, 2),
    useGrouping: 'always',
  }).format(decimals > 0 ? 1234.5 : 1234);
}
