import { getEnv, types, type Instance } from 'mobx-state-tree';
import type { Failure } from '../../api/result';
import type { PhoneCountry } from '../../config/types';
import { readPasswordRules } from './authRules';
import { isPrivacyCode, type PrivacyFlow } from './accountPrivacy';
import { configOf } from '../kit/config';
import type { ApiRequest, ApiResult, StoreEnv } from '../env';
import { neighboursOf } from '../kit/neighbours';

/** What the sign-up, reset and change-password stores share: their neighbours, the player password rules, the phone countries. */
export const AccountFlowModel = types.model('AccountFlow', {}).views((self) => ({
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
 * Runs one account call with its processing flag on; a failure gets an error toast (server text as the
 * fallback where the spec says so). Each call has its own flag so one running call does not freeze the
 * other buttons.
 */
export function* accountCall<T>(
  self: Instance<typeof AccountFlowModel>,
  setProcessing: (on: boolean) => void,
  req: ApiRequest,
  fallback: 'server' | 'default' = 'default',
  /** A refusal with a code of this accountPrivacy list gets no toast here: the caller shows the neutral text. */
  privacy?: PrivacyFlow,
  // biome-ignore lint/suspicious/noExplicitAny: a yield gives back whatever its promise resolved to, which MST flow cannot type
): Generator<Promise<unknown>, ApiResult<T>, any> {
  setProcessing(true);
  try {
    const res: ApiResult<T> = yield self.env.api.request<T>(req);
    if (!res.ok && !(privacy && isPrivacyCode(self, privacy, res))) self.root.notify.apiError(res as Failure, fallback);
    return res;
  } finally {
    setProcessing(false);
  }
}
