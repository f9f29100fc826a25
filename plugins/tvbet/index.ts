import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload } from '../_shared/items';
import { stringAt, tokenUrl } from '../_shared/launch';
import { normaliseLobbyItems } from '../_shared/lobby';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, launchUrlTemplate, paramsSchema } from '../_shared/schema';
import type { TvbetParams } from './params.gen';

const ID = 'tvbet';

export type { TvbetParams };

export default defineProvider<TvbetParams>({
  id: ID,
  description: 'TVBET live games: list [{id, code, gameId, name, provider, img, tab, isDefault}], launch {token} → URL from a template.',
  paramsSchema: paramsSchema('TVBET parameters', arrayOfObjects, { launchUrlTemplate }, ['launchUrlTemplate']),
  list: {
    request: (ctx) => listRequest(ctx, 'tvbet/game_list'),
    normalise: (payload, ctx) => normaliseLobbyItems(ctx, asArray(ID, listPayload(ID, payload, ctx))),
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'tvbet/token'),
    extractUrl: (payload, ctx) => tokenUrl(ID, ctx, stringAt(ID, payload, 'token')),
  },
});
