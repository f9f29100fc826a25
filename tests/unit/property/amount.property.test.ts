import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmount } from '../../../src/i18n/amount';
import { formatAmount, formatAmountShort } from '../../../src/i18n/format';
import { params } from './settings';

/** Every language of every brand (brands/*\/brand.json), the way the site is configured. */
const LANGUAGES = [
  ...new Set(
    readdirSync('brands', { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .flatMap((d) => {
        try {
          return (JSON.parse(readFileSync(`brands/${d.name}/brand.json`, 'utf8')).languages as { code: string }[]).map((l) => l.code);
        } catch {
          return [];
        }
      }),
  ),
];
/** A few more shapes (space, apostrophe and Indian grouping, Arabic digits): no language needs code of its own. */
const MORE = ['de-CH', 'en-IN', 'ar-EG', 'pt-BR'];
const ALL = [...LANGUAGES, ...MORE];

const SPACE = /[\s\u00a0\u202f]/g;

/**
 * A strict reference, built from Intl's own output rather than from the parser's grammar: `text`
 * means `value` only if Intl writes `value` (with as many fraction digits as typed) the same way —
 * ungrouped text against Intl's ungrouped form, grouped text against Intl's always-grouped form.
 * A leading minus is the spec's absolute value; a lone trailing decimal separator means none.
 */
function meansExactly(text: string, value: number, locale: string): boolean {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const group = parts.find((p) => p.type === 'group')!.value;
  const decimal = parts.find((p) => p.type === 'decimal')!.value;
  // Latin digits are taken for the language's own (Arabic-Indic in ar-EG).
  const digit = (d: string) => new Intl.NumberFormat(locale).format(Number(d));
  let t = text.trim().replace(SPACE, ' ').replace(/[0-9]/g, digit);
  if (t === '') return value === 0;
  t = t.replace(/^[-\u2212]/, '');
  if (t.endsWith(decimal)) t = t.slice(0, -decimal.length);
  const [, frac = ''] = t.split(decimal);
  const fmt = (grouping: boolean | 'always') =>
    new Intl.NumberFormat(locale, { useGrouping: grouping, minimumFractionDigits: frac.length, maximumFractionDigits: frac.length })
      .format(value)
      .replace(SPACE, ' ');
  const g = group.replace(SPACE, ' ');
  if (t.includes(g)) return fmt('always') === t;
  // Leading zeros ("007") are the one liberty taken in ungrouped text.
  const zero = digit('0');
  const canon = t.replace(new RegExp(`^${zero}+(?=[${zero}-${digit('9')}]|$)`), '') || zero;
  const plain = fmt(false);
  return plain === canon || plain === `${zero}${canon}`;
}

const cents = fc.integer({ min: 0, max: 999_999_999_999 }).map((n) => n / 100);
const satoshis = fc.integer({ min: 0, max: 9_999_999_999_999 }).map((n) => n / 1e8);
const wholes = fc.integer({ min: 0, max: 999_999_999_999 });

describe('amount parser (property)', () => {
  it('brands have languages to test', () => expect(LANGUAGES.length).toBeGreaterThanOrEqual(3));

  it.each(ALL)('reads back what the site prints in %s (2 decimals, all formatters)', (locale) => {
    fc.assert(
      fc.property(cents, (x) => {
        for (const shown of [
          formatAmount(x, locale, 2),
          formatAmountShort(x, locale, 2),
          formatAmountInput(x, locale, 2),
          new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(x),
        ]) {
          expect(parseAmount(shown, locale, 2), shown).toEqual({ ok: true, value: x });
        }
      }),
      { ...params, numRuns: 2_000 },
    );
  });

  it.each(ALL)('reads back crypto amounts (8 decimals) and whole numbers (0 decimals) in %s', (locale) => {
    fc.assert(
      fc.property(satoshis, wholes, (x, n) => {
        expect(parseAmount(formatAmountInput(x, locale, 8), locale, 8)).toEqual({ ok: true, value: x });
        expect(parseAmount(formatAmountInput(n, locale, 0), locale, 0)).toEqual({ ok: true, value: n });
      }),
      { ...params, numRuns: 2_000 },
    );
  });

  // Garbage: random runs of the characters that matter, and printed amounts with one character inserted, removed or replaced.
  const chars = fc.constantFrom('0', '1', '2', '5', '9', '.', ',', ' ', '\u00a0', '\u202f', "'", '-', '+', 'e', 'E', 'x', 'a', '٫', '١');
  const runs = fc.array(chars, { maxLength: 14 }).map((xs) => xs.join(''));
  const mutated = (locale: string) =>
    fc.tuple(cents, fc.nat(), chars, fc.constantFrom('insert', 'remove', 'replace')).map(([x, at, ch, op]) => {
      const s = formatAmountShort(x, locale, 2);
      const i = at % (s.length + 1);
      if (op === 'insert') return s.slice(0, i) + ch + s.slice(i);
      if (op === 'remove') return s.slice(0, i) + s.slice(i + 1);
      return s.slice(0, i) + ch + s.slice(i + 1);
    });

  it.each(ALL)('garbage in %s is refused or read as exactly what it means, never another number', (locale) => {
    fc.assert(
      fc.property(fc.oneof(runs, mutated(locale)), fc.constantFrom(0, 2, 8), (text, decimals) => {
        const read = parseAmount(text, locale, decimals);
        if (read.ok) expect(meansExactly(text, read.value, locale), `${JSON.stringify(text)} → ${read.value}`).toBe(true);
      }),
      { ...params, numRuns: 4_000 },
    );
  });
});
