import { expect, it } from 'vitest';
import { filterPlatformVariants } from '../../src/catalogue/rules';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import slotegrator from './index';

const params = {
  excludedProviders: ['Evolution', 'Microgaming'],
  providerCasinoTypes: { vivogaming: 'live', 'lotto instant win': 'live' },
  typeTabs: { slots: ['slotmachines'], crash: ['crash'] },
  currencySubstituteProviders: ['NetEnt'],
};
const listWithBadItem = [...list, { uuid: 'u', name: 'No provider', image: 'x.png' }];

testProvider(slotegrator, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['project_name', 'game_uuid', 'language'],
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=slotegrator&game=1&lang=en&platform=desktop',
});

it('drops excluded studios and lists vivogaming and lotto instant win as live', () => {
  const { games } = slotegrator.list.normalise(list, contractCtx(params));
  expect(games).toHaveLength(10);
  expect(games.filter((g) => g.casinoType === 'live').map((g) => g.provider)).toEqual(['VivoGaming', 'Lotto Instant Win', 'VivoGaming']);
  const netent = games.find((g) => g.provider === 'NetEnt')!;
  const req = slotegrator.launch.request(launchCtx(params, netent, { platform: 'mobile' }));
  expect(req.query).toMatchObject({ return_url: 'http://localhost:5173', is_currency_substitute: true });
});

it('is_mobile 1 = the game also runs on mobile (kept on both platforms), 0 = desktop only', () => {
  const items = [
    { uuid: 'both', name: 'Both', image: 'b.png', provider: 'NetEnt', type: 'slots', is_mobile: 1 },
    { uuid: 'desk', name: 'Desk', image: 'd.png', provider: 'NetEnt', type: 'slots', is_mobile: 0 },
  ];
  const { games } = slotegrator.list.normalise(items, contractCtx(params));
  expect(games.map((g) => [g.gameId, g.haveTwoVersion, g.isMobile])).toEqual([
    ['both', true, undefined],
    ['desk', undefined, false],
  ]);
  expect(filterPlatformVariants(games, 'desktop').map((g) => g.gameId)).toEqual(['both', 'desk']);
  expect(filterPlatformVariants(games, 'mobile').map((g) => g.gameId)).toEqual(['both']);
  // the fixture: 8 of the 10 kept games are mobile-capable
  expect(filterPlatformVariants(slotegrator.list.normalise(list, contractCtx(params)).games, 'mobile')).toHaveLength(8);
});
