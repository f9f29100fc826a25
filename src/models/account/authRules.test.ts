import { describe, expect, it } from 'vitest';
import { emailValid, formatPhone, numberAfterCountryChange, passwordValid, phoneState, readPasswordRules, repeatValid, stripPassword } from './authRules';

const server = {
  player: { active: true, min_length: 8, digits: { amount: 1 }, letters: { amount: 2, uppercase: 1, lowercase: 1 }, special_characters: { amount: 0 } },
  agent: { active: true, min_length: 10, digits: { amount: 2 }, letters: { amount: 2, uppercase: 1, lowercase: 1 }, special_characters: { amount: 1 } },
};
const player = readPasswordRules(server, 'player');
const agent = readPasswordRules(server, 'agent');

describe('password rules', () => {
  it('reads each role and treats missing or inactive settings as no rules', () => {
    expect(player).toEqual({ minLength: 8, digits: 1, letters: 2, uppercase: 1, lowercase: 1, special: 0 });
    expect(agent?.special).toBe(1);
    expect(readPasswordRules(undefined, 'player')).toBeUndefined();
    expect(readPasswordRules({ player: { ...server.player, active: false } }, 'player')).toBeUndefined();
    expect(passwordValid('', undefined)).toBe(true);
  });

  it('checks length, digits, upper and lower case, letters and special characters', () => {
    expect(passwordValid('Abcdefg1', player)).toBe(true);
    expect(passwordValid('Abcdef1', player)).toBe(false); // 7 long
    expect(passwordValid('Abcdefgh', player)).toBe(false); // no digit
    expect(passwordValid('abcdefg1', player)).toBe(false); // no upper case
    expect(passwordValid('ABCDEFG1', player)).toBe(false); // no lower case
    expect(passwordValid('A1234567b', readPasswordRules({ player: { ...server.player, letters: { amount: 3 } } }, 'player'))).toBe(false);
    expect(passwordValid('Abcdefg12', agent)).toBe(false); // no special character, 9 long
    expect(passwordValid('Abcdefg12!', agent)).toBe(true);
  });

  it('strips whitespace before checking, so spaces neither count nor pass as special characters', () => {
    expect(stripPassword(' Ab c\td1 ')).toBe('Abcd1');
    expect(passwordValid('Abc def 1', player)).toBe(false); // 7 without spaces
    expect(passwordValid('Abcdefg12 ', agent)).toBe(false);
  });

  it('repeat must equal the password and be valid itself', () => {
    expect(repeatValid('Abcdefg1', 'Abcdefg1', player)).toBe(true);
    expect(repeatValid('Abcdefg1', 'Abcdefg2', player)).toBe(false);
    expect(repeatValid('abc', 'abc', player)).toBe(false);
    expect(repeatValid('Abcd efg1', 'Abcdefg1', player)).toBe(true);
  });
});

describe('e-mail pattern', () => {
  it.each(['player@croupier.test', 'A.B@Example.COM', '"john doe"@example.com', 'x@[192.168.0.1]', 'a-b+c@sub.domain-1.org'])('accepts %s', (e) =>
    expect(emailValid(e)).toBe(true),
  );
  it.each(['', 'plain', 'a@b', 'a@@b.com', 'a b@c.com', 'a@b.c', '.a@b.com', 'a..b@c.com', 'a@[1.2.3]'])('rejects %s', (e) =>
    expect(emailValid(e)).toBe(false),
  );
});

describe('phone', () => {
  const mask = '(999) 9999999';
  const tr = { phoneCode: '+90', countryCode: 'TR', mask, minLength: 10, maxLength: 10 };
  const ru = { phoneCode: '+7', countryCode: 'RU', mask, minLength: 10, maxLength: 10 };
  const kz = { phoneCode: '+7', countryCode: 'KZ', mask, minLength: 10, maxLength: 10 };
  // Numbers of 8 to 11 digits, in groups: its own mask and lengths, unlike every other country here.
  const xx = { phoneCode: '+99', countryCode: 'XX', mask: '99-999-999', minLength: 8, maxLength: 11 };
  it('has three states and ignores brackets and spaces', () => {
    expect(phoneState('', tr)).toBe('empty');
    expect(phoneState('555', undefined)).toBe('empty');
    expect(phoneState('(555) 1234567', tr)).toBe('valid');
    expect(phoneState('555 123456', tr)).toBe('invalid');
    expect(phoneState('55512345678', tr)).toBe('invalid');
  });
  it('is valid from the minimum to the maximum length, and invalid past it', () => {
    expect(phoneState('1234567', xx)).toBe('invalid');
    expect(phoneState('12345678', xx)).toBe('valid');
    expect(phoneState('12-345-678 901', xx)).toBe('valid');
    expect(phoneState('123456789012', xx)).toBe('invalid');
  });
  it("formats the digits as typed by the country's mask, never past its maximum length", () => {
    expect(['', '5', '555', '5551', '5551234567', '555123456789'].map((t) => formatPhone(t, tr))).toEqual([
      '',
      '(5',
      '(555',
      '(555) 1',
      '(555) 1234567',
      '(555) 1234567',
    ]);
    // Pasted or edited text keeps only its digits; deleting the space after ")" leaves no bracket behind.
    expect(formatPhone('+90 555-123', tr)).toBe('(905) 55123');
    expect(formatPhone('(555) ', tr)).toBe('(555');
    // Digits past the mask's slots, up to the maximum, follow it.
    expect(['12', '123', '12345678', '123456789012'].map((t) => formatPhone(t, xx))).toEqual(['12', '12-3', '12-345-678', '12-345-678901']);
    expect(formatPhone('5 55', undefined)).toBe('5 55');
  });
  it('keeps the number on a country change only when the dial code is unchanged', () => {
    expect(numberAfterCountryChange('5551234567', ru, kz)).toBe('5551234567');
    expect(numberAfterCountryChange('5551234567', ru, tr)).toBe('');
  });
});
