import { lazy } from "react";
import { createBrowserRouter } from "react-router-dom";
import { Layout } from "../ui/shell/Layout";
import { RouteError } from "../pages/RouteError";
import { RoleGuard } from "./RoleGuard";
import type { BrandFeatures } from "../config/types";
import { pageRoutesFor } from "./routes";

/** The casino area's game search, loaded the first time AppStore.searchOpened is set. */
const SearchModal = lazy(() => import("../pages/casino/SearchModal"));

/** The data router: the shell (with the role rule) around every page family the brand's features leave on. */
export function createRouter(features?: BrandFeatures) {
  return createBrowserRouter(
    [
      {
        path: "/",
        element: (
          <RoleGuard>
            <Layout searchModal={SearchModal} />
          </RoleGuard>
        ),
        errorElement: <RouteError />,
        children: pageRoutesFor(features),
      },
    ],
    // Opt into every v7 behaviour this router version offers, so it behaves as v7 will and warns about none.
    { future: ROUTER_FUTURE },
  );
}

/** The v7 future flags of react-router 6.30's data router (RouterProvider takes v7_startTransition). */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
