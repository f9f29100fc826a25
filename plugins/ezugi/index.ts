import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload, mapList, optBool, optText, text } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, lookup } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, bool, paramsSchema, typeTabs } from '../_shared/schema';
import type { EzugiParams } from './params.gen';

const ID = 'ezugi';

export type { EzugiParams };

export default defineProvider<EzugiParams>({
  id: ID,
  description: 'Ezugi live tables: list [{TableId, TableName, PictureLink, GameType, IsActive, ...}], launch {frame_url}.',
  paramsSchema: paramsSchema('Ezugi parameters', arrayOfObjects, {
    gameTypeTabs: typeTabs('GameType'),
    onlyActive: bool('Drop tables whose IsActive is false.'),
  }),
  list: {
    request: (ctx) => listRequest(ctx, 'ezugi/game_list'),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      return mapList(ctx, list, (item) => {
        const id = text(item, 'TableId');
        const gameName = text(item, 'TableName');
        const imageUrl = text(item, 'PictureLink');
        if (ctx.params.onlyActive && optBool(item, 'IsActive') === false) return null;
        const type = optText(item, 'GameType');
        return {
          rawId: optText(item, 'MetaTableID') ?? id,
          gameId: id,
          gameName,
          imageUrl,
          gameTypeID: type,
          description: optText(item, 'DealerName'),
          tab: lookup(ctx.params.gameTypeTabs, type),
        };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'ezugi/frame_url', { query: { openTable: ctx.game.gameId, language: launchLang(ctx) } }),
    extractUrl: (payload) => stringAt(ID, payload, 'frame_url'),
  },
});
