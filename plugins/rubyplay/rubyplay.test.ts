import { expect, it } from 'vitest';
import { contractCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import rubyplay from './index';

const params = { imageUrlPattern: 'images/rubyplay/{id}.jpg', alwaysTabs: ['slotmachines'] };
const listWithBadItem = { ...list, rp_broken: 17 };

testProvider(rubyplay, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game_code', 'lang'],
  malformedLists: [[]],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=rubyplay&game=rp_bookofruby&lang=en&platform=desktop',
});

it('reads the id → name map and builds images from the pattern', () => {
  const { games } = rubyplay.list.normalise(list, contractCtx(params));
  expect(games[0]).toMatchObject({ gameId: 'rp_bookofruby', gameName: 'Book of Ruby', imageUrl: 'images/rubyplay/rp_bookofruby.jpg' });
});
