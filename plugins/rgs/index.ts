import { defineProvider } from '../../src/catalogue/provider';
import { asArray, isRecord, listPayload, mapList, optText, text } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchLang, listed, need } from '../_shared/params';
import { launchRequest, listRequest } from '../_shared/requests';
import { arrayOfObjects, paramsSchema, strList, type Schema } from '../_shared/schema';
import type { RgsParams } from './params.gen';

const ID = 'rgs';

export type { RgsParams };

const perPlatform = (description: string): Schema => ({
  type: 'object',
  additionalProperties: false,
  required: ['desktop', 'mobile'],
  description,
  properties: {
    desktop: { type: 'integer', description: 'Value sent on desktop.' },
    mobile: { type: 'integer', description: 'Value sent on mobile.' },
  },
});

export default defineProvider<RgsParams>({
  id: ID,
  description: 'RGS aggregator: list [{id, name, iconImageUrl, provider: {name}}], launch {url}.',
  paramsSchema: paramsSchema(
    'RGS parameters',
    arrayOfObjects,
    {
      providers: { ...strList('Studios (provider.name, case-insensitive) this entry shows; the others are dropped.'), minItems: 1 },
      displayType: perPlatform('display_type sent on launch, per platform.'),
      deviceType: perPlatform('device_type sent on launch, per platform.'),
    },
    ['providers', 'displayType', 'deviceType'],
  ),
  list: {
    request: (ctx) => listRequest(ctx, 'rgs/game/list'),
    normalise(payload, ctx) {
      const list = asArray(ID, listPayload(ID, payload, ctx));
      const providers = need(ID, ctx, 'providers');
      return mapList(ctx, list, (item) => {
        const id = text(item, 'id');
        const gameName = text(item, 'name');
        const imageUrl = text(item, 'iconImageUrl');
        const provider = isRecord(item.provider) ? optText(item.provider, 'name') : undefined;
        if (!listed(providers, provider)) return null;
        return { rawId: id, gameId: id, gameName, imageUrl, provider };
      });
    },
  },
  launch: {
    request: (ctx) =>
      launchRequest(ctx, 'rgs/game/launch', {
        query: {
          game_id: ctx.game.gameId,
          display_type: need(ID, ctx, 'displayType')[ctx.platform],
          device_type: need(ID, ctx, 'deviceType')[ctx.platform],
          lang: launchLang(ctx),
        },
      }),
    extractUrl: (payload) => stringAt(ID, payload, 'url'),
  },
});
