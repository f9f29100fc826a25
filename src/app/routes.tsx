import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { featureOn, LAYOUTS, ROUTE_LIST, type CasinoView, type LayoutId, type PageFamily, type RouteDef } from '../config/routes';
import type { ProfileSectionId } from '../config/profileSections';
import type { BrandFeatures } from '../config/types';
import type { SportRouteHandle } from '../pages/sport/SportFramePage';
import type { ShellHandle } from '../ui/shell/Layout';
import type { PageLoaders } from './loaders';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

const profileSectionPage = () => import('../pages/profile/ProfileSection');

/** Each page family's module: downloaded on first visit (one chunk per family). */
const PAGES: Record<PageFamily, Loader> = {
  auth: () => import('../pages/auth/AuthPage'),
  casinoLobby: () => import('../pages/casino/LobbyPage'),
  casinoGame: () => import('../pages/casino/GamePage'),
  promotions: () => import('../pages/promotions/PromotionsPage'),
  cashback: () => import('../pages/promotions/CashbackPage'),
  promotion: () => import('../pages/promotions/PromotionPage'),
  contacts: () => import('../pages/contacts/ContactsPage'),
  flatPage: () => import('../pages/flatPages/FlatPagePage'),
  referralInfo: () => import('../pages/info/ReferralInfoPage'),
  majorVip: () => import('../pages/info/MajorVipPage'),
  sportRules: () => import('../pages/sportRules/SportRulesPage'),
  betRules: () => import('../pages/sportRules/BetRulesPage'),
  sportFrame: () => import('../pages/sport/SportFramePage'),
  profileSection: profileSectionPage,
  responsibleGambling: () => import('../pages/responsibleGambling/ResponsibleGamblingPage'),
  verify: () => import('../pages/auth/VerifyPage'),
};
const LAYOUT_PAGES: Record<LayoutId, Loader> = {
  profile: () => import('../pages/profile/ProfileLayout'),
};

/** A route whose page module is downloaded on first visit. */
const lazyPage = (load: Loader) => async () => ({ Component: (await load()).default });

/**
 * A profile section's route: the profile section page, then the section's own component, both before the
 * route renders (the section shows at once, with no fallback in between). The section table's components
 * stay out of this module, which is part of every first visit.
 */
const lazySection = (section: ProfileSectionId) => async () => {
  const page = await profileSectionPage();
  await page.loadSection(section);
  return { Component: page.default };
};

/** The handle every route carries: shell flags, the casino lobby's view, the sport family. */
export interface RouteHandle extends ShellHandle, SportRouteHandle {
  casinoView?: CasinoView;
}

const notFound = () => import('../pages/NotFoundPage');

function routeObject(name: string, def: RouteDef, features: BrandFeatures | undefined, loaders: PageLoaders, parentPath?: string): RouteObject {
  const at = def.path === parentPath ? { index: true as const } : { path: def.path };
  // Its own not-found route rather than none: a `:param` sibling (/promotions/:id) must not serve the path instead.
  if (!featureOn(features, def.feature)) return { ...at, lazy: lazyPage(notFound) };
  if (def.redirect !== undefined) return { ...at, element: <Navigate to={def.redirect} replace /> };
  const handle: RouteHandle = { ...def.shell, casinoView: def.view, sportRoute: def.sport };
  // a route with a loader has its name as id: the router's start data names it (loaders.ts startLoaderData)
  const data = def.page ? loaders[def.page] : undefined;
  return { ...at, handle, ...(data ? { id: name, ...data } : {}), lazy: def.section ? lazySection(def.section) : lazyPage(PAGES[def.page!]) };
}

/**
 * Children of the shell route, derived from the route table (src/config/routes.ts): absolute paths,
 * ranked by react-router (static segments before `:params`), layouts wrapping their pages. A route of a
 * feature the brand switched off (brand.json features) shows the not-found page. `loaders` (the browser's,
 * app/loaders.ts) go on the routes of their page family; the prerenderer has none.
 */
export function pageRoutesFor(features?: BrandFeatures, loaders: PageLoaders = {}): RouteObject[] {
  return [
    ...ROUTE_LIST.filter(([, def]) => !def.layout).map(([name, def]) => routeObject(name, def, features, loaders, '/')),
    ...(Object.entries(LAYOUTS) as Array<[LayoutId, { path: string }]>).map(
      ([id, layout]): RouteObject => ({
        path: layout.path,
        lazy: lazyPage(LAYOUT_PAGES[id]),
        children: ROUTE_LIST.filter(([, def]) => def.layout === id).map(([name, def]) => routeObject(name, def, features, loaders, layout.path)),
      }),
    ),
    { path: '*', lazy: lazyPage(notFound) },
  ];
}

/** Every route with every feature on. */
export const pageRoutes: RouteObject[] = pageRoutesFor();

/**
 * Starts downloading the page module(s) the router will need for `pathname` now, at start-up, while
 * the store tree and the theme are built: the router's own lazy load later finds them fetched instead
 * of asking for them only once it exists (one round trip less before the first page shows).
 */
export function preloadPageModules(features: BrandFeatures | undefined, pathname: string): void {
  const routes: RouteObject[] = [{ path: '/', children: pageRoutesFor(features) }];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const load = match.route.lazy as (() => Promise<unknown>) | undefined;
    void load?.().catch(() => undefined); // a failed download is the router's to report when it loads the page
  }
}
