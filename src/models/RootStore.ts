import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { shareUnchanged } from '../config/shareUnchanged';
import type { BrandConfig } from '../config/types';
import { AppStoreModel, RESET_STEP_TYPES, type AuthModalType } from './shell/AppStore';
import { AuthStoreModel } from './account/AuthStore';
import type { RootNeighbours } from './kit/neighbours';
import type { Holds } from './env';
import { CasinoStoreModel } from './casino/CasinoStore';
import { LocaleStoreModel } from './shell/LocaleStore';
import { MaintenanceStoreModel } from './shell/MaintenanceStore';
import { loadPageStoreType, pageStoreSlot, type PageStoreName, type PageStoreTypes } from './pageStores';
import type { PaymentKind } from './payment/paymentOutcome';
import { NotifyStoreModel } from './shell/NotifyStore';
import { RealityCheckStoreModel } from './responsibleGambling/RealityCheckStore';
import { ResponsibleGamblingStoreModel } from './responsibleGambling/ResponsibleGamblingStore';
import { UserSettingsStoreModel } from './shell/UserSettingsStore';
import { VerifyStoreModel } from './account/VerifyStore';

/**
 * The one store tree. The brand config is frozen here and read by child stores through
 * `configOf(self)`; side effects come from the env passed to `RootStore.create(snapshot, env)`.
 */
export const RootStoreModel = types
  .model('RootStore', {
    config: types.frozen<BrandConfig>(),
    app: types.optional(AppStoreModel, {}),
    userSettings: types.optional(UserSettingsStoreModel, {}),
    notify: types.optional(NotifyStoreModel, {}),
    locale: types.optional(LocaleStoreModel, {}),
    auth: types.optional(AuthStoreModel, {}),
    account: pageStoreSlot('account'),
    casino: types.optional(CasinoStoreModel, {}),
    jackpots: pageStoreSlot('jackpots'),
    dailyWinnings: pageStoreSlot('dailyWinnings'),
    flatPages: pageStoreSlot('flatPages'),
    promotions: pageStoreSlot('promotions'),
    profileHistory: pageStoreSlot('profileHistory'),
    profile: pageStoreSlot('profile'),
    promocode: pageStoreSlot('promocode'),
    referral: pageStoreSlot('referral'),
    sportFrames: pageStoreSlot('sportFrames'),
    verify: types.optional(VerifyStoreModel, {}),
    payment: pageStoreSlot('payment'),
    slider: pageStoreSlot('slider'),
    referralNotices: pageStoreSlot('referralNotices'),
    responsibleGambling: types.optional(ResponsibleGamblingStoreModel, {}),
    realityCheck: types.optional(RealityCheckStoreModel, {}),
    maintenance: types.optional(MaintenanceStoreModel, {}),
  })
  .volatile(() => ({
    /** Per page store, the one promise of it for this tree (settled ones carry React's `status`/`value`). */
    pageStoreLoads: new Map<PageStoreName, Promise<unknown>>(),
  }))
  .actions((self) => ({
    /** Attaches a page store whose type is loaded (src/models/pageStores.ts); one already there stays. */
    attachPageStore(name: PageStoreName) {
      if (self[name] === undefined) (self as Record<PageStoreName, unknown>)[name] = {};
    },
  }))
  .actions((self) => ({
    /**
     * A page-only store (cash desk, profile, sign-up and reset, promotions, …): its chunk loaded and the store
     * attached the first time it is asked for. Always the same promise per store, marked settled the way React's
     * `use` reads a promise it has seen (`status`, `value`): a component that reads the store with `use` finds it
     * at once when it is there, and one that suspended finds the same promise when React replays it.
     */
    loadPageStore<N extends PageStoreName>(name: N): Promise<Instance<PageStoreTypes[N]>> {
      let pending = self.pageStoreLoads.get(name);
      if (!pending) {
        const present = self[name];
        pending =
          present !== undefined
            ? settled(Promise.resolve(present), present)
            : loadPageStoreType(name).then(() => {
                (self as unknown as { attachPageStore(n: PageStoreName): void }).attachPageStore(name);
                settled(pending as Promise<unknown>, self[name]);
                return self[name];
              });
        pending.catch(() => self.pageStoreLoads.delete(name));
        self.pageStoreLoads.set(name, pending);
      }
      return pending as Promise<Instance<PageStoreTypes[N]>>;
    },
  }))
  .actions((self) => ({
    /** Opens the cash desk on a tab (at once when its store is loaded, else as soon as it is). */
    openCashDesk(kind: PaymentKind) {
      if (self.payment) return self.payment.open(kind);
      void self.loadPageStore('payment').then(
        (payment) => payment.open(kind),
        (err) => console.warn('[croupier] the cash desk did not load', err),
      );
    },
    /**
     * Opens the auth modal on a form. A reset step opens once the account forms are loaded, at that step, with the
     * code a link carried (ResetPasswordStore.startAt: the new-password step without a code opens the code step).
     */
    openAuthForm(type: AuthModalType, code?: string) {
      const step = (RESET_STEP_TYPES as readonly AuthModalType[]).indexOf(type);
      if (step < 0) return self.app.openAuthModal(type);
      const open = (account: Instance<PageStoreTypes['account']>) => self.app.openAuthModal(RESET_STEP_TYPES[account.reset.startAt(step, code)]);
      if (self.account) return open(self.account);
      void self.loadPageStore('account').then(open, (err) => console.warn('[croupier] the account forms did not load', err));
    },
  }))
  .actions((self) => ({
    /**
     * Runs on a new, already validated brand config without a reload: every view that reads `configOf`
     * (theme, menus, footer, catalogue order, rules, languages) follows. The player's session and every
     * other slice stay. Not taken: a config of another brand (its storage and session are another
     * site's), and the `brand.api` section — the API client of the environment was built from it and the
     * session lives on that API, so the running one is kept until the next page load (listed in `kept`).
     */
    applyConfig(next: BrandConfig): ConfigApplied {
      const current = self.config;
      if (next.brand.id !== current.brand.id) {
        return {
          applied: false,
          reason: `the new config is of brand "${next.brand.id}", this site runs "${current.brand.id}": reload the page to switch brands`,
        };
      }
      const kept: string[] = [];
      let config = next;
      if (JSON.stringify(next.brand.api) !== JSON.stringify(current.brand.api)) {
        kept.push('brand.api');
        config = { ...next, brand: { ...next.brand, api: current.brand.api } };
      }
      // Unchanged parts keep their identity: memos keyed by them (theme system, text pack, game index) stay.
      self.config = shareUnchanged(current, config);
      return { applied: true, kept };
    },
  }));

/** Marks a promise as fulfilled with `value` as React marks the promises `use` tracks; returns it. */
function settled<T>(promise: Promise<T>, value: T): Promise<T> {
  Object.assign(promise, { status: 'fulfilled', value });
  return promise;
}

/** What `applyConfig` did: applied (with the sections kept from the running config until a reload), or why not. */
export type ConfigApplied = { applied: true; kept: string[] } | { applied: false; reason: string };

export interface RootStore extends Instance<typeof RootStoreModel> {}

export interface RootStoreSnapshotIn extends SnapshotIn<typeof RootStoreModel> {}

/**
 * Fails tsc when the tree stops providing what the stores read from their neighbours (src/models/kit/neighbours.ts;
 * the casino and cash desk views of it, casinoRoot.ts and paymentRoot.ts, included): a renamed limit, headroom or
 * session field is a compile error, not a limit switched off or a player turned into a guest in the browser.
 */
export type RootProvidesNeighbours = Holds<RootStore extends RootNeighbours ? true : false>;
