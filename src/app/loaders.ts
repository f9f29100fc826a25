import { matchRoutes, type createBrowserRouter, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { DEMO_PARAM, gameRoutePlatform } from '../catalogue/paths';
import type { PageFamily } from '../config/routes';
import type { RootStore } from '../models/RootStore';
import { startCasinoFirstScreen, startFirstScreenViews } from './firstScreen';

/** A page family's data loader and when it runs again; the route table puts it on each route of the family. */
export interface PageLoader {
  loader: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

export type PageLoaders = Partial<Record<PageFamily, PageLoader>>;

/** The data a data router starts with (react-router-dom does not export its type). */
export type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

/**
 * The routes' loaders: each starts a store action and returns at once (a navigation never waits for the
 * network; the page renders the store's loading states). The lobby routes start their first screen's lists,
 * the game routes the game's launch (`casino.openGame`, which the page asks for too: one run).
 */
export function pageLoaders(root: RootStore, win: Pick<Window, 'matchMedia'>): PageLoaders {
  return {
    casinoLobby: {
      loader: ({ request }) => {
        const url = new URL(request.url);
        startFirstScreenViews(root, url.pathname);
        void startCasinoFirstScreen(root, url, win);
        return null;
      },
      // a filter choice (the query) loads what the view asks for; only another lobby path has another first screen
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    },
    casinoGame: {
      loader: ({ request, params }) => {
        const url = new URL(request.url);
        void root.casino.openGame(params.provider ?? '', params.gameId ?? '', {
          demo: url.searchParams.get(DEMO_PARAM) === '1',
          platform: gameRoutePlatform(url.pathname),
          siteOrigin: url.origin,
        });
        return null;
      },
    },
  };
}

/**
 * The loader data the router starts with: every route at `pathname` with a loader counts as loaded. Start-up
 * already started their work before the router existed (boot.ts), and the game page opens its game on mount;
 * a router that ran them again would first render its fallback — a prerendered page would not hydrate.
 */
export function startLoaderData(routes: RouteObject[], pathname: string): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const { route } of matchRoutes(routes, pathname) ?? []) if (route.loader && route.id) loaderData[route.id] = null;
  return { loaderData };
}
