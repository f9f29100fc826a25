import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintPlugin } from './compileHintPlugin.ts';

describe('compileHintPlugin', () => {
  it('puts the hint on the first line of the entry chunk only, after what Vite wrote first', () => {
    const bundle = {
      'assets/index-a.js': { type: 'chunk', isEntry: true, code: 'const __vite__mapDeps=1;\nimport "x";' },
      'assets/LobbyPage-b.js': { type: 'chunk', isEntry: false, code: 'export const a=1;' },
      'assets/logo.svg': { type: 'asset', source: '<svg/>' },
    };
    const hook = compileHintPlugin().generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    expect(bundle['assets/index-a.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nimport "x";`);
    expect(bundle['assets/LobbyPage-b.js'].code).toBe('export const a=1;');
    expect(bundle['assets/logo.svg']).toEqual({ type: 'asset', source: '<svg/>' });
  });
});
