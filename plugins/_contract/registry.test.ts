import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const folders = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);

// The registry is derived from this folder, so each plugin folder must be complete and self-named.
describe('plugins folder', () => {
  it.each(folders)('%s exports a definition named after its folder, with fixtures and a test', async (name) => {
    const mod = await import(`../${name}/index.ts`);
    expect(mod.default.id).toBe(name);
    for (const f of ['fixtures/list.json', 'fixtures/launch.json', `${name}.test.ts`]) expect(existsSync(join(root, name, f)), f).toBe(true);
  });
});
