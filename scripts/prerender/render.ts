/**
 * The build's prerender step (called by scripts/build.ts after `vite build`): a second, server build of
 * the app (src/app/entry-server.tsx) renders each brand's public entry pages, in each of its languages,
 * into dist/site/<brand>/[_lang/<code>/]<path>/index.html — the shell page (dist/index.html) with the first
 * screen's markup, its critical CSS, the page's head tags and preload hints for what that page needs. The
 * browser hydrates it (src/app/start.tsx). Servers pick the brand by host (scripts/vite/deployHeaders.ts,
 * scripts/vite/cspPlugin.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeOfPath } from '../../src/config/routes.ts';
import type { BrandConfig } from '../../src/config/types.ts';
import { NONCE_PLACEHOLDER } from '../lib/nonce.ts';
import { chunkClosure, type Manifest } from '../lib/firstVisit.ts';
import { pageFile } from './pages.ts';
import { headTags, htmlLang, publicEntryPaths, type SeoMessages } from './seo.ts';

type RenderPage = (
  config: BrandConfig,
  path: string,
  language: string,
  nonce: string,
) => Promise<{ html: string; styles: string; status: number; messages: SeoMessages }>;
/** The script that sends a page's first list requests (src/app/firstRequests.ts), or ''. */
type FirstRequestsTag = (config: BrandConfig, path: string, language: string, nonce: string) => Promise<string>;

const root = resolve(import.meta.dirname, '../..');

/** The page family module of each family, read from the router's table (src/app/routes.tsx) so the two cannot disagree. */
function pageSources(): Record<string, string> {
  const text = readFileSync(join(root, 'src/app/routes.tsx'), 'utf8');
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/(\w+): \(\) => import\('\.\.\/(pages\/[^']+)'\)/g)) out[m[1]] = `src/${m[2]}.tsx`;
  return out;
}

/**
 * The built files a page needs beyond the entries': its page family module and the text packs of its language.
 * A redirect route (`/` → casino home) needs its target's: that is the page it renders (src/app/start.tsx follows it first).
 */
export function pageChunks(manifest: Manifest, path: string, language: string, sources = pageSources()): string[] {
  const entry = chunkClosure(
    manifest,
    Object.keys(manifest).filter((k) => manifest[k].isEntry),
  );
  const keys = new Set<string>();
  const route = routeOfPath(path);
  const page = route?.redirect !== undefined ? routeOfPath(route.redirect)?.page : route?.page;
  const source = page ? sources[page] : undefined;
  if (source) chunkClosure(manifest, [source], keys);
  for (const key of Object.keys(manifest)) {
    // the engine's pack of the language and the page areas' packs (src/i18n/messages.ts imports them `?icu`)
    if (key === `src/i18n/locales/${language}.json?icu` || (key.startsWith('src/pages/') && key.endsWith(`/messages.${language}.json?icu`)))
      chunkClosure(manifest, [key], keys);
  }
  return [...keys].filter((k) => !entry.has(k)).map((k) => manifest[k].file);
}

/** The files of start-up: the page's module script (the HTML entry) and what it imports statically. */
export const startUpFiles = (manifest: Manifest): string[] =>
  [
    ...chunkClosure(
      manifest,
      Object.keys(manifest).filter((k) => manifest[k].isEntry && k.endsWith('.html')),
    ),
  ].map((k) => manifest[k].file);

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element after the prerendered markup that the first paint waits for (outside the root: React never sees it). */
export const PAGE_END_ID = 'prerendered-end';

/** The shell page with one prerendered page in it. */
export function pageHtml(
  shell: string,
  parts: {
    config: BrandConfig;
    language: string;
    head: string;
    styles: string;
    body: string;
    preloads: string[];
    configHref: string;
    configDigest?: string;
    favicon?: string;
    /** The script that sends the first screen's list requests (src/app/firstRequests.ts), if it has any. */
    firstRequests?: string;
    /** The files of start-up (the page's module script and what it imports): fetched at the browser's own priority. */
    startUp?: readonly string[];
  },
): string {
  const { config, language } = parts;
  const mode = config.rules.defaults.theme === 'dark' ? 'dark' : 'light';
  const nonce = `nonce="${NONCE_PLACEHOLDER}"`;
  const hints = [
    // first: the lists' requests go out while the rest of the page and the app's code download
    ...(parts.firstRequests ? [parts.firstRequests] : []),
    // the brand and its config's digest (a config with these bytes is the one the build validated: src/config/load.ts)
    `<meta name="croupier-brand" content="${escapeAttr(config.brand.id)}"${parts.configDigest ? ` data-config-digest="${escapeAttr(parts.configDigest)}"` : ''}>`,
    `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(parts.configHref)}" ${nonce}>`,
    // The first paint waits for the whole prerendered page (Chromium's render-blocking on an element): on a
    // slow network the markup arrives in pieces, and a paint of half the bottom bar or half the header's
    // buttons is followed by the rest arriving beside them, which moves what was shown.
    `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`,
    ...parts.preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}" ${nonce}>`),
  ];
  let html = shell
    .replace(/<html[^>]*>/, `<html lang="${escapeAttr(htmlLang(language))}" dir="${config.brand.direction ?? 'ltr'}" class="${mode}">`)
    .replace(/<title>[^<]*<\/title>/, parts.head)
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(/#boot-splash\{[^}]*\}/, '')
    .replace(
      '<div id="root"><div id="boot-splash">Loading…</div></div>',
      `<div id="root" data-prerendered="${escapeAttr(language)}">${parts.body}</div><span id="${PAGE_END_ID}" hidden></span>`,
    )
    .replace('</head>', `    ${hints.join('\n    ')}\n    ${parts.styles}\n  </head>`)
    // The page paints from its own markup and styles: the app's render code and page modules are not
    // render-blocking and need not be fetched ahead of the images on screen (Chrome gives module scripts "High"
    // otherwise). Start-up's files keep their priority: start-up asks for the first pictures (src/main.tsx).
    .replace(/<(script type="module"|link rel="modulepreload") ([^>]*?(?:src|href)="\/([^"]+)")/g, (tag, kind: string, rest: string, file: string) =>
      parts.startUp?.includes(file) ? tag : `<${kind} fetchpriority="low" ${rest}`,
    );
  if (parts.favicon) html = html.replace('<link rel="icon" href="data:," />', `<link rel="icon" href="${escapeAttr(parts.favicon)}" />`);
  return html;
}

/** Leading resource hints React put into the markup (<link rel="preload" as="image">): moved to the head by pageHtml's caller. */
function splitHoisted(html: string): { hoisted: string[]; body: string } {
  const hoisted: string[] = [];
  let body = html;
  for (let m = /^<link [^>]*\/>/.exec(body); m; m = /^<link [^>]*\/>/.exec(body)) {
    hoisted.push(m[0].replace('/>', ` ${`nonce="${NONCE_PLACEHOLDER}"`}>`));
    body = body.slice(m[0].length);
  }
  return { hoisted, body };
}

/** Builds the server bundle and writes every brand's prerendered pages into dist/site/. Returns the files written. */
export async function prerender(dist: string, manifest: Manifest): Promise<string[]> {
  const out = join(root, '.cache', 'ssr');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      cwd: root,
      env: { ...process.env, CROUPIER_PRERENDER_BUILD: '1' },
    },
  );
  // React's production build, as in the browser bundle (the server bundle holds both and picks at run time).
  process.env.NODE_ENV = 'production';
  const { renderPage, firstRequestsTag } = (await import(pathToFileURL(join(out, 'entry-server.js')).href)) as {
    renderPage: RenderPage;
    firstRequestsTag: FirstRequestsTag;
  };
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const index = JSON.parse(readFileSync(join(dist, 'brand-config', 'index.json'), 'utf8')) as { brands: string[]; configDigests?: Record<string, string> };
  rmSync(join(dist, 'site'), { recursive: true, force: true });
  const sources = pageSources();
  const startUp = startUpFiles(manifest);
  const written: string[] = [];
  for (const brand of index.brands) {
    const configHref = `/brand-config/${brand}.json`;
    const config = JSON.parse(readFileSync(join(dist, configHref), 'utf8')) as BrandConfig;
    for (const { code: language } of config.brand.languages) {
      for (const path of publicEntryPaths(config)) {
        // A redirect route (`/` → casino home) is followed before the first render (src/app/start.tsx): its page is the target's.
        const page = await renderPage(config, routeOfPath(path)?.redirect ?? path, language, NONCE_PLACEHOLDER);
        if (page.status !== 200) throw new Error(`prerender ${brand} ${path} (${language}): status ${page.status}`);
        // A part that failed on the server is left to the browser (React marks it <!--$!-->): a defect, not a page to ship.
        if (page.html.includes('<!--$!-->'))
          throw new Error(
            `prerender ${brand} ${path} (${language}): a part of the page failed to render on the server (it reads the browser's window or document while rendering?)`,
          );
        const { hoisted, body } = splitHoisted(page.html);
        const head = headTags(config, path, language, page.messages);
        const favicon = brandAssetPath(config, config.theme.logos.favicon);
        const file = pageFile(config, path, language);
        const html = pageHtml(shell, {
          config,
          language,
          head: [head, ...hoisted].join('\n    '),
          styles: page.styles,
          body,
          preloads: pageChunks(manifest, path, language, sources),
          configHref,
          configDigest: index.configDigests?.[brand],
          favicon,
          firstRequests: await firstRequestsTag(config, path, language, NONCE_PLACEHOLDER),
          startUp,
        });
        mkdirSync(dirname(join(dist, file)), { recursive: true });
        writeFileSync(join(dist, file), html);
        written.push(file);
      }
    }
  }
  return written;
}

/** A brand asset's URL, as src/ui/common/brand.ts brandAsset makes it at run time (base path /). */
function brandAssetPath(config: BrandConfig, path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `/brand-assets/${config.brand.id}/${path.replace(/^\.?\//, '')}`;
}
