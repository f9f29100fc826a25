import { expect, it } from 'vitest';
import { contractCtx, testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import outcome from './index';

const params = {
  imageUrlPattern: 'images/outcome/img/{provider}/{id|lower}.jpg',
  excludedSections: ['pragmatic', 'redrake', 'evoplay'],
  pinnedOrder: ['plinko_stake', 'rocketman_elbet', 'aviator_spribe', 'jetx_ssg'],
  alwaysTabs: ['slotmachines'],
  categories: { crash: ['aviator_spribe', 'jetx_ssg'], lotto: ['keno_outcome'] },
};
const listWithBadItem = { Games: [...list.Games, { Id: 42, SectionId: 'Spribe' }] };

testProvider(outcome, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: ['game_id'],
  malformedLists: [{}, []],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=outcome&game=aviator_spribe&lang=en&platform=desktop',
});

it('drops excluded sections and puts the pinned crash games first', () => {
  const { games } = outcome.list.normalise(list, contractCtx(params));
  expect(games.map((g) => g.provider)).not.toContain('pragmatic');
  expect(games.map((g) => g.gameId)).toEqual([
    'plinko_stake',
    'rocketman_elbet',
    'aviator_spribe',
    'jetx_ssg',
    'bookofdead_png',
    'deadwood_nl',
    'primal_hunt',
    'keno_outcome',
    'jungle_stripes',
  ]);
  const jetx = games.find((g) => g.gameId === 'jetx_ssg')!;
  expect(jetx.imageUrl).toBe('images/outcome/img/smartsoftgaming/jetx_ssg.jpg');
  expect(jetx.tab).toEqual(['slotmachines', 'crash']);
});
