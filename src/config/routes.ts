/**
 * The engine's one route table: every URL pattern the site serves, which page family renders it and
 * with what shell and view. Data only (no React): the router (src/app/routes.tsx), the casino path
 * helpers (src/pages/casino/paths.ts), the lobby's views and the config validator's route checks
 * (src/config/crossCheck.ts) are all derived from it, so a link a brand names can only be valid when
 * the router serves it. Casino type slugs are not here: they are brand data
 * (catalogue.json casinoTypes[].path), served by the `casinoType` route. The profile's routes are made from
 * the profile section table (./profileSections.ts), one per section.
 */
import { PROFILE_PATH, PROFILE_SECTIONS, type ProfileSectionDef, type ProfileSectionId } from './profileSections';
import type { BrandFeatures, RoleRules, SportFrame } from './types';

/** A brand.json feature switch a route may depend on. */
export type FeatureId = keyof BrandFeatures;

/** Page modules, one lazily loaded chunk per family (src/app/routes.tsx maps each to its module). */
export type PageFamily =
  | 'auth'
  | 'casinoLobby'
  | 'casinoGame'
  | 'promotions'
  | 'cashback'
  | 'promotion'
  | 'contacts'
  | 'flatPage'
  | 'referralInfo'
  | 'majorVip'
  | 'sportRules'
  | 'betRules'
  | 'sportFrame'
  | 'profileSection'
  | 'responsibleGambling'
  | 'verify';

/** What the casino lobby page shows at a route (src/pages/casino/LobbyPage.tsx switches over all of them). */
export const CASINO_VIEWS = [
  'home',
  'topGames',
  'recommended',
  'favourites',
  'recentlyPlayed',
  'allGames',
  'providers',
  'providerGames',
  'category',
  'filters',
  'search',
  'casinoType',
] as const;
export type CasinoView = (typeof CASINO_VIEWS)[number];

/** Layout routes that wrap a group of pages (their page renders the children through an outlet). */
export const LAYOUTS = { profile: { path: PROFILE_PATH } } as const;
export type LayoutId = keyof typeof LAYOUTS;

/**
 * The auth modal forms a link can open (spec §2's auth family; src/pages/auth/AuthPage.tsx opens them): sign-in,
 * sign-up and each reset step. The names are the modal's types (src/models/shell/AppStore.ts AUTH_MODAL_TYPES).
 */
export type AuthEntry = 'SignIn' | 'SignUp' | 'ResetPassword' | 'ResetPassword2' | 'ResetPassword3';

/** Shell flags a route sets (read by src/ui/shell/Layout.tsx). */
export interface ShellFlags {
  hideSidebar?: boolean;
  hideFooter?: boolean;
  /** No standing notices over the page (a game in play is not covered; they show again on the next page). */
  hideNotices?: boolean;
}

export interface RouteDef {
  /** Absolute path pattern (react-router syntax: `:param` matches one segment). */
  path: string;
  /** The page family rendering it; absent for a redirect. */
  page?: PageFamily;
  /** Where a redirect route sends the visitor. */
  redirect?: string;
  /** The casino lobby's view (page `casinoLobby` only). */
  view?: CasinoView;
  /** The sport route family whose frame a `sportFrame` page shows. */
  sport?: SportFrame['route'];
  /** The layout route this page renders inside. */
  layout?: LayoutId;
  shell?: ShellFlags;
  /** The brand feature (brand.json features) the page belongs to: when it is off the path is not found and nothing links it. */
  feature?: FeatureId;
  /** The profile section a `profileSection` page shows (./profileSections.ts). */
  section?: ProfileSectionId;
  /** The auth modal form an `auth` page opens. */
  auth?: AuthEntry;
}

const GAME: ShellFlags = { hideSidebar: true, hideFooter: true, hideNotices: true };
const SPORT: ShellFlags = { hideFooter: true };

const lobby = (path: string, view: CasinoView) => ({ path, page: 'casinoLobby', view }) as const;
const sport = (family: SportFrame['route'], path: string) => ({ path, page: 'sportFrame', sport: family, shell: SPORT, feature: 'sport' }) as const;

/** Every section as [id, definition], in table order. */
const PROFILE_SECTION_LIST: ReadonlyArray<readonly [ProfileSectionId, ProfileSectionDef]> = Object.entries(PROFILE_SECTIONS) as Array<
  [ProfileSectionId, ProfileSectionDef]
>;

/** A section's absolute path (`/profile` for the index). */
const profileSectionPath = (def: ProfileSectionDef): string => (def.path ? `${PROFILE_PATH}/${def.path}` : PROFILE_PATH);

/** A profile section's route name: `profile` + its id with a capital, `profile` for the index. */
type ProfileRouteName<Id extends string> = Id extends 'index' ? 'profile' : `profile${Capitalize<Id>}`;
const profileRouteName = <Id extends ProfileSectionId>(id: Id) =>
  (id === 'index' ? 'profile' : `profile${id[0].toUpperCase()}${id.slice(1)}`) as ProfileRouteName<Id>;
type ProfileRouteDef = RouteDef & { page: 'profileSection'; layout: 'profile'; section: ProfileSectionId };

/** The profile's routes, one per section of the profile's section table (./profileSections.ts). */
const PROFILE_ROUTES = Object.fromEntries(
  PROFILE_SECTION_LIST.map(([id, def]) => [
    profileRouteName(id),
    { path: profileSectionPath(def), page: 'profileSection', layout: 'profile', section: id, ...(def.feature ? { feature: def.feature } : {}) },
  ]),
) as { readonly [Id in ProfileSectionId as ProfileRouteName<Id>]: ProfileRouteDef };

/** Every route, by a stable name code links through (spec platform-core §2). */
export const ROUTES = {
  root: { path: '/', redirect: '/casino' },
  // Each form of the auth modal has a link of its own (one an e-mail or support can send); the reset steps
  // after the first take the code the e-mail carries as ?code=.
  auth: { path: '/auth', page: 'auth', auth: 'SignIn' },
  authSignUp: { path: '/auth/sign-up', page: 'auth', auth: 'SignUp' },
  authReset: { path: '/auth/reset-password', page: 'auth', auth: 'ResetPassword' },
  authResetCode: { path: '/auth/reset-password/code', page: 'auth', auth: 'ResetPassword2' },
  authResetNew: { path: '/auth/reset-password/new', page: 'auth', auth: 'ResetPassword3' },

  casinoHome: lobby('/casino', 'home'),
  casinoLobby: lobby('/casino/lobby', 'home'),
  casinoTop: lobby('/casino/top', 'topGames'),
  casinoTopGames: lobby('/casino/top-games', 'topGames'),
  casinoRecommended: lobby('/casino/recommended', 'recommended'),
  casinoFav: lobby('/casino/fav', 'favourites'),
  casinoFavorites: lobby('/casino/favorites', 'favourites'),
  casinoRecentlyPlayed: lobby('/casino/recently-played', 'recentlyPlayed'),
  casinoAll: lobby('/casino/all', 'allGames'),
  casinoProviders: lobby('/casino/providers', 'providers'),
  casinoProvider: lobby('/casino/provider/:provider', 'providerGames'),
  casinoCategory: lobby('/casino/category/:category', 'category'),
  casinoFilters: lobby('/casino/filters', 'filters'),
  casinoSearch: lobby('/casino/search', 'search'),
  // A casino type's page at the brand's configured path (catalogue.json casinoTypes[].path); the fixed
  // casino routes above rank first, and a slug no type has is not found.
  casinoType: lobby('/casino/:type', 'casinoType'),
  casinoGame: { path: '/casino/game/:provider/:gameId', page: 'casinoGame', shell: GAME },
  casinoMobileGame: { path: '/m/casino/game/:provider/:gameId', page: 'casinoGame', shell: GAME },

  promotions: { path: '/promotions', page: 'promotions' },
  promotionsCashback: { path: '/promotions/casino-cashback', page: 'cashback', feature: 'cashback' },
  promotion: { path: '/promotions/:id', page: 'promotion' },
  contacts: { path: '/contacts', page: 'contacts' },
  flatPage: { path: '/flat-pages/:name', page: 'flatPage' },
  referral: { path: '/referral', page: 'referralInfo', feature: 'referral' },
  majorVip: { path: '/major-vip', page: 'majorVip', shell: { hideSidebar: true }, feature: 'majorVip' },
  sportRules: { path: '/sport-rules', page: 'sportRules' },
  sportRulesOld: { path: '/sport-rules/old/:sport', page: 'sportRules' },
  sportRulesNew: { path: '/sport-rules/new/:sport', page: 'sportRules' },
  betRules: { path: '/bet-rules/:n', page: 'betRules' },

  bc: sport('bc', '/bc'),
  bcSport: sport('bc', '/bc/sport'),
  bcCategory: sport('bc', '/bc/category/:category'),
  bcPrematch: sport('bc', '/bc/prematch'),
  bcDashboard: sport('bc', '/bc/dashboard'),
  bcOverview: sport('bc', '/bc/overview'),
  bcResults: sport('bc', '/bc/results'),
  bcLive: sport('bc', '/bc/live'),
  bcBetHistory: sport('bc', '/bc/bet-history'),
  digsport: sport('digsport', '/digsport'),
  digsportCategory: sport('digsport', '/digsport/:category'),
  digsportHome: sport('digsport', '/digsport/home'),
  digsportLive: sport('digsport', '/digsport/live'),
  digsportLine: sport('digsport', '/digsport/line'),
  digsportFavorite: sport('digsport', '/digsport/favorite'),
  digsportResults: sport('digsport', '/digsport/results'),
  digsportCalendar: sport('digsport', '/digsport/calendar'),
  digsportSearch: sport('digsport', '/digsport/search'),
  digsportBetHistory: sport('digsport', '/digsport/bet-history'),

  ...PROFILE_ROUTES,
  responsibleGambling: { path: '/responsible-gambling', page: 'responsibleGambling', feature: 'responsibleGambling' },

  verify: { path: '/verify/:code', page: 'verify' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;

/**
 * Each sport route family's route to its sportsbook's own bet history (spec §2: bc and digsport both have a
 * betHistory route). The platform has no call for sport bets (spec §7), so the profile's bet history links these.
 */
export const SPORT_BET_HISTORY: Readonly<Record<SportFrame['route'], RouteId>> = { bc: 'bcBetHistory', digsport: 'digsportBetHistory' };

/** Every route as [name, definition], in table order. */
export const ROUTE_LIST: ReadonlyArray<readonly [RouteId, RouteDef]> = Object.entries(ROUTES) as Array<[RouteId, RouteDef]>;

/** The route that serves the brand's casino type pages: a link matching only it must name a configured type. */
export const CASINO_TYPE_ROUTE: RouteId = 'casinoType';

/** Whether a feature is on: a switch the brand leaves out counts as on (the schema's defaults are true but for opt-in ones). */
export function featureOn(features: BrandFeatures | undefined, feature: FeatureId | undefined): boolean {
  return feature === undefined || (features as Record<string, unknown> | undefined)?.[feature] !== false;
}

const segments = (path: string) => (path.split(/[?#]/)[0].replace(/\/+$/, '') || '/').split('/').filter(Boolean);

/** Each route's path split into segments, once (the validator asks for thousands of paths over many brands). */
let routePatterns: ReadonlyArray<readonly [RouteDef, string[]]> | undefined;

/**
 * The feature of the route serving a path (a static route outranks a `:param` one, as in the router);
 * undefined when that route belongs to no feature or no route serves the path.
 */
export function featureOfPath(path: string): FeatureId | undefined {
  return routeOfPath(path)?.feature;
}

/** The route serving a path (a static route outranks a `:param` one, as in the router); undefined when none does. */
export function routeOfPath(path: string): RouteDef | undefined {
  const parts = segments(path);
  let best: { def: RouteDef; score: number } | undefined;
  routePatterns ??= ROUTE_LIST.map(([, d]) => [d, segments(d.path)] as const);
  for (const [def, pattern] of routePatterns) {
    if (pattern.length !== parts.length || !pattern.every((p, i) => p.startsWith(':') || p === parts[i])) continue;
    const score = pattern.filter((p) => !p.startsWith(':')).length;
    if (!best || score > best.score) best = { def, score };
  }
  return best?.def;
}

/**
 * Whether an account of `role` may stay on a path (the role guard, src/app/RoleGuard.tsx, sends it away
 * elsewhere; links it may not follow are not shown): a player anywhere, an agent only under rules.json
 * `roles.agentAllowedPaths`.
 */
export function roleMayVisit(roles: RoleRules, role: number, path: string): boolean {
  return role !== roles.agent || roles.agentAllowedPaths.some((a) => path === a || path.startsWith(`${a}/`));
}

/** Whether a path the engine or a brand links is served today (false when its route's feature is off). */
export function pathEnabled(path: string, features: BrandFeatures | undefined): boolean {
  return featureOn(features, featureOfPath(path));
}
