import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import rgs from './index';

const params = { providers: ['Galaxsys'], displayType: { desktop: 1, mobile: 2 }, deviceType: { desktop: 1, mobile: 2 } };
const listWithBadItem = [...list, { id: 'x', name: 'No icon', provider: { name: 'Galaxsys' } }];

testProvider(rgs, { params, fixtures: { list, launch, listWithBadItem }, launchFields: ['game_id', 'display_type', 'device_type', 'lang'], malformedLists: [{}] });

it('keeps only the configured studios and sends type 2 on mobile', () => {
  const { games } = rgs.list.normalise(list, contractCtx(params));
  expect(games).toHaveLength(8);
  expect(new Set(games.map((g) => g.provider))).toEqual(new Set(['Galaxsys']));
  const req = rgs.launch.request(launchCtx(params, games[0], { platform: 'mobile' }));
  expect(req.query).toMatchObject({ display_type: 2, device_type: 2 });
});
