/**
 * The brand studio on the dev server (dev only: `npm run studio` adds this plugin; vite.config.ts and the
 * production build never see it). Serves the studio page (studio/index.html) at /__studio/ and its API at
 * /__studio/api/*: brands, a brand's own files and schemas, the CLI's checks and the browser bundle of
 * an edited brand, save, new brand and new language (the CLI commands' own functions).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { BRANDS_DIR, listBrandIds } from '../lib/brands.ts';
import { newBrand } from '../authoring/newBrand.ts';
import { newLanguage } from '../authoring/newLanguage.ts';
import { loadSchemas } from '../validate/lib.ts';
import { listAssets } from '../vite/brandBundle.ts';
import { bundleEdited, gallery, readOwnFiles, saveBrand, schemasOf, textSources, validateEdited, type BrandFiles } from './workspace.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MAX_BODY = 8 * 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** A JSON request body; a malformed or oversized one is a 400 with a message naming the problem. */
function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((ok, fail) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) fail(new HttpError(413, `request body over ${MAX_BODY} bytes — send one brand's files only`));
      else chunks.push(c);
    });
    req.on('end', () => {
      try {
        const doc = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error('expected a JSON object');
        ok(doc);
      } catch (err) {
        fail(new HttpError(400, `request body: ${(err as Error).message}`));
      }
    });
    req.on('error', fail);
  });
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The brand id and edited files of a request body; an unknown brand is a 404. */
function brandAndFiles(body: Record<string, unknown>, brandsDir: string): { id: string; files: BrandFiles } {
  const id = body.brand;
  if (typeof id !== 'string' || !listBrandIds(brandsDir).includes(id))
    throw new HttpError(404, `no brand ${JSON.stringify(id)} in ${brandsDir} — brands: ${listBrandIds(brandsDir).join(', ')}`);
  const files = body.files;
  if (!files || typeof files !== 'object' || Array.isArray(files))
    throw new HttpError(400, 'expected "files": { "<file path in the brand folder>": <JSON document> }');
  return { id, files: files as BrandFiles };
}

/** The studio's API, `/__studio/api/<route>`, over one brands folder. */
export async function handleApi(route: string, req: IncomingMessage, brandsDir: string): Promise<[number, unknown]> {
  const get = req.method === 'GET';
  if (get && route === 'brands') return [200, await gallery(brandsDir)];
  if (get && route === 'schemas') return [200, loadSchemas()];
  const brand = /^brand\/([a-z0-9-]+)$/.exec(route);
  if (get && brand) {
    const id = brand[1];
    if (!listBrandIds(brandsDir).includes(id)) throw new HttpError(404, `no brand "${id}" in ${brandsDir}`);
    const { files, broken } = readOwnFiles(brandsDir, id);
    return [200, { id, files, broken, schemas: schemasOf(files), assets: listAssets(id, brandsDir), texts: textSources(brandsDir, id) }];
  }
  if (req.method !== 'POST') throw new HttpError(404, `no studio API ${req.method} /__studio/api/${route}`);
  const body = await readBody(req);
  if (route === 'validate') {
    const { id, files } = brandAndFiles(body, brandsDir);
    return [200, await validateEdited(brandsDir, id, files)];
  }
  if (route === 'bundle') {
    const { id, files } = brandAndFiles(body, brandsDir);
    return [200, { brand: id, bundle: await bundleEdited(brandsDir, id, files) }];
  }
  if (route === 'save') {
    const { id, files } = brandAndFiles(body, brandsDir);
    const result = await saveBrand(brandsDir, id, files);
    return [result.ok ? 200 : 422, result];
  }
  if (route === 'new-brand') {
    const result = await newBrand({
      id: String(body.id ?? ''),
      from: String(body.from ?? ''),
      name: typeof body.name === 'string' && body.name ? body.name : undefined,
      brandsDir,
    });
    return [result.ok ? 200 : 422, result];
  }
  if (route === 'new-language') {
    // update: a language the brand has gets the texts it lacks (`npm run new-language -- <brand> <lang> --update`);
    // its source defaults to the brand's default language.
    const update = body.update === true;
    const result = await newLanguage({
      brand: String(body.brand ?? ''),
      lang: String(body.lang ?? ''),
      from: update && !body.from ? undefined : String(body.from ?? ''),
      label: !update && typeof body.label === 'string' && body.label ? body.label : undefined,
      update,
      brandsDir,
    });
    return [result.ok ? 200 : 422, result];
  }
  throw new HttpError(404, `no studio API POST /__studio/api/${route}`);
}

/** Serves studio/index.html (through Vite's HTML transform, so its TSX entry is compiled) for every studio page. */
async function sendStudioPage(server: ViteDevServer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const html = await server.transformIndexHtml(
    req.url ?? '/__studio/',
    readFileSync(join(ROOT, 'studio/index.html'), 'utf8'),
    (req as { originalUrl?: string }).originalUrl,
  );
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/** The studio plugin: `brandsDir` is the folder it reads and saves (default brands/ or CROUPIER_BRANDS_DIR). */
export function studioPlugin(brandsDir = BRANDS_DIR): Plugin {
  return {
    name: 'croupier-studio',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        if (path === '/__studio') {
          res.statusCode = 302;
          res.setHeader('Location', '/__studio/');
          return res.end();
        }
        if (!path.startsWith('/__studio/')) return next();
        const api = /^\/__studio\/api\/(.+)$/.exec(path);
        if (!api) {
          sendStudioPage(server, req, res).catch(next);
          return;
        }
        handleApi(decodeURIComponent(api[1]), req, brandsDir).then(
          ([status, body]) => send(res, status, body),
          (err: Error) => {
            const status = err instanceof HttpError ? err.status : 500;
            if (status === 500) server.config.logger.error(`[studio] /__studio/api/${api[1]}: ${err.stack ?? err.message}`);
            // new-brand / new-language refuse bad input by throwing a message that says what to do: a 400, not a crash.
            send(res, status === 500 && /new-(brand|language)$/.test(api[1]) ? 400 : status, { error: err.message });
          },
        );
      });
    },
  };
}
