import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload, mapList, optText, text, type Raw } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { listed, lookup } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, paramsSchema, strList, typeTabs } from '../_shared/schema';
import type { GoldenraceParams } from './params.gen';

const ID = 'goldenrace';

export type { GoldenraceParams };

/** Golden Race's platforms array: ["desktop", "mobile"]. */
function platformFlags(item: Raw) {
  if (!Array.isArray(item.platforms)) return {};
  const p = item.platforms.map((s) => String(s).toLowerCase());
  const desktop = p.includes('desktop');
  const mobile = p.includes('mobile');
  return { platform: p.join(','), isMobile: mobile && !desktop, haveTwoVersion: mobile && desktop };
}

export default defineProvider<GoldenraceParams>({
  id: ID,
  description: 'Golden Race virtual games: list [{gameId, thumbnail, gameTitle, provider, type, platforms, ...}], launch POST {url}.',
  paramsSchema: paramsSchema('Golden Race parameters', arrayOfObjects, {
    excludedProviders: strList('Values of the item provider (case-insensitive) whose games are dropped.'),
    typeTabs: typeTabs('type'),
    subTypeTabs: typeTabs('sub_type'),
  }),
  list: {
    request: (ctx) => listRequest(ctx, 'goldenrace/game_list'),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      return mapList(ctx, list, (item) => {
        const id = text(item, 'gameId');
        const provider = optText(item, 'provider');
        const gameName = text(item, 'gameTitle');
        const imageUrl = text(item, 'thumbnail');
        if (listed(ctx.params.excludedProviders, provider)) return null;
        const type = optText(item, 'type');
        const subType = optText(item, 'sub_type');
        return {
          rawId: optText(item, 'gameFriendlyName') ?? id,
          gameId: id,
          gameName,
          imageUrl,
          provider,
          gameTypeID: type,
          tab: [...(lookup(ctx.params.typeTabs, type) ?? []), ...(lookup(ctx.params.subTypeTabs, subType) ?? [])],
          ...platformFlags(item),
        };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'goldenrace/create_session', { method: 'POST', body: { game_id: ctx.game.gameId, platform: ctx.platform } }),
    extractUrl: (payload) => stringAt(ID, payload, 'url'),
  },
});
