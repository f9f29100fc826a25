import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { pluginSchemaPlugin } from './pluginSchemaPlugin';

const PLUGINS = resolve(import.meta.dirname, '..', '..', 'plugins');

/** The plugin's transform as the build runs it: on the module compiled from TypeScript. */
async function built(file: string): Promise<string | undefined> {
  const js = (await transformWithOxc(readFileSync(file, 'utf8'), file)).code;
  const transform = pluginSchemaPlugin().transform as (this: unknown, code: string, id: string) => { code: string } | null;
  return transform.call({}, js, file)?.code;
}

describe('a browser build ships no plugin parameter schema or description', () => {
  const ids = readdirSync(PLUGINS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name);

  it('finds the plugins', () => expect(ids.length).toBeGreaterThan(5));

  for (const id of ids) {
    it(`plugins/${id}: paramsSchema becomes {} and description '', the rest of the definition stays`, async () => {
      const file = join(PLUGINS, id, 'index.ts');
      const code = await built(file);
      expect(code, 'the default export is defineProvider({ …, paramsSchema: … })').toBeDefined();
      expect(code).toMatch(/paramsSchema: \{\}/);
      expect(code).toMatch(/description: ''/);
      expect(code).toMatch(/list: \{/);
      expect(code).toMatch(/launch: \{/);
    });
  }

  it('leaves other modules, and a definition without a schema, as they are', () => {
    const transform = pluginSchemaPlugin().transform as (this: unknown, code: string, id: string) => unknown;
    expect(transform.call({}, 'export const x = { paramsSchema: 1 };', '/x/plugins/_shared/schema.ts')).toBeNull();
    expect(transform.call({}, 'export default defineProvider({ id: "a" });', '/x/plugins/a/index.ts')).toBeNull();
    expect(transform.call({}, 'export const description = "kept";', '/x/plugins/a/index.ts')).toBeNull();
    expect(transform.call({}, 'export default defineProvider({ id: "a", paramsSchema: { a: 1 } });', '/x/plugins/a/README.ts')).toBeNull();
  });

  it('is a build step only: the dev server, Vitest and the CLI load the plugins as written', () => {
    expect((pluginSchemaPlugin() as Plugin).apply).toBe('build');
  });
});
