import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord } from '../../api/read';
import type { StoreEnv } from '../env';
import { sendingWhile, withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';
import { HistoryListStoreModel } from './HistoryListStore';
import { errorIdOf } from '../shell/NotifyStore';
import { configOf } from '../kit/config';
import { neighboursOf } from '../kit/neighbours';
import { MALFORMED } from '../kit/storeCall';
import type { Failure } from '../../ports/env';

/**
 * Promo codes (spec §7 POST /api/payment/promocode/activation, §8 codes 2200–2217): activation
 * with the code's text from the brand's status table shown under the field, the success toast,
 * and the history of activated codes (a lazy list that starts again after each activation).
 */
export const PromocodeStoreModel = types
  .model('PromocodeStore', {
    history: types.optional(HistoryListStoreModel, { kind: 'promocodes' }),
    /** The text id of the last refusal (the brand's table, else its default text); cleared on success. */
    errorId: types.maybe(types.string),
    lastActivated: '',
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  // an activation is on its way
  .extend(sendingWhile('activate'))
  .actions((self) => ({
    end(code: string, failure: Failure | null) {
      if (failure) {
        self.errorId = errorIdOf(failure.code, configOf(self).rules);
        return;
      }
      self.lastActivated = code;
      // The next visit of the history asks the server again.
      self.history.restart('');
    },
  }))
  .actions((self) => ({
    /**
     * Returns the refusal (null on success). An empty code is refused here without a call; while one activation is
     * on its way another is not sent (its answer would supersede the first's, which the server has applied).
     */
    activate: flow(function* (raw: string) {
      const code = raw.trim();
      if (self.sending) return null;
      self.setProp('errorId', undefined);
      if (!code) {
        self.end(code, { ok: false, kind: 'rejected', code: 2200, message: '' });
        return null;
      }
      const env = getEnv<StoreEnv>(self);
      const res = yield* self.request('activate', { method: 'POST', path: API_PATHS.promocodeActivation, body: { code } }, { what: 'promo code', quiet: true });
      if (!res) return null;
      let failure: Failure | null = res.ok ? null : res;
      if (res.ok && !(isRecord(res.data) && res.data.is_activated !== false)) {
        env.log?.('promo code: the answer has an unexpected shape', res.data);
        failure = MALFORMED;
      }
      self.end(code, failure);
      if (!failure) neighboursOf(self).notify.success('profile.promo.activated');
      return failure;
    }),
  }));

export interface PromocodeStore extends Instance<typeof PromocodeStoreModel> {}
export interface PromocodeStoreSnapshotIn extends SnapshotIn<typeof PromocodeStoreModel> {}
