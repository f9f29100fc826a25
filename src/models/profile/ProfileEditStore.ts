import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import type { ProfileEditRules } from '../../config/types';
import type { Failure } from '../../ports/env';
import { phoneDigits, type PhoneCountryRule } from '../account/authRules';
import type { StoreEnv } from '../env';
import { configOf } from '../kit/config';
import { withRequests } from '../kit/request';
import { MALFORMED } from '../kit/storeCall';
import { profileEditErrors, type EditableField, type ProfileEditValues } from './profileEdit';

/** The platform's refusal of an update, at the field its code belongs to (rules.profileEditCodes), else at the form. */
export interface ProfileEditRefusal {
  failure: Failure;
  field?: EditableField;
}

/**
 * Editing the player's personal data (the profile store's `edit`): which fields the brand lets a player change
 * (rules.json profileEdit), their checks before any call, the code that proves a new phone number (POST
 * /api/user/phone/code, the number's digits and the brand's country code) and the update itself (PUT
 * /api/user/profile/update with the changed fields only, a new phone with its code). The profile store applies
 * the answered profile (`ProfileStore.saveProfile`), so the section shows what the platform now keeps.
 */
export const ProfileEditStoreModel = types
  .model('ProfileEditStore', {
    /** The phone digits the last code was sent to: a new number needs its own code before it can be saved. */
    codeSentTo: '',
    refusal: types.frozen<ProfileEditRefusal | undefined>(undefined),
    codeFailure: types.frozen<Failure | undefined>(undefined),
  })
  .extend(withRequests)
  .views((self) => ({
    /** The brand's editable fields; absent, the profile has no edit form. */
    get rules(): ProfileEditRules | undefined {
      return configOf(self).rules.profileEdit;
    },
    get saving(): boolean {
      return self.busy('save');
    },
    get sendingCode(): boolean {
      return self.busy('code');
    },
    /** What is wrong with the form's values before any call (message ids by field). */
    errors(values: ProfileEditValues, country: PhoneCountryRule | undefined): Partial<Record<EditableField, string>> {
      const rules = configOf(self).rules.profileEdit;
      return rules ? profileEditErrors(values, rules, new Date(getEnv<StoreEnv>(self).clock.now()), country) : {};
    },
  }))
  .actions((self) => ({
    setRefusal(refusal: ProfileEditRefusal | undefined) {
      self.refusal = refusal;
    },
    setCodeSent(digits: string, failure: Failure | undefined) {
      if (!failure) self.codeSentTo = digits;
      self.codeFailure = failure;
    },
  }))
  .actions((self) => ({
    /** Sends a code to a new phone number; null when it went out, else the failure (also kept for the form). */
    sendPhoneCode: flow(function* sendPhoneCode(number: string) {
      const digits = phoneDigits(number);
      const res = yield* self.request(
        'code',
        { method: 'POST', path: API_PATHS.phoneCode, body: { country_code: configOf(self).rules.payment.phoneCountryCode, phone: digits } },
        { what: 'profile phone code', quiet: true },
      );
      // Joined the same call in flight: its caller reads the answer.
      if (!res) return self.codeFailure ?? null;
      self.setCodeSent(digits, res.ok ? undefined : res);
      return res.ok ? null : res;
    }),
    /**
     * Sends `changes` (platform names and values; a changed phone goes with `code`); `apply` reads the answered
     * profile and says whether it could. Null when saved; the failure otherwise, kept as `refusal` at its field.
     */
    save: flow(function* save(changes: ProfileEditValues, code: string, apply: (data: unknown) => boolean) {
      const body: Record<string, string> = { ...changes };
      if (changes.phone !== undefined) body.code = code.trim();
      const res = yield* self.request('save', { method: 'PUT', path: API_PATHS.profileUpdate, body }, { what: 'profile update', quiet: true });
      if (!res) return self.refusal?.failure ?? null;
      if (!res.ok) {
        const field = configOf(self).rules.profileEditCodes?.[String(res.code)] as EditableField | undefined;
        self.setRefusal({ failure: res, field });
        return res;
      }
      if (!apply(res.data)) {
        getEnv<StoreEnv>(self).log?.('profile update: the answer has an unexpected shape', res.data);
        self.setRefusal({ failure: MALFORMED });
        return MALFORMED;
      }
      self.setRefusal(undefined);
      self.setCodeSent('', undefined);
      return null;
    }),
  }));

export interface ProfileEditStore extends Instance<typeof ProfileEditStoreModel> {}
