import { isRecord, num } from '../../api/read';

/** One role's password rules as the platform sends them (spec §3 passwordSettings.player / .agent). */
export interface PasswordRules {
  minLength: number;
  digits: number;
  letters: number;
  uppercase: number;
  lowercase: number;
  special: number;
}

/** The rules of one role from the server's passwordSettings; undefined (no rules: any password passes) when absent or inactive. */
export function readPasswordRules(settings: unknown, role: 'player' | 'agent'): PasswordRules | undefined {
  const r = isRecord(settings) ? settings[role] : undefined;
  if (!isRecord(r) || r.active === false) return undefined;
  const sub = (key: string, field: string) => {
    const v = r[key];
    return (isRecord(v) ? num(v[field]) : undefined) ?? 0;
  };
  return {
    minLength: num(r.min_length) ?? 0,
    digits: sub('digits', 'amount'),
    letters: sub('letters', 'amount'),
    uppercase: sub('letters', 'uppercase'),
    lowercase: sub('letters', 'lowercase'),
    special: sub('special_characters', 'amount'),
  };
}

/** Passwords never carry whitespace: the platform and every form strip it. */
export const stripPassword = (password: string) => password.replace(/\s+/g, '');

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

/** Whether a password meets the rules (spec §5); no rules means valid. */
export function passwordValid(password: string, rules: PasswordRules | undefined): boolean {
  if (!rules) return true;
  const p = stripPassword(password);
  const upper = count(p, /\p{Lu}/gu);
  const lower = count(p, /\p{Ll}/gu);
  const letters = count(p, /\p{L}/gu);
  return (
    p.length >= rules.minLength &&
    count(p, /\d/g) >= rules.digits &&
    lower >= rules.lowercase &&
    upper >= rules.uppercase &&
    letters >= rules.letters &&
    count(p, /[^\p{L}\d\s]/gu) >= rules.special
  );
}

/** The repeat field: equal to the password and itself valid. */
export function repeatValid(password: string, repeat: string, rules: PasswordRules | undefined): boolean {
  return stripPassword(repeat) === stripPassword(password) && passwordValid(repeat, rules);
}

/**
 * The common e-mail pattern (as in HTML validators): case-insensitive, dotted or quoted local part,
 * dotted domain of letters/digits/hyphens or an IPv4 literal in brackets.
 */
const EMAIL = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/i;

export const emailValid = (email: string) => EMAIL.test(email.trim());

/** One country of the brand's phone table (rules.phoneCountries). */
export interface PhoneCountryRule {
  phoneCode: string;
  countryCode: string;
  /** The national number's format: each 9 is a digit, anything else is shown as is ("(999) 9999999"). */
  mask: string;
  minLength: number;
  maxLength: number;
}

/** Digits only: the stored phone has spaces, brackets and dashes stripped. */
export const phoneDigits = (number: string) => number.replace(/\D/g, '');

/** Phone validity states (spec §5): nothing typed or no country yet, valid, invalid. */
export type PhoneState = 'empty' | 'valid' | 'invalid';

/**
 * Valid when the country is in the table and the digit count is within its minimum and maximum length
 * (the spec's "equals the minimum length" where, as in every brand's table, the two are equal).
 */
export function phoneState(number: string, country: PhoneCountryRule | undefined): PhoneState {
  const digits = phoneDigits(number);
  if (!digits || !country) return 'empty';
  return digits.length >= country.minLength && digits.length <= country.maxLength ? 'valid' : 'invalid';
}

/**
 * The number as the field shows it while typed: its digits, at most the country's maximum, laid into the
 * country's mask. A mask character other than 9 shows only once a digit follows it, so deleting back over
 * "(555) " leaves "(555" rather than a bracket the player cannot remove. Digits beyond the mask's slots
 * follow it as typed. Without a country the text is kept as it is.
 */
export function formatPhone(text: string, country: PhoneCountryRule | undefined): string {
  if (!country) return text;
  const digits = phoneDigits(text).slice(0, country.maxLength);
  let out = '';
  let next = 0;
  let literals = '';
  for (const ch of country.mask) {
    if (next >= digits.length) break;
    if (ch === '9') {
      out += literals + digits[next++];
      literals = '';
    } else literals += ch;
  }
  return out + digits.slice(next);
}

/** Picking another country keeps the typed number only when the dial code stays the same. */
export function numberAfterCountryChange(number: string, from: PhoneCountryRule | undefined, to: PhoneCountryRule): string {
  return from?.phoneCode === to.phoneCode ? number : '';
}
