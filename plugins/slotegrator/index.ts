import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload, mapList, optBool, optText, text } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, listed, lookup } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, paramsSchema, strList, typeCasinoTypes, typeTabs } from '../_shared/schema';
import type { SlotegratorParams } from './params.gen';

const ID = 'slotegrator';

export type { SlotegratorParams };

/**
 * Slotegrator's is_mobile means "also has a mobile version" (its HTML5 games run on both), not
 * "mobile only": 1 keeps the game on both platforms, 0 marks it desktop only.
 */
function variants(isMobile: boolean | undefined): { haveTwoVersion?: boolean; isMobile?: boolean } {
  if (isMobile === undefined) return {};
  return isMobile ? { haveTwoVersion: true } : { isMobile: false };
}

export default defineProvider<SlotegratorParams>({
  id: ID,
  description: 'Slotegrator aggregator: list [{uuid, name, image, type, provider, technology, is_mobile, ...}], launch {url}.',
  paramsSchema: paramsSchema('Slotegrator parameters', arrayOfObjects, {
    excludedProviders: strList('Studios (item provider, case-insensitive) whose games are dropped.'),
    providerCasinoTypes: typeCasinoTypes('provider'),
    typeCasinoTypes: typeCasinoTypes('type'),
    typeTabs: typeTabs('type'),
    currencySubstituteProviders: strList('Studios whose launch sends is_currency_substitute=true.'),
  }),
  list: {
    request: (ctx) => listRequest(ctx, 'slotegrator/games/list', { query: { project_name: ctx.projectName } }),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      const p = ctx.params;
      return mapList(ctx, list, (item) => {
        const uuid = text(item, 'uuid');
        const gameName = text(item, 'name');
        const imageUrl = text(item, 'image');
        const provider = text(item, 'provider');
        if (listed(p.excludedProviders, provider)) return null;
        const type = optText(item, 'type');
        return {
          rawId: uuid,
          gameId: uuid,
          gameName,
          imageUrl,
          provider,
          gameTypeID: type,
          technology: optText(item, 'technology'),
          ...variants(optBool(item, 'is_mobile')),
          tab: lookup(p.typeTabs, type),
          casinoType: lookup(p.providerCasinoTypes, provider) ?? lookup(p.typeCasinoTypes, type),
        };
      });
    },
  },
  launch: {
    request: (ctx) =>
      launchRequest(ctx, 'slotegrator/games/link', {
        query: {
          project_name: ctx.projectName,
          game_uuid: ctx.game.gameId,
          language: launchLang(ctx),
          ...(ctx.platform === 'mobile' ? { return_url: ctx.siteOrigin } : {}),
          ...(listed(ctx.params.currencySubstituteProviders, ctx.game.provider) ? { is_currency_substitute: true } : {}),
        },
      }),
    extractUrl: (payload) => stringAt(ID, payload, 'url'),
  },
});
