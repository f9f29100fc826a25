import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { errorMessageId } from '../../api/errors';
import { configOf } from '../kit/config';
import type { ApiResult, StoreEnv } from '../env';

/**
 * E-mail verification (/verify/:code): one call per code. The processing flag and the remembered
 * code make a second call for the same code a no-op, so React's StrictMode double effect (or a
 * re-render) never spends a one-time code twice.
 */
export const VerifyStoreModel = types
  .model('VerifyStore', {
    code: '',
    status: types.optional(types.enumeration(['idle', 'pending', 'verified', 'failed']), 'idle'),
    actionProcessing: false,
    /** The platform's code when it refused the code (6 invalid, 7 expired, 8 already verified...): the page says which. */
    failureCode: types.maybe(types.number),
  })
  .actions((self) => ({
    start(code: string) {
      self.code = code;
      self.status = 'pending';
      self.actionProcessing = true;
      self.failureCode = undefined;
    },
    finish(code: string, verified: boolean, failureCode?: number) {
      // A newer code was opened meanwhile: this answer is not the one shown, and that call still runs.
      if (self.code !== code) return;
      self.actionProcessing = false;
      self.status = verified ? 'verified' : 'failed';
      self.failureCode = failureCode;
    },
  }))
  .views((self) => ({
    /** The result shown for a code: pending until its own call has answered. */
    statusOf(code: string): 'pending' | 'verified' | 'failed' {
      return self.code === code && self.status !== 'idle' ? self.status : 'pending';
    },
    /** The text of a refusal: the platform's reason through the brand's error table (invalid, expired, already verified), else the general one. */
    get failureMessageId(): string {
      return (self.failureCode !== undefined && errorMessageId(self.failureCode, configOf(self).rules)) || 'verify.failure';
    },
  }))
  .actions((self) => ({
    verify: flow(function* (code: string) {
      if (self.code === code && self.status !== 'idle') return;
      const env = getEnv<StoreEnv>(self);
      self.start(code);
      let verified = false;
      let failureCode: number | undefined;
      try {
        const res: ApiResult<unknown> = yield env.api.request({ method: 'GET', path: `${API_PATHS.verifyEmail}/${encodeURIComponent(code)}` });
        verified = res.ok;
        if (!res.ok) {
          if (res.kind === 'rejected') failureCode = res.code;
          env.log?.('verify: the platform refused the code', res);
        }
      } catch (error) {
        env.log?.('verify: the call failed', error);
      }
      self.finish(code, verified, failureCode);
    }),
  }));

export interface VerifyStore extends Instance<typeof VerifyStoreModel> {}
export interface VerifyStoreSnapshotIn extends SnapshotIn<typeof VerifyStoreModel> {}
