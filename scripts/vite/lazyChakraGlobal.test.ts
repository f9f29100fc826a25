import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyGlobal } from './lazyChakraGlobal.ts';

// The installed Chakra's own module: the change must apply to the code the build bundles.
const require = createRequire(import.meta.url);
const chakraEsm = join(dirname(require.resolve('@chakra-ui/react')), '..', 'esm');
const systemJs = readFileSync(join(chakraEsm, 'styled-system', 'system.js'), 'utf8');

describe('lazyGlobal', () => {
  it("makes the installed Chakra's system build its global CSS on first read, not when it is made", () => {
    const code = lazyGlobal(systemJs);
    expect(code).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(code).toMatch(/get _global\(\) \{\s+return \(_globalCss \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);\s+\},/);
    // still a module: parses as one
    expect(() => new Function(code.replace(/^\s*(import|export)\b.*$/gm, ''))).not.toThrow();
  });

  it('fails the build when Chakra no longer builds the global CSS as expected', () => {
    expect(() => lazyGlobal(systemJs.replace('getTokenCss()];', 'getTokenCss(), x];'))).toThrow(/no longer builds `_global`/);
  });
});
