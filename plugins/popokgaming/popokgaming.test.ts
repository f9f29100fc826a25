import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import popok from './index';

const template = '{origin}/sandbox/demo-game?provider=popokgaming&game={gameId}&lang={lang}&platform={platform}&token={token}&partner={partnerId}';
const live = { launchUrlTemplate: template, lists: ['liveCasino'] };
const slots = { launchUrlTemplate: template, lists: ['slots', 'miniGames'], gameTypeTabs: { slot: ['slotmachines'], mini: ['othergames'] } };
const listWithBadItem = { ...list, slots: [...list.slots, { id: 'sl9', gameName: 'No thumbnail' }] };

testProvider(popok, {
  params: slots,
  fixtures: { list, launch, listWithBadItem },
  launchFields: [],
  malformedLists: [{}, { slots: 'x', miniGames: [] }, []],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=popokgaming&game=sl1&lang=en&platform=desktop&token=pk-91aa04&partner=pp-17',
});

it('lists only the configured arrays and builds the URL from token and partner id', () => {
  expect(popok.list.normalise(list, contractCtx(live)).games.map((g) => g.gameId)).toEqual(['lc1', 'lc2', 'lc3', 'lc4']);
  const games = popok.list.normalise(list, contractCtx(slots)).games;
  expect(games).toHaveLength(7);
  expect(games[6].tab).toEqual(['othergames']);
  expect(popok.launch.extractUrl(launch, launchCtx(live, games[0]))).toBe(
    'http://localhost:5173/sandbox/demo-game?provider=popokgaming&game=sl1&lang=en&platform=desktop&token=pk-91aa04&partner=pp-17',
  );
});
