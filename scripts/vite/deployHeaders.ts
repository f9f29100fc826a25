/**
 * Deployment headers the build writes beside the site (scripts/build.ts): the same policy the dev
 * and preview servers send (src/config/csp.ts), for a static host (_headers) and for nginx.
 */
import { contentSecurityPolicy } from '../../src/config/csp.ts';
import type { BrandConfig } from '../../src/config/types.ts';
import { NONCE_PLACEHOLDER } from '../lib/nonce.ts';
import { PAGE_HEADERS } from './cspPlugin.ts';

/**
 * `_headers` (Netlify, Cloudflare Pages): a static host cannot fill a per-response nonce, so
 * styles fall back to 'unsafe-inline' (scripts stay 'self' only). HTML and the service worker are
 * never cached by the browser's HTTP cache; hashed assets are immutable.
 */
export function staticHeaders(configs: readonly BrandConfig[], configUrl?: string): string {
  const policy = contentSecurityPolicy(configs, { configUrl });
  const { 'Cache-Control': _pageCache, ...page } = PAGE_HEADERS;
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    ...Object.entries(page).map(([k, v]) => `  ${k}: ${v}`),
    '',
    '/index.html',
    '  Cache-Control: no-cache',
    '',
    '/service-worker.js',
    '  Cache-Control: no-cache',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

/** The file types nginx compresses on the fly (what has no `.gz` beside it; `text/html` is always compressed). */
export const GZIP_TYPES = [
  'text/plain',
  'text/css',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** A path of the build folder in nginx's syntax (no spaces, quotes, `$` or braces: a brand id, a language code). */
function safeSegment(kind: string, value: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(value) || value.includes('..')) throw new Error(`nginx config: ${kind} "${value}" cannot be a path segment`);
  return value;
}

/** A host name as nginx's server_name takes it (letters, digits, dots, dashes; a leading `*.` wildcard). */
function safeHost(host: string): string {
  if (!/^(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(host)) throw new Error(`nginx config: host "${host}" is not a host name`);
  return host.toLowerCase();
}

/**
 * The body of the nginx `server` block of one brand (dist/deploy/<brand>/nginx.conf): one server block
 * per brand, chosen by nginx from the Host header (`server_name` = brand.json `hosts`), so each brand
 * keeps its own policy and, where the operator adds them, its own certificates. Include it in a server
 * block whose `root` is the build's dist/ (README, "Deploy with nginx"):
 *
 * - pages: the brand's prerendered page for the path, `dist/site/<brand>/<path>/index.html`, or for
 *   `?lang=<code>` (one of the brand's other languages, in any case, as the app reads it) `dist/site/<brand>/_lang/<code>/<path>/index.html`;
 *   any other path (or no prerendered page) gets the app shell dist/index.html. Every page response gets
 *   a fresh nonce (`$request_id`) in the policy header and in the HTML (sub_filter on Vite's
 *   placeholder), the page headers and `Cache-Control: no-store` (PAGE_HEADERS); it is read from disk
 *   uncompressed (sub_filter cannot edit a precompressed body) and gzip-compressed on the fly after it.
 * - files of the build as they are, `.gz` beside them served by gzip_static; `/assets/` (hashed names)
 *   immutable, the service worker, brand configs, robots.txt and sitemap.xml revalidated (no-cache).
 * - `/robots.txt`, `/sitemap.xml`: the brand's own from dist/site/<brand>/, else 404 (never the app page).
 */
export function nginxSnippet(config: BrandConfig, configUrl?: string): string {
  const brand = safeSegment('brand id', config.brand.id);
  const policy = contentSecurityPolicy([config], { nonce: '$request_id', configUrl });
  if (/["\\{}]/.test(policy)) throw new Error(`nginx config: the policy of ${brand} holds a character nginx would misread`);
  const pageHeaders = Object.entries(PAGE_HEADERS).map(([k, v]) => `    add_header ${k} "${v}" always;`);
  const nosniff = `    add_header X-Content-Type-Options "${PAGE_HEADERS['X-Content-Type-Options']}" always;`;
  const hosts = (config.brand.hosts ?? []).map(safeHost);
  const site = `/site/${brand}`;
  const otherLanguages = config.brand.languages.map((l) => l.code).filter((code) => code !== config.brand.defaultLanguage);
  const worker = config.brand.serviceWorker ?? '/service-worker.js';
  if (!/^\/[A-Za-z0-9/_.-]*$/.test(worker)) throw new Error(`nginx config: service worker path "${worker}" is not a plain path`);
  const page = [
    '    gzip_static off;',
    '    charset utf-8;',
    '    sub_filter_once off;',
    `    sub_filter '${NONCE_PLACEHOLDER}' '$request_id';`,
    `    add_header Content-Security-Policy "${policy}" always;`,
    ...pageHeaders,
  ];
  const revalidate = (extra: string[] = []) => ['    add_header Cache-Control "no-cache" always;', nosniff, ...extra];
  return [
    `# Croupier brand "${brand}": the body of its nginx server block. Generated by npm run build`,
    '# (scripts/vite/deployHeaders.ts); do not edit. Use it as:',
    '#   server { listen 443 ssl; root /path/to/dist; include /path/to/dist/deploy/' + brand + '/nginx.conf; }',
    '# plus the proxy of the platform paths (api.baseUrl, api.gamesBaseUrl) when they are on this host.',
    hosts.length ? `server_name ${hosts.join(' ')};` : '# brand.json lists no hosts: this server block answers whatever host reaches it.',
    '',
    '# Compression: the build writes .gz (and .br) beside every text file over 1 kB; gzip_static serves the',
    '# .gz, gzip compresses the rest on the fly (pages included, after their nonce is filled in).',
    "# Debian's nginx has no brotli module: the .br files are for a CDN or another server.",
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 1024;',
    `gzip_types ${GZIP_TYPES.join(' ')};`,
    '',
    "# Where the prerendered pages of the visitor's language are: ?lang=<code> names one of the brand's",
    "# other languages (any case), or it is the default language's (no other value reaches a file path).",
    `set $croupier_pages ${site};`,
    // case-insensitive, as the app reads ?lang= (en-us is en-US)
    ...otherLanguages.map(
      (code) => `if ($arg_lang ~* "^${safeSegment('language code', code).replace(/\./g, '\\.')}$") { set $croupier_pages ${site}/_lang/${code}; }`,
    ),
    '',
    '# A file of the build as it is; every other path is a page of the app.',
    'location / {',
    nosniff,
    '    try_files $uri @croupier_page;',
    '}',
    '# A page: the prerendered one for this path and language, else the app shell.',
    'location @croupier_page {',
    ...page,
    '    try_files $croupier_pages$uri/index.html /index.html;',
    '}',
    'location = /index.html {',
    ...page,
    '}',
    '# Hashed file names: a changed file is a new name.',
    'location ^~ /assets/ {',
    // not `always`: a missing file's 404 must not be kept for a year
    '    add_header Cache-Control "public, max-age=31536000, immutable";',
    nosniff,
    '    try_files $uri =404;',
    '}',
    `location = ${worker} {`,
    ...revalidate(),
    '}',
    'location ^~ /brand-config/ {',
    ...revalidate(['    try_files $uri =404;']),
    '}',
    'location = /robots.txt {',
    ...revalidate(['    types { }', '    default_type "text/plain; charset=utf-8";', `    try_files ${site}/robots.txt =404;`]),
    '}',
    'location = /sitemap.xml {',
    ...revalidate(['    types { }', '    default_type "application/xml; charset=utf-8";', `    try_files ${site}/sitemap.xml =404;`]),
    '}',
    '# Build folders that are not the site: the prerendered pages are reached through the rules above only.',
    'location ^~ /site/ { return 404; }',
    'location ^~ /deploy/ { return 404; }',
    'location ^~ /.vite/ { return 404; }',
    '',
  ].join('\n');
}
