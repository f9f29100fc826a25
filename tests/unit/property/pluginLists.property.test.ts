import fc from 'fast-check';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractCtx } from '../../../plugins/_contract/testProvider';
import { listBrandIds } from '../../../scripts/lib/brands';
import { ProviderShapeError, type ProviderDefinition } from '../../../src/catalogue/provider';
import { params as settings } from './settings';

const root = join(import.meta.dirname, '..', '..', '..');
const pluginIds = readdirSync(join(root, 'plugins'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);

/** Every provider entry of every brand, by plugin: the parameters plugins really run with. */
const entriesByPlugin = new Map<string, Array<{ brand: string; id: string; params: unknown; casinoType: string }>>();
for (const brand of listBrandIds()) {
  const file = JSON.parse(readFileSync(join(root, 'brands', brand, 'providers.json'), 'utf8')) as {
    providers: Array<{ id: string; plugin: string; params?: unknown; casinoType: string }>;
  };
  for (const p of file.providers) {
    const list = entriesByPlugin.get(p.plugin) ?? [];
    list.push({ brand, id: p.id, params: p.params ?? {}, casinoType: p.casinoType });
    entriesByPlugin.set(p.plugin, list);
  }
}

/** Replaces one value somewhere inside a JSON document (a list, an item, a field) with arbitrary JSON. */
function mutateAt(doc: unknown, path: number[], replacement: unknown): unknown {
  if (!path.length || doc === null || typeof doc !== 'object') return replacement;
  const keys = Object.keys(doc as object);
  if (!keys.length) return replacement;
  const key = keys[path[0] % keys.length];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(doc) ? [...doc] : { ...(doc as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = mutateAt((doc as Record<string, unknown>)[key], path.slice(1), replacement);
  return copy;
}

describe('provider list normalisers (property)', () => {
  for (const pluginId of pluginIds) {
    const entries = entriesByPlugin.get(pluginId) ?? [{ brand: '(none)', id: pluginId, params: {}, casinoType: 'slots' }];
    it(`${pluginId}: any JSON answer gives a list or a ProviderShapeError, never a crash`, async () => {
      const definition = (await import(`../../../plugins/${pluginId}/index.ts`)).default as ProviderDefinition<unknown>;
      const fixtureFile = join(root, 'plugins', pluginId, 'fixtures', 'list.json');
      const fixture = existsSync(fixtureFile) ? JSON.parse(readFileSync(fixtureFile, 'utf8')) : [];
      // the real answer with one part (the whole, the list, an item, a field) replaced by anything
      const answer = fc.oneof(
        fc.jsonValue(),
        fc.tuple(fc.array(fc.nat(), { maxLength: 4 }), fc.jsonValue({ maxDepth: 3 })).map(([path, value]) => mutateAt(fixture, path, value)),
      );
      fc.assert(
        fc.property(fc.constantFrom(...entries), answer, (entry, payload) => {
          const ctx = contractCtx(entry.params, { routeProvider: entry.id, casinoType: entry.casinoType });
          try {
            const { games, rejected } = definition.list.normalise(payload, ctx);
            expect(Array.isArray(games)).toBe(true);
            expect(Array.isArray(rejected)).toBe(true);
            for (const g of games) expect(typeof g.id === 'string' && typeof g.gameName === 'string').toBe(true);
          } catch (err) {
            if (!(err instanceof ProviderShapeError))
              throw new Error(`${pluginId} (${entry.brand}/${entry.id}) crashed on ${JSON.stringify(payload)?.slice(0, 300)}`, { cause: err });
          }
        }),
        settings,
      );
    }, 600_000);
  }
});
