import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { providerPayloads } from '../../scripts/sandbox/generate';
import type { ProviderDefinition } from '../../src/catalogue/provider';
import { contractCtx } from './testProvider';

// Every brand's provider entries, run through their plugins over exactly what the sandbox serves:
// the plugins and the sandbox must agree on each provider's raw shape.
const brandsDir = join(__dirname, '..', '..', 'brands');
const payloads = providerPayloads() as unknown as Record<string, unknown>;
const cases = readdirSync(brandsDir)
  .filter((b) => existsSync(join(brandsDir, b, 'providers.json')))
  .flatMap((brand) => {
    const file = JSON.parse(readFileSync(join(brandsDir, brand, 'providers.json'), 'utf8')) as {
      providers: Array<{ id: string; plugin: string; casinoType: string; params?: Record<string, unknown> }>;
    };
    return file.providers.map((entry) => [`${brand}/${entry.id}`, entry] as const);
  });

describe('plugins over the sandbox payloads', () => {
  it.each(cases)('%s normalises every sandbox item', async (_name, entry) => {
    const plugin = (await import(`../${entry.plugin}/index.ts`)).default as ProviderDefinition<Record<string, unknown>>;
    const ctx = contractCtx(entry.params ?? {}, { routeProvider: entry.id, casinoType: entry.casinoType });
    const request = plugin.list.request(ctx);
    const payload = request ? payloads[entry.plugin] : null;
    if (request) expect(payload, `sandbox serves no payload for ${entry.plugin}`).toBeDefined();
    const { games, rejected } = plugin.list.normalise(payload, ctx);
    expect(rejected).toEqual([]);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      expect(game.routeProvider).toBe(entry.id);
      expect(game.gameName).not.toBe('');
      expect(game.imageUrl).not.toBe('');
    }
  });
});
