/**
 * Start-up and the app's render stage as two chunks. src/main.tsx runs start-up (src/app/boot.ts: config, store
 * tree, the first screen's lists and pictures) and only then imports src/app/start.tsx — React, the router,
 * Chakra, the views — so on a phone the render code is evaluated after the first pictures are on screen.
 *
 * The render stage is a second entry of the build, so rolldown's `$initial` tag (what some entry imports
 * statically, after tree-shaking) covers it: with it as a plain dynamic import, each module it shares with a
 * lazy page became a small file of its own (about 30, +9 kB gzip of import overhead), and a group of its static
 * closure took whole barrels (every Chakra component, dialogs included) into the first visit. The two groups
 * split what is `$initial`: start-up's static closure (`boot`), and the rest (`app`). Every page preloads both
 * (the shell page's modulepreload links, which the prerendered pages keep).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The render stage's module, from the repository's root. */
export const RENDER_STAGE = 'src/app/start.tsx';
/** The page's entry module (index.html's script), from the repository's root. */
const ENTRY = 'src/main.tsx';
/** The names of the two chunks of what some entry imports statically. */
export const START_CHUNKS = ['boot', 'app'] as const;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules `from` imports statically, directly or not (before tree-shaking: `$initial` narrows it). */
function staticClosure(graph: ModuleGraph, from: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The build's inputs: the page and the render stage. */
export const renderStageInputs = (root: string) => ({ index: resolve(root, 'index.html'), start: resolve(root, RENDER_STAGE) });

/**
 * The code-splitting groups of what the entries import statically (rolldown `codeSplitting.groups`): start-up's
 * part first (its modules leave the later group), then the rest.
 */
export function startGroups(root: string) {
  // the page (its module scripts) and what it runs
  const entry = [resolve(root, 'index.html'), resolve(root, ENTRY)];
  let boot: Set<string> | undefined;
  return [
    {
      tags: ['$initial' as const],
      priority: 2,
      name: (id: string, ctx: ModuleGraph) => {
        boot ??= staticClosure(ctx, entry);
        return boot.has(id) ? START_CHUNKS[0] : null;
      },
    },
    { tags: ['$initial' as const], priority: 1, name: START_CHUNKS[1] },
  ];
}

/** The chunks every page's HTML asks for (both entries and what they import statically), by file name (renderStagePlugin). */
const inPage = new Set<string>();

/**
 * Vite's `build.modulePreload.resolveDependencies`: a lazy chunk's preload list without the chunks the page's HTML
 * already asks for (Vite's preload helper would skip them at run time anyway; listing them cost every lazy import
 * its bytes in both entries, ≈ 110 B gzip of the first visit).
 */
export const preloadNotInPage = (_file: string, deps: string[]): string[] => deps.filter((d) => !inPage.has(d));

/** The chunk files `from` loads: themselves and what they import statically, directly or not. */
function chunkFiles(chunks: ReadonlyMap<string, { imports: readonly string[] }>, from: readonly string[], into = new Set<string>()): Set<string> {
  const add = (file: string) => {
    if (into.has(file)) return;
    into.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) add(dep);
  };
  for (const file of from) add(file);
  return into;
}

/**
 * The shell page (dist/index.html, which every prerendered page is made from) preloads the render stage and
 * what it imports, as Vite's own links preload the entry's: its download must not wait for start-up.
 */
export function renderStagePlugin(): Plugin {
  return {
    name: 'croupier:render-stage',
    apply: 'build',
    // before Vite writes the preload lists (its import analysis runs in its own generateBundle, later)
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        inPage.clear();
        const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        chunkFiles(
          chunks,
          [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
          inPage,
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const stage = chunks.find((c) => c.facadeModuleId?.endsWith(RENDER_STAGE));
        if (!stage) return html;
        const files = chunkFiles(new Map(chunks.map((c) => [c.fileName, c])), [stage.fileName]);
        const linked = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
        return [...files]
          .filter((f) => !linked.has(f))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}
