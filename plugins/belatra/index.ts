import { defineProvider } from '../../src/catalogue/provider';
import { asArray, ItemError, listPayload, mapList, optText, text, type Raw } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, lookup } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, bool, paramsSchema, typeCasinoTypes, typeTabs } from '../_shared/schema';
import type { BelatraParams } from './params.gen';

const ID = 'belatra';

export type { BelatraParams };

/** The tile image: `image`, else the first of `icon`. */
function image(item: Raw): string {
  const icon = Array.isArray(item.icon) ? item.icon.find((u) => typeof u === 'string' && u !== '') : undefined;
  const url = optText(item, 'image') ?? (icon as string | undefined);
  if (!url) throw new ItemError('neither "image" nor "icon" holds an image URL');
  return url;
}

export default defineProvider<BelatraParams>({
  id: ID,
  description: 'Belatra: list [{gamename, image, nickname, icon, category}], launch {launch_options: {game_url}}.',
  // The launch call's lang takes only these (partners found nb refused at launch); another site language needs a params.languages entry.
  acceptedLanguages: ['en', 'es', 'fr'],
  paramsSchema: paramsSchema('Belatra parameters', arrayOfObjects, {
    categoryTabs: typeTabs('category'),
    categoryCasinoTypes: typeCasinoTypes('category'),
    currencySubstitute: bool('Send is_currency_substitute=true on launch (the platform plays in a substitute currency).'),
  }),
  list: {
    request: (ctx) => listRequest(ctx, 'belatra/game_list'),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      return mapList(ctx, list, (item) => {
        const id = text(item, 'nickname');
        const category = optText(item, 'category');
        return {
          rawId: id,
          gameId: id,
          gameName: text(item, 'gamename'),
          imageUrl: image(item),
          gameTypeID: category,
          tab: lookup(ctx.params.categoryTabs, category),
          casinoType: lookup(ctx.params.categoryCasinoTypes, category),
        };
      });
    },
  },
  launch: {
    request: (ctx) =>
      launchRequest(ctx, 'belatra/session', {
        query: {
          game: ctx.game.gameId,
          lang: launchLang(ctx),
          ...(ctx.params.currencySubstitute ? { is_currency_substitute: true } : {}),
        },
      }),
    // Belatra's demo is its session call with demo=true: no player, no money.
    demoRequest: (ctx) => launchRequest(ctx, 'belatra/session', { query: { game: ctx.game.gameId, lang: launchLang(ctx), demo: true } }),
    extractUrl: (payload) => stringAt(ID, payload, 'launch_options.game_url'),
  },
});
