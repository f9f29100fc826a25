import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { chakraBaseConfig } from './chakraBase';
import type { ThemeFile, ThemePalette } from '../../config/types';

type PaletteKey = keyof ThemePalette;

/** Semantic colour tokens `brand.<key>`: light value by default, dark under the `.dark` root class. */
function colorTokens(theme: ThemeFile) {
  const keys = new Set<PaletteKey>([...(Object.keys(theme.light) as PaletteKey[]), ...(Object.keys(theme.dark) as PaletteKey[])]);
  const out: Record<string, { value: { base: string; _dark: string } }> = {};
  for (const key of keys) {
    const light = String(theme.light[key] ?? theme.dark[key]);
    const dark = String(theme.dark[key] ?? theme.light[key]);
    out[key] = { value: { base: light, _dark: dark } };
  }
  return out;
}

const px = (n: number | undefined, fallback: string) => (typeof n === 'number' ? `${n}px` : fallback);

/** The Chakra system of one brand, from its theme.json (fonts, radii, light and dark palettes). */
export function buildSystem(theme: ThemeFile): SystemContext {
  const config = defineConfig({
    // Types only: with it, `chakra typegen` (src/ui/theme/typegen.ts) types style props with the tokens
    // alone, so an unknown token (Chakra would emit it raw and the browser drop it) fails the typecheck.
    strictTokens: true,
    theme: {
      tokens: {
        fonts: {
          heading: { value: theme.fonts.heading },
          body: { value: theme.fonts.body },
          mono: { value: theme.fonts.mono ?? 'ui-monospace, monospace' },
        },
        radii: {
          button: { value: px(theme.radii.button, '8px') },
          card: { value: px(theme.radii.card, px(theme.radii.button, '8px')) },
          modal: { value: px(theme.radii.modal, '12px') },
          input: { value: px(theme.radii.input, px(theme.radii.button, '8px')) },
        },
      },
      semanticTokens: { colors: { brand: colorTokens(theme) } },
    },
    globalCss: {
      'html, body': {
        bg: 'brand.bg',
        color: 'brand.text',
        fontFamily: 'body',
        margin: '[0]',
      },
      a: { color: '[inherit]' },
    },
  });
  return createSystem(chakraBaseConfig, config);
}

const systems = new WeakMap<ThemeFile, SystemContext>();

/**
 * The brand's system, built once per theme object: start-up builds it while the text pack downloads
 * (src/app/boot.ts), so the first render finds it ready; a live config that left the theme as it was
 * keeps the object (src/config/shareUnchanged.ts) and so the system, a changed theme gets a new one.
 */
export function systemFor(theme: ThemeFile): SystemContext {
  let system = systems.get(theme);
  if (!system) {
    system = buildSystem(theme);
    systems.set(theme, system);
  }
  return system;
}

const prerenderedSystems = new WeakMap<SystemContext, SystemContext>();

/**
 * The system of a page hydrated over its prerendered markup: the page's global CSS (reset, global styles, every
 * token as a CSS variable) came with the markup (emotion's server styles), so `ChakraProvider`'s `<Global>` is
 * given none and the browser never builds it (the build makes it lazy: scripts/vite/lazyChakraGlobal.ts). Every
 * other field reads through to the system. One per system, so the provider's value keeps its identity.
 */
export function overPrerendered(system: SystemContext): SystemContext {
  let over = prerenderedSystems.get(system);
  if (!over) {
    over = Object.create(system, { _global: { value: [], enumerable: true } }) as SystemContext;
    prerenderedSystems.set(system, over);
  }
  return over;
}

/** Emotion's server style tags of a `<Global>` that no `<Global>` took over (their name follows the key). */
const UNCLAIMED_GLOBAL = 'style[data-emotion^="css-global "]';

/**
 * Removes the prerendered page's global CSS that no `<Global>` took over — the markup's theme, once the page
 * renders another (a live config changed the theme) with a `<Global>` of its own.
 */
export function dropPrerenderedGlobals(doc: Document): void {
  for (const tag of doc.querySelectorAll(UNCLAIMED_GLOBAL)) tag.remove();
}
