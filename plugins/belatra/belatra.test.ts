import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import belatra from './index';

const params = {
  categoryTabs: { slots: ['slotmachines'], crash: ['crash'], table: ['tablegames'] },
  categoryCasinoTypes: { crash: 'crash' },
  currencySubstitute: true,
};
const listWithBadItem = [...list, { nickname: 'noname', category: 'slots' }];

testProvider(belatra, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game', 'lang', 'is_currency_substitute'],
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=belatra&game=luckydrink&lang=en&platform=desktop',
});

it('maps the category to tabs and casino type, and falls back to the icon', () => {
  const { games } = belatra.list.normalise(list, contractCtx(params));
  const crash = games.find((g) => g.gameId === 'crashtitans')!;
  expect(crash).toMatchObject({ tab: ['crash'], casinoType: 'crash' });
  expect(games.find((g) => g.gameId === 'makeitrain')!.imageUrl).toBe('https://cdn.belatra.test/icons/makeitrain-1.png');
});

it('declares a demo launch: the session call with demo=true, read by the same URL extraction', () => {
  const { games } = belatra.list.normalise(list, contractCtx(params));
  const req = belatra.launch.demoRequest?.(launchCtx(params, games[0]));
  expect(req).toMatchObject({ method: 'GET', path: 'belatra/session', query: { game: games[0].gameId, demo: true } });
  expect(req?.query).not.toHaveProperty('is_currency_substitute');
});
