/**
 * `?lang=<code>` in the page URL: the address of a page in a language other than the brand's default
 * (prerendered pages, hreflang and sitemap links; scripts/prerender/seo.ts). A visitor who opens one starts
 * in that language, as their own choice (kept like a choice made on the site); a code the brand does not
 * offer is ignored. When the language then changes on the site, the URL follows: `lang` names the new
 * language, or goes when it is the brand's default, so a reload or a shared link shows what was on screen.
 */
import { reaction, type IReactionDisposer } from 'mobx';
import type { BrandFile } from '../config/types';
import type { StoreEnv } from '../models/env';
import { urlLanguage } from '../models/shell/LocaleStore';
import type { RootStore, RootStoreSnapshotIn } from '../models/RootStore';

/** The persisted slices with the URL's language as the visitor's choice, when the URL names one of the brand's. */
export function withUrlLanguage(persisted: Partial<RootStoreSnapshotIn>, brand: Pick<BrandFile, 'languages'>, search: string): Partial<RootStoreSnapshotIn> {
  const chosen = urlLanguage(brand, search);
  return chosen ? { ...persisted, locale: { ...persisted.locale, chosen } } : persisted;
}

/** The query string with `lang` following the language on screen; null when it needs no change (no `lang` in it, or already this one). */
export function searchWithLanguage(search: string, language: string, defaultLanguage: string): string | null {
  const params = new URLSearchParams(search);
  const current = params.get('lang');
  if (current === null || current === language) return null;
  if (language === defaultLanguage) params.delete('lang');
  else params.set('lang', language);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Keeps `?lang=` in step with the site language (replacing the history entry through the router). */
export function followLanguageInUrl(root: RootStore, env: StoreEnv, location: Pick<Location, 'pathname' | 'search' | 'hash'>): IReactionDisposer {
  return reaction(
    () => root.locale.language,
    (language) => {
      const search = searchWithLanguage(location.search, language, root.config.brand.defaultLanguage);
      if (search !== null) env.navigate?.(`${location.pathname}${search}${location.hash}`, { replace: true });
    },
  );
}
