// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLoaders, startLoaderData } from './loaders';
import { ROUTER_FUTURE } from './router';
import { ok } from '../../tests/support/catalogueTestKit';
import { callsTo, deferred, setup } from '../../tests/support/casinoTestKit';
import { render } from '../../tests/support/casinoUi';
import { signIn } from '../../tests/support/testEnv';
import type { ApiRequest, ApiResult } from '../models/env';
import { StoreContext } from '../ui/StoreContext';
import GamePage from '../pages/casino/GamePage';
import messages from '../pages/casino/messages.en-US.json';

type Routes = Record<string, (req: ApiRequest) => ApiResult<unknown> | Promise<ApiResult<unknown>>>;
const media = { matchMedia: () => ({ matches: true }) as unknown as MediaQueryList };
const q = (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));

let view: ReturnType<typeof render> | undefined;
afterEach(() => view?.unmount());

/** The game page in a data router with the real loaders, in StrictMode (its effects run twice, as in development). */
function open(path: string, routes: Routes = {}) {
  const kit = setup(routes);
  const { root } = kit;
  root.applyConfig({ ...root.config, brand: { ...root.config.brand, gameFrameHosts: ['play.test'] } });
  signIn(root);
  const loaders = pageLoaders(root, media);
  const tree = [
    { id: 'casinoHome', path: '/casino', element: <p data-testid="lobby" /> },
    { id: 'casinoGame', path: '/casino/game/:provider/:gameId', ...loaders.casinoGame, element: <GamePage /> },
  ];
  const router = createMemoryRouter(tree, { initialEntries: [path], hydrationData: startLoaderData(tree, path), future: ROUTER_FUTURE });
  view = render(
    <StrictMode>
      <StoreContext.Provider value={{ root }}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </StoreContext.Provider>
    </StrictMode>,
  );
  return { ...kit, router };
}

describe('GamePage renders the launch state', () => {
  it('a game URL opened directly launches once (StrictMode remount included) and shows the frame', async () => {
    const answer = deferred<ApiResult<unknown>>();
    const { api } = open('/casino/game/alpha/a1', { 'GET alpha/launch': () => answer.promise });
    await vi.waitFor(() => expect(callsTo(api, 'alpha/launch')).toBe(1));
    await settle();
    expect(q('game-launching')).not.toBeNull();
    answer.resolve(ok({ url: 'https://play.test/a1' }));
    await vi.waitFor(async () => (await settle(), expect(q('game-frame')).not.toBeNull()));
    const frame = q('game-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://play.test/a1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(callsTo(api, 'alpha/launch')).toBe(1);
  });

  it('a refused launch shows its text; retry launches again; leaving the page closes the game', async () => {
    let refuse = true;
    const { root, api, router } = open('/casino/game/alpha/a1', {
      'GET alpha/launch': () => (refuse ? { ok: false, kind: 'server', code: 500, message: 'down' } : ok({ url: 'https://play.test/a1' })),
    });
    await vi.waitFor(async () => (await settle(), expect(q('game-error')).not.toBeNull()));
    expect(q('game-error')?.textContent).toContain(messages['casino.game.providerDown']);
    expect(q('game-frame')).toBeNull();
    refuse = false;
    act(() => (q('game-retry') as HTMLElement).click());
    await vi.waitFor(async () => (await settle(), expect(q('game-frame')).not.toBeNull()));
    expect(callsTo(api, 'alpha/launch')).toBe(2);
    await act(() => router.navigate('/casino'));
    expect(q('lobby')).not.toBeNull();
    expect(root.casino.gameSession?.state).toEqual({ kind: 'idle' });
  });
});
