import { defaultBaseConfig, defineConfig, type SystemConfig, type ThemingConfig } from '@chakra-ui/react';
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

type Utilities = NonNullable<SystemConfig['utilities']>;

// no bracket inside: a CSS value of its own with brackets (grid line names `[a] 1fr [b]`) is no escape
const ESCAPED = /^\[([^[\]]+)\]$/;

/**
 * The token-backed style props (`values` in Chakra's utility config) taking `[value]` as the raw CSS
 * value. With `strictTokens` the types accept only a token or that escape for such a prop, but Chakra
 * 3 passes the brackets through to the CSS (chakra-ui/chakra-ui#10022), where the browser drops the
 * declaration. Unescaped values go the way Chakra sends them: through the utility's own transform, or
 * as the property itself when it has none.
 */
function withEscapeHatch(utilities: Utilities): Utilities {
  const out: Utilities = {};
  for (const [key, config] of Object.entries(utilities)) {
    if (!config?.values) {
      out[key] = config;
      continue;
    }
    const own = config.transform;
    out[key] = {
      ...config,
      transform(value, args) {
        const raw = typeof value === 'string' ? ESCAPED.exec(value)?.[1] : undefined;
        if (raw === undefined) return own ? own(value, args) : { [key]: value };
        return own ? own(raw, { ...args, raw }) : { [key]: raw };
      },
    };
  }
  return out;
}

/**
 * Chakra's own recipes, typed as recipes of any style: they are written with raw CSS values (`1px`,
 * `padding-box`) that the strict token types refuse in the engine's code, and render as Chakra ships them.
 */
const chakraOwn = <T>(recipes: object) => recipes as T;

/**
 * Chakra's default theme with only the recipes of the components the engine renders. The full
 * default config carries every component's recipe (~100 of them) into the first visit's bundle;
 * a component added to the UI adds its recipe here.
 */
export const chakraBaseConfig = defineConfig({
  // Chakra's base config is only its conditions and utilities, both given here: no merge at module load (a
  // deep clone of every recipe while the bundle evaluates), `createSystem` merges once with the brand's.
  conditions: defaultBaseConfig.conditions,
  preflight: true,
  utilities: withEscapeHatch(defaultBaseConfig.utilities ?? {}),
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
    recipes: chakraOwn<ThemingConfig['recipes']>({
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
    }),
    slotRecipes: chakraOwn<ThemingConfig['slotRecipes']>({
      alert: alertSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    }),
  },
});
