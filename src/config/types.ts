/**
 * The merged brand bundle the app loads: one key per brand file, holding that file's content as is
 * (minus "$schema"), plus the brand's text packs and long-text content. Types come from the schemas
 * (types.gen.ts, `npm run gen:types`); nothing here is written by hand beside them.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { BrandFile, CatalogueFile, FlatPagesFile, NavigationFile, ProvidersFile, RulesFile, SportRulesFile, ThemeFile } from './types.gen';

export type * from './types.gen';

/** Message id → ICU message, for one language. */
export type MessagePack = Record<string, string>;

/** Long texts by language code (e.g. "es-es"). */
export interface BrandContent {
  sportRules?: Record<string, SportRulesFile>;
  flatPages?: Record<string, FlatPagesFile>;
}

/** The merged bundle of brands/<id>/: what RootStore holds as `config`. */
export interface BrandConfig {
  /** brand.json; `server` is stripped from the browser bundle. */
  brand: BrandFile;
  /** providers.json: `providers.providers` is the entry list. */
  providers: ProvidersFile;
  catalogue: CatalogueFile;
  rules: RulesFile;
  theme: ThemeFile;
  navigation: NavigationFile;
  /** The brand's own text packs by language code (messages only); the engine's defaults are merged under them at run time. */
  locales: Record<string, MessagePack>;
  content?: BrandContent;
  /**
   * Written by the build, not by hand: per language, the formatjs AST of each message of `locales` that is
   * not plain text (src/i18n/compile.ts). The loader keeps it only on a config whose bytes the build
   * validated (src/config/load.ts); every other config's texts are parsed in the browser.
   */
  compiledMessages?: Record<string, Record<string, MessageFormatElement[]>>;
}

/** The brand files that make up a bundle, with the schema that checks each. */
export const BRAND_FILES = {
  brand: 'brand.json',
  providers: 'providers.json',
  catalogue: 'catalogue.json',
  rules: 'rules.json',
  theme: 'theme.json',
  navigation: 'navigation.json',
} as const;

export type BrandFileKey = keyof typeof BRAND_FILES;
