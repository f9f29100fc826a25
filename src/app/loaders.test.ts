import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, setup } from '../../tests/support/casinoTestKit';
import { signIn } from '../../tests/support/testEnv';
import { startCasinoFirstScreen } from './firstScreen';
import { pageLoaders, startLoaderData } from './loaders';
import { pageRoutesFor } from './routes';

const media = (desktop: boolean) => ({ matchMedia: () => ({ matches: desktop }) as unknown as MediaQueryList });
const hung = () => new Promise<never>(() => undefined);

/** The real loaders on two bare routes (no page modules): what the router does with them is under test. */
function routesOf(root: ReturnType<typeof setup>['root'], desktop = true): RouteObject[] {
  const loaders = pageLoaders(root, media(desktop));
  return [
    { id: 'casinoHome', path: '/casino', ...loaders.casinoLobby, element: null },
    { id: 'casinoSlots', path: '/casino/slots', ...loaders.casinoLobby, element: null },
    { id: 'casinoLive', path: '/casino/live', ...loaders.casinoLobby, element: null },
    { id: 'casinoGame', path: '/casino/game/:provider/:gameId', ...loaders.casinoGame, element: null },
    { id: 'casinoMobileGame', path: '/m/casino/game/:provider/:gameId', ...loaders.casinoGame, element: null },
  ];
}

describe('route loaders', () => {
  it('the lobby and game routes of the route table carry the loaders, named by their route', () => {
    const { root } = setup();
    const routes: RouteObject[] = [{ path: '/', children: pageRoutesFor(undefined, pageLoaders(root, media(true))) }];
    expect(startLoaderData(routes, '/casino')).toEqual({ loaderData: { casinoHome: null } });
    expect(startLoaderData(routes, '/casino/game/alpha/a1')).toEqual({ loaderData: { casinoGame: null } });
    expect(startLoaderData(routes, '/promotions')).toEqual({ loaderData: {} });
  });

  it('the router starts with the start URL counted as loaded: its loaders do not run again (start-up ran their work)', async () => {
    const { root, api } = setup();
    const routes = routesOf(root);
    const router = createMemoryRouter(routes, { initialEntries: ['/casino'], hydrationData: startLoaderData(routes, '/casino') });
    expect(router.state.initialized).toBe(true);
    await Promise.resolve();
    expect(api.calls).toEqual([]);
    router.dispose();
  });

  it("a navigation starts the lobby's first-screen lists and does not wait for them", async () => {
    const { root, api } = setup({ 'GET gamma/list': hung });
    const routes = routesOf(root, false);
    const router = createMemoryRouter(routes, { initialEntries: ['/casino'], hydrationData: startLoaderData(routes, '/casino') });
    await router.navigate('/casino/live');
    expect(router.state.location.pathname).toBe('/casino/live');
    expect(router.state.navigation.state).toBe('idle');
    expect(root.casino.platform).toBe('mobile');
    expect(root.casino.isProviderLoading('gamma')).toBe(true);
    await router.navigate('/casino/slots?provider=alpha');
    expect(callsTo(api, 'alpha/list')).toBe(1);
    // a filter choice on the same path is the view's to load, not a new first screen
    await router.navigate('/casino/slots?provider=beta');
    expect(callsTo(api, 'beta/list')).toBe(0);
    router.dispose();
  });

  it('a navigation to a game opens it through the store (mobile route: mobile variant) and does not wait for the launch', async () => {
    const { root, api } = setup({ 'GET alpha/launch': hung });
    signIn(root);
    const routes = routesOf(root);
    const router = createMemoryRouter(routes, { initialEntries: ['/casino'], hydrationData: startLoaderData(routes, '/casino') });
    await router.navigate('/m/casino/game/alpha/a1');
    expect(router.state.navigation.state).toBe('idle');
    await vi.waitFor(() => expect(root.casino.gameSession?.state.kind).toBe('launching'));
    expect(root.casino.platform).toBe('mobile');
    expect(callsTo(api, 'alpha/launch')).toBe(1);
    router.dispose();
  });

  it("start-up's first screen loads the variants of the layout's platform", async () => {
    const { root } = setup();
    await startCasinoFirstScreen(root, { pathname: '/casino/slots', search: '' }, media(true));
    expect(root.casino.platform).toBe('desktop');
    await startCasinoFirstScreen(root, { pathname: '/casino/slots', search: '' }, media(false));
    expect(root.casino.platform).toBe('mobile');
  });
});
