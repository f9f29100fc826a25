import type { Plugin } from 'vite';

/** Chakra's module that builds a system (`createSystem`). */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _globalCss;';
const FIELD = /\n(\s*)_global,\n/;

/**
 * `createSystem` with its global CSS (reset, global styles, every token as a CSS variable) built on first read of
 * `system._global`, not while the system is made. The token CSS is half of the system's making — about 40 ms of a
 * phone's main thread at start-up, in a task of its own — and the only reader is `ChakraProvider`, for its
 * `<Global>`, which a prerendered page already has in its markup (src/ui/theme/system.ts `overPrerendered`).
 * Returns the module's code changed, or throws when Chakra's code is no longer the code this change was written
 * for (a Chakra update then fails the build here, not the page).
 */
export function lazyGlobal(code: string): string {
  if (!code.includes(EAGER) || !FIELD.test(code))
    throw new Error(
      "lazyChakraGlobal: @chakra-ui/react's styled-system/system.js no longer builds `_global` as this build expects (scripts/vite/lazyChakraGlobal.ts): check the new createSystem and update or drop the change",
    );
  return code
    .replace(EAGER, LAZY)
    .replace(
      FIELD,
      (_m, indent: string) =>
        `\n${indent}get _global() {\n${indent}  return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n${indent}},\n`,
    );
}

/** The build's plugin applying `lazyGlobal` to Chakra's system module (the browser's build and the server's alike). */
export function lazyChakraGlobalPlugin(): Plugin {
  return {
    name: 'croupier:lazy-chakra-global',
    transform(code, id) {
      return SYSTEM_MODULE.test(id.split('?')[0]) ? { code: lazyGlobal(code), map: null } : undefined;
    },
  };
}
