import type { NormalisedList } from '../../src/catalogue/provider';
import { mapList, optBool, optText, text, type Raw } from './items';
import type { CommonParams, Ctx } from './params';

/** The ready-made lobby item shape tvbet and xpg share: {id or code, gameId, name, provider, img, tab, isDefault}. */
export function normaliseLobbyItems(ctx: Ctx<CommonParams>, list: unknown[]): NormalisedList {
  return mapList(ctx, list, (item: Raw) => {
    const rawId = optText(item, 'id') ?? text(item, 'code');
    const tab = Array.isArray(item.tab) ? item.tab.filter((t): t is string => typeof t === 'string') : optText(item, 'tab');
    return {
      rawId,
      gameId: optText(item, 'gameId') ?? optText(item, 'code') ?? rawId,
      gameName: text(item, 'name'),
      imageUrl: text(item, 'img'),
      provider: optText(item, 'provider'),
      tab: typeof tab === 'string' ? [tab] : tab,
      isDefault: optBool(item, 'isDefault'),
    };
  });
}
