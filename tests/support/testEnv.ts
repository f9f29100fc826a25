import type { CasinoConfig } from '../../src/catalogue/config';
import type { BrandConfig } from '../../src/config/types';
import { memoryStorage } from '../../src/models/createEnv';
import type { ApiRequest, ApiResult, StoreEnv } from '../../src/models/env';
import { RootStoreModel, type RootStore } from '../../src/models/RootStore';
import { AccountStoreModel } from '../../src/models/account/AccountStore';
import { DailyWinningsStoreModel } from '../../src/models/casino/DailyWinningsStore';
import { FlatPagesStoreModel } from '../../src/models/shell/FlatPagesStore';
import { GameSessionStoreModel } from '../../src/models/casino/GameSessionStore';
import { JackpotsStoreModel } from '../../src/models/casino/JackpotsStore';
import { registerPageStore, type PageStoreName } from '../../src/models/pageStores';
import { PaymentStoreModel } from '../../src/models/payment/PaymentStore';
import { ProfileHistoryStoreModel } from '../../src/models/profile/ProfileHistoryStore';
import { ProfileStoreModel } from '../../src/models/profile/ProfileStore';
import { PromocodeStoreModel } from '../../src/models/profile/PromocodeStore';
import { PromotionsStoreModel } from '../../src/models/shell/PromotionsStore';
import { ReferralStoreModel } from '../../src/models/profile/ReferralStore';
import { ReferralNoticesStoreModel } from '../../src/models/profile/ReferralNoticesStore';
import { SliderStoreModel } from '../../src/models/shell/SliderStore';
import { SportFramesStoreModel } from '../../src/models/shell/SportFramesStore';

import { fakeClock } from './catalogueTestKit';

// Tests get the whole tree: every page store's type is known, so a new root starts with every store (in the
// browser they are loaded on first use, src/models/pageStores.ts).
registerPageStore('account', AccountStoreModel);
registerPageStore('dailyWinnings', DailyWinningsStoreModel);
registerPageStore('flatPages', FlatPagesStoreModel);
registerPageStore('gameSession', GameSessionStoreModel);
registerPageStore('jackpots', JackpotsStoreModel);
registerPageStore('payment', PaymentStoreModel);
registerPageStore('profile', ProfileStoreModel);
registerPageStore('profileHistory', ProfileHistoryStoreModel);
registerPageStore('promocode', PromocodeStoreModel);
registerPageStore('promotions', PromotionsStoreModel);
registerPageStore('referral', ReferralStoreModel);
registerPageStore('referralNotices', ReferralNoticesStoreModel);
registerPageStore('slider', SliderStoreModel);
registerPageStore('sportFrames', SportFramesStoreModel);

/** A root created where every page store is registered (testEnv does): the page stores are there. */
export type LoadedRoot = RootStore & { [N in PageStoreName]-?: NonNullable<RootStore[N]> };

/** The fake clock is shared with the catalogue's test kit. */
export { fakeClock };

type Handler = (req: ApiRequest) => ApiResult<unknown>;

/** An API whose answers are set per "METHOD path"; unanswered calls fail as cannot-connect. */
export function fakeApi(routes: Record<string, Handler> = {}) {
  const calls: ApiRequest[] = [];
  return {
    calls,
    routes,
    session: () => undefined,
    async request<T>(req: ApiRequest): Promise<ApiResult<T>> {
      calls.push(req);
      const h = routes[`${req.method} ${req.path}`];
      return (h ? h(req) : { ok: false, kind: 'cannot-connect', code: 0, message: 'no route' }) as ApiResult<T>;
    },
  };
}

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
export const fail = (code: number, message = '', kind: 'rejected' | 'unauthorized' = 'rejected'): ApiResult<never> => ({ ok: false, kind, code, message });

/** The parts of a brand config the shell stores read. */
export function testConfig(): BrandConfig {
  return {
    brand: {
      id: 'test',
      name: 'Test',
      hosts: [],
      api: { baseUrl: '', gamesBaseUrl: '/games-api', sessionCookie: 'session', partnerName: 'p', projectName: 'p' },
      languages: [
        { code: 'es-es', label: 'Español', apiCode: 'es' },
        { code: 'en-US', label: 'English', apiCode: 'en' },
      ],
      defaultLanguage: 'es-es',
      currency: { default: 'ARS', display: { TND: 'ARS' }, hidden: ['FUN'], signUp: 'TRY' },
      features: {},
      sport: { languageMap: {}, defaultLanguage: 'en' },
    },
    rules: {
      blocklist: { maxAgeMinutes: 15 },
      timings: { authCheckDelayMs: 1000, balancePollMs: 5000, notificationAutoCloseMs: 4000, notificationExitMs: 600, notificationSwipePx: 120 },
      defaults: { oddType: 'decimal', coefType: 'mainBets', shortMenu: true, theme: 'light' },
      errorCodes: { '4': 'error.4' },
      errorRanges: [{ from: 600, to: 699, messageId: 'error.bet' }],
      roles: { player: 0, agent: 1, gameListRoles: [0, 1], agentAllowedPaths: ['/casino'] },
      defaultErrorMessageId: 'error.default',
      amountDecimals: 2,
      displayDateFormat: 'dd.MM.yyyy',
      payment: { depositLimits: { min: 50, max: 5000 } },
    },
    providers: { providers: [] },
    locales: {},
  } as unknown as BrandConfig;
}

export function testEnv(routes: Record<string, Handler> = {}) {
  const api = fakeApi(routes);
  const clock = fakeClock();
  const storage = memoryStorage();
  const env: StoreEnv = { api, clock, storage, providers: { get: () => undefined, ids: () => [] } };
  return { env, api, clock, storage };
}

/**
 * A whole brand config for the real RootStore from a casino test config (catalogue test kit or a
 * brand's files): the casino parts win; the shell parts (timings, error texts, languages) come from
 * testConfig(), whose languages are added to the casino config's so a test can switch language.
 */
export function brandTestConfig(casino: CasinoConfig): BrandConfig {
  const shell = testConfig();
  const languages = [...casino.brand.languages];
  for (const l of shell.brand.languages) if (!languages.some((x) => x.code === l.code)) languages.push(l);
  return {
    ...shell,
    ...casino,
    brand: { ...shell.brand, ...casino.brand, languages },
    rules: { ...shell.rules, ...casino.rules },
  } as BrandConfig;
}

/** The real store tree over a fake (or partly real) environment. */
export function testRoot(config: BrandConfig, env: StoreEnv): LoadedRoot {
  return loadedRoot({ config }, env);
}

/** `RootStoreModel.create` for tests: typed with every page store present (they are, once registered above). */
export function loadedRoot(snapshot: Parameters<typeof RootStoreModel.create>[0], env: StoreEnv): LoadedRoot {
  return RootStoreModel.create(snapshot, env) as LoadedRoot;
}

/** The real store tree on testConfig() over a fake environment answering `routes`; with that environment's fakes. */
export function testSetup(routes: Record<string, Handler> = {}) {
  const t = testEnv(routes);
  return { ...t, root: loadedRoot({ config: testConfig() }, t.env) };
}

/** As testSetup, on `config` (default testConfig()), with the environment's log lines kept in `logs`. */
export function loggedSetup(routes: Record<string, Handler> = {}, config: BrandConfig = testConfig()) {
  const t = testEnv(routes);
  const logs: string[] = [];
  t.env.log = (m) => logs.push(m);
  return { ...t, logs, root: loadedRoot({ config }, t.env) };
}

/** A promise the test settles when it chooses (an answer held back). */
export const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** A player as the auth check answers it (GET /api/user/check). */
export const TEST_PLAYER = { id: 7, email: 'p@x.test', currency: 'TND', first_name: 'Ana', last_name: 'Diaz', role: 0, is_partner: false };

/** Lets the promises and timers already queued run. */
export const flush = () => new Promise((r) => setTimeout(r, 0));

/** Signs a player in the way the auth check does (AuthStore.setUser), without an API round trip. */
export function signIn(root: RootStore, role = 0, id = 7): void {
  root.auth.setUser({ id, role, email: 'player@test.example' });
}

/** Today's blocklist as the server would send it (AppStore.setBlocklist). */
export function ban(root: RootStore, providers: string[], casinoTypes: string[] = []): void {
  root.app.setBlocklist({ providers, casinoTypes });
}
