import { describe, expect, it } from 'vitest';
import { resolveErrorMessage } from './errors';

const table = { errorCodes: { '4': 'errors.incorrectPassword', '605': 'errors.insufficient' }, errorRanges: [{ from: 600, to: 699, messageId: 'errors.bet' }] };
const texts: Record<string, string> = { 'errors.incorrectPassword': 'Wrong password', 'errors.insufficient': 'Not enough money', 'errors.bet': 'Bet refused', 'errors.default': 'Request execution failed' };
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
