import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { ProviderShapeError, type LaunchContext, type ProviderContext, type ProviderDefinition } from '../../src/catalogue/provider';
import { GAME_ID_SEPARATOR, type Game } from '../../src/catalogue/types';

/** What a plugin's own test gives the shared contract suite. */
export interface ContractOptions<P> {
  /** An example params object (as in a brand's providers.json). */
  params: P;
  fixtures: {
    /** A list payload in the provider's raw shape (the envelope's `data`). */
    list: unknown;
    /** A launch payload in the provider's raw shape. */
    launch: unknown;
    /** A list payload of good items plus exactly one malformed item. */
    listWithBadItem: unknown;
  };
  /** Names the launch request must carry in its query (or body, for POST calls). */
  launchFields: string[];
  /** More payloads that are not this provider's list container (null, a string and a number are always tried). */
  malformedLists?: unknown[];
  /** Context overrides (routeProvider, casinoType, platform...). */
  ctx?: Partial<LaunchContext<P>>;
  /** The exact URL extractUrl returns for fixtures.launch with the first game (pinned, so a wrong field or template fails). */
  expectedUrl: string;
}

/** A request context as the engine builds it, for tests. */
export function contractCtx<P>(params: P, overrides: Partial<LaunchContext<P>> = {}): ProviderContext<P> {
  return {
    routeProvider: 'testprovider',
    casinoType: 'slots',
    params,
    partnerName: 'testpartner',
    projectName: 'testproject',
    language: 'en-US',
    launchLanguage: 'en',
    platform: 'desktop',
    siteOrigin: 'http://localhost:5173',
    ...overrides,
  };
}

export function launchCtx<P>(params: P, game: Game, overrides: Partial<LaunchContext<P>> = {}): LaunchContext<P> {
  return { ...contractCtx(params, overrides), game, userId: 42, session: 'sess-1', ...overrides };
}

/** Every object schema is closed and every field says what it is for (operators read these). */
export function schemaProblems(schema: unknown, path = '#'): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  if (s.properties) {
    if (s.additionalProperties !== false) out.push(`${path}: object with properties must set additionalProperties: false`);
    for (const [key, sub] of Object.entries(s.properties as Record<string, unknown>)) {
      const p = `${path}/properties/${key}`;
      if (typeof (sub as Record<string, unknown>).description !== 'string') out.push(`${p}: no description`);
      out.push(...schemaProblems(sub, p));
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    if (typeof s[key] === 'object') out.push(...schemaProblems(s[key], `${path}/${key}`));
  }
  return out;
}

/** The shared contract every provider plugin passes (after unstorage's driver test suite). */
export function testProvider<P>(definition: ProviderDefinition<P>, options: ContractOptions<P>): void {
  const ctx = contractCtx(options.params, options.ctx);
  const normalise = (payload: unknown) => definition.list.normalise(payload, ctx);

  describe(`${definition.id} plugin contract`, () => {
    it('has an id and a description', () => {
      expect(definition.id).toMatch(/^[a-z][a-z0-9]*$/);
      expect(definition.description.length).toBeGreaterThan(10);
    });

    it('accepts its params example and its schema is closed and described', () => {
      const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
      const validate = ajv.compile(definition.paramsSchema);
      expect(validate(options.params), ajv.errorsText(validate.errors)).toBe(true);
      expect(validate({ unknownParam: 1 })).toBe(false);
      expect(schemaProblems(definition.paramsSchema)).toEqual([]);
    });

    it('makes a list request with a relative path, or none when a default list is bundled', () => {
      const req = definition.list.request(ctx);
      if ((options.params as Record<string, unknown>).defaultList !== undefined) return expect(req).toBeNull();
      expect(req).not.toBeNull();
      expect(req!.path).toMatch(/^[^/]\S+$/);
      expect(['GET', 'POST']).toContain(req!.method);
    });

    it('normalises its list fixture into complete games', () => {
      const { games, rejected } = normalise(options.fixtures.list);
      expect(rejected).toEqual([]);
      expect(games.length).toBeGreaterThan(0);
      for (const g of games) {
        for (const k of ['id', 'gameId', 'gameName', 'imageUrl', 'provider', 'casinoType'] as const) {
          expect(typeof g[k], `${k} of ${g.id}`).toBe('string');
          expect(g[k].length, `${k} of ${g.id}`).toBeGreaterThan(0);
        }
        expect(g.id.split(GAME_ID_SEPARATOR)).toHaveLength(4);
        expect(g.routeProvider).toBe(ctx.routeProvider);
        expect(Array.isArray(g.tab) && g.tab.every((t) => typeof t === 'string')).toBe(true);
      }
      expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    });

    it('rejects a malformed item with a reason and keeps the good ones', () => {
      const { games, rejected } = normalise(options.fixtures.listWithBadItem);
      expect(rejected).toHaveLength(1);
      expect(rejected[0].reason).toMatch(/\w{3,}/);
      expect(games.length).toBeGreaterThan(0);
    });

    it('throws ProviderShapeError (not TypeError) on a payload that is not its list', () => {
      const bad: unknown[] = ['<html>oops</html>', 42, true, ...(options.malformedLists ?? [])];
      if ((options.params as Record<string, unknown>).defaultList === undefined) bad.push(null);
      for (const payload of bad) expect(() => normalise(payload), JSON.stringify(payload)).toThrow(ProviderShapeError);
    });

    it('makes a launch request carrying the game and its fields', () => {
      const game = normalise(options.fixtures.list).games[0];
      const req = definition.launch.request(launchCtx(options.params, game, options.ctx));
      expect(req.path).toMatch(/^[^/]\S+$/);
      const fields = { ...(req.query ?? {}), ...((req.body as Record<string, unknown>) ?? {}) };
      for (const f of options.launchFields) expect(fields[f], `launch field ${f}`).not.toBeUndefined();
    });

    it('extracts the game URL from its launch fixture', () => {
      const game = normalise(options.fixtures.list).games[0];
      const url = definition.launch.extractUrl(options.fixtures.launch, launchCtx(options.params, game, options.ctx));
      expect(url).toBe(options.expectedUrl);
    });

    it('throws ProviderShapeError on a launch answer without a URL', () => {
      const game = normalise(options.fixtures.list).games[0];
      const lctx = launchCtx(options.params, game, options.ctx);
      for (const payload of [{}, null, 'oops', { url: 7 }]) {
        expect(() => definition.launch.extractUrl(payload, lctx), JSON.stringify(payload)).toThrow(ProviderShapeError);
      }
    });
  });
}
