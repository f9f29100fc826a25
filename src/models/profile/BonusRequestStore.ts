import { flow, types, type Instance } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord } from '../../api/read';
import type { Failure } from '../../ports/env';
import { sendingWhile, withRequests } from '../kit/request';

/**
 * The player's request for the bonus balance (POST /api/user/bonus_balance_request, beside the bonus balance in
 * My bonus). The platform answers the bonus state with `requested`; a refusal (terms not met…) is kept for the
 * section to show. The section then reads the balance and wagering again.
 */
export const BonusRequestStoreModel = types
  .model('BonusRequestStore', {
    requested: false,
    failure: types.frozen<Failure | undefined>(undefined),
  })
  .extend(withRequests)
  .extend(sendingWhile('request'))
  .actions((self) => ({
    set(requested: boolean, failure: Failure | undefined) {
      self.requested = requested;
      self.failure = failure;
    },
  }))
  .actions((self) => ({
    /** Null when the platform took the request, else its refusal. */
    send: flow(function* send() {
      const res = yield* self.request(
        'request',
        { method: 'POST', path: API_PATHS.bonusBalanceRequest, body: {} },
        { what: 'bonus balance request', quiet: true },
      );
      if (!res) return self.failure ?? null;
      if (!res.ok) {
        self.set(false, res);
        return res;
      }
      // An answer without the flag is still the platform's yes: it answered the bonus state without an error.
      self.set(!isRecord(res.data) || res.data.requested !== false, undefined);
      return null;
    }),
  }));

export interface BonusRequestStore extends Instance<typeof BonusRequestStoreModel> {}
