import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/config/types.ts';
import type { Manifest } from '../lib/firstVisit.ts';
import { PAGE_END_ID, pageChunks, pageHtml } from './render.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Croupier</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/start-ghi.js">
  </head>
  <body><div id="root"><div id="boot-splash">Loading…</div></div></body>
</html>`;
const config = { brand: { id: 'acme' }, rules: { defaults: { theme: 'light' } } } as unknown as BrandConfig;

describe('pageHtml', () => {
  const parts = {
    config,
    language: 'en-US',
    head: '<title>Acme</title>',
    styles: '<style>.a{}</style>',
    body: '<main>lobby</main>',
    preloads: ['assets/LobbyPage-1.js'],
    configHref: '/brand-config/acme.json',
  };
  const html = pageHtml(shell, parts);

  it('puts the prerendered markup into #root and the page hints into the head', () => {
    expect(html).toContain('<div id="root" data-prerendered="en-US"><main>lobby</main></div><span id="prerendered-end" hidden></span>');
    expect(html).toContain('<meta name="croupier-brand" content="acme">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/brand-config/acme.json"');
  });

  it('paints first when the whole page is parsed: the head render-blocks on the element after the markup', () => {
    const expectLink = html.match(/<link rel="expect" href="#([^"]+)" blocking="render">/);
    expect(expectLink?.[1]).toBe(PAGE_END_ID);
    // the awaited element comes after the root's markup, and the hint before the body
    expect(html.indexOf(`id="${PAGE_END_ID}"`)).toBeGreaterThan(html.indexOf('<main>lobby</main>'));
    expect(html.indexOf('rel="expect"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("fetches the app's scripts behind what the page shows: they do not block its first paint", () => {
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(4);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it("keeps start-up's files at the browser's priority: start-up asks for the first pictures, the render stage and the page's chunks come behind", () => {
    const withStartUp = pageHtml(shell, { ...parts, startUp: ['assets/index-abc.js', 'assets/rolldown-runtime-def.js'] });
    const tags = withStartUp.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    const low = (file: string) => tags.find((t) => t.includes(file))?.includes('fetchpriority="low"');
    expect(tags).toHaveLength(4);
    expect(low('index-abc.js')).toBe(false);
    expect(low('rolldown-runtime-def.js')).toBe(false);
    expect(low('start-ghi.js')).toBe(true);
    expect(low('LobbyPage-1.js')).toBe(true);
  });
});

describe('pageChunks', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime'] },
    _runtime: { file: 'assets/runtime-1.js' },
    'src/pages/casino/LobbyPage.tsx': { file: 'assets/LobbyPage-1.js', imports: ['_runtime', '_grid'] },
    _grid: { file: 'assets/grid-1.js' },
    'src/i18n/locales/en-US.json?icu': { file: 'assets/en-US-1.js' },
  } as unknown as Manifest;
  const sources = { casinoLobby: 'src/pages/casino/LobbyPage.tsx' };

  it("preloads a page family's chunks and its language's pack, not the entry's", () => {
    expect(pageChunks(manifest, '/casino', 'en-US', sources).sort()).toEqual(['assets/LobbyPage-1.js', 'assets/en-US-1.js', 'assets/grid-1.js']);
  });

  it('preloads for the URL players type (a redirect route) what the page it renders needs', () => {
    expect(pageChunks(manifest, '/', 'en-US', sources).sort()).toEqual(pageChunks(manifest, '/casino', 'en-US', sources).sort());
  });
});
