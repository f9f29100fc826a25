import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import pragmatic from './index';

const slots = {
  imageUrlPattern: 'images/pragmatic/{id}.png',
  gameTypes: { vs: { tabs: ['slotmachines'] }, cs: { tabs: ['crash'] } },
  includeGames: ['1301', '1320'],
  categories: { crash: ['1301', '1320', '2201'] },
};
const live = {
  imageUrlPattern: 'images/pragmatic/{id}.png',
  gameTypes: { lc: { tabs: ['livecasino'] } },
  excludedGames: ['1301', '1320'],
  pinnedOrder: ['801', '1101', '204', '1401', '701', '225', '203', '303'],
  categories: { popular: ['801', '1101', '204', '1401', '701', '225', '203', '303'] },
};
const listWithBadItem = [...list, { gameID: 'vs1', gameTypeID: 'vs' }];

testProvider(pragmatic, {
  params: slots,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game_id', 'platform', 'lang'],
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=pragmatic&game=vs20doghouse&lang=en&platform=WEB',
});

it('lists slots and the crash ids on the slots entry', () => {
  const { games } = pragmatic.list.normalise(list, contractCtx(slots));
  expect(games.map((g) => g.gameId)).toEqual(['vs20doghouse', 'vs20olympgate', 'vs20fruitsw', 'vs10bbbonanza', '2201', '1301', '1320']);
  expect(games.find((g) => g.gameId === '1320')!.tab).toEqual(['crash']);
  expect(games[0]).toMatchObject({ haveTwoVersion: true, isMobile: false });
});

it('orders live games by the popular order and excludes the crash ids', () => {
  const { games } = pragmatic.list.normalise(list, contractCtx(live, { casinoType: 'live' }));
  expect(games.map((g) => g.gameId)).toEqual(['801', '1101', '204', '1401', '701', '225', '303']);
  expect(games[0].tab).toEqual(['livecasino', 'popular']);
  expect(games[0].casinoType).toBe('live');
});

it('asks for the MOBILE platform on mobile', () => {
  const game = pragmatic.list.normalise(list, contractCtx(live)).games[0];
  const req = pragmatic.launch.request({ ...contractCtx(live, { platform: 'mobile', launchLanguage: 'es' }), game });
  expect(req.query).toEqual({ game_id: '801', platform: 'MOBILE', lang: 'es' });
});

it('declares a demo launch: the game link with demo=true for the platform in effect', () => {
  const { games } = pragmatic.list.normalise(list, contractCtx(slots));
  const req = pragmatic.launch.demoRequest?.(launchCtx(slots, games[0], { platform: 'mobile' }));
  expect(req).toMatchObject({ method: 'GET', path: 'pragmatic/game/link', query: { game_id: games[0].gameId, platform: 'MOBILE', demo: true } });
});
