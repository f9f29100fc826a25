import { ProviderShapeError, type LaunchContext } from '../../src/catalogue/provider';
import { describe } from './items';
import { launchLang, need, type CommonParams } from './params';
import { at, fillTemplate } from './template';

/** A non-empty string at a dot path of the launch answer, or a ProviderShapeError naming what was expected. */
export function stringAt(plugin: string, payload: unknown, path: string): string {
  const v = at(payload, path);
  if (typeof v === 'string' && v.trim() !== '') return v;
  throw new ProviderShapeError(plugin, `the launch answer should have a non-empty string at "${path}", found ${describe(v)}`);
}

export interface TemplateParams extends CommonParams {
  launchUrlTemplate?: string;
}

/** Builds the game URL from a launch token and the entry's launchUrlTemplate. */
export function tokenUrl(plugin: string, ctx: LaunchContext<TemplateParams>, token: string, extra: Record<string, string | number | undefined> = {}): string {
  const template = need(plugin, ctx, 'launchUrlTemplate');
  return fillTemplate(
    template,
    {
      origin: ctx.siteOrigin,
      token,
      lang: launchLang(ctx),
      gameId: ctx.game.gameId,
      clientId: ctx.userId,
      platform: ctx.platform,
      partnerId: ctx.partnerName,
      ...extra,
    },
    ['origin'],
  );
}
