import { defineProvider } from '../../src/catalogue/provider';
import { asArray, isRecord, ItemError, listPayload, mapList, optText, text } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, lookup, type Ctx } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, paramsSchema, str, typeTabs } from '../_shared/schema';
import type { RedrakeParams } from './params.gen';

const ID = 'redrake';

export type { RedrakeParams };

/** A per-language value ({en, es}) in the launch language, else the fallback language, else the first one. */
function localised(value: unknown, field: string, ctx: Ctx<RedrakeParams>): string {
  if (typeof value === 'string' && value !== '') return value;
  if (isRecord(value)) {
    const pick = [ctx.launchLanguage, ctx.params.fallbackLanguage, ...Object.keys(value)]
      .map((lang) => (lang === undefined ? undefined : value[lang]))
      .find((v) => typeof v === 'string' && v !== '');
    if (typeof pick === 'string') return pick;
  }
  throw new ItemError(`field "${field}" should be a string or a per-language object of strings`);
}

export default defineProvider<RedrakeParams>({
  id: ID,
  description: 'Red Rake: list [{game: {gameId, gameName: {en, es}, gameType, description, imageUrl: {en, es}, ...}}], launch {frame_url}.',
  paramsSchema: paramsSchema('Red Rake parameters', arrayOfObjects, {
    fallbackLanguage: str('Language key of gameName/imageUrl used when the launch language has none (e.g. en).'),
    gameTypeTabs: typeTabs('gameType'),
  }),
  list: {
    request: (ctx) => listRequest(ctx, 'redrake/game/list', { query: { partner_name: ctx.partnerName } }),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      return mapList(ctx, list, (wrapper) => {
        const item = wrapper.game;
        if (!isRecord(item)) throw new ItemError('field "game" should be an object');
        const id = text(item, 'gameId');
        const type = optText(item, 'gameType');
        return {
          rawId: id,
          gameId: id,
          gameName: localised(item.gameName, 'gameName', ctx),
          imageUrl: localised(item.imageUrl, 'imageUrl', ctx),
          description: item.description === undefined ? undefined : localised(item.description, 'description', ctx),
          gameTypeID: type,
          tab: lookup(ctx.params.gameTypeTabs, type),
        };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'redrake/frame_url', { query: { gameid: ctx.game.gameId, lang: launchLang(ctx), urlhome: ctx.siteOrigin } }),
    extractUrl: (payload) => stringAt(ID, payload, 'frame_url'),
  },
});
