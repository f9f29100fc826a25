import type { Tokens } from '@chakra-ui/react';

/**
 * The semantic tokens the casino UI paints with, in one place so they follow the shell's
 * theme (src/ui/theme*, built from theme.json). Only token names here, never colours.
 */
export const tok = {
  bg: 'brand.bg',
  surface: 'brand.surface',
  surfaceAlt: 'brand.surfaceAlt',
  text: 'brand.text',
  textMuted: 'brand.textMuted',
  primary: 'brand.primary',
  primaryText: 'brand.primaryText',
  accent: 'brand.accent',
  border: 'brand.border',
  success: 'brand.success',
  error: 'brand.error',
  warning: 'brand.warning',
  overlay: 'brand.overlay',
} as const satisfies Record<string, Tokens['colors']>;

/**
 * The brand's radii (theme.json `radii`): the system's `radii` tokens `card`, `button`, `modal`, `input`
 * (src/ui/theme/system.ts). A name that is no token would reach the CSS as is and the browser drop the
 * rule; the strict token types make it a compile error here (tests/types/tokens.tsx).
 */
export const radius = {
  card: 'card',
  button: 'button',
  modal: 'modal',
  input: 'input',
} as const satisfies Record<string, Tokens['radii']>;

/** Slides are wide banners: the promotion slider's box keeps this width-to-height ratio, loading or not. */
export const SLIDER_RATIO = 3;

/**
 * The height the jackpots strip holds from its placeholder until its lists are in (its title line and one line of
 * cards): a desktop's first screen shows the row under it, which must not move when the jackpots arrive.
 */
export const JACKPOTS_STRIP_MIN_H = '[7.5rem]';
