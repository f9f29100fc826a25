/**
 * `npm run bench`: catalogue ingest and assembly over the synthetic 20,000-game catalogue
 * (scripts/sandbox/generate.ts), beside the naive way (one MST node per game, views that
 * filter and sort on every query), measured in the same run. Benchmarks measure; they never fail.
 *
 *   npm run bench [-- --brand pampa] [-- --size 20000] [-- --dev]
 *
 * MST runs in production mode (as in the built site) unless --dev is given.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArgs, numberArg } from '../../scripts/lib/args.ts';

const { values } = cliArgs({
  usage: `usage: tsx tests/bench/run.ts [--brand <id>] [--size <n>] [--dev]

Catalogue ingest and assembly bench (measures, never fails).
  --brand <id>   brand whose config drives the catalogue (default pampa)
  --size <n>     games in the synthetic catalogue (default 20000)
  --dev          MST development mode (default: production, as in the built site)
  -h, --help     show this text`,
  options: { brand: { type: 'string' }, size: { type: 'string' }, dev: { type: 'boolean' } },
});
if (!values.dev) process.env.NODE_ENV = 'production';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const brandId = values.brand ?? 'pampa';
const size = numberArg('size', values.size, 20000);
const SEED = 20240601;

const { types } = await import('mobx-state-tree');
const { generateCatalogue } = await import('../../scripts/sandbox/generate.ts');
const { registryFromModules } = await import('../../src/catalogue/registry.ts');
const { providerContext, freezeGame } = await import('../../src/catalogue/load.ts');
const { filterPlatformVariants } = await import('../../src/catalogue/rules.ts');
const { createGameIndexer } = await import('../../src/catalogue/gameIndex.ts');
const { assembleGames } = await import('../../src/catalogue/assemble.ts');
const { assemblyContextFor } = await import('../../src/catalogue/context.ts');
const { banMatcher } = await import('../../src/catalogue/bans.ts');
const { RootStoreModel } = await import('../../src/models/RootStore.ts');
const { fakeApi, fakeClock, memoryStorage } = await import('../support/catalogueTestKit.ts');
type Game = import('../../src/catalogue/types.ts').Game;
type GameFilters = import('../../src/catalogue/assemble.ts').GameFilters;
type CasinoConfig = import('../../src/catalogue/config.ts').CasinoConfig;
type BrandConfig = import('../../src/config/types.ts').BrandConfig;

// ---------- brand config and plugins ----------
const { mergeBrand } = await import('../../scripts/validate/lib.ts');
// Merged with the bases the brand extends (brands/_platform).
const merged = mergeBrand(join(root, 'brands', brandId));
const config: CasinoConfig = { brand: merged.brand, providers: merged.providers, catalogue: merged.catalogue, rules: merged.rules };
const pluginModules: Record<string, { default?: any }> = {};
for (const dir of readdirSync(join(root, 'plugins'))) {
  if (dir.startsWith('_')) continue;
  try {
    pluginModules[`../../plugins/${dir}/index.ts`] = await import(`../../plugins/${dir}/index.ts`);
  } catch {
    /* a folder without index.ts is not a plugin */
  }
}
const registry = registryFromModules(pluginModules, (m) => console.warn(m));

// ---------- measuring helpers ----------
const now = () => performance.now();
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { min: s[0], median: q(0.5), p95: q(0.95), runs: s.length };
}
function measure(fn: () => unknown, runs: number, warmup = Math.min(20, runs)) {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = now();
    fn();
    samples.push(now() - t);
  }
  return stats(samples);
}
const ms = (n: number) => `${n.toFixed(n < 10 ? 3 : 1)} ms`;

// ---------- ingest: raw payloads → normalised frozen games → index ----------
const payloads = generateCatalogue(size, SEED) as unknown as Record<string, unknown>;
const deps = {
  api: fakeApi({}),
  registry,
  config,
  language: config.brand.defaultLanguage,
  platform: 'desktop' as const,
  siteOrigin: 'http://bench.local',
  roles: config.rules.roles,
};
const entries = config.providers.providers.filter((p) => p.enabled !== false && registry.get(p.plugin));

const order = {
  providerOrder: config.catalogue.providerOrder,
  gameOrder: config.catalogue.gameOrder,
  sourceOrder: config.providers.providers.map((p) => p.id),
};

// Each sample normalises a fresh copy of the raw payloads (copied outside the timed part).
const INGEST_RUNS = 15;
const normaliseSamples: number[] = [];
const indexSamples: number[] = [];
let sources: Record<string, readonly Game[]> = {};
for (let run = 0; run < INGEST_RUNS; run++) {
  const raw = structuredClone(payloads);
  const t0 = now();
  const out: Record<string, readonly Game[]> = {};
  for (const entry of entries) {
    const plugin = registry.get(entry.plugin)!;
    const ctx = providerContext(deps, entry);
    const payload = plugin.list.request(ctx) ? raw[entry.plugin] : (plugin.list.defaultList?.(ctx) ?? ctx.params.defaultList);
    if (payload === undefined) continue;
    out[entry.id] = Object.freeze(filterPlatformVariants(plugin.list.normalise(payload, ctx).games, 'desktop').map(freezeGame));
  }
  const t1 = now();
  createGameIndexer(order)({ providers: out });
  const t2 = now();
  normaliseSamples.push(t1 - t0);
  indexSamples.push(t2 - t1);
  sources = out;
}
const allGames = Object.values(sources).flat();
const favourites = Object.freeze(allGames.filter((_, i) => i % 400 === 0));
const index = createGameIndexer(order)({ providers: sources, favorites: favourites });

// ---------- typical queries ----------
const slotsTab = config.catalogue.tabs.slots?.find((c) => allGames.some((g) => g.casinoType === 'slots' && g.tab.includes(c))) ?? 'popular';
const busiest = Object.entries(sources).sort((a, b) => b[1].length - a[1].length)[0]?.[0] ?? '';
const queries: [string, GameFilters][] = [
  ['all games (no filter)', {}],
  [`casino type slots + category ${slotsTab}`, { casinoType: 'slots', selectedCategories: [slotsTab] }],
  ['search text "go"', { searchString: 'go' }],
  ['casino type slots + search "book"', { casinoType: 'slots', searchString: 'book' }],
  [`provider filter ${busiest}`, { selectedProviders: [busiest] }],
  ['favourites (pseudo-provider)', { selectedProviders: [config.catalogue.pseudoProviders?.favorite ?? 'favorite'] }],
  ['favourites filter over all', { selectedFavorites: true }],
];
const ctx = assemblyContextFor(config.catalogue, banMatcher({ providers: [], casinoTypes: [] }));

// ---------- the naive way: one MST node per game, views filter and sort ----------
const NaiveGame = types.model('NaiveGame', {
  id: types.string,
  gameId: types.string,
  gameName: types.string,
  provider: types.string,
  routeProvider: types.string,
  imageUrl: types.string,
  tab: types.array(types.string),
  casinoType: types.string,
});
const providerRank = new Map(order.providerOrder.map((id, i) => [id, i]));
const gameRank = new Map(order.gameOrder.map((id, i) => [id, i]));
const NaiveStore = types.model('NaiveStore', { games: types.array(NaiveGame), favorites: types.array(types.string) }).views((self) => ({
  query(f: GameFilters) {
    const search = f.searchString?.toLowerCase();
    const fav = f.selectedProviders?.includes('favorite') || f.selectedFavorites;
    const list = self.games.filter(
      (g) =>
        (!f.casinoType || g.casinoType === f.casinoType) &&
        (!search || g.gameName.toLowerCase().includes(search)) &&
        (!fav || self.favorites.includes(g.id)) &&
        (!f.selectedCategories?.length || g.tab.some((t) => f.selectedCategories!.includes(t))) &&
        (!f.selectedProviders?.length || fav || f.selectedProviders.includes(g.routeProvider)),
    );
    return list
      .sort((a, b) => (providerRank.get(a.routeProvider) ?? 1e9) - (providerRank.get(b.routeProvider) ?? 1e9))
      .sort((a, b) => (gameRank.get(a.gameId) ?? 1e9) - (gameRank.get(b.gameId) ?? 1e9));
  },
}));
const snapshots = allGames.map((g) => ({
  id: g.id,
  gameId: g.gameId,
  gameName: g.gameName,
  provider: g.provider,
  routeProvider: g.routeProvider,
  imageUrl: g.imageUrl,
  tab: [...g.tab],
  casinoType: g.casinoType,
}));
const naiveIngest: number[] = [];
let naive = NaiveStore.create({ games: [], favorites: [] });
for (let i = 0; i < 5; i++) {
  const t = now();
  naive = NaiveStore.create({ games: snapshots, favorites: favourites.map((g) => g.id) });
  naive.query({}); // MST creates child nodes lazily: the first pass materialises every node
  naiveIngest.push(now() - t);
}

// ---------- the real store path: the whole RootStore, CasinoStore with every provider list set ----------
const storeSamples: number[] = [];
for (let i = 0; i < 5; i++) {
  const t = now();
  // the brand's files the stores read (brand, providers, catalogue, rules); theme and texts are not read here
  const tree = RootStoreModel.create(
    { config: config as unknown as BrandConfig },
    { api: fakeApi({}), providers: registry, clock: fakeClock(), storage: memoryStorage() },
  );
  for (const [id, games] of Object.entries(sources)) tree.casino.setProviderGames(id, games);
  void tree.casino.queryGames({ casinoType: 'slots' }).length;
  storeSamples.push(now() - t);
}

// ---------- report ----------
const rows: string[][] = [];
const n = stats(normaliseSamples);
const ix = stats(indexSamples);
const ni = stats(naiveIngest);
const st = stats(storeSamples);
const totals = stats(normaliseSamples.map((x, i) => x + indexSamples[i]));
rows.push(['ingest: normalise raw → frozen games (plugins)', ms(n.min), ms(n.median), ms(n.p95), '', '']);
rows.push(['ingest: build index (sort keys, merge, buckets)', ms(ix.min), ms(ix.median), ms(ix.p95), '', '']);
rows.push(['ingest total (target ≤ 50 ms) | naive: create+materialise', ms(totals.min), ms(totals.median), ms(totals.p95), ms(ni.median), ms(ni.p95)]);
rows.push(['CasinoStore: create + set 15 lists + first view', ms(st.min), ms(st.median), ms(st.p95), '', '']);
for (const [name, f] of queries) {
  let count = 0;
  const fast = measure(() => (count = assembleGames(index, f, ctx).length), 300);
  const slow = measure(() => naive.query(f), 15, 3);
  rows.push([`query: ${name} (${count} games)`, ms(fast.min), ms(fast.median), ms(fast.p95), ms(slow.median), ms(slow.p95)]);
}

const header = ['measure', 'min', 'median', 'p95', 'naive median', 'naive p95'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(
  `\nCatalogue bench — brand ${brandId}, ${allGames.length} games from ${Object.keys(sources).length} provider lists (requested ${size}, seed ${SEED}), MST ${process.env.NODE_ENV === 'production' ? 'production' : 'dev'} mode, node ${process.version}`,
);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
console.log('\nTargets: ingest ≤ 50 ms, assembly median ≤ 2 ms. Measured, not enforced.');
