import { flow, types, type Instance } from 'mobx-state-tree';
import { phoneDigits, stripPassword } from './authRules';
import { hidesAccount, NEUTRAL_TEXTS, refusedNeutrally } from './accountPrivacy';
import { accountCall, AccountFlowModel } from './accountFlow';
import { configOf } from '../kit/config';
import type { ApiRequest } from '../env';
import { withSetPropAction } from '../kit/setProp';

/** Reset steps: 0 e-mail or phone, 1 code, 2 new password. */
export const RESET_STEPS = 3;

/** The three-step password reset of the auth modal (spec §4): a code by e-mail or phone, its check, the new password. */
export const ResetPasswordStoreModel = AccountFlowModel.named('ResetPasswordStore')
  .props({
    step: 0,
    /** How the reset code reaches the player (step 0): kept here so a re-rendered form keeps the choice. */
    channel: types.optional(types.enumeration('ResetChannel', ['email', 'phone']), 'email'),
    email: '',
    code: '',
  })
  .actions(withSetPropAction)
  .views((self) => ({
    /** A call of the reset is on its way. */
    get processing(): boolean {
      return self.busy();
    },
  }))
  .actions((self) => ({
    setStep(step: number) {
      self.step = Math.max(0, Math.min(RESET_STEPS - 1, Math.trunc(step)));
    },
    clear() {
      self.step = 0;
      self.channel = 'email';
      self.email = '';
      self.code = '';
    },
  }))
  .actions((self) => ({
    /**
     * Starts the flow at a step (the sign-in form's link: 0; a link of its own: any), with the code a link carried.
     * The new password is set with the code, so that step without one opens the code step. Returns the step shown.
     */
    startAt(step: number, code?: string) {
      const c = code?.trim() ?? '';
      if (c) self.code = c;
      self.setStep(step === RESET_STEPS - 1 && !self.code ? step - 1 : step);
      return self.step;
    },
  }))
  .actions((self) => {
    /**
     * Step 0 by either channel: a reset request clears the first-auth flag; with no account for the address or
     * number the flow goes on to the code step as for one (the screen does not tell). `email` is what step 1 shows.
     */
    function* requestCode(key: string, req: ApiRequest, email: string, sentText: string) {
      self.root.auth.setProp('isFirstAuth', false);
      const res = yield* accountCall(self, key, req, 'default', 'resetRequestCodes');
      if (!res || (!res.ok && !hidesAccount(self, 'resetRequestCodes', res))) return false;
      self.setProp('email', email);
      self.root.notify.success(sentText);
      self.setStep(1);
      return true;
    }
    return {
      /** Step 0: the code goes to the e-mail. */
      sendEmail: flow(function* sendEmail(email: string) {
        const to = email.trim();
        return yield* requestCode('sendEmail', { method: 'POST', path: '/api/user/password/restore/email', body: { email: to } }, to, 'auth.reset.codeSent');
      }),
      /** Step 0 by phone (spec §7 POST /password/restore): the national digits with the brand's country code. */
      sendPhone: flow(function* sendPhone(phone: string) {
        const body = { phone: phoneDigits(phone), country_code: configOf(self).rules.payment.phoneCountryCode };
        return yield* requestCode('sendPhone', { method: 'POST', path: '/api/user/password/restore', body }, '', 'auth.reset.smsSent');
      }),
    };
  })
  .actions((self) => ({
    /** Step 1: checks the code. */
    checkCode: flow(function* checkCode(code: string) {
      const c = code.trim();
      const res = yield* accountCall(
        self,
        'checkCode',
        { method: 'POST', path: '/api/user/password/restore/check', body: { code: c } },
        'default',
        'resetCodeCodes',
      );
      // no recovery request and a wrong code read alike: the code step does not tell whether a code was sent
      if (!res?.ok) return refusedNeutrally(self, 'resetCodeCodes', NEUTRAL_TEXTS.resetCode, res);
      self.setProp('code', c);
      self.root.notify.success('auth.reset.codeChecked');
      self.setStep(2);
      return true;
    }),
    /** Step 2: sets the new password, then the sign-in modal opens. */
    setNewPassword: flow(function* setNewPassword(password: string) {
      const res = yield* accountCall(self, 'newPassword', {
        method: 'POST',
        path: '/api/user/password/restore/new',
        body: { code: self.code, new_password: stripPassword(password) },
      });
      if (!res?.ok) return false;
      self.root.notify.success('auth.reset.done');
      self.clear();
      self.root.app.openAuthModal('SignIn');
      return true;
    }),
  }));

export interface ResetPasswordStore extends Instance<typeof ResetPasswordStoreModel> {}
