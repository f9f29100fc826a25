/**
 * The texts search engines and link previews read (brand.json `seo`, README "SEO"; the build writes them
 * into each prerendered page with scripts/prerender/seo.ts). The home page's title and description are the
 * brand's own words in every language: the engine has no default, and validate fails without them. Every
 * other entry page takes the engine's texts (a brand may override them), where {page} is the page's own
 * name (a casino type's label, a flat page's name, …) and {brand} the brand name.
 */
export const SEO_BRAND_TEXTS = {
  'seo.home.title': "the home page's title in search results and link previews",
  'seo.home.description': "the home page's description in search results and link previews",
} as const;

/** The title of every entry page but the home page ({page}, {brand}). */
export const SEO_PAGE_TITLE = 'seo.page.title';

/** The entry pages other than the home page, each with its engine description `seo.<kind>.description`. */
export type SeoPageKind = 'casinoType' | 'promotions' | 'flatPage' | 'sportRules' | 'betRules' | 'contacts';

export const seoDescriptionId = (kind: SeoPageKind): string => `seo.${kind}.description`;
