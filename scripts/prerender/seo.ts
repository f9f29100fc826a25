/**
 * What search engines and link previews read, per brand, page and language (README "SEO"): the public
 * entry paths the build prerenders, the <head> tags of each prerendered page, and each brand host's
 * robots.txt and sitemap.xml. Pure functions of a merged brand bundle and a text pack; only
 * `writeSeoFiles` touches the disk.
 *
 * URLs are absolute on the brand's canonical origin (brand.json `seo.siteUrl`). A page in the brand's
 * default language is `<path>`, in any other language `<path>?lang=<code>` (the client starts in the
 * language `?lang=` names: src/models/shell/LocaleStore.ts `urlLanguage`). Every language variant is its own
 * canonical URL and lists the others as hreflang alternates, with `x-default` on the default language's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { featureOn, LAYOUTS, pathEnabled, ROUTE_LIST, routeOfPath, type CasinoView, type PageFamily, type RouteDef } from '../../src/config/routes.ts';
import { SEO_PAGE_TITLE, seoDescriptionId, type SeoPageKind } from '../../src/config/seoTexts.ts';
import type { BrandConfig, NavItem } from '../../src/config/types.ts';

/** A text pack of one language: message id → ICU text (or its formatjs AST). */
export type SeoMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** Lobby views that show the visitor's own games: nothing to find for a search engine. */
const PERSONAL_VIEWS: ReadonlySet<CasinoView> = new Set(['favourites', 'recentlyPlayed', 'search']);
/** Page families that are a player's own or a step of a flow: never an entry page, kept out by robots.txt. */
const PRIVATE_PAGES: ReadonlySet<PageFamily> = new Set(['auth', 'casinoGame', 'profileSection', 'verify']);

const cleanPath = (path: string) => path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
const hasParam = (def: RouteDef) => def.path.includes(':');

/** Every route, menu and footer entry of the brand's navigation a guest sees (not signed-in only, feature on). */
function linkedRoutes(config: BrandConfig): string[] {
  const { navigation, brand } = config;
  const items: NavItem[] = [...navigation.sideMenu.flatMap((s) => s.items), ...navigation.downMenu, ...navigation.footer.columns.flatMap((c) => c.items)];
  return items
    .filter((it) => it.route !== undefined && !it.requiresAuth && featureOn(brand.features, it.feature as keyof NonNullable<typeof brand.features> | undefined))
    .map((it) => cleanPath(it.route!));
}

const flatPagesOf = (config: BrandConfig, language: string) => {
  const packs = config.content?.flatPages;
  return [...((packs?.[language] ?? packs?.[config.brand.defaultLanguage])?.pages ?? [])].sort((a, b) => a.priority - b.priority);
};
const sportRulesOf = (config: BrandConfig, language: string) =>
  config.content?.sportRules?.[language] ?? config.content?.sportRules?.[config.brand.defaultLanguage];

/**
 * The brand's public entry pages as URL paths, in site order: `/`, `/casino`, its casino type pages
 * (catalogue.json casinoTypes[].path served by the casino lobby, not a player's own list), `/promotions`,
 * the flat pages its footer lists (its bundled content/flat-pages, by priority) or its navigation links,
 * `/sport-rules` and the bet rules pages its navigation links, `/contacts` — each only when the route
 * table serves it and the brand's features leave it on. No signed-in page, no game page.
 */
export function publicEntryPaths(config: BrandConfig): string[] {
  const { brand, catalogue, navigation } = config;
  const linked = linkedRoutes(config);
  const out: string[] = ['/'];
  const add = (path: string, accept: (def: RouteDef) => boolean) => {
    const clean = cleanPath(path);
    const def = routeOfPath(clean);
    if (!def || !accept(def) || !pathEnabled(clean, brand.features) || out.includes(clean)) return;
    out.push(clean);
  };
  const lobby = (views: CasinoView[]) => (def: RouteDef) => def.page === 'casinoLobby' && views.includes(def.view!);
  add('/casino', lobby(['home']));
  for (const type of catalogue.casinoTypes) add(type.path, (def) => def.page === 'casinoLobby' && !PERSONAL_VIEWS.has(def.view!));
  add('/promotions', (def) => def.page === 'promotions');
  const flatPage = (def: RouteDef) => def.page === 'flatPage';
  if (navigation.footer.columns.some((c) => c.includeFlatPages)) {
    for (const p of flatPagesOf(config, brand.defaultLanguage)) add(`/flat-pages/${encodeURIComponent(p.idName)}`, flatPage);
  }
  for (const path of linked) add(path, flatPage);
  if (linked.includes('/sport-rules') && sportRulesOf(config, brand.defaultLanguage)) add('/sport-rules', (def) => def.page === 'sportRules');
  const sections = sportRulesOf(config, brand.defaultLanguage)?.sections.length ?? 0;
  for (const path of linked) {
    const n = Number(/^\/bet-rules\/(\d+)$/.exec(path)?.[1]);
    if (n >= 1 && n <= sections) add(path, (def) => def.page === 'betRules');
  }
  add('/contacts', (def) => def.page === 'contacts');
  return out;
}

/** The absolute URL of a page in a language: `<path>` for the default language, `<path>?lang=<code>` for any other. */
export function pageUrl(config: BrandConfig, path: string, language: string): string {
  const base = `${config.brand.seo.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
  return language === config.brand.defaultLanguage ? base : `${base}?lang=${encodeURIComponent(language)}`;
}

/**
 * The value of `<html lang>` for a page in a language: the brand's language code as it is, exactly what
 * the app sets at run time (src/app/AppProviders.tsx); BCP 47 tags are case-insensitive, so `es-es` is valid.
 * hreflang values are the same codes.
 */
export function htmlLang(language: string): string {
  return language;
}

/** Open Graph's locale form, language_TERRITORY (`es-es` → `es_ES`). */
export function ogLocale(language: string): string {
  try {
    const locale = new Intl.Locale(language);
    return locale.region ? `${locale.language}_${locale.region}` : locale.language;
  } catch {
    return language.replace('-', '_');
  }
}

/** HTML text and attribute values (the five characters that can end or open markup). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface PageWords {
  title: string;
  description: string;
  brand: string;
}

/** Formats the pack's texts of a language as the app does (react-intl over each message's AST). */
function formatter(config: BrandConfig, language: string, messages: SeoMessages) {
  return (id: string, values: Record<string, string | number> = {}): string => {
    const message = messages[id];
    if (message === undefined)
      throw new Error(`seo: no text ${JSON.stringify(id)} in the ${language} pack of brand ${config.brand.id} (npm run validate names what is missing)`);
    const ast = typeof message === 'string' ? parse(message) : message;
    const intl = createIntl({
      locale: language,
      messages: { [id]: ast },
      onError: (err) => {
        throw new Error(`seo: the text ${JSON.stringify(id)} (${language}) of brand ${config.brand.id} cannot be formatted: ${err.message}`);
      },
    });
    return String(intl.formatMessage({ id }, values));
  };
}

/** The words of an entry page in a language: its title and description, formatted from the pack, and the brand's name. */
function pageWords(config: BrandConfig, path: string, language: string, messages: SeoMessages): PageWords {
  const text = formatter(config, language, messages);
  const brand = messages['brand.name'] === undefined ? config.brand.name : text('brand.name');
  const page = (kind: SeoPageKind, name: string) => ({
    title: text(SEO_PAGE_TITLE, { page: name, brand }),
    description: text(seoDescriptionId(kind), { page: name, brand }),
    brand,
  });
  const clean = cleanPath(path);
  const def = clean === '/' ? undefined : routeOfPath(clean);
  if (clean === '/') return { title: text('seo.home.title', { brand }), description: text('seo.home.description', { brand }), brand };
  // The lobby under its own name, so its title and description are not the home page's again.
  if (def?.page === 'casinoLobby' && def.view === 'home') return page('casinoType', text('casino.lobby.title'));
  const type = config.catalogue.casinoTypes.find((t) => cleanPath(t.path) === clean);
  if (def?.page === 'casinoLobby' && type) return page('casinoType', text(type.labelId));
  if (def?.page === 'promotions') return page('promotions', text('promotions.title'));
  if (def?.page === 'contacts') return page('contacts', text('contacts.title'));
  if (def?.page === 'flatPage') {
    const idName = decodeURIComponent(clean.slice('/flat-pages/'.length));
    const flat =
      flatPagesOf(config, language).find((p) => p.idName === idName) ?? flatPagesOf(config, config.brand.defaultLanguage).find((p) => p.idName === idName);
    if (flat) return page('flatPage', flat.name);
  }
  const rules = sportRulesOf(config, language);
  if (def?.page === 'sportRules' && clean === '/sport-rules' && rules) return page('sportRules', rules.title);
  if (def?.page === 'betRules' && rules) {
    const n = Number(clean.slice('/bet-rules/'.length));
    const section = rules.sections[n - 1];
    if (section) return page('betRules', text('betRules.title', { n, name: section.name }));
  }
  throw new Error(`seo: ${JSON.stringify(path)} is not a public entry page of brand ${config.brand.id} (publicEntryPaths)`);
}

/** The absolute URL of the brand's preview image, when it has one (an asset as the app serves it: /brand-assets/<id>/…). */
function imageUrl(config: BrandConfig): string | undefined {
  const image = config.brand.seo.image;
  if (!image) return undefined;
  return image.startsWith('https:') ? image : `${config.brand.seo.siteUrl}/brand-assets/${config.brand.id}/${image.replace(/^\.?\//, '')}`;
}

/**
 * The tags to put into <head> of an entry page in a language (its <title> replaces the shell's): title,
 * meta description, canonical, hreflang alternates for every language of the brand and x-default, Open
 * Graph. `messages` is the resolved text pack of that language (engine texts under the brand's own).
 */
export function headTags(config: BrandConfig, path: string, language: string, messages: SeoMessages): string {
  const { title, description, brand } = pageWords(config, path, language, messages);
  const attr = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;
  const meta = (property: string, content: string) => `<meta ${attr('property', property)} ${attr('content', content)}>`;
  const url = pageUrl(config, path, language);
  const image = imageUrl(config);
  const others = config.brand.languages.map((l) => l.code).filter((code) => code !== language);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" ${attr('content', description)}>`,
    `<link rel="canonical" ${attr('href', url)}>`,
    ...config.brand.languages.map((l) => `<link rel="alternate" ${attr('hreflang', htmlLang(l.code))} ${attr('href', pageUrl(config, path, l.code))}>`),
    `<link rel="alternate" hreflang="x-default" ${attr('href', pageUrl(config, path, config.brand.defaultLanguage))}>`,
    meta('og:type', 'website'),
    meta('og:site_name', brand),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    meta('og:locale', ogLocale(language)),
    ...others.map((code) => meta('og:locale:alternate', ogLocale(code))),
    ...(image ? [meta('og:image', image)] : []),
  ].join('\n');
}

/** Path prefixes robots.txt keeps crawlers out of: signed-in areas, sign-in and verification steps, game frames, a player's own lists. */
export function privatePaths(config: BrandConfig): string[] {
  const prefixes = new Set<string>(Object.values(LAYOUTS).map((l) => l.path));
  for (const [, def] of ROUTE_LIST) {
    const personal = def.page === 'casinoLobby' && PERSONAL_VIEWS.has(def.view!);
    if (!(def.page && PRIVATE_PAGES.has(def.page)) && !personal) continue;
    if (!featureOn(config.brand.features, def.feature)) continue;
    // A pattern with parameters: everything under its fixed part (/casino/game/:provider/:gameId → /casino/game/).
    const prefix = hasParam(def) ? def.path.slice(0, def.path.indexOf(':')) : def.path;
    prefixes.add(prefix);
  }
  // A prefix another one already covers (/profile covers /profile/bonus) is left out.
  const all = [...prefixes];
  return all.filter((p) => !all.some((q) => q !== p && (p.startsWith(q.endsWith('/') ? q : `${q}/`) || (q.endsWith('/') && p.startsWith(q))))).sort();
}

/** The brand host's robots.txt: public pages allowed, signed-in and private areas disallowed, the sitemap by absolute URL. */
export function robotsTxt(config: BrandConfig): string {
  return [
    `# ${config.brand.name}: written by npm run build (scripts/prerender/seo.ts)`,
    'User-agent: *',
    'Allow: /',
    ...privatePaths(config).map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${config.brand.seo.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = escapeHtml;

/** The brand host's sitemap.xml: every public entry URL in every language, each with its language alternates. */
export function sitemapXml(config: BrandConfig): string {
  const codes = config.brand.languages.map((l) => l.code);
  const urls = publicEntryPaths(config).flatMap((path) =>
    codes.map((code) =>
      [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(config, path, code))}</loc>`,
        ...codes.map((alt) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(htmlLang(alt))}" href="${escapeXml(pageUrl(config, path, alt))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(config, path, config.brand.defaultLanguage))}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Writes dist/site/<brand>/robots.txt and sitemap.xml (the brand host serves them at its root). */
export function writeSeoFiles(dist: string, config: BrandConfig): void {
  const dir = join(dist, 'site', config.brand.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'robots.txt'), robotsTxt(config));
  writeFileSync(join(dir, 'sitemap.xml'), sitemapXml(config));
}
