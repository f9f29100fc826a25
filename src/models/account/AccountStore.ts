import { flow, getEnv, getRoot, types, type Instance } from 'mobx-state-tree';
import type { Failure } from '../../api/result';
import type { AppStore } from '../shell/AppStore';
import type { AuthStore } from './AuthStore';
import type { PhoneCountry } from '../../config/types';
import { phoneDigits, readPasswordRules, stripPassword } from './authRules';
import { hidesAccount, isPrivacyCode, NEUTRAL_TEXTS, type PrivacyFlow } from './accountPrivacy';
import { configOf } from '../kit/config';
import type { ApiResult, StoreEnv } from '../env';
import type { NotifyStore } from '../shell/NotifyStore';
import type { UserSettingsStore } from '../shell/UserSettingsStore';

/** The neighbours this store drives (typed without the RootStore to keep the import graph acyclic). */
interface Neighbours {
  app: AppStore;
  auth: AuthStore;
  notify: NotifyStore;
  userSettings: UserSettingsStore;
}

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

/** Reset steps: 0 e-mail or phone, 1 code, 2 new password. */
export const RESET_STEPS = 3;

/**
 * Account flows of the auth modal and profile (spec §4): sign-up with its e-mail code, the three-step
 * password reset and both password changes. Each slice has its own processing flag so one running
 * call does not freeze the other buttons.
 */
export const AccountStoreModel = types
  .model('AccountStore', {
    emailCodeProcessing: false,
    /** The address the sign-up code was sent to; a different address needs a new code. */
    emailCodeSentTo: '',
    confirmProcessing: false,
    /** The address whose code was confirmed. */
    emailConfirmedFor: '',
    signUpProcessing: false,
    resetProcessing: false,
    resetStep: 0,
    /** How the reset code reaches the player (step 0): kept here so a re-rendered form keeps the choice. */
    resetChannel: types.optional(types.enumeration('ResetChannel', ['email', 'phone']), 'email'),
    resetEmail: '',
    resetCode: '',
    changeProcessing: false,
  })
  .actions((self) => ({
    setFlag(key: 'emailCodeProcessing' | 'confirmProcessing' | 'signUpProcessing' | 'resetProcessing' | 'changeProcessing', on: boolean) {
      self[key] = on;
    },
    setResetStep(step: number) {
      self.resetStep = Math.max(0, Math.min(RESET_STEPS - 1, Math.trunc(step)));
    },
    setResetChannel(channel: 'email' | 'phone') {
      self.resetChannel = channel;
    },
    setResetEmail(email: string) {
      self.resetEmail = email;
    },
    setResetCode(code: string) {
      self.resetCode = code;
    },
    markCodeSent(email: string) {
      self.emailCodeSentTo = email;
      self.emailConfirmedFor = '';
    },
    markConfirmed(email: string) {
      self.emailConfirmedFor = email;
    },
    /** A fresh sign-up form starts without a sent or confirmed code. */
    resetSignUp() {
      self.emailCodeSentTo = '';
      self.emailConfirmedFor = '';
    },
    resetReset() {
      self.resetStep = 0;
      self.resetChannel = 'email';
      self.resetEmail = '';
      self.resetCode = '';
    },
  }))
  .views((self) => ({
    get root() {
      return getRoot<Neighbours>(self);
    },
    get env() {
      return getEnv<StoreEnv>(self);
    },
    /** Sign-up and reset use the player rules of today's server settings. */
    get playerRules() {
      return readPasswordRules(getRoot<Neighbours>(self).userSettings.passwordSettings, 'player');
    },
    get phoneCountries(): PhoneCountry[] {
      return configOf(self).rules.phoneCountries;
    },
    codeSentFor(email: string) {
      return self.emailCodeSentTo !== '' && self.emailCodeSentTo === email.trim();
    },
    confirmedFor(email: string) {
      return self.emailConfirmedFor !== '' && self.emailConfirmedFor === email.trim();
    },
  }))
  .actions((self) => {
    /** Runs one call with a slice's flag; a failure gets an error toast (server text as the fallback where the spec says so). */
    function* call<T>(
      flag: Parameters<typeof self.setFlag>[0],
      req: Parameters<StoreEnv['api']['request']>[0],
      fallback: 'server' | 'default' = 'default',
      /** A refusal with a code of this accountPrivacy list gets no toast here: the caller shows the neutral text. */
      privacy?: PrivacyFlow,
      // biome-ignore lint/suspicious/noExplicitAny: a yield gives back whatever its promise resolved to, which MST flow cannot type
    ): Generator<Promise<unknown>, ApiResult<T>, any> {
      self.setFlag(flag, true);
      try {
        const res: ApiResult<T> = yield self.env.api.request<T>(req);
        if (!res.ok && !(privacy && isPrivacyCode(self, privacy, res))) self.root.notify.apiError(res as Failure, fallback);
        return res;
      } finally {
        self.setFlag(flag, false);
      }
    }
    return {
      /** Sends the sign-up e-mail code; the send button stays off for that address afterwards. */
      sendEmailCode: flow(function* sendEmailCode(email: string) {
        const to = email.trim();
        const res: ApiResult<unknown> = yield* call(
          'emailCodeProcessing',
          { method: 'POST', path: '/api/user/email/code', body: { email: to } },
          'default',
          'signUpCodeCodes',
        );
        // A taken address goes on as a free one (same text, which tells an owner to sign in or reset instead).
        if (!res.ok && !hidesAccount(self, 'signUpCodeCodes', res)) return false;
        self.markCodeSent(to);
        self.root.notify.success('auth.signUp.codeSent');
        return true;
      }),
      /** Checks the code; the result sets auth.codeIsCorrect (spec §4 code check). */
      confirmEmailCode: flow(function* confirmEmailCode(email: string, code: string) {
        const to = email.trim();
        const res: ApiResult<unknown> = yield* call('confirmProcessing', {
          method: 'POST',
          path: '/api/user/confirm-code',
          // The platform names the confirmed address "phone" (the user's phone field is filled from the e-mail).
          body: { code: code.trim(), phone: to },
        });
        self.root.auth.setCodeIsCorrect(res.ok);
        if (res.ok) self.markConfirmed(to);
        return res.ok;
      }),
      /** Sign-up; on success the player is signed in with the same e-mail and password, the modal closes and home opens. */
      signUp: flow(function* signUp(form: SignUpForm) {
        const password = stripPassword(form.password);
        const res: ApiResult<{ is_promo_activated?: boolean }> = yield* call(
          'signUpProcessing',
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
        if (!res.ok) {
          if (hidesAccount(self, 'signUpCodes', res)) self.root.notify.add({ messageId: NEUTRAL_TEXTS.signUp, type: 'error' });
          return false;
        }
        const { notify, auth, app } = self.root;
        notify.success('auth.signUp.success');
        if (res.data?.is_promo_activated) notify.success('auth.signUp.promoActivated');
        self.setFlag('signUpProcessing', true);
        const failure: Failure | null = yield auth.login(form.email, password);
        self.setFlag('signUpProcessing', false);
        if (failure) {
          notify.apiError(failure, 'server');
          app.openAuthModal('SignIn');
          return false;
        }
        self.resetSignUp();
        app.closeAuthModal();
        self.env.navigate?.('/');
        return true;
      }),
      /** Reset step 0: the code goes to the e-mail; a reset request clears the first-auth flag. */
      resetSendEmail: flow(function* resetSendEmail(email: string) {
        const to = email.trim();
        self.root.auth.setFirstAuth(false);
        const res: ApiResult<unknown> = yield* call(
          'resetProcessing',
          { method: 'POST', path: '/api/user/password/restore/email', body: { email: to } },
          'default',
          'resetRequestCodes',
        );
        // No account for the address: the flow goes on to the code step as for one (the screen does not tell).
        if (!res.ok && !hidesAccount(self, 'resetRequestCodes', res)) return false;
        self.setResetEmail(to);
        self.root.notify.success('auth.reset.codeSent');
        self.setResetStep(1);
        return true;
      }),
      /**
       * Reset step 0 by phone (spec §7 POST /password/restore): the national digits with the brand's
       * country code; a reset request clears the first-auth flag as the e-mail one does.
       */
      resetSendPhone: flow(function* resetSendPhone(phone: string) {
        const digits = phoneDigits(phone);
        self.root.auth.setFirstAuth(false);
        const res: ApiResult<unknown> = yield* call(
          'resetProcessing',
          {
            method: 'POST',
            path: '/api/user/password/restore',
            body: { phone: digits, country_code: configOf(self).rules.payment.phoneCountryCode },
          },
          'default',
          'resetRequestCodes',
        );
        if (!res.ok && !hidesAccount(self, 'resetRequestCodes', res)) return false;
        self.setResetEmail('');
        self.root.notify.success('auth.reset.smsSent');
        self.setResetStep(1);
        return true;
      }),
      /** Reset step 1: checks the code. */
      resetCheckCode: flow(function* resetCheckCode(code: string) {
        const c = code.trim();
        const res: ApiResult<unknown> = yield* call(
          'resetProcessing',
          { method: 'POST', path: '/api/user/password/restore/check', body: { code: c } },
          'default',
          'resetCodeCodes',
        );
        if (!res.ok) {
          // no recovery request and a wrong code read alike: the code step does not tell whether a code was sent
          if (hidesAccount(self, 'resetCodeCodes', res)) self.root.notify.add({ messageId: NEUTRAL_TEXTS.resetCode, type: 'error' });
          return false;
        }
        self.setResetCode(c);
        self.root.notify.success('auth.reset.codeChecked');
        self.setResetStep(2);
        return true;
      }),
      /** Reset step 2: sets the new password, then the sign-in modal opens. */
      resetNewPassword: flow(function* resetNewPassword(password: string) {
        const res: ApiResult<unknown> = yield* call('resetProcessing', {
          method: 'POST',
          path: '/api/user/password/restore/new',
          body: { code: self.resetCode, new_password: stripPassword(password) },
        });
        if (!res.ok) return false;
        self.root.notify.success('auth.reset.done');
        self.resetReset();
        self.root.app.openAuthModal('SignIn');
        return true;
      }),
      /** Change password from the auth modal: success opens the sign-in modal. */
      changePassword: flow(function* changePassword(oldPassword: string, newPassword: string) {
        const res: ApiResult<unknown> = yield* call('changeProcessing', {
          method: 'POST',
          path: '/api/user/password/change',
          body: { password: stripPassword(oldPassword), new_password: stripPassword(newPassword) },
        });
        if (!res.ok) return false;
        const { auth, app, notify } = self.root;
        auth.setFirstAuth(false);
        // A player still signed in (first auth) goes on with the new password; anyone else signs in with it.
        if (auth.isAuth) app.closeAuthModal();
        else app.openAuthModal('SignIn');
        notify.success(auth.isAuth ? 'auth.changePassword.doneSignedIn' : 'auth.changePassword.done');
        return true;
      }),
    };
  })
  .actions((self) => ({
    /** Profile change password: blocked locally when new and repeat differ; success logs the player out. */
    profileChangePassword: flow(function* profileChangePassword(oldPassword: string, newPassword: string, repeat: string) {
      if (stripPassword(newPassword) !== stripPassword(repeat)) {
        self.root.notify.add({ messageId: 'auth.changedPasswordDoNotMatch', type: 'error' });
        return false;
      }
      self.setFlag('changeProcessing', true);
      try {
        const res: ApiResult<unknown> = yield self.env.api.request({
          method: 'POST',
          path: '/api/user/password/change',
          body: { password: stripPassword(oldPassword), new_password: stripPassword(newPassword) },
        });
        if (!res.ok) {
          self.root.notify.apiError(res as Failure);
          return false;
        }
        self.root.notify.success('auth.changePassword.done');
        yield self.root.auth.logout();
        return true;
      } finally {
        self.setFlag('changeProcessing', false);
      }
    }),
  }));

export interface AccountStore extends Instance<typeof AccountStoreModel> {}
