import Ajv2020 from 'ajv/dist/2020';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const brandsDir = join(__dirname, '..', '..', 'brands');
// A layer (brands/_platform) may hold only shared tables (the studio names) and no provider entries.
const hasEntries = (b: string) =>
  existsSync(join(brandsDir, b, 'providers.json')) && Array.isArray(JSON.parse(readFileSync(join(brandsDir, b, 'providers.json'), 'utf8')).providers);
const brands = existsSync(brandsDir) ? readdirSync(brandsDir).filter(hasEntries) : [];

// The full validator lives in scripts/validate; this keeps plugin schema changes from silently breaking a brand.
describe.each(brands)('brands/%s/providers.json', (brand) => {
  const file = JSON.parse(readFileSync(join(brandsDir, brand, 'providers.json'), 'utf8')) as {
    providers?: Array<{ id: string; plugin: string; params?: unknown; logo?: Record<string, Record<string, string>> }>;
  };
  it.each((file.providers ?? []).map((p) => [p.id, p] as const))('%s: params satisfy its plugin schema and logos exist', async (_id, entry) => {
    const plugin = (await import(`../${entry.plugin}/index.ts`)).default;
    const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(plugin.paramsSchema);
    expect(validate(entry.params ?? {}), JSON.stringify(validate.errors)).toBe(true);
    for (const size of Object.values(entry.logo ?? {}))
      for (const path of Object.values(size)) expect(existsSync(join(brandsDir, brand, path)), path).toBe(true);
  });
});
