import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole script (Chromium 136+; other engines read it as a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the entry chunk — the one chunk every page runs from start to end.
 * With it, Chromium compiles the chunk's functions on a background thread while the file downloads, instead of
 * one by one on the main thread as start-up first calls them: on the phone profile the bundle's evaluation is the
 * longest task of a load (docs/PERFORMANCE.md "Compile hint"). The hint is read only before the script's first
 * token, so it is added after Vite has written its own first line (the preload map) into the chunk.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'croupier:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
