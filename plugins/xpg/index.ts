import { defineProvider } from '../../src/catalogue/provider';
import { asArray, listPayload } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { normaliseLobbyItems } from '../_shared/lobby';
import { launchLang } from '../_shared/params';
import { launchRequest } from '../_shared/requests';
import { arrayOfObjects, paramsSchema } from '../_shared/schema';
import type { XpgParams } from './params.gen';

const ID = 'xpg';

export type { XpgParams };

export default defineProvider<XpgParams>({
  id: ID,
  description: 'XPG live lobby: no list call (bundled defaultList of {code or id, gameId, name, provider, img, tab, isDefault}), launch {link}.',
  paramsSchema: paramsSchema('XPG parameters', arrayOfObjects, {}, ['defaultList', 'languages', 'defaultLanguage']),
  list: {
    // XPG has no list call; the lobby entries are the entry's bundled default list.
    request: () => null,
    normalise: (payload, ctx) => normaliseLobbyItems(ctx, asArray(ID, listPayload(ID, payload, ctx))),
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'api/xpg/get_lobby_link', { base: 'api', query: { lang: launchLang(ctx) } }),
    extractUrl: (payload) => stringAt(ID, payload, 'link'),
  },
});
