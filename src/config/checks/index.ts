/**
 * The named cross-checks, in the order crossCheck runs them: brand.json, catalogue.json, providers.json,
 * rules.json, theme.json, the currency labels, navigation.json, then the text packs. The order is part of
 * the output (the CLI, the studio and the console print issues as found), so a new check goes where its
 * file's checks are, or at the end.
 */
import { brandChecks, currencyCheck, signUpCurrencyCheck } from './brand.ts';
import { catalogueChecks } from './catalogue.ts';
import type { CrossCheck } from './kit.ts';
import { navigationChecks } from './navigation.ts';
import { providerChecks } from './providers.ts';
import { rulesChecks } from './rules.ts';
import { textChecks } from './texts.ts';
import { themeChecks } from './theme.ts';

export const CROSS_CHECKS: readonly CrossCheck[] = [
  ...brandChecks,
  ...catalogueChecks,
  ...providerChecks,
  ...rulesChecks,
  ...themeChecks,
  currencyCheck,
  signUpCurrencyCheck,
  ...navigationChecks,
  ...textChecks,
];
