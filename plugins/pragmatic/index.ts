import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload, mapList, optText, text } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, need } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, idList, imageUrlPattern, map, paramsSchema, str, strList } from '../_shared/schema';
import { fillTemplate } from '../_shared/template';
import type { PragmaticParams } from './params.gen';

const ID = 'pragmatic';

export type { PragmaticParams };

/** Pragmatic's platform field: "WEB", "MOBILE" or "WEB,MOBILE". */
function platformFlags(platform: string | undefined) {
  if (!platform) return {};
  const parts = platform
    .toUpperCase()
    .split(',')
    .map((s) => s.trim());
  const web = parts.includes('WEB');
  const mobile = parts.includes('MOBILE');
  return { platform, isMobile: mobile && !web, haveTwoVersion: mobile && web };
}

export default defineProvider<PragmaticParams>({
  id: ID,
  description: 'Pragmatic Play (slots and live, one API): list [{gameID, gameName, gameTypeID, platform, technology}], launch {url}.',
  // The launch call's lang takes only these; another site language needs a params.languages entry.
  acceptedLanguages: ['en', 'es'],
  paramsSchema: paramsSchema(
    'Pragmatic parameters',
    arrayOfObjects,
    {
      imageUrlPattern,
      gameTypes: map('gameTypeID → how this entry lists games of that type; types not named here are not listed by this entry.', {
        type: 'object',
        additionalProperties: false,
        description: 'Listing of one game type.',
        properties: {
          casinoType: str("Casino type id for these games, instead of the entry's."),
          tabs: strList('Category ids these games get.'),
        },
      }),
      includeGames: idList('gameIDs this entry lists whatever their gameTypeID (e.g. crash games of another type).'),
    },
    ['imageUrlPattern', 'gameTypes'],
  ),
  list: {
    request: (ctx) => listRequest(ctx, 'pragmatic/game/list', { query: { partner_name: ctx.partnerName } }),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      const pattern = need(ID, ctx, 'imageUrlPattern');
      const types = need(ID, ctx, 'gameTypes');
      const include = new Set((ctx.params.includeGames ?? []).map(String));
      return mapList(ctx, list, (item) => {
        const id = text(item, 'gameID');
        const gameName = text(item, 'gameName');
        const gameTypeID = optText(item, 'gameTypeID');
        const type = gameTypeID !== undefined ? types[gameTypeID] : undefined;
        if (!type && !include.has(id)) return null;
        return {
          rawId: id,
          gameId: id,
          gameName,
          gameTypeID,
          technology: optText(item, 'technology'),
          ...platformFlags(optText(item, 'platform')),
          casinoType: type?.casinoType,
          tab: type?.tabs,
          imageUrl: fillTemplate(pattern, { id, gameId: id, provider: ctx.routeProvider, routeProvider: ctx.routeProvider }),
        };
      });
    },
  },
  launch: {
    request: (ctx) =>
      launchRequest(ctx, 'pragmatic/game/link', {
        query: { game_id: ctx.game.gameId, platform: ctx.platform === 'mobile' ? 'MOBILE' : 'WEB', lang: launchLang(ctx) },
      }),
    // Pragmatic's game link takes demo=true for a play-for-fun session without a player.
    demoRequest: (ctx) =>
      launchRequest(ctx, 'pragmatic/game/link', {
        query: { game_id: ctx.game.gameId, platform: ctx.platform === 'mobile' ? 'MOBILE' : 'WEB', lang: launchLang(ctx), demo: true },
      }),
    extractUrl: (payload) => stringAt(ID, payload, 'url'),
  },
});
