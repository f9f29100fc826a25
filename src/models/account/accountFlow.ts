import { getEnv, types, type Instance } from 'mobx-state-tree';
import type { PhoneCountry } from '../../config/types';
import { readPasswordRules } from './authRules';
import { isPrivacyCode, type PrivacyFlow } from './accountPrivacy';
import { configOf } from '../kit/config';
import type { ApiRequest, ApiResult, StoreEnv } from '../env';
import { neighboursOf } from '../kit/neighbours';
import { withRequests } from '../kit/request';

/** What the sign-up, reset and change-password stores share: their neighbours, the player password rules, the phone countries. */
export const AccountFlowModel = types
  .model('AccountFlow', {})
  .extend(withRequests)
  .views((self) => ({
    get root() {
      return neighboursOf(self);
    },
    get env() {
      return getEnv<StoreEnv>(self);
    },
    /** Sign-up, reset and password changes use the player rules of today's server settings. */
    get playerRules() {
      return readPasswordRules(neighboursOf(self).userSettings.passwordSettings, 'player');
    },
    get phoneCountries(): PhoneCountry[] {
      return configOf(self).rules.phoneCountries;
    },
  }));

/**
 * Runs one account call under its key (each call has its own, so one running call does not freeze the other buttons;
 * the same call again joins it and gets `undefined`); a failure gets an error toast (server text as the fallback where
 * the spec says so).
 */
export function* accountCall<T>(
  self: Instance<typeof AccountFlowModel>,
  key: string,
  req: ApiRequest,
  fallback: 'server' | 'default' = 'default',
  /** A refusal with a code of this accountPrivacy list gets no toast here: the caller shows the neutral text. */
  privacy?: PrivacyFlow,
): Generator<Promise<unknown>, ApiResult<T> | undefined, unknown> {
  const res = yield* self.request<T>(key, req, { what: `account (${key})`, quiet: true });
  if (res && !res.ok && !(privacy && isPrivacyCode(self, privacy, res))) self.root.notify.apiError(res, fallback);
  return res;
}
