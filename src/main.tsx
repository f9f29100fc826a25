import { boot } from './app/boot';

const container = document.getElementById('root')!;
const loadStart = () => import('./app/start');

// Start-up (app/boot.ts) runs without the app's render code (app/start.tsx: React, the router, Chakra, the
// views). On a prerendered page that code is evaluated after start-up, once the first screen's pictures are on
// screen. A page the server did not prerender shows nothing of its own until the app renders: its render code and
// its page's module load at once, beside start-up.
const early =
  container.dataset.prerendered === undefined
    ? loadStart().then((stage) => {
        // every feature counted as on: the brand config is not known yet (the router shows a switched-off one's not-found page)
        stage.preloadPageModules(undefined, window.location.pathname);
        return stage;
      })
    : undefined;

Promise.all([boot(), early])
  .then(async ([result, stage]) => (stage ?? (await loadStart())).start(result, container))
  .catch((err: unknown) => {
    console.error('[croupier] start-up failed', err);
    container.textContent = `The site could not start: ${(err as Error)?.message ?? String(err)}`;
  });
