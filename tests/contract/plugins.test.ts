import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProviderDefinition, ProviderRequest } from '../../src/catalogue/provider';
import { contractCtx, launchCtx } from '../../plugins/_contract/testProvider';
import { PLAYER, withSandbox } from '../support/sandbox';
import { BRANDS_DIR, listBrandIds, mergeBrand } from '../../scripts/validate/lib';

// Every provider entry of every brand, run through its plugin against the sandbox over HTTP:
// the list call the plugin builds is answered in the provider's own shape and normalises without
// a single rejected item; the launch call it builds is accepted and its URL extracted.
type Entry = { id: string; plugin: string; casinoType: string; params?: Record<string, unknown> };
// Brand folders merged with the bases they extend (a brand may inherit providers.json).
const cases = listBrandIds().flatMap((brand) => {
  const { providers, brand: brandJson } = mergeBrand(join(BRANDS_DIR, brand));
  return (providers.providers as Entry[]).map((entry) => [`${brand}/${entry.id}`, entry, brandJson.api.gamesBaseUrl, brandJson.languages] as const);
});

const h = withSandbox({ login: { player: PLAYER }, reset: false });

function pathOf(req: ProviderRequest, gamesBaseUrl: string): string {
  const base = req.base === 'api' ? '' : gamesBaseUrl;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return `${base}/${req.path}${qs ? `?${qs}` : ''}`;
}

async function send(req: ProviderRequest, gamesBaseUrl: string, withSession: boolean) {
  const reply = await h.call(req.method, pathOf(req, gamesBaseUrl), {
    body: req.body,
    session: withSession ? h.sessions.player : undefined,
    headers: req.headers,
  });
  expect(reply.http, reply.text).toBe(200);
  expect(reply.body.status, reply.text).toBe(0);
  return reply.body.data as unknown;
}

describe('plugins against the sandbox', () => {
  it.each(cases)('%s lists and launches in every language of the brand', async (_name, entry, gamesBaseUrl, languages) => {
    const plugin = (await import(`../../plugins/${entry.plugin}/index.ts`)).default as ProviderDefinition<Record<string, unknown>>;
    const ctx = contractCtx(entry.params ?? {}, {
      routeProvider: entry.id,
      casinoType: entry.casinoType,
      siteOrigin: h.base,
      launchLanguage: 'es',
      language: 'es-es',
    });
    const request = plugin.list.request(ctx);
    const payload = request ? await send(request, gamesBaseUrl, false) : null;
    const { games, rejected } = plugin.list.normalise(payload, ctx);
    expect(rejected).toEqual([]);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.routeProvider).toBe(entry.id);
      expect(game.gameName).not.toBe('');
      expect(game.imageUrl).not.toBe('');
    }

    const game = games[0];
    // the sandbox refuses launch languages the platform does not know (999): every site language of the brand must launch
    for (const { code, apiCode } of languages) {
      const lctx = launchCtx(entry.params ?? {}, game, { ...ctx, session: h.sessions.player, language: code, launchLanguage: apiCode });
      const launchPayload = await send(plugin.launch.request(lctx), gamesBaseUrl, true);
      const url = new URL(plugin.launch.extractUrl(launchPayload, lctx), h.base);
      expect(url.pathname, code).toBe('/sandbox/demo-game');
      const opened = url.searchParams.get('game');
      if (opened !== 'lobby') expect(opened, code).toBe(game.gameId); // xpg opens its lobby, every other provider the game
    }
  });
});
