import { types, type Instance } from 'mobx-state-tree';
import { ChangePasswordStoreModel } from './ChangePasswordStore';
import { ResetPasswordStoreModel } from './ResetPasswordStore';
import { SignUpStoreModel } from './SignUpStore';

/**
 * The account flows of the auth modal and profile (spec §4), one store each: sign-up with its e-mail
 * code, the three-step password reset, and both password changes. They load together, as the page
 * store `account`.
 */
export const AccountStoreModel = types.model('AccountStore', {
  signUp: types.optional(SignUpStoreModel, {}),
  reset: types.optional(ResetPasswordStoreModel, {}),
  password: types.optional(ChangePasswordStoreModel, {}),
});

export interface AccountStore extends Instance<typeof AccountStoreModel> {}
