import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord } from '../../api/read';
import type { ApiResult, StoreEnv } from '../env';
import { HistoryListStoreModel } from './HistoryListStore';
import { errorIdOf } from '../shell/NotifyStore';
import { configOf } from '../kit/config';
import { neighboursOf } from '../kit/neighbours';
import { MALFORMED, call } from '../kit/storeCall';
import type { Failure } from '../../ports/env';

/**
 * Promo codes (spec §7 POST /api/payment/promocode/activation, §8 codes 2200–2217): activation
 * with the code's text from the brand's status table shown under the field, the success toast,
 * and the history of activated codes (a lazy list that starts again after each activation).
 */
export const PromocodeStoreModel = types
  .model('PromocodeStore', {
    history: types.optional(HistoryListStoreModel, { kind: 'promocodes' }),
    actionProcessing: false,
    /** The text id of the last refusal (the brand's table, else its default text); cleared on success. */
    errorId: types.maybe(types.string),
    lastActivated: '',
  })
  .actions((self) => ({
    begin() {
      self.actionProcessing = true;
      self.errorId = undefined;
    },
    end(code: string, failure: Failure | null) {
      self.actionProcessing = false;
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
    /** Returns the refusal (null on success). An empty code is refused here without a call. */
    activate: flow(function* (raw: string) {
      const code = raw.trim();
      if (self.actionProcessing) return null;
      self.begin();
      if (!code) {
        self.end(code, { ok: false, kind: 'rejected', code: 2200, message: '' });
        return null;
      }
      const env = getEnv<StoreEnv>(self);
      const res: ApiResult<unknown> = yield call(env, { method: 'POST', path: API_PATHS.promocodeActivation, body: { code } }, 'promo code');
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
