import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload, mapList, text } from '../_shared/items';
import { stringAt, tokenUrl } from '../_shared/launch';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, launchUrlTemplate, paramsSchema } from '../_shared/schema';
import type { JacktopParams } from './params.gen';

const ID = 'jacktop';

export type { JacktopParams };

export default defineProvider<JacktopParams>({
  id: ID,
  description: 'Jacktop: list [{code, name, img}], launch {token} → URL from a template.',
  paramsSchema: paramsSchema('Jacktop parameters', arrayOfObjects, { launchUrlTemplate }, ['launchUrlTemplate']),
  list: {
    request: (ctx) => listRequest(ctx, 'jacktop/game_list'),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      return mapList(ctx, list, (item) => {
        const code = text(item, 'code');
        return { rawId: code, gameId: code, gameName: text(item, 'name'), imageUrl: text(item, 'img') };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'jacktop/token'),
    extractUrl: (payload, ctx) => tokenUrl(ID, ctx, stringAt(ID, payload, 'token')),
  },
});
