import { loadConfig, type LoadResult } from '../config/load';
import type { CompiledPack } from '../i18n/compile';
import { messagesFor } from '../i18n/messages';
import { createEnv } from '../models/createEnv';
import type { StoreEnv } from '../models/env';
import { siteLanguage } from '../models/shell/LocaleStore';
import { RootStoreModel, type RootStore } from '../models/RootStore';
import { startEffects } from './effects';
import type { LiveConfig } from './liveConfig';
import { startCasinoFirstScreen } from './firstScreen';
import { startFirstPictures } from './firstPictures';
import { takeFirstAnswers } from './firstAnswers';
import { followLanguageInUrl, withUrlLanguage } from './languageUrl';
import { persistSlices, readPersisted } from './persist';

/** How long start-up waits for the first screen's pictures before the app's render code runs (see boot). */
const PICTURES_WAIT_MS = 100;

/** Settles after the browser's next frame (a decoded picture is on screen only once a frame has painted it). */
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export type BootResult =
  | { ok: true; root: RootStore; env: StoreEnv; messages: CompiledPack; config: Extract<LoadResult, { ok: true }>; live: () => Promise<LiveConfig> }
  | { ok: false; failure: Extract<LoadResult, { ok: false }> };

/**
 * Start-up: load the brand config (fresh, else last good) → build the env (API client, provider
 * registry, clock, brand-namespaced storage) → RootStore from the persisted slices → start the
 * effects (delayed auth check, settings, blocklist, balance polling) → load the text pack.
 *
 * None of it renders, and none of its code is the app's render code (React, the router, Chakra, the views):
 * main.tsx evaluates that (app/start.tsx) once boot has settled, so on a prerendered page the first screen's
 * pictures are on screen before the render code runs.
 */
export async function boot(): Promise<BootResult> {
  const loaded = await loadConfig({
    fetch: window.fetch.bind(window),
    location: window.location,
    document,
    storage: window.localStorage,
    session: window.sessionStorage,
    dev: import.meta.env.DEV,
  });
  if (!loaded.ok) return { ok: false, failure: loaded };
  // Marks of the start-up steps for profiles (config, store tree, texts; the first pictures: firstPictures.ts; the theme system: start.tsx).
  performance.mark('croupier:config');
  const config = loaded.config;
  // Settled once the first page is on screen (AppStore.pageRendered): list answers that arrive before wait for it.
  let rendered: () => void = () => undefined;
  const firstRender = new Promise<void>((resolve) => {
    rendered = () => {
      resolve();
      // The page answers input from here on (a prerendered page showed before its handlers were attached).
      document.documentElement.setAttribute('data-croupier-ready', '');
    };
  });
  // the first screen's lists the prerendered page already asked for (firstAnswers.ts) answer the store's calls
  const env = createEnv(config, { firstRender, rendered }, takeFirstAnswers(window, firstRender));
  // Start-up is a chain of short tasks: the env's zero-delay break lets the requests just made go out
  // and answers in between (`scheduler.yield()` resumes ahead of queued work, and held the requests back).
  // A phone is 4–6× slower than a desktop: each step here costs it 50–150 ms, so each is a task of its own.
  const nextTask = env.nextTask ?? (() => Promise.resolve());
  await nextTask();
  const persisted = withUrlLanguage(readPersisted(env.storage), config.brand, window.location.search);
  // The text pack (a chunk of its own) downloads while the store tree is built; the language is the
  // one the locale store will hold (the same function).
  const language = siteLanguage(config.brand, persisted.locale?.chosen);
  let messagesLoad = messagesFor(config, language);
  let root: RootStore;
  try {
    root = RootStoreModel.create({ ...persisted, config }, env);
  } catch (err) {
    // A persisted slice from an older version no longer fits the model: start clean.
    console.warn('[croupier] persisted state dropped', err);
    root = RootStoreModel.create({ config }, env);
  }
  // A persisted choice the tree refused leaves it on the brand default: that pack then.
  if (root.locale.language !== language) {
    void messagesLoad.catch(() => undefined);
    messagesLoad = messagesFor(config, root.locale.language);
  }
  await nextTask();
  // The first screen's game lists are asked for now, not after the first render: the network then
  // overlaps building the theme system and rendering the shell. It is the lobby routes' loader work
  // (app/loaders.ts), done here because the router exists only after the texts and route modules; the
  // router then starts with this URL's loaders counted as run (startLoaderData).
  await startCasinoFirstScreen(root, window.location, window, nextTask);
  // their pictures go into the prerendered skeletons as soon as they answer, not when the page has hydrated
  const pictures = startFirstPictures(root, window.location, document, window.innerWidth);
  performance.mark('croupier:store');
  await nextTask();
  persistSlices(root, env.storage);
  startEffects(root, env, window.location.pathname);
  followLanguageInUrl(root, env, window.location);
  // The worker and the offline copy of the config wait for the page to settle: their code is not part of the first visit.
  const keep = !loaded.refused.length && navigator.onLine;
  void import('./serviceWorker').then((sw) => {
    void sw.refreshServiceWorker(config.brand.serviceWorker ?? '/service-worker.js');
    // Only a fresh, valid answer is kept: the last good copy already is one, an offline answer came from the cache.
    if (keep) void sw.rememberConfig(loaded.url, config);
  });
  await nextTask();
  // The render code's evaluation and the theme system after it are long tasks (100–300 ms on a phone) in which
  // the page cannot paint: when the first screen's lists have answered already (the prerendered page asked for
  // them: firstAnswers.ts), their pictures are on screen before them. Never longer than a frame or two: a slow
  // network does not hold start-up.
  await Promise.race([pictures.then(afterNextFrame), new Promise((resolve) => setTimeout(resolve, PICTURES_WAIT_MS))]);
  const messages = await messagesLoad;
  performance.mark('croupier:texts');
  // Later configs (timed re-check, dev server, studio) are checked as this one was and applied in place. Not
  // first-screen work: the code comes with the first use (app/start.tsx starts the checks once the page is idle).
  let liveConfig: Promise<LiveConfig> | undefined;
  const liveDeps = {
    root,
    brand: loaded.brand,
    url: loaded.url,
    etag: loaded.etag,
    fetch: window.fetch.bind(window),
    storage: window.localStorage,
    remember: true,
    isHidden: () => document.visibilityState === 'hidden',
  };
  const live = () => (liveConfig ??= import('./liveConfig').then((m) => m.createLiveConfig(liveDeps)));
  // A console handle for development only: the tree holds the player's e-mail and balance, so a
  // production build must not hang it on window (Vite makes DEV false there and drops this line).
  if (import.meta.env.DEV && typeof window !== 'undefined') (window as unknown as { __croupier?: unknown }).__croupier = { root, brand: loaded.brand };
  return { ok: true, root, env, messages, config: loaded, live };
}
