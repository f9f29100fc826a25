import { expect, it } from 'vitest';
import { contractCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import redrake from './index';

const params = { fallbackLanguage: 'en', gameTypeTabs: { slot: ['slotmachines'], bingo: ['bingo'], lotto: ['lotto'] } };
const listWithBadItem = [...list, { gameId: 'flat-item-without-game' }];

testProvider(redrake, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['gameid', 'lang', 'urlhome'],
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=redrake&game=redrake_dragon&lang=en&platform=desktop',
});

it('picks names and images in the launch language, falling back to the configured one', () => {
  const { games } = redrake.list.normalise(list, contractCtx(params, { launchLanguage: 'es' }));
  expect(games[0]).toMatchObject({ gameName: 'Fortuna del Dragón', imageUrl: 'https://cdn.redrake.test/es/redrake_dragon.png' });
  expect(games[7]).toMatchObject({ gameName: 'Fruit Mania', imageUrl: 'https://cdn.redrake.test/en/redrake_fruits.png' });
});
