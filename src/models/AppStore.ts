import { flow, getEnv, getRoot, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { banMatcher, type BanMatcher, type BannableEntry } from '../catalogue/bans';
import type { ApiResult, StoreEnv } from './env';
import type { NotifyStore } from './NotifyStore';

export const AUTH_MODAL_TYPES = [
  'SignIn',
  'SignUp',
  'ResetPassword',
  'ResetPassword2',
  'ResetPassword3',
  'ChangePassword',
  'LogOut',
] as const;
export type AuthModalType = (typeof AUTH_MODAL_TYPES)[number];

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
    blocklistLoaded: false,
  })
  .actions((self) => ({
    setSideMenuOpened(v: boolean) {
      self.sideMenuOpened = v;
    },
    setDownMenuOpened(v: boolean) {
      self.downMenuOpened = v;
    },
    setLoginMenuOpened(v: boolean) {
      self.loginMenuOpened = v;
    },
    openAuthModal(type: AuthModalType = 'SignIn') {
      self.authModal.isOpen = true;
      self.authModal.type = type;
    },
    closeAuthModal() {
      self.authModal.isOpen = false;
    },
    setContactsOpened(v: boolean) {
      self.contactsOpened = v;
    },
    setSearchOpened(v: boolean) {
      self.searchOpened = v;
    },
    setBlocklist(b: ServerBlocklist) {
      self.bannedProviders = Array.isArray(b.providers) ? b.providers.map(String) : [];
      self.bannedCasinoTypes = Array.isArray(b.casinoTypes) ? b.casinoTypes.map(String) : [];
      self.blocklistLoaded = true;
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
          const entries = getRoot<{ config?: { providers?: { providers?: readonly BannableEntry[] } } }>(self).config?.providers?.providers;
          const { bannedProviders: providers, bannedCasinoTypes: casinoTypes } = self;
          if (!memo || memo.providers !== providers || memo.casinoTypes !== casinoTypes || memo.entries !== entries) {
            memo = { providers, casinoTypes, entries, bans: banMatcher({ providers, casinoTypes }, entries) };
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
  }))
  .actions((self) => {
    // Only the newest request's answer counts: an older one (e.g. a guest's, answered after sign-in) is dropped.
    let latest = 0;
    const fetchBlocklist = flow(function* loadBlocklist(seq: number) {
      const res: ApiResult<ServerBlocklist> = yield getEnv<StoreEnv>(self).api.request<ServerBlocklist>({
        method: 'GET',
        path: '/api/user/blocklist',
      });
      if (seq !== latest) return;
      if (res.ok) return self.setBlocklist(res.data ?? {});
      if (res.code === 1) return self.setBlocklist({});
      getRoot<{ notify: Pick<NotifyStore, 'apiError'> }>(self).notify.apiError(res);
    });
    // The load in progress: a page that needs today's bans (the game page) waits for it instead of asking again.
    let inFlight: Promise<void> | undefined;
    return {
      /**
       * Today's banned providers and casino types; codeStatus 1 means "none" and shows no toast. Concurrent
       * calls share one request; `fresh` (after the session changed) always asks again and supersedes it.
       */
      loadBlocklist(options: { fresh?: boolean } = {}): Promise<void> {
        if (!inFlight || options.fresh) {
          const request: Promise<void> = fetchBlocklist(++latest).finally(() => {
            if (inFlight === request) inFlight = undefined;
          });
          inFlight = request;
        }
        return inFlight;
      },
    };
  })
  .actions((self) => ({
    loadSocialLinks: flow(function* loadSocialLinks() {
      const res: ApiResult<ServerSocialLinks> = yield getEnv<StoreEnv>(self).api.request<ServerSocialLinks>({
        method: 'GET',
        path: '/api/site/social_media/link',
      });
      if (res.ok && res.data) self.setSocialLinks(res.data);
    }),
  }));

export interface AppStore extends Instance<typeof AppStoreModel> {}
export interface AppStoreSnapshotIn extends SnapshotIn<typeof AppStoreModel> {}
