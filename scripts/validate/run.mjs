/**
 * `npm run validate`: runs the validator (scripts/validate/runValidate.ts) with plain node from one bundled
 * file, rebuilt by esbuild only when one of its sources changed, instead of through tsx (whose start-up
 * and per-file transforms cost more than validating two brands). The first run after a plugin or schema
 * change goes through tsx once, to import the TypeScript plugins and store the compiled validators
 * (scripts/validate/cache.ts); every later run loads them from the cache.
 *
 * Plain JavaScript on purpose: it must run before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '../..');
// The bundle is the library (importing it runs nothing); tsx runs the entry point, cli.ts.
const LIBRARY = join(ROOT, 'scripts/validate/runValidate.ts');
const ENTRY = join(ROOT, 'scripts/validate/cli.ts');
const CACHE = process.env.CROUPIER_VALIDATE_CACHE || join(ROOT, 'node_modules/.cache/croupier-validate');
const BUNDLE = join(CACHE, 'cli.bundle.mjs');
const META = join(CACHE, 'cli.bundle.json');
const args = process.argv.slice(2);

/** Whether the bundle is older than any of the files it was built from (or missing). */
function stale() {
  if (!existsSync(BUNDLE) || !existsSync(META)) return true;
  try {
    const inputs = JSON.parse(readFileSync(META, 'utf8'));
    // A bundle built in another checkout (a copied or hard-linked node_modules) runs that checkout's code.
    if (Object.keys(inputs).some((file) => !file.startsWith(`${ROOT}/`))) return true;
    return Object.entries(inputs).some(([file, mtime]) => !existsSync(file) || statSync(file).mtimeMs !== mtime);
  } catch {
    return true;
  }
}

async function build() {
  const esbuild = await import('esbuild');
  // Bundled code runs from the cache folder: each source keeps its own folder for import.meta.dirname/url.
  const keepPlace = {
    name: 'keep-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (a) => ({
        loader: 'ts',
        contents: readFileSync(a.path, 'utf8')
          .replaceAll('import.meta.dirname', JSON.stringify(dirname(a.path)))
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(a.path).href)),
      }));
    },
  };
  const tmp = `${BUNDLE}.${process.pid}.tmp.mjs`;
  const result = await esbuild.build({
    entryPoints: [LIBRARY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // CommonJS dependencies bundled into ESM still call require() for node built-ins.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    outfile: tmp,
    metafile: true,
    logLevel: 'error',
    plugins: [keepPlace],
  });
  const inputs = {};
  for (const rel of Object.keys(result.metafile.inputs)) {
    const file = resolve(ROOT, rel);
    inputs[file] = statSync(file).mtimeMs;
  }
  mkdirSync(CACHE, { recursive: true });
  renameSync(tmp, BUNDLE);
  writeFileSync(META, JSON.stringify(inputs));
}

/** The same CLI through tsx: it can import the TypeScript plugins when the compiled validators must be rebuilt. */
function viaTsx() {
  const res = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [ENTRY, ...args], { stdio: 'inherit' });
  process.exit(res.status ?? 2);
}

try {
  if (stale()) await build();
  const { runValidate, validatorsCached } = await import(pathToFileURL(BUNDLE).href);
  if (!validatorsCached()) viaTsx();
  else process.exit(await runValidate(args));
} catch (err) {
  console.error(err);
  process.exit(2);
}
