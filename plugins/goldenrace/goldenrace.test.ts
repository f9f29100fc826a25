import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import goldenrace from './index';

const params = { excludedProviders: ['TVBET'], typeTabs: { racing: ['virtual'] }, subTypeTabs: { keno: ['lotto'] } };
const listWithBadItem = [...list, { gameId: '1', gameTitle: 'No thumbnail' }];

testProvider(goldenrace, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game_id', 'platform'],
  ctx: { casinoType: 'virtual' },
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=goldenrace&game=5100&lang=en&platform=desktop',
});

it('drops the excluded provider and posts the platform', () => {
  const { games } = goldenrace.list.normalise(list, contractCtx(params));
  expect(games.map((g) => g.provider)).not.toContain('TVBET');
  expect(games).toHaveLength(8);
  expect(games[3].tab).toEqual(['lotto']);
  const req = goldenrace.launch.request(launchCtx(params, games[1], { platform: 'mobile' }));
  expect(req).toMatchObject({ method: 'POST', body: { game_id: '5101', platform: 'mobile' } });
  expect(games[1]).toMatchObject({ haveTwoVersion: true, isMobile: false });
});
