import { defineProvider, ProviderShapeError } from '../../src/catalogue/provider';
import { describe, isRecord, listPayload, mapItems, optText, text } from '../_shared/items';
import { stringAt, tokenUrl } from '../_shared/launch';
import { lookup, need } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { launchUrlTemplate, paramsSchema, strList, typeTabs } from '../_shared/schema';
import type { PopokgamingParams } from './params.gen';

const ID = 'popokgaming';

export type { PopokgamingParams };

export default defineProvider<PopokgamingParams>({
  id: ID,
  description:
    'Popok Gaming: list {liveCasino, slots, miniGames} of {id, gameName, thumbnail, gameTypeID}, launch {token, provider_partner_id, platform} → URL from a template.',
  paramsSchema: paramsSchema(
    'Popok Gaming parameters',
    { type: 'object', additionalProperties: { type: 'array', items: { type: 'object' } } },
    {
      launchUrlTemplate,
      lists: { ...strList('Which arrays of the list answer this entry shows (liveCasino, slots, miniGames).'), minItems: 1 },
      gameTypeTabs: typeTabs('gameTypeID'),
    },
    ['launchUrlTemplate', 'lists'],
  ),
  list: {
    request: (ctx) => listRequest(ctx, 'popokgaming/game_list'),
    normalise(payload, ctx) {
      const data = listPayload(ID, payload, ctx);
      const names = need(ID, ctx, 'lists');
      if (!isRecord(data)) throw new ProviderShapeError(ID, `the list answer should be an object of arrays, found ${describe(data)}`);
      const items: [string, unknown][] = [];
      for (const name of names) {
        const list = data[name];
        if (!Array.isArray(list)) throw new ProviderShapeError(ID, `the list answer should have an array "${name}", found ${describe(list)}`);
        list.forEach((item, i) => items.push([`${name}[${i}]`, item]));
      }
      return mapItems(ctx, items, (item) => {
        const id = text(item, 'id');
        const type = optText(item, 'gameTypeID');
        return {
          rawId: id,
          gameId: id,
          gameName: text(item, 'gameName'),
          imageUrl: text(item, 'thumbnail'),
          gameTypeID: type,
          tab: lookup(ctx.params.gameTypeTabs, type),
        };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'popokgaming/token'),
    extractUrl(payload, ctx) {
      const token = stringAt(ID, payload, 'token');
      const data = payload as Record<string, unknown>;
      return tokenUrl(ID, ctx, token, {
        partnerId: optText(data, 'provider_partner_id') ?? ctx.partnerName,
        platform: optText(data, 'platform') ?? ctx.platform,
      });
    },
  },
});
