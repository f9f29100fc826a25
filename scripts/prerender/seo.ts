/** Provisional: the entry paths and head tags of a brand's prerendered pages (the SEO module replaces it). */
import type { BrandConfig } from '../../src/config/types.ts';

export function publicEntryPaths(config: BrandConfig): string[] {
  return ['/', '/casino', ...config.catalogue.casinoTypes.map((t) => `/casino/${t.path}`)];
}

export function headTags(config: BrandConfig, _path: string, _language: string): string {
  return `<title>${config.brand.name}</title>`;
}

export const htmlLang = (language: string) => language;
