import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { banMatcher, type BanMatcher } from '../../catalogue/bans';
import { socialHref } from '../../config/socialLink';
import type { SocialLink } from '../../config/types';
import { configOf } from '../kit/config';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';
import { neighboursOf } from '../kit/neighbours';

export const AUTH_MODAL_TYPES = ['SignIn', 'SignUp', 'ResetPassword', 'ResetPassword2', 'ResetPassword3', 'ChangePassword', 'LogOut'] as const;
export type AuthModalType = (typeof AUTH_MODAL_TYPES)[number];
/** The modal's types of the password reset's steps, in step order (ResetPasswordStore.step is the index). */
export const RESET_STEP_TYPES = ['ResetPassword', 'ResetPassword2', 'ResetPassword3'] as const satisfies readonly AuthModalType[];

export const SocialMediaLinksModel = types.model('SocialMediaLinks', {
  telegramLink: '',
  tawk: '',
  email: '',
  phoneNumber: '',
});

interface ServerBlocklist {
  providers?: string[];
  casinoTypes?: string[];
}
interface ServerSocialLinks {
  telegram_link?: string;
  tawk?: string;
  email?: string;
  phone_number?: string;
}

/** Storage key (brand-namespaced by the env) of the last blocklist the server sent. */
export const BLOCKLIST_KEY = 'blocklist';

/**
 * Where today's bans come from: not asked yet, today's answer, the last answer kept in storage
 * (today's call failed), or none at all (failed with no copy: launches are refused).
 */
export const BLOCKLIST_SOURCES = ['pending', 'server', 'stored', 'unknown'] as const;

/**
 * The last blocklist kept in storage with the time (`at`, epoch ms) its answer arrived, if it reads as one.
 * A copy without a time (kept before lists had an age) reads as none: its age cannot be known.
 */
function readStoredBlocklist(raw: string | null): (ServerBlocklist & { at: number }) | undefined {
  if (!raw) return undefined;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object') return undefined;
    const { providers, casinoTypes, at } = v as Record<string, unknown>;
    const list = (x: unknown) => Array.isArray(x) && x.every((i) => typeof i === 'string');
    if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
    return list(providers) && list(casinoTypes) ? { providers: providers as string[], casinoTypes: casinoTypes as string[], at } : undefined;
  } catch {
    return undefined;
  }
}

/** UI state of the shell: menus, auth modal, contacts dialog, search modal, and today's blocklist. */
export const AppStoreModel = types
  .model('AppStore', {
    sideMenuOpened: false,
    downMenuOpened: false,
    loginMenuOpened: false,
    authModal: types.optional(
      types.model('AuthModal', {
        isOpen: false,
        type: types.optional(types.enumeration('AuthModalType', [...AUTH_MODAL_TYPES]), 'SignIn'),
      }),
      {},
    ),
    bannedProviders: types.frozen<string[]>([]),
    bannedCasinoTypes: types.frozen<string[]>([]),
    contactsOpened: false,
    /** The game search modal (its content is the casino area's). */
    searchOpened: false,
    socialMediaLinks: types.optional(SocialMediaLinksModel, {}),
    /** The platform's social links have answered (or failed): a channel they did not give is not coming. */
    socialLinksSettled: false,
    blocklistLoaded: false,
    blocklistSource: types.optional(types.enumeration('BlocklistSource', [...BLOCKLIST_SOURCES]), 'pending'),
    /** When the answer the current list came from arrived (env.clock epoch ms; 0: none). */
    blocklistAt: 0,
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .actions((self) => ({
    openAuthModal(type: AuthModalType = 'SignIn') {
      self.authModal.isOpen = true;
      self.authModal.type = type;
    },
    closeAuthModal() {
      self.authModal.isOpen = false;
    },
    setBlocklist(b: ServerBlocklist, source: 'server' | 'stored' = 'server', at: number = getEnv<StoreEnv>(self).clock.now()) {
      // only strings count: an object or a number in the list is junk, not a provider name
      const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
      self.bannedProviders = strings(b.providers);
      self.bannedCasinoTypes = strings(b.casinoTypes);
      self.blocklistLoaded = true;
      self.blocklistSource = source;
      self.blocklistAt = at;
    },
    /** Today's list could not be read and no copy is kept: nothing is listed as banned, but nothing launches. */
    setBlocklistUnknown() {
      self.bannedProviders = [];
      self.bannedCasinoTypes = [];
      self.blocklistLoaded = true;
      self.blocklistSource = 'unknown';
      self.blocklistAt = 0;
    },
    setSocialLinks(s: ServerSocialLinks) {
      self.socialMediaLinks = SocialMediaLinksModel.create({
        telegramLink: s.telegram_link ?? '',
        tawk: s.tawk ?? '',
        email: s.email ?? '',
        phoneNumber: s.phone_number ?? '',
      });
    },
  }))
  .extend((self) => {
    // Non-observable memo: one matcher per blocklist and provider list (both change identity only when replaced).
    let memo: { providers: readonly string[]; casinoTypes: readonly string[]; entries: unknown; bans: BanMatcher } | undefined;
    return {
      views: {
        /**
         * Today's blocklist as the catalogue's matcher (id or name, any case; a banned provider name
         * bans its route key too): the one matcher menus, footer, sport, lobby, tiles and launch read.
         */
        get bans(): BanMatcher {
          const entries = configOf(self).providers.providers;
          const { bannedProviders: providers, bannedCasinoTypes: casinoTypes } = self;
          const unknown = self.blocklistSource === 'unknown';
          if (!memo || memo.providers !== providers || memo.casinoTypes !== casinoTypes || memo.entries !== entries || memo.bans.unknown !== unknown) {
            memo = { providers, casinoTypes, entries, bans: banMatcher({ providers, casinoTypes }, entries, { unknown }) };
          }
          return memo.bans;
        },
      },
    };
  })
  .views((self) => ({
    /** A provider by route key (its providers.json name and casino type count too) or by name. */
    isProviderBanned(idOrName: string) {
      return self.bans.route(idOrName);
    },
    isCasinoTypeBanned(id: string) {
      return self.bans.casinoType(id);
    },
    /**
     * navigation.json social links with a working target: today's server value made a link by the kind's
     * template, else the configured url; a channel with neither (or a target the brand does not allow) is
     * left out, and the live chat (settingsKey tawk) only shows while brand.json features.liveChat is on.
     */
    socialLinks(siteOrigin: string, withServerLinks = true): Array<SocialLink & { href: string }> {
      const { brand, navigation } = configOf(self);
      const hosts = brand.externalLinkHosts ?? [];
      return navigation.social.flatMap((l) => {
        if (l.settingsKey === 'tawk' && brand.features.liveChat === false) return [];
        const fromServer = l.settingsKey && withServerLinks ? self.socialMediaLinks[l.settingsKey] : '';
        // The configured url is the brand's own word (no host check); the server's value is checked.
        const href =
          (fromServer && socialHref(fromServer, l.linkTemplate, siteOrigin, hosts)) || (l.url && /^(https?:|mailto:|tel:)/.test(l.url) ? l.url : undefined);
        return href ? [{ ...l, href }] : [];
      });
    },
  }))
  .views((self) => ({
    /** Whether a list that arrived at `at` still counts as today's (rules.json blocklist.maxAgeMinutes). */
    blocklistWithinAge(at: number): boolean {
      const age = getEnv<StoreEnv>(self).clock.now() - at;
      return at > 0 && age >= 0 && age <= configOf(self).rules.blocklist.maxAgeMinutes * 60_000;
    },
  }))
  .views((self) => ({
    /** Today's bans are known: a list from the platform (or its kept copy) within the maximum age. Read at launch time. */
    get blocklistFresh(): boolean {
      return (self.blocklistSource === 'server' || self.blocklistSource === 'stored') && self.blocklistWithinAge(self.blocklistAt);
    },
  }))
  .actions((self) => {
    // Only the newest request's answer counts: a fresh one supersedes the call in flight, whose answer (e.g. a
    // guest's, answered after sign-in) is dropped.
    const fetchBlocklist = flow(function* loadBlocklist(fresh: boolean) {
      const res = yield* self.request<ServerBlocklist>('blocklist', { method: 'GET', path: '/api/user/blocklist' }, { what: 'blocklist', quiet: true, fresh });
      if (!res) return;
      const { storage, log } = getEnv<StoreEnv>(self);
      if (res.ok || (res.code === 1 && res.kind === 'rejected')) {
        self.setBlocklist(res.ok ? (res.data ?? {}) : {});
        storage.set(BLOCKLIST_KEY, JSON.stringify({ providers: self.bannedProviders, casinoTypes: self.bannedCasinoTypes, at: self.blocklistAt }));
        return;
      }
      // A ban must hold while the list cannot be read: the last list this brand received if it is within
      // the maximum age (a ban added since then would be missed), else no launches.
      log?.('blocklist failed to load', res);
      // A failure other than "no list" is an error toast for a player (spec): with the platform's text while the
      // kept list serves, and in words of what is degraded when nothing is known (no launches). A guest loses
      // nothing (guests cannot launch) and is not greeted by an error; offline, the shell's notice says it once.
      const root = neighboursOf(self);
      const tell = root.auth.isAuth && getEnv<StoreEnv>(self).network?.online() !== false;
      const stored = readStoredBlocklist(storage.get(BLOCKLIST_KEY));
      if (stored && self.blocklistWithinAge(stored.at)) {
        self.setBlocklist(stored, 'stored', stored.at);
        if (tell) root.notify.apiError(res);
        return;
      }
      if (stored) log?.('blocklist: the kept list is older than rules.json blocklist.maxAgeMinutes and is not used');
      self.setBlocklistUnknown();
      if (tell) root.notify.add({ messageId: 'degraded.blocklist', type: 'error' });
    });
    // One load at a time, which callers share: a page that needs today's bans (the game page) waits for it instead of asking again.
    const load = (options: { fresh?: boolean } = {}): Promise<void> => self.joined('blocklist', () => fetchBlocklist(Boolean(options.fresh)), options.fresh);
    return {
      /**
       * Today's banned providers and casino types; codeStatus 1 means "none" and shows no toast. Concurrent
       * calls share one request; `fresh` (after the session changed) always asks again and supersedes it.
       */
      loadBlocklist(options: { fresh?: boolean } = {}): Promise<void> {
        return load(options);
      },
      /**
       * Before a launch: waits for the call in progress, else asks again when the list is older than the
       * maximum age (or unknown); true only when a list within the age is then known. A launch refuses on false.
       */
      async ensureFreshBlocklist(): Promise<boolean> {
        const running = self.running('blocklist');
        if (running) {
          await running;
          return self.blocklistFresh;
        }
        if (self.blocklistFresh) return true;
        await load();
        return self.blocklistFresh;
      },
    };
  })
  .actions((self) => ({
    /** The first page is on screen (the shell says so once it has hydrated or rendered): answers held for it apply now. */
    pageRendered() {
      getEnv<StoreEnv>(self).rendered?.();
    },
  }))
  .actions((self) => ({
    loadSocialLinks: flow(function* loadSocialLinks() {
      const res = yield* self.request<ServerSocialLinks>('socialLinks', { method: 'GET', path: '/api/site/social_media/link' }, { what: 'social links' });
      if (res?.ok && res.data) self.setSocialLinks(res.data);
      if (res) self.socialLinksSettled = true;
    }),
  }));

export interface AppStore extends Instance<typeof AppStoreModel> {}
export interface AppStoreSnapshotIn extends SnapshotIn<typeof AppStoreModel> {}
