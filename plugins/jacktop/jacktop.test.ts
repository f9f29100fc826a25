import { testProvider } from '../_contract/testProvider';
import launch from './fixtures/launch.json';
import list from './fixtures/list.json';
import jacktop from './index';

const params = { launchUrlTemplate: '{origin}/sandbox/demo-game?provider=jacktop&game={gameId}&lang={lang}&token={token}&clientId={clientId}' };
const listWithBadItem = [...list, { code: 'x', name: 'No image', img: '' }];

testProvider(jacktop, {
  params,
  fixtures: { list, launch, listWithBadItem },
  launchFields: [],
  malformedLists: [{}],
  expectedUrl: 'http://localhost:5173/sandbox/demo-game?provider=jacktop&game=jt_fruitparty&lang=en&token=jt-7c1e9f&clientId=42',
});
