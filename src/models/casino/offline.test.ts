import { describe, expect, it, vi } from 'vitest';
import { setup } from '../../../tests/support/casinoTestKit';
import { ok, signIn } from '../../../tests/support/testEnv';
import type { ApiResult } from '../env';

/** A browser network state the test switches: online() and the `online` event. */
function fakeNetwork(online: boolean) {
  const listeners = new Set<() => void>();
  return {
    state: { online },
    online() {
      return this.state.online;
    },
    onOnline(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goOnline() {
      this.state.online = true;
      for (const l of listeners) l();
    },
  };
}

const down: ApiResult<never> = { ok: false, kind: 'cannot-connect', code: 0, message: 'Network Error' };

describe('provider lists while the network is down (one offline notice, not an alert per list)', () => {
  it('lists that failed because the browser is offline raise no notice of their own and load when the network returns', async () => {
    const network = fakeNetwork(false);
    let offline = true;
    const answer = (prefix: string) => () => (offline ? down : ok({ items: [{ id: `${prefix}1`, name: `${prefix}1` }] }));
    const { casino } = setup({ 'GET alpha/list': answer('a'), 'GET beta/list': answer('b'), 'GET gamma/list': answer('c') }, undefined, { network });
    await casino.loadAll();
    expect(casino.failedProviders).toEqual([]);
    expect(casino.providerError('alpha')).toBeUndefined();
    expect(casino.providerStatus(['alpha', 'beta', 'gamma']).failures).toEqual([]);

    offline = false;
    network.goOnline();
    await vi.waitFor(() =>
      expect(
        casino
          .queryGames({})
          .map((g) => g.gameId)
          .sort(),
      ).toEqual(['a1', 'b1', 'c1']),
    );
  });

  it('online, a list that cannot connect still has its own notice (the network is up, that provider is not)', async () => {
    const { casino } = setup({ 'GET gamma/list': () => down }, undefined, { network: fakeNetwork(true) });
    await casino.loadAll();
    expect(casino.failedProviders.map((f) => f.provider)).toEqual(['gamma']);
    expect(casino.providerError('gamma')?.kind).toBe('cannot-connect');
  });

  it('offline, a list the server refused is still its own failure', async () => {
    const { casino } = setup({ 'GET gamma/list': () => ({ ok: false, kind: 'server', code: 500, message: '' }) }, undefined, { network: fakeNetwork(false) });
    await casino.loadAll();
    expect(casino.failedProviders.map((f) => f.provider)).toEqual(['gamma']);
  });
});

describe('sign-out and the offline caches', () => {
  it('sign-out asks the environment to clear what the service worker holds', async () => {
    const clearOfflineData = vi.fn(async () => {});
    const { root } = setup({ 'GET /api/user/logout': () => ok(null) }, undefined, { clearOfflineData });
    signIn(root);
    await root.auth.logout();
    expect(clearOfflineData).toHaveBeenCalledTimes(1);
  });
});
