import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLayers } from '../../scripts/layers/check';

const repo = resolve(import.meta.dirname, '../..');

/** Writes a small tree shaped like the repository (path → source). */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// dependency-cruiser reads every file through Babel: seconds on a busy machine, not milliseconds.
describe('the layer rule (npm run lint:layers)', { timeout: 120_000 }, () => {
  it('names each back-edge, type-only ones too, and a cycle', async () => {
    const dir = fixture({
      'src/ports/env.ts': "import type { Store } from '../models/Store';\nexport type Env = { store?: Store };\n",
      'src/models/Store.ts': "import type { Env } from '../ports/env';\nexport interface Store { env: Env }\n",
      'src/pages/Page.tsx': "import { Widget } from '../ui/Widget';\nexport const Page = () => <Widget />;\n",
      'src/ui/Widget.tsx': "export const Widget = () => <div />;\nexport const lazyPage = () => import('../pages/Page');\n",
      'src/config/load.ts': "import { request } from '../api/client';\nexport const load = () => request();\n",
      'src/api/client.ts': 'export const request = () => 1;\n',
      'plugins/acme/index.ts': "import { load } from '../../src/config/load';\nexport default load;\n",
      'src/pages/profile/Section.tsx': "import { List } from '../contacts/List';\nexport const Section = () => <List />;\n",
      'src/pages/contacts/List.tsx': 'export const List = () => <ul />;\n',
    });
    made.push(dir);
    const { violations } = await checkLayers(dir);
    expect(violations).toEqual(
      expect.arrayContaining([
        'layer-ports: src/ports/env.ts → src/models/Store.ts',
        'layer-ui: src/ui/Widget.tsx → src/pages/Page.tsx',
        'layer-config: src/config/load.ts → src/api/client.ts',
        'plugin-api: plugins/acme/index.ts → src/config/load.ts',
        'pages-no-sideways: src/pages/profile/Section.tsx → src/pages/contacts/List.tsx',
      ]),
    );
    expect(violations.some((v) => v.startsWith('no-circular: ') && v.includes('src/ports/env.ts') && v.includes('src/models/Store.ts'))).toBe(true);
  });

  it('accepts imports down the layers and the plugin API', async () => {
    const dir = fixture({
      'src/ports/env.ts': 'export type Env = { now(): number };\n',
      'src/models/Store.ts': "import type { Env } from '../ports/env';\nexport interface Store { env: Env }\n",
      'src/ui/Widget.tsx': "import type { Store } from '../models/Store';\nexport const Widget = (p: { store: Store }) => <div>{p.store.env.now()}</div>;\n",
      'src/catalogue/provider.ts': 'export const defineProvider = <T,>(d: T) => d;\n',
      'plugins/acme/index.ts': "import { defineProvider } from '../../src/catalogue/provider';\nexport default defineProvider({});\n",
      // inside one page family, and from a family to a page that belongs to none (src/pages/NotFoundPage.tsx)
      'src/pages/profile/Layout.tsx': "import { Section } from './sections/Section';\nexport const Layout = () => <Section />;\n",
      'src/pages/profile/sections/Section.tsx': "import { NotFound } from '../../NotFound';\nexport const Section = () => <NotFound />;\n",
      'src/pages/NotFound.tsx': 'export const NotFound = () => <p />;\n',
    });
    made.push(dir);
    expect(await checkLayers(dir)).toMatchObject({ violations: [], modules: 8, dependencies: 5 });
  });

  it('passes on the real tree', async () => {
    const result = await checkLayers(repo);
    expect(result.violations).toEqual([]);
    // a parser that reads no TypeScript would pass every rule: the tree really was read
    expect(result.modules).toBeGreaterThan(200);
    expect(result.dependencies).toBeGreaterThan(500);
  });
});
