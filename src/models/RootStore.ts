import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { BrandConfig } from '../config/types';
import { AccountStoreModel } from './AccountStore';
import { AppStoreModel } from './AppStore';
import { AuthStoreModel } from './AuthStore';
import type { CasinoNeighbours } from './casinoRoot';
import { CasinoStoreModel } from './CasinoStore';
import { DailyWinningsStoreModel } from './DailyWinningsStore';
import { FlatPagesStoreModel } from './FlatPagesStore';
import { JackpotsStoreModel } from './JackpotsStore';
import { LocaleStoreModel } from './LocaleStore';
import { MaintenanceStoreModel } from './MaintenanceStore';
import { NotifyStoreModel } from './NotifyStore';
import { ProfileHistoryStoreModel } from './ProfileHistoryStore';
import { ProfileStoreModel } from './ProfileStore';
import { PromocodeStoreModel } from './PromocodeStore';
import { PromotionsStoreModel } from './PromotionsStore';
import { ReferralStoreModel } from './ReferralStore';
import { ReferralNoticesStoreModel } from './ReferralNoticesStore';
import { SliderStoreModel } from './SliderStore';
import { SportFramesStoreModel } from './SportFramesStore';
import { PaymentStoreModel } from './PaymentStore';
import { UserSettingsStoreModel } from './UserSettingsStore';
import { VerifyStoreModel } from './VerifyStore';

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
  account: types.optional(AccountStoreModel, {}),
  casino: types.optional(CasinoStoreModel, {}),
  jackpots: types.optional(JackpotsStoreModel, {}),
  dailyWinnings: types.optional(DailyWinningsStoreModel, {}),
  flatPages: types.optional(FlatPagesStoreModel, {}),
  promotions: types.optional(PromotionsStoreModel, {}),
  profileHistory: types.optional(ProfileHistoryStoreModel, {}),
  profile: types.optional(ProfileStoreModel, {}),
  promocode: types.optional(PromocodeStoreModel, {}),
  referral: types.optional(ReferralStoreModel, {}),
  sportFrames: types.optional(SportFramesStoreModel, {}),
  verify: types.optional(VerifyStoreModel, {}),
  payment: types.optional(PaymentStoreModel, {}),
  slider: types.optional(SliderStoreModel, {}),
  referralNotices: types.optional(ReferralNoticesStoreModel, {}),
  maintenance: types.optional(MaintenanceStoreModel, {}),
});

export interface RootStore extends Instance<typeof RootStoreModel> {}
export interface RootStoreSnapshotIn extends SnapshotIn<typeof RootStoreModel> {}

/** Fails tsc when the tree stops providing what the casino stores read from it (src/models/casinoRoot.ts). */
type Holds<T extends true> = T;
export type RootProvidesCasinoNeighbours = Holds<RootStore extends CasinoNeighbours ? true : false>;
