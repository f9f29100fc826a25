/**
 * The build's prerenderer (scripts/prerender/render.ts) renders a brand's public entry pages with this
 * module, once per page and language: the same providers, router table and stores the browser builds
 * (src/app/start.tsx), a guest with nothing loaded yet, the markup and the emotion styles it inserted. The browser
 * then hydrates that markup (`hydrateRoot`) instead of rendering from an empty page.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { destroy } from 'mobx-state-tree';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import type { BrandConfig } from '../config/types';
import type { CompiledPack } from '../i18n/compile';
import { messagesFor } from '../i18n/messages';
import { createEnv, memoryStorage } from '../models/createEnv';
import { RootStoreModel } from '../models/RootStore';
import { AppProviders } from './AppProviders';
import { firstRequestsData, firstRequestsScript, recordFirstRequests } from './firstRequests';
import { appRoutes, ROUTER_FUTURE } from './router';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The emotion style tags of that markup (critical CSS), with the nonce placeholder as their nonce. */
  styles: string;
  /** The router's status for the path (200, or 404 for a path no route serves). */
  status: number;
  /** The page's texts (engine defaults under the brand's own), for its head tags. */
  messages: CompiledPack;
}

/** A platform that never answers: the prerendered page is a guest's first screen before any call returns. */
const silent = () => new Promise<never>(() => undefined);

export async function renderPage(config: BrandConfig, path: string, language: string, nonce: string): Promise<PrerenderedPage> {
  // No other tabs to tell (a BroadcastChannel would keep the build's process alive), no storage that outlives the page.
  const env = createEnv(config, { storage: memoryStorage(), nextTask: undefined, tabs: { post: () => undefined, listen: () => () => undefined } });
  env.api = new Proxy(env.api, {
    get: (target, key) => (key === 'session' ? () => undefined : typeof (target as never)[key] === 'function' ? silent : (target as never)[key]),
  });
  const root = RootStoreModel.create({ config, locale: { chosen: language === config.brand.defaultLanguage ? '' : language } }, env);
  const messages = await messagesFor(config, language);
  const handler = createStaticHandler(appRoutes(config.brand.features), { future: ROUTER_FUTURE });
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`prerender ${path}: the router answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context, { future: ROUTER_FUTURE });
  const renderOnce = () => {
    const cache = createCache({ key: 'css', nonce });
    // Made before the render: it puts the cache in the mode where every style, global ones included, is collected, not written inline.
    const server = createEmotionServer(cache);
    const html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders root={root} initialMessages={messages}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
    return { html, server };
  };
  // A part that waits for code (a lazy chunk, a page store) is left to the browser by renderToString (<!--$!-->);
  // that render started the downloads, so the page is rendered again once they are in (at most a few times).
  let out = renderOnce();
  for (let pass = 0; pass < 4 && out.html.includes('<!--$!-->'); pass++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    out = renderOnce();
  }
  const { html, server } = out;
  // The tree's reactions and timers end with the page.
  destroy(root);
  const chunks = server.extractCriticalToChunks(html);
  return { html: chunks.html, styles: server.constructStyleTagsFromChunks(chunks), status: context.statusCode, messages };
}

/**
 * The script of the page's head that asks for its first screen's lists before the app's code runs (firstRequests.ts),
 * or '' when that screen asks for none.
 */
export async function firstRequestsTag(config: BrandConfig, path: string, language: string, nonce: string): Promise<string> {
  const data = firstRequestsData(config.brand.api.sessionCookie, await recordFirstRequests(config, path, language));
  return data ? firstRequestsScript(data, nonce) : '';
}
