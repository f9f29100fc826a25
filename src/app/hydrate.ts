import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeOfPath } from '../config/routes';
import type { RootStore } from '../models/RootStore';

/**
 * Whether the store tree renders the page the server prerendered (scripts/prerender/render.ts renders a
 * guest with the brand's defaults in `language`): then the browser hydrates that markup. A signed-in
 * player (or one whose session is being checked), another language, a theme or menu width of their own
 * render differently: the page is rendered afresh over the prerendered one instead.
 */
export function rendersAsPrerendered(root: RootStore, language: string): boolean {
  const { auth, userSettings, locale } = root;
  const defaults = userSettings.defaults;
  return (
    locale.language === language &&
    !auth.isAuth &&
    !auth.sessionPending &&
    userSettings.themeMode === (defaults.theme ?? 'light') &&
    userSettings.shortMenu === Boolean(defaults.shortMenu)
  );
}

/**
 * A redirect route (`/` → casino home) is followed before the router exists: the URL changes in place, no
 * page renders in between, and a prerendered page of the redirecting path (the target's markup) hydrates.
 */
export function followRedirectRoute(win: Pick<Window, 'location' | 'history'>): void {
  const target = routeOfPath(win.location.pathname)?.redirect;
  if (target !== undefined && target !== win.location.pathname)
    win.history.replaceState(win.history.state, '', `${target}${win.location.search}${win.location.hash}`);
}

/**
 * Loads the lazy modules of the routes matching `pathname` and puts them on the route objects, so the
 * router's first render is the page itself (as the prerendered markup is), not a pending navigation —
 * react-router's way to hydrate lazy routes.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      // A failed download leaves the route lazy: the router loads it again and shows its error page if it fails.
      const mod = await route.lazy().catch(() => undefined);
      if (mod) Object.assign(route, mod, { lazy: undefined });
    }),
  );
}
