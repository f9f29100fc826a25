import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { configOf } from '../kit/config';

/** The site language: the user's choice when the brand offers it, else the brand default. */
export function siteLanguage(brand: { languages: readonly { code: string }[]; defaultLanguage: string }, chosen: string | undefined): string {
  return chosen && brand.languages.some((l) => l.code === chosen) ? chosen : brand.defaultLanguage;
}

/**
 * The brand language a page URL names with `?lang=<code>` (the address of a page in a language other than
 * the brand's default: prerendered pages, hreflang and sitemap links), matched regardless of case;
 * undefined when the URL names none or a code the brand does not offer.
 */
export function urlLanguage(brand: { languages: readonly { code: string }[] }, search: string): string | undefined {
  const code = new URLSearchParams(search).get('lang')?.toLowerCase();
  return code ? brand.languages.find((l) => l.code.toLowerCase() === code)?.code : undefined;
}

/** The site language: the user's persisted choice when the brand offers it, else the brand default. */
export const LocaleStoreModel = types
  .model('LocaleStore', {
    /** The user's explicit choice; empty = follow the brand default. */
    chosen: '',
  })
  .views((self) => ({
    get languages() {
      return configOf(self).brand.languages;
    },
    get language(): string {
      return siteLanguage(configOf(self).brand, self.chosen);
    },
  }))
  .views((self) => ({
    /** The short code launch calls, flat pages and promotions use (e.g. "en"). */
    get apiCode(): string {
      const entry = self.languages.find((l) => l.code === self.language);
      return entry?.apiCode ?? self.language.slice(0, 2).toLowerCase();
    },
    /** The code the platform's flat pages are asked in: the language's fallback for content the platform lacks, else apiCode. */
    get flatPagesCode(): string {
      const entry = self.languages.find((l) => l.code === self.language);
      return entry?.flatPagesCode ?? entry?.apiCode ?? self.language.slice(0, 2).toLowerCase();
    },
    /** The platform's slide language value of the site language; unset = only slides for any language show. */
    get slideCode(): number | undefined {
      return self.languages.find((l) => l.code === self.language)?.slideCode;
    },
  }))
  .actions((self) => ({
    setLanguage(code: string) {
      if (self.languages.some((l) => l.code === code)) self.chosen = code;
    },
  }));

export interface LocaleStore extends Instance<typeof LocaleStoreModel> {}
export interface LocaleStoreSnapshotIn extends SnapshotIn<typeof LocaleStoreModel> {}
