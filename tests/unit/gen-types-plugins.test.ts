/** Plugin parameter types are generated from the plugins' paramsSchema (scripts/authoring/genTypes.ts), never kept by hand. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLUGINS_DIR, renderPluginTypes } from '../../scripts/authoring/genTypes';

describe('plugin parameter types', () => {
  it('every plugin has a params.gen.ts equal to what npm run gen:types writes now', async () => {
    const rendered = await renderPluginTypes();
    const plugins = readdirSync(PLUGINS_DIR).filter((id) => !id.startsWith('_') && existsSync(join(PLUGINS_DIR, id, 'index.ts')));
    expect([...rendered.keys()].map((f) => f.slice(PLUGINS_DIR.length + 1)).sort()).toEqual(
      ['_shared/params.gen.ts', ...plugins.map((id) => `${id}/params.gen.ts`)].sort(),
    );
    for (const [file, text] of rendered) {
      expect(existsSync(file), `${file} is missing — run npm run gen:types`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} is stale — run npm run gen:types`).toBe(text);
    }
  });

  it('no plugin keeps a params interface by hand beside its schema', () => {
    for (const id of readdirSync(PLUGINS_DIR).filter((d) => existsSync(join(PLUGINS_DIR, d, 'index.ts')))) {
      expect(readFileSync(join(PLUGINS_DIR, id, 'index.ts'), 'utf8')).not.toMatch(/^export (interface|type) \w+Params\b(?! \})/m);
    }
  });
});
