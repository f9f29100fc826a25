// The layer rule (docs/ARCHITECTURE.md, "Layers"): run by `npm run lint:layers` and `npm test`.
// Layers from the bottom up; a module may import its own layer and any lower one, never a higher one.
// Layers on one tier (config, api, i18n) may not import each other unless `mayImport` says so.
/** @type {{ name: string, path: string, tier: number, mayImport?: string[] }[]} */
const LAYERS = [
  { name: 'ports', path: '^src/ports/', tier: 0 },
  // config reads brand files and never calls the platform; api is brand-neutral transport
  // (its base URL and headers are handed to it), so neither imports the other.
  { name: 'config', path: '^src/config/', tier: 1 },
  { name: 'api', path: '^src/api/', tier: 1 },
  // i18n picks a language from the brand's config (the config types only).
  { name: 'i18n', path: '^src/i18n/', tier: 1, mayImport: ['config'] },
  { name: 'catalogue', path: '^src/catalogue/', tier: 2 },
  { name: 'models', path: '^src/models/', tier: 3 },
  { name: 'ui', path: '^src/ui/', tier: 4 },
  { name: 'pages', path: '^src/pages/', tier: 5 },
  { name: 'app', path: '^(src/app/|src/main\\.tsx$)', tier: 6 },
];

// The plugin API: the only engine modules a provider plugin may import.
const PLUGIN_API = ['^src/catalogue/provider\\.ts$', '^src/catalogue/types\\.ts$'];
// A plugin's test may also check its flags against the engine rule that reads them.
const PLUGIN_TEST_API = [...PLUGIN_API, '^src/catalogue/rules\\.ts$'];

const TEST_FILE = '\\.test\\.tsx?$';

// Tooling (docs/ARCHITECTURE.md, "Tooling"). An entry point is what a command runs: a file at the top of
// scripts/, or a folder's cli.ts / run.mjs. Nothing imports one (an entry runs at import), so whatever it has
// that others need lives in a library folder. The library folders are tiered like the layers above.
const ENTRY = '^scripts/([^/]+|[^/]+/cli\\.ts|[^/]+/run\\.mjs)$';
/** @type {{ name: string, path: string, tier: number, mayImport?: string[] }[]} */
const TOOLING = [
  // shared pieces: brand folders and layering, arguments, nginx for the e2e run, Chromium
  { name: 'lib', path: '^scripts/lib/', tier: 0 },
  { name: 'layers', path: '^scripts/layers/', tier: 1 },
  { name: 'validate', path: '^scripts/validate/', tier: 1 },
  { name: 'sandbox', path: '^scripts/sandbox/', tier: 1 },
  { name: 'prerender', path: '^scripts/prerender/', tier: 1 },
  // the Vite plugins bundle and check brands (validate) and serve prerendered pages (prerender)
  { name: 'vite', path: '^scripts/vite/', tier: 2 },
  // new brand, new language, generated types and docs
  { name: 'authoring', path: '^scripts/authoring/', tier: 2 },
  // the studio's server: validation, bundles and the authoring commands behind one API
  { name: 'studio-server', path: '^scripts/studio/', tier: 3 },
];
// What tooling reads of the engine: the brand config's types, checks and routes, texts, neutral ports.
const SCRIPTS_SRC = ['ports', 'config', 'i18n'];
// The studio page renders the engine's own components over a brand's theme; it holds no store of the app.
const STUDIO_SRC = ['ports', 'config', 'i18n', 'catalogue', 'ui'];
const layerPaths = (names) => LAYERS.filter((l) => names.includes(l.name)).map((l) => l.path);

// Edges allowed for now, each to be deleted by the lead once the named change is merged.
// Edges allowed for now: { name, layer, from, to }, each with a comment naming the change that removes it.
const TEMPORARY_EXCEPTIONS = [];

const either = (patterns) => patterns.map((p) => `(${p})`).join('|');

function layerRule(layer, fromPathNot, { layers = LAYERS, root = '^src/', prefix = 'layer' } = {}) {
  const allowed = layers.filter(
    (other) => other.tier < layer.tier || other.name === layer.name || (layer.mayImport ?? []).includes(other.name),
  );
  return {
    name: `${prefix}-${layer.name}`,
    comment: `${layer.name} may import only ${allowed.map((l) => l.name).join(', ')} (see docs/ARCHITECTURE.md)`,
    severity: 'error',
    from: { path: layer.path, ...(fromPathNot ? { pathNot: fromPathNot } : {}) },
    to: { path: root, pathNot: either(allowed.map((l) => l.path)) },
  };
}

function exceptionRules(exception) {
  const base = layerRule(LAYERS.find((l) => l.name === exception.layer));
  return {
    ...base,
    name: `${base.name}-${exception.name}`,
    from: { path: exception.from },
    to: { path: '^src/', pathNot: either([base.to.pathNot, exception.to]) },
  };
}

module.exports = {
  forbidden: [
    ...LAYERS.map((layer) => {
      const exempt = TEMPORARY_EXCEPTIONS.filter((e) => e.layer === layer.name).map((e) => e.from);
      return layerRule(layer, exempt.length ? either(exempt) : undefined);
    }),
    ...TEMPORARY_EXCEPTIONS.map(exceptionRules),
    // An entry point may import any library, a library folder only its own and lower tiers (so no folder
    // cycle); a test may use any library, as src tests may.
    ...TOOLING.map((folder) => layerRule(folder, either([ENTRY, TEST_FILE]), { layers: TOOLING, root: '^scripts/', prefix: 'scripts' })),
    {
      name: 'scripts-entry',
      comment: 'Nothing imports an entry point (scripts/*, a folder\'s cli.ts or run.mjs): it runs when imported.',
      severity: 'error',
      from: {},
      to: { path: ENTRY },
    },
    {
      name: 'scripts-src',
      comment: `Tooling imports from src only ${SCRIPTS_SRC.join(', ')}`,
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^src/', pathNot: either(layerPaths(SCRIPTS_SRC)) },
    },
    {
      name: 'scripts-no-page',
      comment: 'Tooling never imports the studio page or tests (the studio server serves studio/ by path).',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(studio|tests)/' },
    },
    {
      name: 'studio-src',
      comment: `The studio page imports from src only ${STUDIO_SRC.join(', ')}`,
      severity: 'error',
      from: { path: '^studio/' },
      to: { path: '^src/', pathNot: either(layerPaths(STUDIO_SRC)) },
    },
    {
      name: 'studio-scripts',
      comment: 'The studio page imports from scripts only its server (scripts/studio/), for the API types.',
      severity: 'error',
      from: { path: '^studio/' },
      to: { path: '^scripts/', pathNot: '^scripts/studio/' },
    },
    {
      // A page family (src/pages/<family>/) is one route family's pages; what two families share is a ui
      // component (src/ui/) or plain data lower down, so one family never imports another. Modules directly
      // in src/pages/ (the not-found and route-error pages) belong to no family and may be imported.
      name: 'pages-no-sideways',
      comment: 'A page family may not import another page family: move what they share down to src/ui (or lower).',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/[^/]+/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules may not depend on each other in a cycle (type-only imports count).',
      severity: 'error',
      from: { path: '^(src|plugins|scripts|studio)/' },
      to: { circular: true },
    },
    {
      name: 'src-no-plugin',
      comment: 'The engine reaches plugins only through the registry (import.meta.glob in src/catalogue/registry.ts).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^plugins/' },
    },
    {
      name: 'src-no-tooling',
      comment: 'Shipped code never imports scripts/, studio/ or tests/; only test files may (the sandbox, test helpers).',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^(scripts|studio|tests)/' },
    },
    {
      name: 'plugin-api',
      comment: `A plugin imports from src only the plugin API: ${PLUGIN_API.join(', ')}`,
      severity: 'error',
      from: { path: '^plugins/', pathNot: TEST_FILE },
      to: { path: '^src/', pathNot: either(PLUGIN_API) },
    },
    {
      name: 'plugin-test-api',
      comment: `A plugin test imports from src only: ${PLUGIN_TEST_API.join(', ')}`,
      severity: 'error',
      from: { path: `^plugins/.*${TEST_FILE}` },
      to: { path: '^src/', pathNot: either(PLUGIN_TEST_API) },
    },
  ],
  options: {
    // TypeScript 7 has no JS compiler API, so dependency-cruiser reads TS through Babel with a
    // plugin that keeps type-only imports as edges (scripts/layers/babel.cjs). dependency-cruiser
    // scans .ts/.tsx files only when it finds TypeScript < 7 or @swc/core installed, hence that
    // devDependency (its own parser is not used: it cannot read .tsx).
    babelConfig: { fileName: require('node:path').join(__dirname, 'scripts/layers/babel.cjs') },
    // tests/ are outside the rule: they may use anything, their own imports are not checked.
    doNotFollow: { path: ['node_modules', '^tests/'] },
    exclude: { path: 'node_modules' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6'],
  },
};
