import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes the engine renders: gray (every recipe's default palette), the alert
 * statuses' blue, green, orange and red, and the black and white alphas of overlays. Colour tokens are
 * most of the theme's tokens, and every token is processed when the brand's system is created at start-up (≈ 0.5 s of a throttled phone's main
 * thread for all of Chakra's palettes), so the palettes nothing names are left out; a component given
 * another `colorPalette` (or a `teal.500`-style colour) adds its palette here.
 */
const PALETTES = new Set(['gray', 'red', 'orange', 'green', 'blue', 'blackAlpha', 'whiteAlpha']);

/** The colour tokens without Chakra's palettes the engine does not use (a palette: an object of shades or of palette roles). */
function usedColors<T extends Record<string, unknown>>(colors: T | undefined): T | undefined {
  if (!colors) return colors;
  const isPalette = (v: unknown) => typeof v === 'object' && v !== null && ('500' in v || 'solid' in v);
  return Object.fromEntries(Object.entries(colors).filter(([name, v]) => PALETTES.has(name) || !isPalette(v))) as T;
}

/**
 * Chakra's default theme with only the recipes of the components the engine renders. The full
 * default config carries every component's recipe (~100 of them) into the first visit's bundle;
 * a component added to the UI adds its recipe here.
 */
export const chakraBaseConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: usedColors(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: usedColors(semanticTokens.colors) },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        code: codeRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        table: tableSlotRecipe,
      },
    },
  }),
);
