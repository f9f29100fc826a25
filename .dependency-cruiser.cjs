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

// Edges allowed for now, each to be deleted by the lead once the named change is merged.
// Edges allowed for now: { name, layer, from, to }, each with a comment naming the change that removes it.
const TEMPORARY_EXCEPTIONS = [];

const either = (patterns) => patterns.map((p) => `(${p})`).join('|');

function layerRule(layer, fromPathNot) {
  const allowed = LAYERS.filter(
    (other) => other.tier < layer.tier || other.name === layer.name || (layer.mayImport ?? []).includes(other.name),
  );
  return {
    name: `layer-${layer.name}`,
    comment: `${layer.name} may import only ${allowed.map((l) => l.name).join(', ')} (see docs/ARCHITECTURE.md)`,
    severity: 'error',
    from: { path: layer.path, ...(fromPathNot ? { pathNot: fromPathNot } : {}) },
    to: { path: '^src/', pathNot: either(allowed.map((l) => l.path)) },
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
      from: { path: '^(src|plugins)/' },
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
      comment: 'Shipped code never imports scripts/ or tests/; only test files may (the sandbox, test helpers).',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^(scripts|tests)/' },
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
    // scripts/ and tests/ are outside the layers: tests may use them, their own imports are not checked.
    doNotFollow: { path: ['node_modules', '^scripts/', '^tests/'] },
    exclude: { path: 'node_modules' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    moduleSystems: ['es6'],
  },
};
