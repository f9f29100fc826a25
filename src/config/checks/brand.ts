/** Cross-checks of brand.json against itself and the other files. */
import { uncoveredCurrencies } from '../currency.ts';
import { ptr, show, named } from './kit.ts';

export const brandChecks = [
  named('brand-languages', 'the default language is one of /languages, and each language code is listed once', (b, r) => {
    const { brand } = b.config;
    r.one('brand.json', '/defaultLanguage', brand.defaultLanguage, new Set(b.languageCodes), 'a language of /languages');
    r.duplicates('brand.json', '/languages', brand.languages, 'code', 'language code');
  }),
  named('seo-site-host', 'the canonical origin is one the brand is served on (its host selects the brand; hosts are unique per brand)', (b, r) => {
    const { brand } = b.config;
    const siteUrl = brand.seo?.siteUrl;
    const siteHost = siteUrl?.match(/^https:\/\/([^/:]+)/)?.[1];
    if (siteHost && !(brand.hosts ?? []).includes(siteHost))
      r.warn(
        'brand.json',
        '/seo/siteUrl',
        `expected the host of a URL the brand is served on (one of /hosts), found ${show(siteUrl)}: canonical and sitemap URLs would name a host that does not select this brand — add ${show(siteHost)} to /hosts or fix the URL`,
      );
  }),
  named('seo-image', 'a sharing image that is not an https URL is a file in the brand folder', (b, r) => {
    const image = b.config.brand.seo?.image;
    if (image && !image.startsWith('https:')) r.asset('brand.json', '/seo/image', image);
  }),
  named('sport-frames', 'sport frame ids are unique, at most one enabled frame per route family, its casino type known', (b, r) => {
    const frames = b.config.brand.sport?.frames ?? [];
    r.duplicates('brand.json', '/sport/frames', frames, 'id', 'sport frame id');
    const routeOwner = new Map<string, string>();
    frames.forEach((f, i) => {
      r.one('brand.json', ptr('sport', 'frames', i, 'casinoType'), f.casinoType, b.casinoTypeIds, 'a casino type id of catalogue.json');
      if (f.enabled === false) return;
      const owner = routeOwner.get(f.route);
      if (owner !== undefined)
        r.add(
          'brand.json',
          ptr('sport', 'frames', i, 'route'),
          `expected one enabled frame per route family, found ${show(f.route)} also served by frame ${show(owner)}`,
        );
      else routeOwner.set(f.route, f.id);
    });
  }),
];

/** Runs after theme.json, where the old single function had it; order is part of the output. */
export const currencyCheck = named('currency-labels', 'one label for guests and players needs a label for every code the platform may return', (b, r) => {
  const uncovered = uncoveredCurrencies(b.config.brand.currency);
  if (uncovered.length)
    r.add(
      'brand.json',
      '/currency/display',
      `expected a display label for every currency the platform may return (default, signUp, platform), found none for ${uncovered.map(show).join(', ')}: add them to display`,
    );
});

/** Runs beside currency-labels. */
export const signUpCurrencyCheck = named(
  'currency-sign-up',
  'a new account is opened in a currency shown as the brand default, so a guest who signs up keeps reading the same currency',
  (b, r) => {
    const { currency } = b.config.brand;
    const display = currency.display as Record<string, string>;
    // a code the map cannot label is currency-labels' finding, not this one
    if (!(currency.signUp in display) || !(currency.default in display)) return;
    if (display[currency.signUp] !== display[currency.default])
      r.add(
        'brand.json',
        '/currency/signUp',
        `expected the code of the brand's currency (shown as ${show(display[currency.default])}, like default ${show(currency.default)}), found ${show(currency.signUp)} shown as ${show(display[currency.signUp])}: every new player would hold and read ${show(display[currency.signUp])} — send the brand currency's code, or display it as the default's label`,
      );
  },
);
