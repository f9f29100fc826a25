import { flow, type Instance } from 'mobx-state-tree';
import { stripPassword } from './authRules';
import { hidesAccount, NEUTRAL_TEXTS, refusedNeutrally } from './accountPrivacy';
import { accountCall, AccountFlowModel } from './accountFlow';
import { configOf } from '../kit/config';

/** What the sign-up form sends (spec §7 POST /signup/email, without the brand's currency). */
export interface SignUpForm {
  firstName: string;
  lastName: string;
  username: string;
  /** The national digits, brackets and spaces stripped. */
  phone: string;
  email: string;
  code: string;
  password: string;
}

/** Sign-up from the auth modal (spec §4): the e-mail code, its check, then the account and a sign-in with it. */
export const SignUpStoreModel = AccountFlowModel.named('SignUpStore')
  .props({
    /** The address the sign-up code was sent to; a different address needs a new code. */
    emailCodeSentTo: '',
    /** The address whose code was confirmed. */
    emailConfirmedFor: '',
  })
  .views((self) => ({
    get emailCodeProcessing(): boolean {
      return self.busy('emailCode');
    },
    get confirmProcessing(): boolean {
      return self.busy('confirm');
    },
    /** The sign-up, or the sign-in after it, is on its way. */
    get processing(): boolean {
      return self.busy('signUp') || self.busy('signIn');
    },
  }))
  .actions((self) => ({
    markCodeSent(email: string) {
      self.emailCodeSentTo = email;
      self.emailConfirmedFor = '';
    },
    markConfirmed(email: string) {
      self.emailConfirmedFor = email;
    },
    /** A fresh sign-up form starts without a sent or confirmed code. */
    clear() {
      self.emailCodeSentTo = '';
      self.emailConfirmedFor = '';
    },
  }))
  .views((self) => ({
    codeSentFor(email: string) {
      return self.emailCodeSentTo !== '' && self.emailCodeSentTo === email.trim();
    },
    confirmedFor(email: string) {
      return self.emailConfirmedFor !== '' && self.emailConfirmedFor === email.trim();
    },
  }))
  .actions((self) => ({
    /** Sends the sign-up e-mail code; the send button stays off for that address afterwards. */
    sendEmailCode: flow(function* sendEmailCode(email: string) {
      const to = email.trim();
      const res = yield* accountCall(self, 'emailCode', { method: 'POST', path: '/api/user/email/code', body: { email: to } }, 'default', 'signUpCodeCodes');
      if (!res) return false;
      // A taken address goes on as a free one (same text, which tells an owner to sign in or reset instead).
      if (!res.ok && !hidesAccount(self, 'signUpCodeCodes', res)) return false;
      self.markCodeSent(to);
      self.root.notify.success('auth.signUp.codeSent');
      return true;
    }),
    /** Checks the code; the result sets auth.codeIsCorrect (spec §4 code check). */
    confirmEmailCode: flow(function* confirmEmailCode(email: string, code: string) {
      const to = email.trim();
      const res = yield* accountCall(self, 'confirm', {
        method: 'POST',
        path: '/api/user/confirm-code',
        // The platform names the confirmed address "phone" (the user's phone field is filled from the e-mail).
        body: { code: code.trim(), phone: to },
      });
      if (!res) return false;
      self.root.auth.setProp('codeIsCorrect', res.ok);
      if (res.ok) self.markConfirmed(to);
      return res.ok;
    }),
    /** Sign-up; on success the player is signed in with the same e-mail and password, the modal closes and home opens. */
    submit: flow(function* submit(form: SignUpForm) {
      const password = stripPassword(form.password);
      const res = yield* accountCall<{ is_promo_activated?: boolean }>(
        self,
        'signUp',
        {
          method: 'POST',
          path: '/api/user/signup/email',
          body: {
            first_name: form.firstName.trim(),
            last_name: form.lastName.trim(),
            username: form.username.trim(),
            phone: form.phone,
            email: form.email.trim(),
            code: form.code.trim(),
            password,
            currency: configOf(self).brand.currency.signUp,
          },
        },
        'server',
        'signUpCodes',
      );
      if (!res?.ok) return refusedNeutrally(self, 'signUpCodes', NEUTRAL_TEXTS.signUp, res);
      const { notify, auth, app } = self.root;
      notify.success('auth.signUp.success');
      if (res.data?.is_promo_activated) notify.success('auth.signUp.promoActivated');
      const failure = yield* self.track('signIn', () => auth.login(form.email, password), { what: 'sign-in after sign-up', quiet: true });
      if (failure === undefined) return false;
      if (failure) {
        notify.apiError(failure, 'server');
        app.openAuthModal('SignIn');
        return false;
      }
      self.clear();
      app.closeAuthModal();
      self.env.navigate?.('/');
      return true;
    }),
  }));

export interface SignUpStore extends Instance<typeof SignUpStoreModel> {}
