import type { ThemeFile, ThemeFonts, ThemePalette } from '../../config/types';
import { buildSystem } from './system';

/**
 * The palette keys every brand has. A brand's system names a colour token only for the keys its
 * theme.json sets, so an optional key (`info`) is left out here: a component naming `brand.info`
 * would render nothing on a brand without it, and the typecheck says so instead.
 */
type RequiredPalette = { [K in keyof ThemePalette as undefined extends ThemePalette[K] ? never : K]: ThemePalette[K] };

const palette: RequiredPalette = {
  bg: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#ffffff',
  text: '#000000',
  textMuted: '#000000',
  primary: '#000000',
  primaryText: '#ffffff',
  accent: '#000000',
  border: '#000000',
  success: '#000000',
  error: '#000000',
  warning: '#000000',
  overlay: '#000000',
};

const fonts: Required<ThemeFonts> = { heading: 'serif', body: 'sans-serif', mono: 'monospace' };

/**
 * The system `chakra typegen` reads (`npm run theme:types`, run by `npm run typecheck`) to type
 * Chakra's style props with the engine's token names. Names are the engine's and the same for every
 * brand (buildSystem gives every radius and font a fallback); only values differ, so this reference
 * theme's values are placeholders and no brand's file is read.
 */
const reference: ThemeFile = { fonts, radii: { button: 8 }, logos: { light: '', dark: '' }, light: palette, dark: palette };

export default buildSystem(reference);
