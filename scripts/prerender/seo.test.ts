import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/config/types.ts';
import { engineTexts } from '../../src/i18n/messages.ts';
import { browserBundle } from '../vite/brandBundle.ts';
import { headTags, publicEntryPaths, robotsTxt, sitemapXml, writeSeoFiles } from './seo.ts';

const brand = (id: string) => browserBundle(id) as BrandConfig;
/** The resolved pack of a language, as the prerender hands it over: engine texts under the brand's own. */
const pack = async (config: BrandConfig, language: string) => ({ ...(await engineTexts(language)), ...config.locales[language] });
/** A copy of a bundle with some parts changed. */
const edited = (config: BrandConfig, edit: (c: BrandConfig) => void) => {
  const copy = structuredClone(config);
  edit(copy);
  return copy;
};

describe('publicEntryPaths', () => {
  it('lists home, lobby, casino types, promotions, the flat pages and sport rules the brand links, contacts', () => {
    expect(publicEntryPaths(brand('pampa'))).toEqual([
      '/',
      '/casino',
      '/casino/all',
      '/casino/slots',
      '/casino/live',
      '/casino/virtual',
      '/casino/crash',
      '/promotions',
      '/flat-pages/terms',
      '/flat-pages/responsible-gaming',
      '/flat-pages/privacy',
      '/sport-rules',
      '/contacts',
    ]);
    // lumen: no bundled flat pages, no sport rules; neither brand lists a player's own list (favorites, recently played) or a sport frame (/bc/sport)
    expect(publicEntryPaths(brand('lumen'))).toEqual([
      '/',
      '/casino',
      '/casino/all',
      '/casino/slots',
      '/casino/live',
      '/casino/virtual',
      '/casino/crash',
      '/promotions',
      '/contacts',
    ]);
  });

  it('follows the links: bet rules and flat pages the navigation names, not those it hides or cannot serve', () => {
    const pampa = brand('pampa');
    const config = edited(pampa, (c) => {
      const info = c.navigation.footer.columns.find((col) => col.includeFlatPages)!;
      info.includeFlatPages = false;
      info.items.push(
        { id: 'rule2', labelId: 'menu.sportRules', route: '/bet-rules/2' },
        { id: 'rule99', labelId: 'menu.sportRules', route: '/bet-rules/99' },
        { id: 'bonusTerms', labelId: 'menu.sportRules', route: '/flat-pages/bonus-terms' },
        { id: 'mine', labelId: 'menu.sportRules', route: '/flat-pages/mine', requiresAuth: true },
      );
      // the only link to the sport rules belongs to a feature switched off
      for (const col of c.navigation.footer.columns) for (const it of col.items) if (it.route === '/sport-rules') it.feature = 'sport';
      c.brand.features = { ...c.brand.features, sport: false };
    });
    const paths = publicEntryPaths(config);
    expect(paths.filter((p) => /flat-pages|rules/.test(p))).toEqual(['/flat-pages/bonus-terms', '/bet-rules/2']);
  });
});

describe('headTags', () => {
  it('a casino type page in a second language: title, description, canonical, every language and x-default, Open Graph', async () => {
    const pampa = brand('pampa');
    expect(headTags(pampa, '/casino/slots', 'en-US', await pack(pampa, 'en-US'))).toBe(
      [
        '<title>Slots | Pampa Bet</title>',
        '<meta name="description" content="Slots at Pampa Bet: pick a game, filter by provider and play in your browser.">',
        '<link rel="canonical" href="https://pampa.croupier.test/casino/slots?lang=en-US">',
        '<link rel="alternate" hreflang="es-es" href="https://pampa.croupier.test/casino/slots">',
        '<link rel="alternate" hreflang="en-US" href="https://pampa.croupier.test/casino/slots?lang=en-US">',
        '<link rel="alternate" hreflang="x-default" href="https://pampa.croupier.test/casino/slots">',
        '<meta property="og:type" content="website">',
        '<meta property="og:site_name" content="Pampa Bet">',
        '<meta property="og:title" content="Slots | Pampa Bet">',
        '<meta property="og:description" content="Slots at Pampa Bet: pick a game, filter by provider and play in your browser.">',
        '<meta property="og:url" content="https://pampa.croupier.test/casino/slots?lang=en-US">',
        '<meta property="og:locale" content="en_US">',
        '<meta property="og:locale:alternate" content="es_ES">',
      ].join('\n'),
    );
  });

  it("each page's own words in each language: the brand's home texts, the page's name in the engine's texts", async () => {
    const lumen = brand('lumen');
    const fr = await pack(lumen, 'fr-fr');
    const title = (path: string, language: string, messages: Record<string, string>) =>
      /<title>(.*)<\/title>/.exec(headTags(lumen, path, language, messages))![1];
    expect(title('/', 'fr-fr', fr)).toBe('Lumen — casino en ligne : machines à sous, tables en direct et jeux crash');
    expect(title('/casino/live', 'fr-fr', fr)).toBe('Casino en direct | Lumen');
    expect(title('/contacts', 'en-US', await pack(lumen, 'en-US'))).toBe('Talk to us | Lumen');
    const pampa = brand('pampa');
    const es = await pack(pampa, 'es-es');
    expect(headTags(pampa, '/flat-pages/privacy', 'es-es', es)).toContain(
      '<meta name="description" content="Política de privacidad: las reglas y la información que Pampa Bet publica para sus jugadores.">',
    );
    expect(headTags(pampa, '/', 'es-es', es)).toContain('<link rel="canonical" href="https://pampa.croupier.test/">');
    // the lobby is not a second home page: its own title
    expect(headTags(pampa, '/casino', 'es-es', es)).toContain('<title>Casino | Pampa Bet</title>');
    expect(() => headTags(pampa, '/profile', 'es-es', es)).toThrow('"/profile" is not a public entry page of brand pampa');
  });

  it('escapes every value and adds og:image when the brand has one', async () => {
    const config = edited(brand('pampa'), (c) => {
      c.brand.seo.image = 'assets/share.png';
      c.brand.name = 'A "quoted" <b>&';
    });
    const messages = { ...(await pack(config, 'es-es')), 'brand.name': `Tom's "bet" & 1 < 2 > 0` };
    const tags = headTags(config, '/promotions', 'es-es', { ...messages, 'seo.promotions.description': '<3 {brand}' });
    expect(tags).toContain('<meta property="og:site_name" content="Tom&#39;s &#34;bet&#34; &#38; 1 &#60; 2 &#62; 0">');
    expect(tags).toContain('<title>Promociones | Tom&#39;s &#34;bet&#34; &#38; 1 &#60; 2 &#62; 0</title>');
    expect(tags).toContain('<meta name="description" content="&#60;3 Tom&#39;s &#34;bet&#34; &#38; 1 &#60; 2 &#62; 0">');
    expect(tags).toContain('<meta property="og:image" content="https://pampa.croupier.test/brand-assets/pampa/assets/share.png">');
    expect(tags).not.toMatch(/<(?!title|\/title|meta |link )/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of signed-in and private areas, never out of an entry page, and names the sitemap', () => {
    for (const id of ['pampa', 'lumen']) {
      const config = brand(id);
      const text = robotsTxt(config);
      const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
      expect(disallowed).toEqual(expect.arrayContaining(['/profile', '/auth', '/casino/game/', '/m/casino/game/', '/verify/', '/casino/favorites']));
      expect(disallowed.filter((d) => d.startsWith('/profile/'))).toEqual([]);
      for (const path of publicEntryPaths(config)) expect(disallowed.filter((d) => path.startsWith(d))).toEqual([]);
      expect(text).toContain(`\nSitemap: https://${id}.croupier.test/sitemap.xml\n`);
    }
  });

  it('sitemap.xml lists every entry page in every language, each with all its alternates', () => {
    const lumen = brand('lumen');
    const xml = sitemapXml(lumen);
    const urls = xml.split('<url>').slice(1);
    expect(urls).toHaveLength(publicEntryPaths(lumen).length * 3);
    expect(urls[1]).toBe(
      [
        '',
        '    <loc>https://lumen.croupier.test/?lang=fr-fr</loc>',
        '    <xhtml:link rel="alternate" hreflang="en-US" href="https://lumen.croupier.test/"/>',
        '    <xhtml:link rel="alternate" hreflang="fr-fr" href="https://lumen.croupier.test/?lang=fr-fr"/>',
        '    <xhtml:link rel="alternate" hreflang="es-es" href="https://lumen.croupier.test/?lang=es-es"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://lumen.croupier.test/"/>',
        '  </url>\n  ',
      ].join('\n'),
    );
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
  });

  it('writeSeoFiles writes both under dist/site/<brand>/', () => {
    const dist = mkdtempSync(join(tmpdir(), 'croupier-seo-'));
    try {
      const pampa = brand('pampa');
      writeSeoFiles(dist, pampa);
      expect(readFileSync(join(dist, 'site/pampa/robots.txt'), 'utf8')).toBe(robotsTxt(pampa));
      expect(readFileSync(join(dist, 'site/pampa/sitemap.xml'), 'utf8')).toBe(sitemapXml(pampa));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
