import { defineProvider, type ProviderContext, type ProviderRequest } from '../../src/catalogue/provider';
import { describe, ItemError, listPayload, mapList, type Raw } from '../_shared/items';
import { firstPage, ListPages, nextPage, pageItems, readAnswer, transport } from './answer';
import { stringAt, tokenUrl } from '../_shared/launch';
import { launchLang, listed, lookup } from '../_shared/params';
import { at, fillTemplate } from '../_shared/template';
import { genericSchema } from './schema';
import type { GenericParams } from './params.gen';

const ID = 'generic';

interface RequestSpec {
  method?: 'GET' | 'POST';
  base?: 'games' | 'api';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, string>;
}

export type { GenericParams };

type Values = Record<string, string | number | undefined>;

const fillAll = (table: Record<string, string> | undefined, v: Values) =>
  table && Object.fromEntries(Object.entries(table).map(([k, t]) => [k, fillTemplate(t, v, Object.keys(v))]));

function buildRequest(spec: RequestSpec, v: Values, params: GenericParams): ProviderRequest {
  const req: ProviderRequest = { method: spec.method ?? 'GET', path: spec.path, base: spec.base ?? 'games', ...transport(params) };
  if (spec.query) req.query = fillAll(spec.query, v);
  if (spec.body) req.body = fillAll(spec.body, v);
  return req;
}

function values(ctx: ProviderContext<GenericParams>, extra: Values = {}): Values {
  return {
    lang: launchLang(ctx),
    language: ctx.language,
    platform: ctx.params.launch.platformValues?.[ctx.platform] ?? ctx.platform,
    partnerName: ctx.partnerName,
    projectName: ctx.projectName,
    origin: ctx.siteOrigin,
    ...extra,
  };
}

/** A field at a dot path: required ones must be a non-empty string or a number. */
function field(item: Raw, path: string | undefined, required: boolean): string | undefined {
  if (!path) return undefined;
  const v = at(item, path);
  if (typeof v === 'string' && v.trim() !== '') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (required) throw new ItemError(`field "${path}" should be a non-empty string, found ${describe(v)}`);
  return undefined;
}

export default defineProvider<GenericParams>({
  id: ID,
  description: 'Any provider with a simple list and launch call; the field mapping is config (see plugins/generic/README.md).',
  paramsSchema: genericSchema,
  list: {
    request: (ctx) =>
      ctx.params.defaultList !== undefined ? null : firstPage(buildRequest(ctx.params.list, values(ctx), ctx.params), ctx.params.list.pagination),
    nextPage: (payload, ctx, _page, previous) => nextPage(ctx.params, payload, previous),
    mergePages: (payloads) => new ListPages(payloads),
    normalise(payload, ctx) {
      const { fields } = ctx.params;
      // A bundled default list is already the payload: no answer envelope around it.
      const bundled = (payload === undefined || payload === null) && ctx.params.defaultList !== undefined;
      const params = bundled ? { ...ctx.params, answer: undefined } : ctx.params;
      const raw = listPayload(ID, payload, ctx);
      const items = (raw instanceof ListPages ? raw.pages : [raw]).flatMap((page) => pageItems(params, page));
      return mapList(ctx, items, (item) => {
        const rawId = field(item, fields.id, true)!;
        const gameId = field(item, fields.gameId, true) ?? rawId;
        const gameName = field(item, fields.name, true)!;
        const provider = field(item, fields.provider, false);
        if (listed(ctx.params.excludedProviders, provider)) return null;
        const pattern = ctx.params.imageUrlPattern;
        const imageUrl =
          field(item, fields.image, !pattern) ??
          fillTemplate(pattern!, { id: rawId, gameId, provider: provider ?? ctx.routeProvider, routeProvider: ctx.routeProvider });
        const category = field(item, fields.category, false);
        const mobile = fields.isMobile ? at(item, fields.isMobile) : undefined;
        return {
          rawId,
          gameId,
          gameName,
          imageUrl,
          provider,
          description: field(item, fields.description, false),
          gameTypeID: category,
          isMobile: typeof mobile === 'boolean' ? mobile : undefined,
          tab: lookup(ctx.params.categoryTabs, category),
          casinoType: lookup(ctx.params.categoryCasinoTypes, category),
        };
      });
    },
  },
  launch: {
    request(ctx) {
      const req = buildRequest(ctx.params.launch, values(ctx, { gameId: ctx.game.gameId, userId: ctx.userId }), ctx.params);
      if (ctx.params.launchHeaders) req.headers = { ...req.headers, ...ctx.params.launchHeaders };
      return req;
    },
    extractUrl(payload, ctx) {
      const { urlPath, urlTemplate } = ctx.params.launch;
      const found = stringAt(ID, readAnswer(ctx.params.answer, payload, 'launch'), urlPath);
      if (!urlTemplate) return found;
      const platform = ctx.params.launch.platformValues?.[ctx.platform] ?? ctx.platform;
      return tokenUrl(ID, { ...ctx, params: { ...ctx.params, launchUrlTemplate: urlTemplate } }, found, { platform });
    },
  },
});
