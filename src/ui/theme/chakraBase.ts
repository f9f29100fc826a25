import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, badgeRecipe, breakpoints, buttonRecipe, checkboxSlotRecipe, checkmarkRecipe, codeRecipe,
  cssVarsPrefix, cssVarsRoot, dialogSlotRecipe, fieldSlotRecipe, globalCss, headingRecipe, iconRecipe, inputRecipe,
  keyframes, layerStyles, linkRecipe, listSlotRecipe, nativeSelectSlotRecipe, semanticTokens, skeletonRecipe,
  spinnerRecipe, tableSlotRecipe, textStyles, tokens,
} from '@chakra-ui/react/theme';

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
      tokens,
      semanticTokens,
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
