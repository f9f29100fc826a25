import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import generic from './index';

const params = {
  list: { path: 'starfish/games', query: { partner: '{partnerName}' }, itemsPath: 'games' },
  fields: { id: 'code', name: 'title', image: 'media.thumb', provider: 'studio.name', category: 'kind', isMobile: 'mobileOnly' },
  categoryTabs: { slot: ['slotmachines'], roulette: ['roulette'], crash: ['crash'] },
  categoryCasinoTypes: { crash: 'crash' },
  launch: { method: 'POST' as const, path: 'starfish/launch', body: { game: '{gameId}', lang: '{lang}', device: '{platform}' }, urlPath: 'session.launch_url' },
};
const listWithBadItem = { games: [...list.games, { code: 'sf-x', media: {} }] };

testProvider(generic, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game', 'lang', 'device'],
  malformedLists: [{}, { games: {} }],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=starfish&game=sf-001&lang=en&platform=desktop',
});

it('maps fields by dot path and builds requests from templates', () => {
  const ctx = contractCtx(params);
  expect(generic.list.request(ctx)).toMatchObject({ method: 'GET', path: 'starfish/games', query: { partner: 'testpartner' } });
  const { games } = generic.list.normalise(list, ctx);
  expect(games[3]).toMatchObject({ gameId: 'sf-004', provider: 'Starfish', tab: ['crash'], casinoType: 'crash' });
  expect(generic.launch.request(launchCtx(params, games[0], { platform: 'mobile' })).body).toEqual({ game: 'sf-001', lang: 'en', device: 'mobile' });
});

it('builds the URL from a token with urlTemplate', () => {
  const p = { ...params, launch: { ...params.launch, urlPath: 'session.id', urlTemplate: '{origin}/play?t={token}&g={gameId}' } };
  const game = generic.list.normalise(list, contractCtx(p)).games[0];
  expect(generic.launch.extractUrl(launch, launchCtx(p, game))).toBe('http://localhost:5173/play?t=s-81f2&g=sf-001');
});

it("README's worked examples are valid params of this plugin", () => {
  const readme = readFileSync(join(import.meta.dirname, 'README.md'), 'utf8');
  const entries = [...readme.matchAll(/```json\n([\s\S]*?)```/g)]
    .map((m) => JSON.parse(m[1]) as { plugin?: string; params?: unknown })
    .filter((e) => e.plugin === 'generic');
  expect(entries.map((e) => (e as { id: string }).id)).toEqual(['starfish', 'koifish']);
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  const validate = ajv.compile(generic.paramsSchema);
  for (const e of entries) expect(validate(e.params), ajv.errorsText(validate.errors)).toBe(true);
});
