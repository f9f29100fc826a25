import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { SportRoute } from '../pages/sport/frame';
import type { SportRouteHandle } from '../pages/sport/SportFramePage';
import type { ShellHandle } from '../ui/shell/Layout';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/** A route whose page module is downloaded on first visit (one chunk per route family). */
const page = (load: Loader) => async () => ({ Component: (await load()).default });

/**
 * The casino area's pages: src/pages/casino/LobbyPage.tsx (every list route; the view comes from
 * the route handle `casinoView`) and src/pages/casino/GamePage.tsx (game routes).
 */
const casinoPages: Record<'LobbyPage' | 'GamePage', Loader> = {
  LobbyPage: () => import('../pages/casino/LobbyPage'),
  GamePage: () => import('../pages/casino/GamePage'),
};
const casinoPage = (name: 'LobbyPage' | 'GamePage') => page(casinoPages[name]);

export interface CasinoHandle extends ShellHandle {
  casinoView?: string;
}

const CASINO_VIEWS: Array<[path: string, view: string]> = [
  ['', 'home'],
  ['top', 'top'],
  ['fav', 'fav'],
  ['providers', 'providers'],
  ['provider/:provider', 'providerGames'],
  ['filters', 'filters'],
  ['search', 'search'],
  ['lobby', 'lobby'],
  ['top-games', 'topGames'],
  ['recommended', 'recommended'],
  ['recently-played', 'recentlyPlayed'],
  ['all', 'allGames'],
  ['favorites', 'favorites'],
  ['category/:category', 'category'],
  // a casino type's page (slots, live, crash… whatever catalogue.casinoTypes lists) at its configured
  // path; static segments above rank first, and a path no type has shows the not-found page
  [':type', 'casinoType'],
];

const GAME: ShellHandle = { hideSidebar: true, hideFooter: true };
const SPORT: ShellHandle = { hideFooter: true };

/** Sport route families (spec §2) and their pages; each shows the frame brand.json `sport.frames` assigns to the family. */
interface SportHandle extends ShellHandle, SportRouteHandle {}
const SPORT_FAMILIES: Array<[family: SportRoute, paths: string[]]> = [
  ['bc', ['', 'sport', 'category/:category', 'prematch', 'dashboard', 'overview', 'results', 'live', 'bet-history']],
  ['digsport', ['', ':category', 'home', 'live', 'line', 'favorite', 'results', 'calendar', 'search', 'bet-history']],
];
const PROFILE_PATHS = [
  'casino-history',
  'transactions-history',
  'balance-history',
  'change-password',
  'userinfo',
  'cashback-history',
  'bet-history',
  'promocode',
  'referral',
  'payment/top-up',
  'payment/withdrawal',
  'payment/history/top-up',
  'payment/history/withdrawal',
  'contacts',
  'change-language',
  'verification',
  'verification-confirmed',
  'bonus',
];

const sportFrame = page(() => import('../pages/sport/SportFramePage'));
const profileSection = page(() => import('../pages/profile/ProfileSection'));

/** Children of the shell route: every route family of spec §2 (paths match src/config/routes.ts). */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/casino" replace /> },
  { path: 'auth', lazy: page(() => import('../pages/auth/AuthPage')) },
  {
    path: 'casino',
    children: [
      ...CASINO_VIEWS.map(([path, view]): RouteObject => ({
        ...(path ? { path } : { index: true }),
        handle: { casinoView: view } satisfies CasinoHandle,
        lazy: casinoPage('LobbyPage'),
      })),
      { path: 'game/:provider/:gameId', handle: GAME, lazy: casinoPage('GamePage') },
    ],
  },
  { path: 'm/casino/game/:provider/:gameId', handle: GAME, lazy: casinoPage('GamePage') },
  { path: 'promotions', lazy: page(() => import('../pages/promotions/PromotionsPage')) },
  { path: 'promotions/casino-cashback', lazy: page(() => import('../pages/promotions/CashbackPage')) },
  { path: 'promotions/:id', lazy: page(() => import('../pages/promotions/PromotionPage')) },
  { path: 'contacts', lazy: page(() => import('../pages/contacts/ContactsPage')) },
  { path: 'flat-pages/:name', lazy: page(() => import('../pages/flatPages/FlatPagePage')) },
  { path: 'referral', lazy: page(() => import('../pages/info/ReferralInfoPage')) },
  { path: 'major-vip', handle: { hideSidebar: true } satisfies ShellHandle, lazy: page(() => import('../pages/info/MajorVipPage')) },
  { path: 'sport-rules', lazy: page(() => import('../pages/sportRules/SportRulesPage')) },
  { path: 'sport-rules/old/:sport', lazy: page(() => import('../pages/sportRules/SportRulesPage')) },
  { path: 'sport-rules/new/:sport', lazy: page(() => import('../pages/sportRules/SportRulesPage')) },
  { path: 'bet-rules/:n', lazy: page(() => import('../pages/sportRules/BetRulesPage')) },
  ...SPORT_FAMILIES.map(([family, paths]): RouteObject => ({
    path: family,
    handle: { ...SPORT, sportRoute: family } satisfies SportHandle,
    children: paths.map((p) => (p ? { path: p, lazy: sportFrame } : { index: true, lazy: sportFrame })),
  })),
  {
    path: 'profile',
    lazy: page(() => import('../pages/profile/ProfileLayout')),
    children: [{ index: true, lazy: profileSection }, ...PROFILE_PATHS.map((p) => ({ path: p, lazy: profileSection }))],
  },
  { path: 'verify/:code', lazy: page(() => import('../pages/auth/VerifyPage')) },
  { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
];
