import { CacheProvider } from '@emotion/react';
import { reaction } from 'mobx';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { systemFor } from '../ui/theme/system';
import { AppProviders } from './AppProviders';
import type { ThemeFile } from '../config/types';
import type { BootResult } from './boot';
import { startFirstScreenViews } from './firstScreen';
import { createStyleCache } from './emotionCache';
import { followRedirectRoute, loadRouteModules, rendersAsPrerendered } from './hydrate';
import { pageLoaders, startLoaderData } from './loaders';
import { appRoutes, createRouter } from './router';

// main.tsx starts a page's module with it when the page was not prerendered, before the brand config is known
export { preloadPageModules } from './routes';

/**
 * The app's render stage (main.tsx loads it once boot has settled): the brand's theme system, the router, and
 * the first render into #root — hydrating the prerendered page when the store tree renders it as it was
 * rendered, else rendering afresh over it.
 */
export async function start(result: BootResult, container: HTMLElement): Promise<void> {
  // The language of the page the server prerendered into #root (scripts/prerender/render.ts), if it did.
  const prerendered = container.dataset.prerendered;
  // Made before any render: it takes over the prerendered page's style tags (emotion's server styles).
  const styleCache = createStyleCache();
  let reactRoot: Root | undefined;
  /** Renders over whatever #root holds (the prerendered page, the boot text): React replaces it on the first commit. */
  const renderRoot = () => (reactRoot ??= createRoot(container));
  if (!result.ok) {
    // The error page is its own chunk: a site that starts never downloads it.
    await (await import('./configError')).showConfigError(renderRoot(), styleCache, result.failure);
    document.documentElement.setAttribute('data-croupier-ready', '');
    return;
  }
  const { root, env, live } = result;
  startFirstScreenViews(root, window.location.pathname);
  // This module's evaluation (React, Chakra, the router, the views) was one long task on a phone; the theme
  // system below is another. Between them the browser may paint and answer input.
  await env.nextTask?.();
  // The brand's Chakra system is the longest piece of start-up work (tokens to CSS variables): the first
  // render takes it ready-made (AppProviders asks the same memo).
  systemFor(root.config.theme);
  performance.mark('croupier:system');
  followRedirectRoute(window);
  // Set when the page hydrates over its prerendered markup: the markup's theme, whose global CSS the page has.
  let prerenderedTheme: ThemeFile | undefined;
  const app = (router: ReturnType<typeof createRouter>) => (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProviders root={root} initialMessages={result.messages} prerenderedTheme={prerenderedTheme}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  // The routes' loaders start store actions (a lobby's lists, a game's launch) as a navigation begins.
  const loaders = pageLoaders(root, window);
  const newRouter = (routes = appRoutes(root.config.brand.features, loaders)) => {
    const router = createRouter(root.config.brand.features, routes, startLoaderData(routes, window.location.pathname));
    // Stores move the player (e.g. home after sign-up) through the env; the router exists only now.
    env.navigate = (to, options) => void router.navigate(to, options);
    return router;
  };
  const render = (routes?: ReturnType<typeof appRoutes>) => {
    const router = newRouter(routes);
    renderRoot().render(app(router));
    return router;
  };
  // The route's module is loaded first (its download started at boot), so the router's first render is
  // the page — as prerendered — not an empty fallback while it loads.
  const routes = appRoutes(root.config.brand.features, loaders);
  await loadRouteModules(routes, window.location.pathname);
  let router: ReturnType<typeof createRouter>;
  // Only a config with the bytes the page was rendered from (its digest is in the page) renders that page.
  if (prerendered !== undefined && result.config.built && rendersAsPrerendered(root, prerendered)) {
    // The server's markup is this page as this visitor would see it first: hydrate it.
    prerenderedTheme = root.config.theme;
    router = newRouter(routes);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (the page is already on screen; input meanwhile is replayed by React).
    startTransition(() => {
      reactRoot = hydrateRoot(container, app(router), {
        // React renders the page afresh then; the component stack says where the two differed.
        onRecoverableError: (err, info) => console.error('[croupier] hydration mismatch', err, info.componentStack ?? ''),
      });
    });
  } else router = render(routes);
  // The route table is built from brand.json features: a live config that switches one on or off gets a
  // new router at the same URL (the page remounts; its data stays in the stores). Other changes keep it.
  reaction(
    () => JSON.stringify(root.config.brand.features ?? {}),
    () => {
      router.dispose();
      router = render();
    },
  );
  // The config's timed re-check starts once the page is idle (at most 3 s after hydration started).
  const startChecks = () => void live().then((l) => l.startChecks());
  if ('requestIdleCallback' in window) window.requestIdleCallback(startChecks, { timeout: 3000 });
  else setTimeout(startChecks, 1000);
  if (import.meta.hot) {
    // The dev server's brand-file watcher (scripts/vite/brandConfigPlugin.ts): refetch and apply, no reload.
    import.meta.hot.on('croupier:brand-changed', (data: { brands?: string[] }) => {
      if (!data.brands || data.brands.includes(result.config.brand))
        void live()
          .then((l) => l.recheck('brand files changed'))
          .catch((err) => console.warn('[croupier] the changed brand config could not be loaded', err));
    });
  }
  if (import.meta.env.DEV && window.parent !== window) {
    // The studio's preview channel; a dynamic import behind DEV, so production bundles do not contain it.
    const { listenForPreview } = await import('./previewChannel');
    listenForPreview(window, {
      brand: result.config.brand,
      offer: async (bundle) => (await live()).offer(bundle, { source: 'studio preview' }),
      setColorMode: (mode) => root.userSettings.setProp('theme', mode),
      setLanguage: (code) => root.locale.setLanguage(code),
    });
  }
}
