import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadNotInPage, RENDER_STAGE, renderStagePlugin, START_CHUNKS, startGroups } from './renderStage.ts';

const root = '/repo';
const id = (path: string) => resolve(root, path);

describe('startGroups', () => {
  // index.html → main.tsx → boot.ts → store.ts; start.tsx → react-dom, store.ts (shared with start-up)
  const graph: Record<string, string[]> = {
    [id('index.html')]: [id('src/main.tsx')],
    [id('src/main.tsx')]: [id('src/app/boot.ts')],
    [id('src/app/boot.ts')]: [id('src/models/store.ts')],
    [id('src/models/store.ts')]: [],
    [id(RENDER_STAGE)]: [id('node_modules/react-dom/index.js'), id('src/models/store.ts')],
    [id('node_modules/react-dom/index.js')]: [],
  };
  const ctx = { getModuleInfo: (m: string) => (graph[m] ? { importedIds: graph[m] } : null) };
  const [boot, app] = startGroups(root);

  it("puts start-up's static closure in its own chunk, first, and what only the render stage imports in the other", () => {
    expect(boot.tags).toEqual(['$initial']);
    expect(app.tags).toEqual(['$initial']);
    expect(boot.priority).toBeGreaterThan(app.priority);
    const name = boot.name as (m: string, c: typeof ctx) => string | null;
    for (const m of ['index.html', 'src/main.tsx', 'src/app/boot.ts', 'src/models/store.ts']) expect(name(id(m), ctx), m).toBe(START_CHUNKS[0]);
    // the render stage and React DOM stay out of start-up's chunk: the second group takes them
    expect(name(id(RENDER_STAGE), ctx)).toBeNull();
    expect(name(id('node_modules/react-dom/index.js'), ctx)).toBeNull();
    expect(app.name).toBe(START_CHUNKS[1]);
  });
});

describe('renderStagePlugin', () => {
  const chunk = (fileName: string, imports: string[], extra: Record<string, unknown> = {}) => ({ type: 'chunk', fileName, imports, ...extra });
  const bundle = {
    'assets/index-a.js': chunk('assets/index-a.js', ['assets/runtime-b.js'], { isEntry: true, facadeModuleId: id('index.html') }),
    'assets/runtime-b.js': chunk('assets/runtime-b.js', []),
    'assets/start-c.js': chunk('assets/start-c.js', ['assets/runtime-b.js', 'assets/index-a.js'], { isEntry: true, facadeModuleId: id(RENDER_STAGE) }),
    'assets/Dialog-d.js': chunk('assets/Dialog-d.js', ['assets/start-c.js', 'assets/portal-e.js']),
    'assets/portal-e.js': chunk('assets/portal-e.js', []),
  };
  const plugin = renderStagePlugin();

  it('preloads the render stage and what it imports from the shell page, beside the links Vite wrote', () => {
    const html = '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/runtime-b.js">';
    const transform = plugin.transformIndexHtml as { handler: (html: string, ctx: { bundle: unknown }) => unknown };
    const tags = transform.handler(html, { bundle }) as Array<{ tag: string; attrs: Record<string, unknown> }>;
    expect(tags.map((t) => [t.tag, t.attrs.rel, t.attrs.href])).toEqual([['link', 'modulepreload', '/assets/start-c.js']]);
  });

  it("leaves the chunks every page's HTML asks for out of a lazy chunk's preload list", () => {
    const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generate.handler({}, bundle);
    expect(preloadNotInPage('assets/Dialog-d.js', ['assets/start-c.js', 'assets/index-a.js', 'assets/runtime-b.js', 'assets/portal-e.js'])).toEqual([
      'assets/portal-e.js',
    ]);
  });
});
