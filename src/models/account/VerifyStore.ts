import { flow, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { errorMessageId } from '../../api/errors';
import { configOf } from '../kit/config';
import { withRequests } from '../kit/request';

/**
 * E-mail verification (/verify/:code): one call per code. The remembered code and the call it joins make a second
 * call for the same code a no-op, so React's StrictMode double effect (or a re-render) never spends a one-time code
 * twice. A newer code supersedes the call of an older one: its answer is not the one shown.
 */
export const VerifyStoreModel = types
  .model('VerifyStore', {
    code: '',
    status: types.optional(types.enumeration(['idle', 'pending', 'verified', 'failed']), 'idle'),
    /** The platform's code when it refused the code (6 invalid, 7 expired, 8 already verified...): the page says which. */
    failureCode: types.maybe(types.number),
  })
  .extend(withRequests)
  .actions((self) => ({
    start(code: string) {
      self.code = code;
      self.status = 'pending';
      self.failureCode = undefined;
    },
    finish(verified: boolean, failureCode?: number) {
      self.status = verified ? 'verified' : 'failed';
      self.failureCode = failureCode;
    },
  }))
  .views((self) => ({
    /** The code's call is running. */
    get actionProcessing(): boolean {
      return self.busy('verify');
    },
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
      self.start(code);
      const res = yield* self.request('verify', { method: 'GET', path: `${API_PATHS.verifyEmail}/${encodeURIComponent(code)}` }, { what: 'verify' });
      if (res) self.finish(res.ok, !res.ok && res.kind === 'rejected' ? res.code : undefined);
    }),
  }));

export interface VerifyStore extends Instance<typeof VerifyStoreModel> {}
export interface VerifyStoreSnapshotIn extends SnapshotIn<typeof VerifyStoreModel> {}
