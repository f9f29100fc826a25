import { expect, it } from 'vitest';
import { contractCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import tvbet from './index';

const params = {
  launchUrlTemplate: '{origin}/sandbox/demo-game?provider=tvbet&game={gameId}&lang={lang}&token={token}&clientId={clientId}',
  languages: { 'es-es': 'es' },
};
const listWithBadItem = [...list, { id: 99, name: 'No image' }];

testProvider(tvbet, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: [],
  malformedLists: [{}],
  ctx: { casinoType: 'live' },
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=tvbet&game=0&lang=en&token=tv-3b8a21&clientId=42',
});

it('keeps the raw tabs and the default flag', () => {
  const { games } = tvbet.list.normalise(list, contractCtx(params));
  expect(games[0]).toMatchObject({ gameId: '0', tab: ['livecasino'], isDefault: true, provider: 'TVBET' });
});
