import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { parse } from '@formatjs/icu-messageformat-parser';
import { runnerImport, type Plugin } from 'vite';
import { compiledAsts } from '../../src/i18n/compile.ts';
import { checkBundle } from '../../src/config/checkBundle.ts';
import { BRANDS_DIR, listBrandIds } from '../lib/brands.ts';
import { compileValidators, forgetSchemas, formatIssues, loadEnginePacks, loadSchemas, validateBrand, type PluginInfo } from '../validate/lib.ts';
import { assetFile, brandIndex, browserBundle, listAssets } from './brandBundle.ts';
import { AJV_RUNTIME_DEPS, brandValidatorModule, SCHEMAS_DIR } from './validatorCode.ts';

const VIRTUAL_ID = 'virtual:brand-validator';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

type Res = ServerResponse;

function sendJson(res: Res, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Config is fetched fresh on every load so a remote change shows without a rebuild.
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** A strong validator of a config text: a running site re-checks with If-None-Match and gets a 304 while it is unchanged. */
export const configEtag = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

/** Sends a brand config text with its ETag; a request that already holds it (If-None-Match) gets 304 and no body. */
export function sendConfigText(req: IncomingMessage, res: Res, text: string): void {
  const etag = configEtag(text);
  res.setHeader('ETag', etag);
  // no-cache, not no-store: a browser may keep it, but must ask (conditionally) before using it.
  res.setHeader('Cache-Control', 'no-cache');
  const match = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''));
  if (match.includes(etag) || match.includes('*')) {
    res.statusCode = 304;
    return void res.end();
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(text);
}

/** Which brands a changed file under brands/ touches: its own folder, or every brand for the shared layer (`_platform`). */
export function brandsOfChange(file: string, brandsDir: string = BRANDS_DIR, ids: readonly string[] = listBrandIds()): string[] {
  const rel = relative(brandsDir, file);
  if (!rel || rel.startsWith('..')) return [];
  const top = rel.split(sep)[0];
  return ids.includes(top) ? [top] : top.startsWith('_') ? [...ids] : [];
}

/**
 * The e2e preview's config control (only when CROUPIER_CONFIG_CONTROL=1, set by scripts/e2e-servers.ts):
 * `PUT /__brand-config/<id>.json` with a body serves that text as the brand's config from then on,
 * `DELETE /__brand-config/<id>.json` (or `DELETE /__brand-config`) serves the built file again. The
 * overrides live in this server's memory: each e2e worker has its own server.
 */
const overrides = new Map<string, string>();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/** Vite's own default deny list, kept: setting server.fs.deny replaces it. */
const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**'];

/**
 * Whether a dev-server request would read a brand folder raw (`/brands/<id>/brand.json`, or the same
 * file through `/@fs/<abs path>`): those hold server-only values (operator keys) that only the
 * stripped bundle at /brand-config/<id>.json may expose. Case and encoded slashes do not get around it.
 */
export function isRawBrandRequest(rawUrl: string, brandsDir: string = BRANDS_DIR): boolean {
  let path: string;
  try {
    // the raw path, not new URL(): "//brands/x" would parse as a host named "brands"
    path = decodeURIComponent(rawUrl.split(/[?#]/)[0]);
  } catch {
    return true; // an undecodable URL is refused rather than guessed at
  }
  const norm = path
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .toLowerCase();
  const dir = brandsDir.replace(/\\/g, '/').replace(/\/+$/, '').toLowerCase();
  return norm === '/brands' || norm.startsWith('/brands/') || norm.includes(`${dir}/`) || norm.endsWith(dir);
}

/**
 * Brand configs as runtime data, not code:
 * - dev: GET /brand-config/index.json, /brand-config/<id>.json (merged, server-only values
 *   stripped, re-read on every request) and /brand-assets/<id>/assets/...;
 * - build: the same files emitted into dist/;
 * - `virtual:brand-validator`: the browser's data for the one validator (src/config/checkBundle.ts):
 *   ajv standalone validators of schemas/*.schema.json and of every plugin's parameter schema, and the
 *   engine text packs;
 * - dev: each served brand config is also checked by that validator, and its issues are printed in the
 *   terminal exactly as `npm run validate` prints them.
 */
export function brandConfigPlugin(): Plugin {
  let building = false;
  /** Build: brand id → the exact text emitted as brand-config/<id>.json (the trusted digests are of these bytes). */
  let sources: Map<string, string> | undefined;
  const emitted = () => (sources ??= new Map(brandIndex().brands.map((id) => [id, JSON.stringify(withCompiledMessages(browserBundle(id)))])));
  return {
    name: 'croupier-brand-config',
    configResolved(config) {
      building = config.command === 'build';
    },
    config() {
      // brands/ is data for the bundler, never a static folder of the dev server (see isRawBrandRequest)
      return { optimizeDeps: { include: AJV_RUNTIME_DEPS }, server: { fs: { deny: [...VITE_DEFAULT_DENY, `${BRANDS_DIR.replace(/\\/g, '/')}/**`] } } };
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      return brandValidatorModule({ pluginParams: await pluginParamSchemas(), enginePacks: browserEnginePacks(loadEnginePacks()) });
    },
    configureServer(server) {
      server.watcher.add([BRANDS_DIR, SCHEMAS_DIR]);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(SCHEMAS_DIR)) return;
        forgetSchemas();
        lastReport.clear();
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
      // A brand file changed: the open pages refetch their bundle and apply it in place (src/app/start.tsx), no
      // reload. One event per burst of changes (an editor's save often writes twice).
      let pending = new Set<string>();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const brandFileChanged = (file: string) => {
        for (const id of brandsOfChange(file)) pending.add(id);
        if (!pending.size || timer) return;
        timer = setTimeout(() => {
          const brands = [...pending];
          pending = new Set();
          timer = undefined;
          server.ws.send({ type: 'custom', event: 'croupier:brand-changed', data: { brands } });
        }, 50);
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, brandFileChanged);
      server.middlewares.use((req, res, next) => {
        if (isRawBrandRequest(req.url ?? '/'))
          return sendJson(res, 404, { error: 'brand folders are not served; the browser bundle is /brand-config/<id>.json' });
        const url = new URL(req.url ?? '/', 'http://local');
        const path = decodeURIComponent(url.pathname);
        if (path === '/brand-config/index.json') return sendJson(res, 200, brandIndex());
        const config = /^\/brand-config\/([a-z0-9-]+)\.json$/.exec(path);
        if (config) {
          const id = config[1];
          if (!listBrandIds().includes(id)) return sendJson(res, 404, { error: `no brand "${id}" in brands/` });
          void devReport(server.config.logger, id);
          try {
            return sendConfigText(req, res, JSON.stringify(browserBundle(id)));
          } catch (err) {
            return sendJson(res, 500, { error: `brands/${id}: ${(err as Error).message}` });
          }
        }
        const asset = /^\/brand-assets\/([a-z0-9-]+)\/(.+)$/.exec(path);
        if (asset) {
          const file = assetFile(asset[1], asset[2]);
          if (!file) return sendJson(res, 404, { error: `no asset ${asset[2]} in brand ${asset[1]}` });
          res.setHeader('Content-Type', MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
          return res.end(readFileSync(file));
        }
        next();
      });
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const control = process.env.CROUPIER_CONFIG_CONTROL === '1';
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
        if (control && path.startsWith('/__brand-config')) {
          const id = /^\/__brand-config(?:\/([a-z0-9-]+)\.json)?$/.exec(path);
          if (!id) return sendJson(res, 404, { error: 'use /__brand-config/<id>.json' });
          if (req.method === 'DELETE') {
            if (id[1]) overrides.delete(id[1]);
            else overrides.clear();
            return sendJson(res, 200, { served: 'built' });
          }
          if (req.method === 'PUT' && id[1]) {
            const brand = id[1];
            return void readBody(req).then((text) => {
              overrides.set(brand, text);
              sendJson(res, 200, { served: 'override', etag: configEtag(text) });
            }, next);
          }
          return sendJson(res, 405, { error: 'PUT /__brand-config/<id>.json with the config text, or DELETE it' });
        }
        const config = req.method === 'GET' || req.method === 'HEAD' ? /^\/brand-config\/([a-z0-9-]+)\.json$/.exec(path) : null;
        if (!config || config[1] === 'index') return next();
        const override = overrides.get(config[1]);
        if (override !== undefined) return sendConfigText(req, res, override);
        let text: string;
        try {
          text = readFileSync(join(outDir, 'brand-config', `${config[1]}.json`), 'utf8');
        } catch {
          return next(); // not built: the static server's 404
        }
        sendConfigText(req, res, text);
      });
    },
    async generateBundle() {
      // The digests of the configs the build validated go into the index (data), not into the app bundle,
      // whose bytes therefore do not depend on the number of brands.
      const index = { ...brandIndex(), configDigests: building ? await trustedDigests(emitted()) : {} };
      this.emitFile({ type: 'asset', fileName: 'brand-config/index.json', source: JSON.stringify(index) });
      for (const id of index.brands) {
        this.emitFile({ type: 'asset', fileName: `brand-config/${id}.json`, source: emitted().get(id) ?? JSON.stringify(browserBundle(id)) });
        for (const rel of listAssets(id)) {
          this.emitFile({
            type: 'asset',
            fileName: `brand-assets/${id}/${rel}`,
            source: readFileSync(assetFile(id, rel)!),
          });
        }
      }
      this.info?.(`brand configs emitted: ${index.brands.join(', ')} (default ${index.defaultBrand}) from ${relative(process.cwd(), BRANDS_DIR)}`);
    },
  };
}

/**
 * A built bundle with `compiledMessages`: per language, the formatjs AST of each text that is not plain
 * (src/i18n/compile.ts), so a browser that trusts these bytes formats them without the ICU parser. A
 * bundle with a text the parser refuses gets none: the validator refuses it, so it is never trusted.
 */
export function withCompiledMessages(bundle: unknown): unknown {
  const locales = (bundle as { locales?: unknown } | null)?.locales;
  if (!locales || typeof locales !== 'object') return bundle;
  try {
    const compiledMessages = Object.fromEntries(
      Object.entries(locales as Record<string, Record<string, string>>).map(([lang, texts]) => [lang, compiledAsts(texts, lang, parse)]),
    );
    return { ...(bundle as object), compiledMessages };
  } catch {
    return bundle;
  }
}

/**
 * The brand index's `configDigests`: brand id → SHA-256 (base64) of its emitted config bundle, for each bundle
 * that the browser's own validator (checkBundle with the same schemas, plugin parameter schemas and engine
 * packs) accepts here, at build time. A browser that receives exactly those bytes for that brand skips the
 * validator chunk (src/config/load.ts); any other bytes — edited on the server, or from a remote config URL —
 * are still validated in the browser. Dev serves no digests: every config is validated there.
 */
export async function trustedDigests(sources: Map<string, string>): Promise<Record<string, string>> {
  const plugins = new Map(Object.entries(await pluginParamSchemas()).map(([pid, paramsSchema]) => [pid, { id: pid, paramsSchema }]));
  const validators = compileValidators(loadSchemas(), plugins, browserEnginePacks(loadEnginePacks()));
  const digests: Record<string, string> = {};
  for (const [id, source] of sources) {
    if (checkBundle(JSON.parse(source), validators).length) continue;
    digests[id] = createHash('sha256').update(source).digest('base64');
  }
  return digests;
}

/** Plugin id → parameter schema, read from plugins/ through Vite's module runner (they are TypeScript). */
async function pluginParamSchemas(): Promise<Record<string, Record<string, unknown>>> {
  const entry = resolve(import.meta.dirname, 'pluginSchemas.ts');
  const { module } = await runnerImport<{ default: Record<string, Record<string, unknown>> }>(entry, { configFile: false, logLevel: 'silent' });
  return module.default;
}

/**
 * The engine packs as the browser's validator needs them: en-US whole (the id set and the default
 * messages placeholders are checked against), other languages by id only — the checks read nothing
 * else of them, and the validator is part of every first visit.
 */
function browserEnginePacks(packs: Record<string, Record<string, string>>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(packs).map(([lang, pack]) => [lang, lang === 'en-US' ? pack : Object.fromEntries(Object.keys(pack).map((id) => [id, '']))]),
  );
}

let devPlugins: Promise<Map<string, PluginInfo>> | undefined;
/** The last report printed per brand, so a reload with the same problems does not repeat them. */
const lastReport = new Map<string, string>();

/** Dev server: the brand's issues as `npm run validate` prints them, whenever they change. */
async function devReport(logger: { warn(msg: string): void; info(msg: string): void }, id: string): Promise<void> {
  try {
    devPlugins ??= pluginParamSchemas().then((schemas) => new Map(Object.entries(schemas).map(([pid, paramsSchema]) => [pid, { id: pid, paramsSchema }])));
    const issues = await validateBrand(join(BRANDS_DIR, id), { plugins: await devPlugins });
    const lines = formatIssues(id, issues);
    const errors = issues.filter((i) => i.severity !== 'warning').length;
    const text = lines.join('\n');
    const before = lastReport.get(id);
    if (before === text) return;
    lastReport.set(id, text);
    // Warnings (e.g. texts still untranslated) do not stop the site; only errors make the browser refuse the config.
    if (errors) logger.warn(`[croupier] brands/${id} has ${errors} config problem(s); the browser will refuse it:\n${text}`);
    else if (lines.length) logger.warn(`[croupier] brands/${id} has ${lines.length} warning(s); the site still runs:\n${text}`);
    else if (before) logger.info(`[croupier] brands/${id}: OK`);
  } catch (err) {
    logger.warn(`[croupier] brands/${id}: the config check failed to run: ${(err as Error).message}`);
  }
}
