import { defineProvider, ProviderShapeError } from '../../src/catalogue/provider';
import { isRecord, listPayload, mapList, optText, text } from '../_shared/items';
import { stringAt } from '../_shared/launch';
import { launchRequest, listRequest } from '../_shared/requests';
import { need, listed } from '../_shared/params';
import { arrayOfObjects, imageUrlPattern, paramsSchema, strList } from '../_shared/schema';
import { fillTemplate } from '../_shared/template';
import type { OutcomeParams } from './params.gen';

const ID = 'outcome';

export type { OutcomeParams };

/** Outcome's studio name: the SectionId lowercased without spaces ("Play N Go" → "playngo"). */
const sectionName = (section: string) => section.toLowerCase().replace(/\s+/g, '');

export default defineProvider<OutcomeParams>({
  id: ID,
  description: 'Outcome aggregator: list {Games: [{Id, Name, Description, Format, SectionId, Type}]}, launch {SessionId, SessionUrl}.',
  paramsSchema: paramsSchema(
    'Outcome parameters',
    {
      type: 'object',
      additionalProperties: false,
      required: ['Games'],
      properties: { Games: { ...arrayOfObjects, description: 'Games in the Outcome list shape.' } },
    },
    {
      imageUrlPattern,
      excludedSections: strList('Studios (SectionId, compared lowercased without spaces) whose games are dropped from the list.'),
    },
    ['imageUrlPattern'],
  ),
  list: {
    request: (ctx) => listRequest(ctx, 'outcome/v1/game_list'),
    normalise(payload, ctx) {
      const data = listPayload(ID, payload, ctx);
      if (!isRecord(data) || !Array.isArray(data.Games)) {
        throw new ProviderShapeError(ID, 'the list answer should be {Games: [...]}');
      }
      const pattern = need(ID, ctx, 'imageUrlPattern');
      const excluded = (ctx.params.excludedSections ?? []).map(sectionName);
      return mapList(ctx, data.Games, (item) => {
        const id = text(item, 'Id');
        const provider = sectionName(text(item, 'SectionId'));
        if (listed(excluded, provider)) return null;
        const gameName = text(item, 'Name');
        return {
          rawId: id,
          gameId: id,
          gameName,
          description: optText(item, 'Description'),
          format: optText(item, 'Format'),
          gameTypeID: optText(item, 'Type'),
          provider,
          imageUrl: fillTemplate(pattern, { id, gameId: id, provider, routeProvider: ctx.routeProvider }),
        };
      });
    },
  },
  launch: {
    request: (ctx) => launchRequest(ctx, 'outcome/v1/session', { query: { game_id: ctx.game.gameId } }),
    extractUrl: (payload) => stringAt(ID, payload, 'SessionUrl'),
  },
});
