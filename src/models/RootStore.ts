import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { BrandConfig } from '../config/types';
import { AppStoreModel } from './AppStore';
import { AuthStoreModel } from './AuthStore';
import { CasinoStoreModel } from './CasinoStore';
import { DailyWinningsStoreModel } from './DailyWinningsStore';
import { JackpotsStoreModel } from './JackpotsStore';
import { LocaleStoreModel } from './LocaleStore';
import { NotifyStoreModel } from './NotifyStore';
import { PaymentStoreModel } from './PaymentStore';
import { UserSettingsStoreModel } from './UserSettingsStore';

/**
 * The one store tree. The brand config is frozen here and read by child stores through
 * `configOf(self)`; side effects come from the env passed to `RootStore.create(snapshot, env)`.
 */
export const RootStoreModel = types.model('RootStore', {
  config: types.frozen<BrandConfig>(),
  app: types.optional(AppStoreModel, {}),
  userSettings: types.optional(UserSettingsStoreModel, {}),
  notify: types.optional(NotifyStoreModel, {}),
  locale: types.optional(LocaleStoreModel, {}),
  auth: types.optional(AuthStoreModel, {}),
  casino: types.optional(CasinoStoreModel, {}),
  jackpots: types.optional(JackpotsStoreModel, {}),
  dailyWinnings: types.optional(DailyWinningsStoreModel, {}),
  payment: types.optional(PaymentStoreModel, {}),
});

export interface RootStore extends Instance<typeof RootStoreModel> {}
export interface RootStoreSnapshotIn extends SnapshotIn<typeof RootStoreModel> {}
