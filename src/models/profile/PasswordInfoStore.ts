import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, str } from '../../api/read';
import type { Failure } from '../../ports/env';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { MALFORMED } from '../kit/storeCall';

/**
 * What the change-password screen says about the password (the spec's profile state changePasswordInfo, GET
 * /api/user/password/change): whether it was ever changed and when it last was (`changedAt` as the platform
 * writes it; absent when the platform does not say, e.g. never changed since sign-up).
 */
export const PasswordInfoStoreModel = types
  .model('PasswordInfoStore', {
    loaded: false,
    changed: false,
    changedAt: types.maybe(types.string),
    failure: types.frozen<Failure | undefined>(undefined),
  })
  .extend(withRequests)
  .actions((self) => ({
    set(changed: boolean, changedAt: string | undefined, failure: Failure | undefined) {
      if (!failure) {
        self.changed = changed;
        self.changedAt = changedAt;
        self.loaded = true;
      }
      self.failure = failure;
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      const res = yield* self.request('load', { method: 'GET', path: API_PATHS.passwordChange }, { what: 'password change info', quiet: true });
      if (!res) return self.failure ?? null;
      if (!res.ok) {
        self.set(false, undefined, res);
        return res;
      }
      const d = res.data;
      if (!isRecord(d) || typeof d.password_changed !== 'boolean') {
        getEnv<StoreEnv>(self).log?.('password change info: the answer has an unexpected shape', d);
        self.set(false, undefined, MALFORMED);
        return MALFORMED;
      }
      self.set(d.password_changed, str(d.changed_at) || undefined, undefined);
      return null;
    }),
  }));

export interface PasswordInfoStore extends Instance<typeof PasswordInfoStoreModel> {}
