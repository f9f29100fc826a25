import { types, type IAnyModelType, type IMaybe } from 'mobx-state-tree';
import type { AccountStoreModel } from './account/AccountStore';
import type { DailyWinningsStoreModel } from './casino/DailyWinningsStore';
import type { FlatPagesStoreModel } from './shell/FlatPagesStore';
import type { GameSessionStoreModel } from './casino/GameSessionStore';
import type { JackpotsStoreModel } from './casino/JackpotsStore';
import type { PaymentStoreModel } from './payment/PaymentStore';
import type { ProfileHistoryStoreModel } from './profile/ProfileHistoryStore';
import type { ProfileStoreModel } from './profile/ProfileStore';
import type { PromocodeStoreModel } from './profile/PromocodeStore';
import type { PromotionsStoreModel } from './shell/PromotionsStore';
import type { ReferralStoreModel } from './profile/ReferralStore';
import type { ReferralNoticesStoreModel } from './profile/ReferralNoticesStore';
import type { SliderStoreModel } from './shell/SliderStore';
import type { SportFramesStoreModel } from './shell/SportFramesStore';

/**
 * The stores only some pages (or a signed-in player) use: the cash desk, the profile and its lists, sign-up and
 * password reset, promotions, flat pages, sport frames, a signed-in player's referral notices, and the lobby strips' (slider, jackpots, today's wins). Their code is not part of a first
 * visit: each is its own chunk, loaded and attached to the tree the first time something asks for it
 * (`RootStore.loadPageStore`; components use `usePageStore`). Until then its slot in the tree is `undefined`.
 */
export interface PageStoreTypes {
  account: typeof AccountStoreModel;
  dailyWinnings: typeof DailyWinningsStoreModel;
  flatPages: typeof FlatPagesStoreModel;
  jackpots: typeof JackpotsStoreModel;
  payment: typeof PaymentStoreModel;
  profile: typeof ProfileStoreModel;
  profileHistory: typeof ProfileHistoryStoreModel;
  promocode: typeof PromocodeStoreModel;
  promotions: typeof PromotionsStoreModel;
  referral: typeof ReferralStoreModel;
  referralNotices: typeof ReferralNoticesStoreModel;
  slider: typeof SliderStoreModel;
  sportFrames: typeof SportFramesStoreModel;
}
export type PageStoreName = keyof PageStoreTypes;

/**
 * Stores loaded on use the same way that sit below the root: the casino's game session (`casino.openGame`; the
 * slot is the casino store's, which attaches it).
 */
export interface NestedStoreTypes {
  gameSession: typeof GameSessionStoreModel;
}
type LazyStoreTypes = PageStoreTypes & NestedStoreTypes;
export type LazyStoreName = keyof LazyStoreTypes;

/** Each page store's chunk: the model type it defines. */
const LOADERS: { [N in LazyStoreName]: () => Promise<LazyStoreTypes[N]> } = {
  gameSession: () => import('./casino/GameSessionStore').then((m) => m.GameSessionStoreModel),
  account: () => import('./account/AccountStore').then((m) => m.AccountStoreModel),
  dailyWinnings: () => import('./casino/DailyWinningsStore').then((m) => m.DailyWinningsStoreModel),
  flatPages: () => import('./shell/FlatPagesStore').then((m) => m.FlatPagesStoreModel),
  jackpots: () => import('./casino/JackpotsStore').then((m) => m.JackpotsStoreModel),
  payment: () => import('./payment/PaymentStore').then((m) => m.PaymentStoreModel),
  profile: () => import('./profile/ProfileStore').then((m) => m.ProfileStoreModel),
  profileHistory: () => import('./profile/ProfileHistoryStore').then((m) => m.ProfileHistoryStoreModel),
  promocode: () => import('./profile/PromocodeStore').then((m) => m.PromocodeStoreModel),
  promotions: () => import('./shell/PromotionsStore').then((m) => m.PromotionsStoreModel),
  referral: () => import('./profile/ReferralStore').then((m) => m.ReferralStoreModel),
  referralNotices: () => import('./profile/ReferralNoticesStore').then((m) => m.ReferralNoticesStoreModel),
  slider: () => import('./shell/SliderStore').then((m) => m.SliderStoreModel),
  sportFrames: () => import('./shell/SportFramesStore').then((m) => m.SportFramesStoreModel),
};

/** The model types loaded so far (one set for every tree: a type is the same wherever it is used). */
const loaded: Partial<Record<LazyStoreName, IAnyModelType>> = {};
const loading = new Map<LazyStoreName, Promise<IAnyModelType>>();

/** Makes a page store's type known without loading its chunk (tests and tools that import the models anyway). */
export function registerPageStore<N extends LazyStoreName>(name: N, type: LazyStoreTypes[N]): void {
  loaded[name] = type;
}

/** Whether a page store's type is loaded. */
export const isPageStoreLoaded = (name: LazyStoreName) => loaded[name] !== undefined;

/** Loads a page store's chunk (once; a failed download is tried again by the next call). */
export function loadPageStoreType(name: LazyStoreName): Promise<IAnyModelType> {
  const known = loaded[name];
  if (known) return Promise.resolve(known);
  let pending = loading.get(name);
  if (!pending) {
    pending = (LOADERS[name] as () => Promise<IAnyModelType>)().then((type) => (loaded[name] = type));
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

/**
 * A page store's slot in the root model: `undefined` until its type is loaded and the store attached. A tree
 * created after the type is known starts with the store (so tests that register every type get a full tree).
 */
export function pageStoreSlot<N extends LazyStoreName>(name: N): IMaybe<LazyStoreTypes[N]> {
  const late = types.late(`${name} (loaded on demand)`, () => loaded[name] as IAnyModelType);
  const slot = types.union({ dispatcher: (value: unknown) => (value === undefined ? types.undefined : late) }, types.undefined, late);
  // typed as types.maybe(<the store>): its instance is the store or undefined, its snapshot the store's or undefined
  return types.optional(slot, () => (loaded[name] ? {} : undefined)) as unknown as IMaybe<LazyStoreTypes[N]>;
}
