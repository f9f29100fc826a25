import type { ProfileEditRules } from '../../config/types';
import { phoneDigits, phoneState, type PhoneCountryRule } from '../account/authRules';

/** A personal field the player may change (rules.json profileEdit.fields), by its platform name. */
export type EditableField = ProfileEditRules['fields'][number];

/** The form's values by platform field name: the text as typed (the phone as its field formats it). */
export type ProfileEditValues = Partial<Record<EditableField, string>>;

/** The longest text the platform keeps per field (longer is refused before any call). */
const MAX_LENGTH: Record<EditableField, number> = { first_name: 100, last_name: 100, birthday: 10, city: 100, address: 200, phone: 20 };

/** A calendar date "YYYY-MM-DD" as a UTC date, or undefined when it is no real date (2023-02-30). */
function calendarDate(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]) ? date : undefined;
}

/** Whole years from `born` to `today` (a birthday today counts). */
function ageOn(born: Date, today: Date): number {
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const before = today.getUTCMonth() < born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (before) age -= 1;
  return age;
}

/**
 * What is wrong with each field, as a message id (a field missing from the answer is fine): names must not be
 * empty, no text may pass the platform's length, a birth date must be a real date giving at least `minAge` years
 * (`today` from the store's clock), a phone must fit its country (the phone field says so itself: its id is
 * `auth.signUp.phoneInvalid`). Only the brand's editable fields are checked.
 */
export function profileEditErrors(
  values: ProfileEditValues,
  rules: ProfileEditRules,
  today: Date,
  country: PhoneCountryRule | undefined,
): Partial<Record<EditableField, string>> {
  const errors: Partial<Record<EditableField, string>> = {};
  for (const field of rules.fields) {
    const text = (values[field] ?? '').trim();
    if (text.length > MAX_LENGTH[field]) errors[field] = 'profile.edit.tooLong';
    else if ((field === 'first_name' || field === 'last_name') && text === '') errors[field] = 'profile.edit.required';
    else if (field === 'birthday' && text !== '') {
      const born = calendarDate(text);
      if (!born || born.getTime() > today.getTime()) errors[field] = 'profile.edit.birthdayInvalid';
      else if (ageOn(born, today) < rules.minAge) errors[field] = 'profile.edit.tooYoung';
    } else if (field === 'phone' && phoneState(text, country) !== 'valid') errors[field] = 'auth.signUp.phoneInvalid';
  }
  return errors;
}

/** The value the platform keeps for a field: the phone by its digits, every other text trimmed. */
export const platformValue = (field: EditableField, text: string): string => (field === 'phone' ? phoneDigits(text) : text.trim());

/** The fields whose value differs from the profile's (`current`, by platform name): what an update sends. */
export function profileChanges(values: ProfileEditValues, current: ProfileEditValues, rules: ProfileEditRules): ProfileEditValues {
  const out: ProfileEditValues = {};
  for (const field of rules.fields) {
    const next = values[field];
    if (next === undefined) continue;
    if (platformValue(field, next) !== platformValue(field, current[field] ?? '')) out[field] = platformValue(field, next);
  }
  return out;
}
