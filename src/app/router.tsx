import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '../ui/shell/Layout';
import { RouteError } from '../pages/RouteError';
import { RoleGuard } from './RoleGuard';
import type { BrandFeatures } from '../config/types';
import type { HydrationState, PageLoaders } from './loaders';
import { pageRoutesFor } from './routes';

/** The casino area's game search, loaded the first time AppStore.searchOpened is set. */
const SearchModal = lazy(() => import('../pages/casino/SearchModal'));

/** The route tree: the shell (with the role rule) around every page family the brand's features leave on, with the browser's loaders. */
export function appRoutes(features?: BrandFeatures, loaders?: PageLoaders): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <RoleGuard>
          <Layout searchModal={SearchModal} />
        </RoleGuard>
      ),
      errorElement: <RouteError />,
      children: pageRoutesFor(features, loaders),
    },
  ];
}

/**
 * The browser's data router over `routes` (appRoutes; the prerendered page's routes come with their modules
 * loaded). `hydrationData`: the loaders at the start URL count as run (app/loaders.ts startLoaderData).
 */
export function createRouter(features?: BrandFeatures, routes: RouteObject[] = appRoutes(features), hydrationData?: HydrationState) {
  // Opt into every v7 behaviour this router version offers, so it behaves as v7 will and warns about none.
  return createBrowserRouter(routes, { future: ROUTER_FUTURE, hydrationData });
}

/** The v7 future flags of react-router 6.30's data router (RouterProvider takes v7_startTransition). */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
