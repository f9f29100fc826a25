/**
 * CasinoStore against the real sandbox (scripts/sandbox) on a local HTTP server: the real API
 * client, the real plugins (registry from plugins/), the reference brand's config.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, mergeBrand } from '../../../scripts/validate/lib';
import { createApiClient } from '../../api/client';
import { createProviderRegistry } from '../../catalogue/registry';
import type { CasinoConfig } from '../../catalogue/config';
import { fakeClock, memoryStorage } from '../../../tests/support/catalogueTestKit';
import { withSandbox } from '../../../tests/support/sandbox';
import { brandTestConfig, signIn, testRoot } from '../../../tests/support/testEnv';

// Merged with the base it extends (brands/_platform holds the platform tables such as roles).
const pampa = mergeBrand(join(BRANDS_DIR, 'pampa'));
const config: CasinoConfig = { brand: pampa.brand, providers: pampa.providers, catalogue: pampa.catalogue, rules: pampa.rules };

const sandbox = withSandbox();

function setup(timeoutMs = 5000) {
  let session: string | undefined;
  const api = createApiClient({
    baseUrl: sandbox.base,
    gamesBaseUrl: sandbox.base + config.brand.api.gamesBaseUrl,
    partnerName: config.brand.api.partnerName,
    sessionCookie: 'session',
    timeoutMs,
    readSession: () => session,
  });
  const root = testRoot(brandTestConfig(config), { api, providers: createProviderRegistry(), clock: fakeClock(), storage: memoryStorage() });
  return {
    root,
    casino: root.casino,
    api,
    async signIn(username = 'player@croupier.test', password = 'Player123!') {
      const res = await api.request<{ token: string; id: number; role: number }>({ method: 'POST', path: '/api/user/login', body: { username, password } });
      if (!res.ok) throw new Error(`login failed: ${res.message}`);
      session = res.data.token;
      signIn(root, res.data.role, res.data.id);
    },
  };
}

describe('CasinoStore against the sandbox', () => {
  it('a guest loads every provider of the brand', async () => {
    const { casino } = setup();
    await casino.loadAll();
    expect(casino.failedProviders).toEqual([]);
    const enabled = config.providers.providers.filter((p) => p.enabled !== false).map((p) => p.id);
    for (const id of enabled) expect(casino.gamesByProviders[id]?.length ?? 0, id).toBeGreaterThan(0);
    const first = casino.queryGames({})[0];
    expect(first.routeProvider).toBe(config.catalogue.providerOrder.find((id) => casino.gamesByProviders[id]?.length));
  });

  it("names an aggregator's studios by the platform table's display names, never by a bare lower-case id", async () => {
    const { casino } = setup();
    await Promise.all([casino.loadProvider('outcome'), casino.loadProvider('pragmatic')]);
    const outcome = casino.gamesByProviders.outcome ?? [];
    expect(outcome.length).toBeGreaterThan(0);
    const studio = (gameId: string) => casino.studioName(outcome.find((g) => g.gameId === gameId)!);
    expect(studio('aviator_spribe')).toBe('Spribe');
    expect(studio('jetx_ssg')).toBe('SmartSoft Gaming');
    expect(studio('bookofdead_png')).toBe("Play'n GO");
    expect(studio('deadwood_nl')).toBe('Nolimit City');
    for (const g of outcome) expect(casino.studioName(g), g.gameId).toMatch(/\p{Lu}/u);
    // a single studio's entry names no studio apart from itself: its logo or name says it
    const pragmatic = casino.gamesByProviders.pragmatic ?? [];
    expect(pragmatic.length).toBeGreaterThan(0);
    expect(pragmatic.map((g) => casino.studioName(g)).filter(Boolean)).toEqual([]);
  });

  it('a hanging provider times out and a failing one is marked; the others still load; retry recovers', async () => {
    await sandbox.control({ faults: { pragmatic: 'hang', belatra: 'fail', rgs: 'malformed' } });
    const { casino } = setup(400);
    await casino.loadAll();
    const failed = Object.fromEntries(casino.failedProviders.map((f) => [f.provider, f.error.kind]));
    expect(failed).toEqual({ pragmatic: 'timeout', pragmaticlive: 'timeout', belatra: 'server', rgs: 'bad-data' });
    expect(casino.gamesByProviders.outcome.length).toBeGreaterThan(0);
    await sandbox.control({ faults: { pragmatic: null, belatra: null, rgs: null } });
    await casino.retryFailed();
    expect(casino.failedProviders).toEqual([]);
    expect(casino.gamesByProviders.belatra.length).toBeGreaterThan(0);
  });

  it('a signed-in player launches a game, which lands in recently played on the server; favourites round-trip', async () => {
    const { casino, signIn } = setup();
    await signIn();
    await casino.loadAll();
    const game = casino.gamesByProviders.outcome[0];
    const launched = await casino.launchGame(game);
    expect(launched.ok && launched.url).toMatch(/\/sandbox\/demo-game\?/);
    expect(casino.gameUrl).toBe(launched.ok ? launched.url : '');

    expect(await casino.addFavorite(game)).toBe(true);
    await casino.loadFavorites(true);
    await casino.loadRecentlyPlayed(true);
    expect(casino.favorites.map((g) => g.id)).toEqual([game.id]);
    expect(casino.recentlyPlayed.map((g) => g.gameId)).toContain(game.gameId);

    expect(await casino.removeFavorite(game)).toBe(true);
    await casino.loadFavorites(true);
    expect(casino.favorites).toEqual([]);
  });

  it('the agent (role 1) may list games but not launch them', async () => {
    const { casino, signIn } = setup();
    await signIn('agent@croupier.test', 'Agent123!');
    await casino.loadProvider('outcome');
    expect(casino.gamesByProviders.outcome.length).toBeGreaterThan(0);
    expect(await casino.launchGame(casino.gamesByProviders.outcome[0])).toMatchObject({ ok: false, reason: 'notAllowed' });
  });
});
