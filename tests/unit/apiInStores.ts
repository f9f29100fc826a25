import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders whose modules only render stores: they never reach the platform API themselves. */
export const RENDER_LAYERS = ['src/ui', 'src/pages', 'src/app'] as const;

/**
 * Modules allowed to touch the environment: start-up builds the env and hands it to the RootStore; the page's early
 * answers go to the env's API client (firstAnswers.ts), and the build records start-up's first calls over an API
 * client of its own (firstRequests.ts).
 */
export const ENV_CREATION = ['src/app/boot.ts', 'src/app/firstAnswers.ts', 'src/app/firstRequests.ts'] as const;

/** Pure modules of src/api that render layers may use: turning a failure into words, and the failure's type. */
export const RENDER_SAFE_API = ['src/api/errors', 'src/api/result'] as const;

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Every breach of "pages and ui only render stores" in one module's source, one line each. */
export function layerViolations(repo: string, file: string, source: string): string[] {
  const out: string[] = [];
  const api = resolve(repo, 'src/api');
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec?.startsWith('.')) continue;
    const target = resolve(dirname(resolve(repo, file)), spec);
    const safe = RENDER_SAFE_API.some((m) => target === resolve(repo, m) || target === resolve(repo, `${m}.ts`));
    if (!safe && (target === api || target.startsWith(`${api}/`))) out.push(`${file}: imports ${spec} (src/api) — call a store action instead`);
  }
  if (/\buseEnv\b/.test(source)) out.push(`${file}: uses useEnv — read a store instead; the env belongs to the stores`);
  if (/\.api\s*\.\s*request\b/.test(source)) out.push(`${file}: calls .api.request — move the call into a store action`);
  return out;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The breaches in the render layers of a repository checkout. */
export function scanRenderLayers(repo: string): string[] {
  return RENDER_LAYERS.flatMap((layer) => walk(join(repo, layer)))
    .map((path) => relative(repo, path))
    .filter((file) => !(ENV_CREATION as readonly string[]).includes(file))
    .flatMap((file) => layerViolations(repo, file, readFileSync(join(repo, file), 'utf8')));
}
