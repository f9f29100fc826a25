import { defineProvider, ProviderShapeError } from '../../src/catalogue/provider';
import { describe, isRecord, ItemError, listPayload, mapItems } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, need } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { imageUrlPattern, paramsSchema } from '../_shared/schema';
import { fillTemplate } from '../_shared/template';
import type { RubyplayParams } from './params.gen';

const ID = 'rubyplay';

export type { RubyplayParams };

export default defineProvider<RubyplayParams>({
  id: ID,
  description: 'RubyPlay: list is a map {"<game_id>": "<game_name>"}, launch {url}; images come from a URL pattern.',
  // The launch call's lang takes only these (partners found nb refused at launch); another site language needs a params.languages entry.
  acceptedLanguages: ['en', 'es', 'fr'],
  paramsSchema: paramsSchema('RubyPlay parameters', { type: 'object', additionalProperties: { type: 'string' } }, { imageUrlPattern }, ['imageUrlPattern']),
  list: {
    request: (ctx) => listRequest(ctx, 'rubiplay/game_list'),
    normalise(payload, ctx) {
      const data = listPayload(ID, payload, ctx);
      if (!isRecord(data)) throw new ProviderShapeError(ID, `the list answer should be a map of game id to name, found ${describe(data)}`);
      const pattern = need(ID, ctx, 'imageUrlPattern');
      // Each map entry is wrapped as an item so one bad name is rejected like any other bad item.
      const items = Object.entries(data).map(([id, name]): [string, unknown] => [id, { id, name }]);
      return mapItems(ctx, items, ({ id, name }) => {
        if (typeof name !== 'string' || name.trim() === '')
          throw new ItemError(`the name of game "${String(id)}" should be a non-empty string, found ${describe(name)}`);
        const gameId = String(id);
        return {
          rawId: gameId,
          gameId,
          gameName: name,
          imageUrl: fillTemplate(pattern, { id: gameId, gameId, provider: ctx.routeProvider, routeProvider: ctx.routeProvider }),
        };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'rubiplay/open_session', { query: { game_code: ctx.game.gameId, lang: launchLang(ctx) } }),
    extractUrl: (payload) => stringAt(ID, payload, 'url'),
  },
});
