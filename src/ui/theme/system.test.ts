// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultBaseConfig, type SystemStyleObject } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { shareUnchanged } from '../../config/shareUnchanged';
import type { ThemeFile } from '../../config/types';
import { type buildSystem, dropPrerenderedGlobals, overPrerendered, systemFor } from './system';
import reference from './typegen';

const theme = (): ThemeFile => JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/pampa/theme.json'), 'utf8'));

describe("the brand's Chakra system", () => {
  it('is built once per theme object: a live config with the theme unchanged keeps it, a changed theme gets a new one', () => {
    const first = theme();
    const system = systemFor(first);
    expect(systemFor(first)).toBe(system);
    // an equal theme from a new config: shareUnchanged gives back the old object, so the memo holds
    expect(systemFor(shareUnchanged(first, theme()))).toBe(system);
    const changed = shareUnchanged(first, { ...theme(), radii: { ...first.radii, button: 3 } });
    const next = systemFor(changed);
    expect(next).not.toBe(system);
    expect(next.token('radii.button')).toBe('3px');
  });

  it("keeps the palettes the engine's components use and the brand's colours", () => {
    const system = systemFor(theme());
    for (const token of [
      'colors.gray.500',
      'colors.red.500',
      'colors.orange.500',
      'colors.green.500',
      'colors.blue.500',
      'colors.blackAlpha.600',
      'colors.brand.bg',
    ]) {
      expect(system.token(token), token).toBeTruthy();
    }
    expect(system.token('colors.teal.500')).toBeUndefined();
  });

  it('gives every token-backed style prop `[value]` as the raw value, the CSS the value alone gives (Chakra passes the brackets through)', () => {
    const system = systemFor(theme());
    // raw values on purpose (the bare value each escape must equal), so past the strict style types
    const cssOf = (style: Record<string, unknown>) => css(system.css(style as SystemStyleObject) as never).styles;
    const tokenBacked = Object.entries(defaultBaseConfig.utilities ?? {}).filter(([, config]) => config?.values);
    let emitted = 0;
    for (const [prop] of tokenBacked) {
      const raw = cssOf({ [prop]: '13px' });
      if (raw !== '') emitted++;
      expect(cssOf({ [prop]: '[13px]' }), prop).toBe(raw);
    }
    // a few take only their listed values (focusRing: outside, inside…) and emit nothing for a length
    expect(emitted).toBeGreaterThan(150);
    // shorthands, conditions, responsive values and transforms that read the value (colours) included
    expect(cssOf({ w: '[calc(100vh - 64px)]' })).toBe('width:calc(100vh - 64px);');
    expect(cssOf({ opacity: { base: '[1]', md: '[0]' } })).toBe(cssOf({ opacity: { base: 1, md: 0 } }));
    expect(cssOf({ _hover: { cursor: '[pointer]' } })).toBe(cssOf({ _hover: { cursor: 'pointer' } }));
    expect(cssOf({ color: '[#123456]' })).toBe('color:#123456;');
    // tokens still resolve, and a bracket inside a value is no escape
    expect(cssOf({ p: '4', borderRadius: 'card', color: 'brand.text' })).toBe(
      'padding:var(--chakra-spacing-4);border-radius:var(--chakra-radii-card);color:var(--chakra-colors-brand-text);',
    );
    expect(cssOf({ gridTemplateColumns: '[a] 1fr [b]' })).toBe('grid-template-columns:[a] 1fr [b];');
    expect(cssOf({ w: '[a] 1fr [b]' })).toBe('width:[a] 1fr [b];');
  });

  it('types the same token names as a brand system (the reference theme of `npm run theme:types`)', () => {
    const names = (system: ReturnType<typeof buildSystem>) => [...system.tokens.tokenMap.keys()].filter((k) => !k.startsWith('colors.brand.info')).sort();
    expect(names(reference)).toEqual(names(systemFor(theme())));
  });

  it('over a prerendered page: no global CSS for the provider (the page has it), every other field the system’s, one per system', () => {
    const system = systemFor(theme());
    const over = overPrerendered(system);
    expect(over._global).toEqual([]);
    expect(system._global.length).toBeGreaterThan(0);
    expect(over.token('radii.button')).toBe(system.token('radii.button'));
    expect(over.css).toBe(system.css);
    expect(over.layers).toBe(system.layers);
    expect(over._config).toBe(system._config);
    expect(overPrerendered(system)).toBe(over);
  });

  it('drops only the server style tags of a <Global> no <Global> took over', () => {
    const doc = new DOMParser().parseFromString(
      '<head><style data-emotion="css-global y6b64k">a{}</style><style data-emotion="css-global">b{}</style><style data-emotion="css 1x">c{}</style></head>',
      'text/html',
    );
    dropPrerenderedGlobals(doc);
    expect(Array.from(doc.querySelectorAll('style'), (s) => s.getAttribute('data-emotion'))).toEqual(['css-global', 'css 1x']);
  });
});
