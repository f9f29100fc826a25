import { expect, it } from 'vitest';
import { contractCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import ezugi from './index';

const params = { gameTypeTabs: { Roulette: ['roulette'], Blackjack: ['blackjack'], Baccarat: ['baccarat'] }, alwaysTabs: ['livecasino'], onlyActive: true };
const listWithBadItem = [...list, { TableId: 77, TableName: 'No picture' }];

testProvider(ezugi, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['openTable', 'language'],
  ctx: { casinoType: 'live' },
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=ezugi&game=1000&lang=en&platform=desktop',
});

it('drops inactive tables and maps GameType to tabs', () => {
  const { games } = ezugi.list.normalise(list, contractCtx(params));
  expect(games).toHaveLength(list.length - 1);
  expect(games[0]).toMatchObject({ gameId: '1000', tab: ['livecasino', 'roulette'] });
});
