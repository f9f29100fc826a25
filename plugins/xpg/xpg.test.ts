import { expect, it } from 'vitest';
import { contractCtx, launchCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import xpg from './index';

const params = { defaultList: list, languages: { ru: 1049, en: 2057, pt: 1046, fr: 1036 }, defaultLanguage: 2057 };
const listWithBadItem = [...list, { code: 'nameless', img: 'x.jpg' }];

testProvider(xpg, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['lang'],
  malformedLists: [{}],
  ctx: { casinoType: 'live' },
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=xpg&game=lobby&lang=2057&platform=desktop',
});

it('uses the bundled list and sends the xpg language id (default when unmapped)', () => {
  const ctx = contractCtx(params, { launchLanguage: 'fr' });
  expect(xpg.list.request(ctx)).toBeNull();
  const game = xpg.list.normalise(null, ctx).games[0];
  expect(xpg.launch.request(launchCtx(params, game, { launchLanguage: 'fr' }))).toMatchObject({ base: 'api', query: { lang: '1036' } });
  expect(xpg.launch.request(launchCtx(params, game, { language: 'es-es', launchLanguage: 'es' })).query).toEqual({ lang: '2057' });
});
