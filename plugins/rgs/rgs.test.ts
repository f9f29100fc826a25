import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import rgs from './index';

const params = { providers: ['Galaxsys'], displayType: { desktop: 1, mobile: 2 }, deviceType: { desktop: 1, mobile: 2 } };
const listWithBadItem = [...list, { id: 'x', name: 'No icon', provider: { name: 'Galaxsys' } }];

testProvider(rgs, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game_id', 'display_type', 'device_type', 'lang'],
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=rgs&game=gal-0&lang=en&platform=desktop',
});

it('keeps only the configured studios', () => {
  const { games } = rgs.list.normalise(list, contractCtx(params));
  expect(games).toHaveLength(8);
  expect(new Set(games.map((g) => g.provider))).toEqual(new Set(['Galaxsys']));
});

it('sends the display and device type of the platform from params: 1/1 on desktop, 2/2 on mobile', () => {
  const game = rgs.list.normalise(list, contractCtx(params)).games[0];
  expect(rgs.launch.request(launchCtx(params, game, { platform: 'desktop' })).query).toMatchObject({ display_type: 1, device_type: 1 });
  expect(rgs.launch.request(launchCtx(params, game, { platform: 'mobile' })).query).toMatchObject({ display_type: 2, device_type: 2 });
  // the values come from params, not from the plugin
  const other = { ...params, displayType: { desktop: 5, mobile: 6 }, deviceType: { desktop: 7, mobile: 8 } };
  expect(rgs.launch.request(launchCtx(other, game, { platform: 'desktop' })).query).toMatchObject({ display_type: 5, device_type: 7 });
});
