import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { BRANDS_DIR, listBrandIds, mergeBrand } from '../../scripts/validate/lib';
import { resolveErrorMessage } from './errors';

const table = { errorCodes: { '4': 'errors.incorrectPassword', '605': 'errors.insufficient' }, errorRanges: [{ from: 600, to: 699, messageId: 'errors.bet' }] };
const texts: Record<string, string> = {
  'errors.incorrectPassword': 'Wrong password',
  'errors.insufficient': 'Not enough money',
  'errors.bet': 'Bet refused',
  'errors.default': 'Request execution failed',
};
const lookup = (id: string) => texts[id] ?? id;

describe('resolveErrorMessage', () => {
  it('maps a code through the brand table', () => {
    expect(resolveErrorMessage({ code: 4, message: 'x' }, table, lookup, 'errors.default')).toBe('Wrong password');
  });
  it('maps a code inside a range, unless the code table names it one by one', () => {
    expect(resolveErrorMessage({ code: 613, message: '' }, table, lookup, 'errors.default')).toBe('Bet refused');
    expect(resolveErrorMessage({ code: 605, message: '' }, table, lookup, 'errors.default')).toBe('Not enough money');
  });
  it('falls back to the default message for an unknown code, ignoring the server text', () => {
    expect(resolveErrorMessage({ code: 77, message: 'server says' }, table, lookup, 'errors.default')).toBe('Request execution failed');
  });
  it('with fallbackToServerMessage, an unknown code shows the server text (sign-in, sign-up, payments)', () => {
    expect(resolveErrorMessage({ code: 77, message: 'server says' }, table, lookup, 'errors.default', { fallbackToServerMessage: true })).toBe('server says');
    expect(resolveErrorMessage({ code: 77, message: '' }, table, lookup, 'errors.default', { fallbackToServerMessage: true })).toBe('Request execution failed');
  });
  it('accepts a react-intl-like object', () => {
    const intl = { formatMessage: ({ id }: { id: string }) => `<${id}>` };
    expect(resolveErrorMessage({ code: 4, message: '' }, table, intl, 'errors.default')).toBe('<errors.incorrectPassword>');
    expect(resolveErrorMessage({ code: 4, message: '' }, undefined, intl, 'errors.default')).toBe('<errors.default>');
  });
});

describe("the platform's code refusals in every brand", () => {
  it('an expired reset code (10), an expired sign-up code (232) and a code void after too many tries (233) have their own text in every brand language', () => {
    for (const brand of listBrandIds()) {
      const config = mergeBrand(join(BRANDS_DIR, brand));
      for (const [lang, pack] of Object.entries(config.locales)) {
        const messages = pack as Record<string, string>;
        const lookup = (id: string) => messages[id] ?? `<missing ${id}>`;
        for (const [code, id] of [
          [10, 'error.10'],
          [232, 'error.232'],
          [233, 'error.233'],
        ] as const) {
          const text = resolveErrorMessage({ code, message: 'server text' }, config.rules, lookup, 'error.default', { fallbackToServerMessage: true });
          expect(text, `${brand} ${lang} ${code}`).toBe(messages[id]);
          expect(text, `${brand} ${lang} ${code}`).not.toMatch(/^<missing|^server text$/);
        }
      }
    }
  });
});
