/**
 * `npm run migrate` and the versioned config format: a brand as a release of 2026-11-23 left it (tests/fixtures/config-v1)
 * is brought to the current version keeping every value or reporting why not; the data in schemas/migrations/ agrees
 * with the schemas and with CHANGELOG.md; validate sends an older brand to migrate.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANGELOG, renderChangelog } from '../../scripts/authoring/changelog';
import { leaves, migrate, parseMigrateArgs, planMigration } from '../../scripts/authoring/migrate';
import { currentVersion, loadMigrations, type Migration } from '../../scripts/lib/configFormat';
import { mergeLayers, readLayers } from '../../scripts/lib/brandLayers';
import { BRANDS_DIR, createAjv, loadSchemas, SCHEMAS_DIR } from '../../scripts/validate/lib';
import { runValidate } from '../../scripts/validate/runValidate';
import { versionIssue } from '../../scripts/validate/versionCheck';

/** Migrating and validating a brand takes seconds, more on a busy machine. */
const SLOW = 90_000;
const FIXTURE = resolve(import.meta.dirname, '../fixtures/config-v1/pampa');

/** What a partner answers for the values no source has (the SEO texts of version 4, currency labels of version 2, the sign-up currency of version 5). */
const ANSWERS = {
  'brand.json:/seo/siteUrl': 'https://pampa.croupier.test',
  'brand.json:/currency/display/ARS': 'ARS',
  'brand.json:/currency/display/TRY': 'TRY',
  // version 5: new players hold the brand's own currency (pampa's ARS is the platform's TND), not TRY
  'brand.json:/currency/signUp': 'TND',
  'locales/en-US.json:/messages/seo.home.title': 'Pampa — casino and sport',
  'locales/es-es.json:/messages/seo.home.title': 'Pampa — casino y deporte',
  'locales/en-US.json:/messages/seo.home.description': 'Slots, live casino and sport.',
  'locales/es-es.json:/messages/seo.home.description': 'Tragamonedas, casino en vivo y deporte.',
};

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A brands folder holding the version-1 fixture and the current platform layer. */
function oldBrands(): string {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-migrate-test-'));
  temps.push(dir);
  cpSync(FIXTURE, join(dir, 'pampa'), { recursive: true });
  cpSync(join(BRANDS_DIR, '_platform'), join(dir, '_platform'), { recursive: true });
  return dir;
}

/** Every file under a folder with a digest of its bytes. */
const digests = (dir: string, sub = ''): Record<string, string> =>
  Object.fromEntries(
    readdirSync(join(dir, sub), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? Object.entries(digests(dir, join(sub, e.name)))
        : [
            [
              join(sub, e.name),
              createHash('sha256')
                .update(readFileSync(join(dir, sub, e.name)))
                .digest('hex'),
            ],
          ],
    ),
  );

const jsonFiles = (dir: string) => Object.keys(digests(dir)).filter((f) => f.endsWith('.json'));
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const at = (doc: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((n: any, k) => (n && typeof n === 'object' ? n[k] : undefined), doc);
/** A file of a migrated brand as the engine merges it (its bases first). */
const mergedFile = (brandsDir: string, rel: string) =>
  mergeLayers(
    readLayers(
      readJson(join(brandsDir, 'pampa/brand.json')).extends ? [join(brandsDir, '_platform'), join(brandsDir, 'pampa')] : [join(brandsDir, 'pampa')],
      rel,
    ),
  );

/**
 * Every value of the version-1 files is where it was with the same value, or a line of the report names its place
 * (removed with a reason, moved, or kept differing from the platform); returns the places reported.
 */
function expectEveryValueAccounted(brandsDir: string, lines: string[]): string[] {
  const reported: string[] = [];
  for (const rel of jsonFiles(FIXTURE)) {
    const before = readJson(join(FIXTURE, rel));
    const after = mergedFile(brandsDir, rel);
    for (const pointer of leaves(before)) {
      if (pointer === '/$schema') continue;
      if (JSON.stringify(at(after, pointer)) === JSON.stringify(at(before, pointer))) continue;
      const line = lines.find((l) => l.includes(`${rel} ${pointer}`) || l.includes(`${rel} ${pointer.split('/').slice(0, 2).join('/')}:`));
      expect(
        line,
        `${rel} ${pointer} changed (${JSON.stringify(at(before, pointer))} → ${JSON.stringify(at(after, pointer))}) without a line saying so`,
      ).toBeDefined();
      reported.push(`${rel} ${pointer}`);
    }
  }
  return reported;
}

describe('the migration data', () => {
  const migrations = loadMigrations();
  const schemas = loadSchemas();

  it('is valid against its schema and counts up from 1 to the current version', () => {
    const validate = createAjv().compile(readJson(join(SCHEMAS_DIR, 'migrations/migration.schema.json')));
    for (const step of migrations) expect(validate(step), `${step.version}.json: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    expect(currentVersion(migrations)).toBe(migrations.length);
  });

  /** The schema node at a pointer of a brand file, through properties (no $ref in the paths the data names). */
  const schemaAt = (file: string, pointer: string) => {
    const name = file.startsWith('locales/') ? 'locale' : file.replace(/\.json$/, '');
    return pointer
      .split('/')
      .slice(1)
      .reduce(
        (node: any, key) => (node?.properties?.[key] ?? (typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined)) as any,
        schemas[name],
      );
  };

  it('names the removals partners hit, each gone from the current schemas, and required values the schemas require', () => {
    const removed = migrations.flatMap((m) => m.changes.filter((c) => c.kind === 'removed').map((c) => `${c.file} ${c.pointer}`));
    for (const place of [
      'rules.json /inbetKfCurrencies',
      'rules.json /scrollTopVelocity',
      'rules.json /bonus/amountDecimals',
      'rules.json /ui/modalTopHeight',
      'theme.json /buttonDefaultColor',
      'brand.json /server/notes',
    ])
      expect(removed).toContain(place);
    for (const step of migrations)
      for (const c of step.changes) {
        if (c.kind === 'removed') expect(schemaAt(c.file, c.pointer), `${c.file} ${c.pointer} is still in the schema`).toBeUndefined();
        if (c.kind === 'added' || c.kind === 'changed') expect(schemaAt(c.file, c.pointer), `${c.file} ${c.pointer} is not in the schema`).toBeDefined();
        if (c.kind === 'required' && !c.file.startsWith('locales/')) {
          const parent = c.pointer.split('/').slice(0, -1).join('/');
          const required = (parent ? schemaAt(c.file, parent) : schemas[c.file.replace(/\.json$/, '')])?.required ?? [];
          expect(required, `${c.file} ${c.pointer} is not required`).toContain(c.pointer.split('/').at(-1));
        }
      }
    expect(migrations.flatMap((m) => m.changes).find((c) => c.pointer === '/payment/wageringBlockCodes')).toMatchObject({ kind: 'required', from: 'platform' });
    expect(at(readJson(join(BRANDS_DIR, '_platform/rules.json')), '/payment/wageringBlockCodes')).toEqual([105, 1180]);
  });

  it('is what CHANGELOG.md says (npm run migrate -- --changelog writes it)', () => {
    expect(readFileSync(CHANGELOG, 'utf8')).toBe(renderChangelog(migrations));
  });

  it('every brand of this repository is at the current version', () => {
    for (const id of ['lumen', 'pampa']) expect(versionIssue(BRANDS_DIR, id)).toBeUndefined();
  });
});

describe('validate on an older brand', () => {
  it(
    'says its version and the migrate command, not a line per removed key',
    async () => {
      const brandsDir = oldBrands();
      const lines: string[] = [];
      expect(await runValidate(['--brand', 'pampa', '--brands-dir', brandsDir], (l) => lines.push(l))).toBe(1);
      expect(lines).toEqual([
        `brands/pampa/brand.json /configVersion: expected config version ${currentVersion()}, found 1 (no configVersion: written before versions existed) — run \`npm run migrate -- pampa\` to bring it up (CHANGELOG.md lists what changed)`,
        '1 brand(s): 1 error(s), 0 warning(s)',
      ]);
    },
    SLOW,
  );

  it('says so for a brand written for a newer engine', () => {
    const brandsDir = oldBrands();
    const file = join(brandsDir, 'pampa/brand.json');
    writeFileSync(file, JSON.stringify({ ...readJson(file), configVersion: currentVersion() + 1 }));
    expect(versionIssue(brandsDir, 'pampa')?.message).toMatch(/found \d+: the brand was written for a newer engine/);
  });
});

describe('npm run migrate', () => {
  it(
    '--dry-run changes no byte, and validates the result in a copy',
    async () => {
      const brandsDir = oldBrands();
      const before = digests(brandsDir);
      const result = await migrate({ brands: ['pampa'], dryRun: true, brandsDir, answers: ANSWERS });
      expect(digests(brandsDir)).toEqual(before);
      expect(result.lines[0]).toBe(`brands/pampa: config version 1 → ${currentVersion()} (dry run: no file written)`);
      expect(result.lines).toContain('  brands/pampa: OK');
      expect(result.ok).toBe(true);
    },
    SLOW,
  );

  it(
    'brings the version-1 brand up: it validates, and every value is kept, moved or reported dropped with its reason',
    async () => {
      const brandsDir = oldBrands();
      const result = await migrate({ brands: ['pampa'], brandsDir, answers: ANSWERS });
      expect(result.lines.slice(-2)).toEqual(['  brands/pampa: OK', '  1 brand(s): 0 error(s), 0 warning(s)']);
      expect(result.ok).toBe(true);
      const brand = readJson(join(brandsDir, 'pampa/brand.json'));
      expect(brand.configVersion).toBe(currentVersion());
      // Free text of a removed field stays with the brand, out of the browser's bundle.
      expect(brand.notes).toEqual({ 'brand.json /server/notes': 'Sandbox key; a real deployment sets its own.' });
      expect(result.lines).toContain(
        '  removed rules.json /inbetKfCurrencies: currencies of an INBET_KF settings table no page of the engine shows; nothing read it; dropped ["USD","RUB","BYR","UAH","KZT","AZN","FUN","TMT","TRY","EUR"]',
      );
      // The platform's value, not a guess from a docs example.
      expect(at(readJson(join(brandsDir, 'pampa/rules.json')), '/payment/wageringBlockCodes')).toEqual([105, 1180]);
      expect(result.lines.find((l) => l.includes('/payment/wageringBlockCodes'))).toMatch(/from brands\/_platform\/rules\.json/);
      // A standalone brand is told what it misses by not extending the platform layer.
      expect(result.lines.find((l) => l.startsWith('  stale: rules.json'))).toMatch(/\/errorCodes\/2700/);
      expect(expectEveryValueAccounted(brandsDir, result.lines).sort()).toEqual([
        'brand.json /currency/signUp',
        'brand.json /server/notes',
        'rules.json /bonus/amountDecimals',
        'rules.json /inbetKfCurrencies',
        'rules.json /payment/withdrawalCountries',
        'rules.json /scrollTopVelocity',
        'rules.json /ui/modalTopHeight',
        'theme.json /buttonDefaultColor',
      ]);
      // Migrating again finds nothing to do.
      const again = await migrate({ brands: ['pampa'], brandsDir, dryRun: true });
      expect(again.lines[0]).toBe(`brands/pampa: at config version ${currentVersion()} already, nothing to change`);
    },
    SLOW,
  );

  it(
    'without the answers names each value still to supply, and fails',
    async () => {
      const brandsDir = oldBrands();
      const result = await migrate({ brands: ['pampa'], brandsDir, dryRun: true });
      expect(result.ok).toBe(false);
      const toSupply = result.lines.filter((l) => l.startsWith('  still to supply')).map((l) => l.split(':')[0]);
      expect(toSupply.sort()).toEqual([
        '  still to supply brand.json /seo/siteUrl',
        '  still to supply locales/en-US.json /messages/seo.home.description',
        '  still to supply locales/en-US.json /messages/seo.home.title',
        '  still to supply locales/es-es.json /messages/seo.home.description',
        '  still to supply locales/es-es.json /messages/seo.home.title',
      ]);
    },
    SLOW,
  );

  it(
    '--extend-platform moves the standalone brand onto _platform: its tables become current, problems are reported at its own files',
    async () => {
      const brandsDir = oldBrands();
      const result = await migrate({ brands: ['pampa'], brandsDir, extendPlatform: true, answers: ANSWERS });
      expect(readJson(join(brandsDir, 'pampa/brand.json')).extends).toBe('_platform');
      // The old errorCodes table stays merged with the platform's: 2700–2703 arrive, equal entries leave the brand's file.
      const rules = mergedFile(brandsDir, 'rules.json');
      for (const code of ['2700', '2701', '2702', '2703']) expect(at(rules, `/errorCodes/${code}`)).toBeDefined();
      expect(Object.keys(readJson(join(brandsDir, 'pampa/rules.json')).errorCodes ?? {}).length).toBeLessThan(
        Object.keys(readJson(join(FIXTURE, 'rules.json')).errorCodes).length,
      );
      // The platform's partial responsible-gambling block needs the brand's own values: named in the brand's file.
      const problems = result.lines.filter((l) => / \/responsibleGambling: expected key/.test(l));
      expect(problems.length).toBeGreaterThan(0);
      for (const line of problems) expect(line).toMatch(/^ {2}brands\/pampa\/rules\.json /);
      expect(result.lines.some((l) => l.includes('brands/_platform/rules.json /'))).toBe(false);
      expectEveryValueAccounted(brandsDir, result.lines);
    },
    SLOW,
  );

  it('applies renamed and moved fields, and required defaults, from the data', () => {
    const brandsDir = oldBrands();
    const steps: Migration[] = [
      { version: 1, date: '2026-01-01', commits: [], title: 'start', changes: [] },
      {
        version: 2,
        date: '2026-01-02',
        commits: [],
        title: 'moves',
        changes: [
          {
            kind: 'renamed',
            file: 'rules.json',
            pointer: '/ui/modalTopHeight',
            to: { file: 'theme.json', pointer: '/sizes/modalTop' },
            why: 'a look, not a rule',
          },
          { kind: 'renamed', file: 'rules.json', pointer: '/scrollTopVelocity', to: { file: 'rules.json', pointer: '/scroll/velocity' }, why: 'grouped' },
          { kind: 'required', file: 'rules.json', pointer: '/scroll/smooth', what: 'smooth scrolling', where: 'taste', value: true },
        ],
      },
    ];
    const plan = planMigration(join(brandsDir, 'pampa'), { brandsDir, migrations: steps });
    expect(plan).toMatchObject({ from: 1, to: 2 });
    const rules = JSON.parse(plan.changed.get('rules.json')!);
    expect(rules.ui).toEqual({ contactsDialogMaxHeight: '7.5rem' });
    expect(rules.scroll).toEqual({ velocity: -200, smooth: true });
    expect(JSON.parse(plan.changed.get('theme.json')!).sizes).toEqual({ modalTop: '21.813rem' });
    expect(plan.lines).toContain('  moved rules.json /ui/modalTopHeight to theme.json /sizes/modalTop: a look, not a rule');
  });

  it('reads its arguments', () => {
    expect(parseMigrateArgs(['pampa', '--dry-run', '--set', 'brand.json:/seo/siteUrl="https://x.example"'])).toMatchObject({
      brands: ['pampa'],
      dryRun: true,
      answers: { 'brand.json:/seo/siteUrl': 'https://x.example' },
    });
    expect(() => parseMigrateArgs(['--all', 'pampa'])).toThrow(/either brand ids or --all/);
    expect(() => parseMigrateArgs(['pampa', '--set', 'brand.json:/seo/siteUrl=https://x'])).toThrow(/a text needs quotes/);
    expect(parseMigrateArgs(['--help'])).toBeNull();
  });
});
