import { expect, it } from 'vitest';
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

testProvider(slotegrator, { params, fixtures: { list, launch, listWithBadItem }, launchFields: ['project_name', 'game_uuid', 'language'], malformedLists: [{}] });

it('drops excluded studios and lists vivogaming and lotto instant win as live', () => {
  const { games } = slotegrator.list.normalise(list, contractCtx(params));
  expect(games).toHaveLength(10);
  expect(games.filter((g) => g.casinoType === 'live').map((g) => g.provider)).toEqual(['VivoGaming', 'Lotto Instant Win', 'VivoGaming']);
  const netent = games.find((g) => g.provider === 'NetEnt')!;
  const req = slotegrator.launch.request(launchCtx(params, netent, { platform: 'mobile' }));
  expect(req.query).toMatchObject({ return_url: 'http://localhost:5173', is_currency_substitute: true });
});
