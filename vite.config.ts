import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { icuPlugin } from './scripts/vite/icuPlugin.ts';
import { pluginSchemaPlugin } from './scripts/vite/pluginSchemaPlugin.ts';
import { brandConfigPlugin } from './scripts/vite/brandConfigPlugin.ts';
import { sandboxPlugin } from './scripts/sandbox/vitePlugin.ts';
import { cspPlugin } from './scripts/vite/cspPlugin.ts';
import { compileHintPlugin } from './scripts/vite/compileHintPlugin.ts';
import { lazyChakraGlobalPlugin } from './scripts/vite/lazyChakraGlobal.ts';
import { preloadNotInPage, renderStageInputs, renderStagePlugin, startGroups } from './scripts/vite/renderStage.ts';

// One app bundle for every brand; brand configs are separate bundles (see scripts/vite/brandConfigPlugin).
export default defineConfig({
  // cspPlugin after the sandbox: it answers page navigations the sandbox left alone.
  plugins: [icuPlugin(), pluginSchemaPlugin(), react(), brandConfigPlugin(), sandboxPlugin(), cspPlugin(), compileHintPlugin(), renderStagePlugin(), lazyChakraGlobalPlugin()],
  server: { port: Number(process.env.PORT ?? 5173), strictPort: false },
  preview: { port: Number(process.env.PORT ?? 4173) },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the site supports preloads modules itself (modulepreload: Chromium 66, Firefox 115,
    // Safari 17); an older Safari only fetches them in turn instead of at once, as without the hint.
    modulePreload: { polyfill: false, resolveDependencies: preloadNotInPage },
    // Everything the entry imports statically is one chunk: left to automatic splitting, each module a lazy
    // chunk shares with it (Chakra's Box, Link, …) became its own small file, and the first visit paid
    // a file's gzip and import overhead for each of them.
    // Start-up and the render stage it imports once settled are two chunks (scripts/vite/renderStage.ts).
    rolldownOptions: {
      input: renderStageInputs(import.meta.dirname),
      // @emotion/react imports hoist-non-react-statics for its side effects only (`import '…'`, for its withTheme,
      // which the engine does not use); the package declares none, so the import kept it and react-is (≈ 1 kB gzip).
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
      output: { codeSplitting: { groups: startGroups(import.meta.dirname) } },
    },
  },
  // The prerenderer's build (scripts/prerender/render.ts) bundles every package, so it runs in Node exactly as the
  // browser bundle does. Only there: Vitest reads this config too, and would then transform every dependency.
  ...(process.env.CROUPIER_PRERENDER_BUILD ? { ssr: { noExternal: true } } : {}),
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'studio/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
