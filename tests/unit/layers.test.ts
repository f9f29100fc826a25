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

  it('keeps scripts/ and studio/ inside the rule: tiers of library folders, entry points nobody imports, a cycle', async () => {
    const dir = fixture({
      'scripts/build.ts': "import { brands } from './lib/brands';\nexport const run = () => brands();\n",
      'scripts/lib/brands.ts': "import { plugin } from '../vite/plugin';\nexport const brands = () => plugin;\n",
      'scripts/vite/plugin.ts': "import { run } from '../build';\nexport const plugin = run;\n",
      'scripts/validate/lib.ts':
        "import type { Store } from '../../src/models/Store';\nimport { page } from '../../studio/Page';\nexport type S = Store | typeof page;\n",
      'scripts/sandbox/state.ts': "import type { Seed } from './seed';\nexport type State = { seed: Seed };\n",
      'scripts/sandbox/seed.ts': "import type { State } from './state';\nexport type Seed = { state?: State };\n",
      'scripts/sandbox/cli.ts': "import type { State } from './state';\nexport const s: State | undefined = undefined;\n",
      'scripts/prerender/render.ts': "import { s } from '../sandbox/cli';\nexport const r = s;\n",
      'src/models/Store.ts': 'export interface Store { id: string }\n',
      'src/ui/Widget.tsx': "import { page } from '../../studio/Page';\nexport const Widget = () => <div>{page}</div>;\n",
      'studio/Page.tsx':
        "import type { Store } from '../src/models/Store';\nimport { brands } from '../scripts/lib/brands';\nexport const page = 1;\nexport type P = Store | typeof brands;\n",
    });
    made.push(dir);
    const { violations } = await checkLayers(dir);
    expect(violations).toEqual(
      expect.arrayContaining([
        'scripts-lib: scripts/lib/brands.ts → scripts/vite/plugin.ts',
        'scripts-entry: scripts/vite/plugin.ts → scripts/build.ts',
        'scripts-entry: scripts/prerender/render.ts → scripts/sandbox/cli.ts',
        'scripts-prerender: scripts/prerender/render.ts → scripts/sandbox/cli.ts',
        'scripts-src: scripts/validate/lib.ts → src/models/Store.ts',
        'scripts-no-page: scripts/validate/lib.ts → studio/Page.tsx',
        'studio-src: studio/Page.tsx → src/models/Store.ts',
        'studio-scripts: studio/Page.tsx → scripts/lib/brands.ts',
        'src-no-tooling: src/ui/Widget.tsx → studio/Page.tsx',
      ]),
    );
    expect(violations.some((v) => v.startsWith('no-circular: ') && v.includes('scripts/sandbox/state.ts') && v.includes('scripts/sandbox/seed.ts'))).toBe(true);
  });

  it('accepts entry points over libraries, library folders down their tiers and the studio over the engine', async () => {
    const dir = fixture({
      'scripts/build.ts': "import { bundle } from './vite/bundle';\nimport { args } from './lib/args';\nexport const run = () => bundle(args);\n",
      'scripts/lib/args.ts': "import type { BrandConfig } from '../../src/config/types';\nexport const args: BrandConfig[] = [];\n",
      'scripts/validate/lib.ts': "import { args } from '../lib/args';\nexport const check = () => args;\n",
      'scripts/validate/cli.ts': "import { check } from './lib';\ncheck();\n",
      'scripts/vite/bundle.ts': "import { check } from '../validate/lib';\nexport const bundle = (a: unknown) => [a, check()];\n",
      'scripts/studio/api.ts': "import { bundle } from '../vite/bundle';\nexport type Api = typeof bundle;\n",
      'src/config/types.ts': 'export interface BrandConfig { id: string }\n',
      'src/ui/Widget.tsx': "import type { BrandConfig } from '../config/types';\nexport const Widget = (p: { c: BrandConfig }) => <div>{p.c.id}</div>;\n",
      'studio/Page.tsx':
        "import type { Api } from '../scripts/studio/api';\nimport { Widget } from '../src/ui/Widget';\nexport const Page = (p: { api: Api }) => <Widget c={{ id: typeof p.api }} />;\n",
    });
    made.push(dir);
    expect(await checkLayers(dir)).toMatchObject({ violations: [], modules: 9 });
  });

  it('passes on the real tree', async () => {
    const result = await checkLayers(repo);
    expect(result.violations).toEqual([]);
    // a parser that reads no TypeScript would pass every rule: the tree really was read
    expect(result.modules).toBeGreaterThan(450);
    expect(result.dependencies).toBeGreaterThan(500);
  });
});
