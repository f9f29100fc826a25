import { defineProvider, type ProviderContext, type ProviderRequest } from '../../src/catalogue/provider';
import { describe, ItemError, listPayload, mapList, type Raw } from '../_shared/items';
import { answerOf, firstPage, ListPages, nextPage, pageItems, readAnswer, transport } from './answer';
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

function buildRequest(call: 'list' | 'launch', v: Values, params: GenericParams): ProviderRequest {
  const spec: RequestSpec = params[call];
  const req: ProviderRequest = { method: spec.method ?? 'GET', path: spec.path, base: spec.base ?? 'games', ...transport(params, call) };
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

/**
 * The values of an array field: "tags" is an array of strings or numbers, "tags[].name" reads each element's
 * own path; a single string is one value. Anything else there (an object, an element that is not text) is an
 * item error: a mapping that silently read nothing would show a desktop-only game on phones.
 */
export function fieldValues(item: Raw, path: string | undefined): string[] | undefined {
  if (!path) return undefined;
  const [head, ...rest] = path.split('[]');
  const inner = rest.join('[]').replace(/^\./, '');
  const v = at(item, head);
  if (v === undefined || v === null) return undefined;
  const list = typeof v === 'string' && !rest.length ? [v] : v;
  if (!Array.isArray(list)) throw new ItemError(`field "${head}" should be an array, found ${describe(v)}`);
  return list.map((el, i) => {
    const value = rest.length ? at(el, inner) : el;
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
    throw new ItemError(`field "${path}" should hold strings or numbers, found ${describe(value)} at ${i}`);
  });
}

const DEVICE_VALUES = { desktop: ['desktop'], mobile: ['mobile'] };

/** The platform variants a devices list names: both (haveTwoVersion), one (isMobile), or none said (undefined). */
function variants(devices: string[] | undefined, table: GenericParams['deviceValues']): { isMobile?: boolean; haveTwoVersion?: boolean } {
  if (!devices) return {};
  const on = (which: 'desktop' | 'mobile') => devices.some((d) => listed(table?.[which] ?? DEVICE_VALUES[which], d));
  const desktop = on('desktop');
  const mobile = on('mobile');
  if (desktop && mobile) return { haveTwoVersion: true };
  return desktop || mobile ? { isMobile: mobile } : {};
}

/** The tabs a list of values gets from a value → tabs table (case-insensitive), in order, each once (toGame drops repeats). */
const tabsOf = (table: Record<string, string[]> | undefined, values: readonly string[]): string[] => values.flatMap((v) => lookup(table, v) ?? []);

export default defineProvider<GenericParams>({
  id: ID,
  description: 'Any provider with a simple list and launch call; the field mapping is config (see plugins/generic/README.md).',
  paramsSchema: genericSchema,
  list: {
    request: (ctx) => (ctx.params.defaultList !== undefined ? null : firstPage(buildRequest('list', values(ctx), ctx.params), ctx.params.list.pagination)),
    nextPage: (payload, ctx, _page, previous) => nextPage(ctx.params, payload, previous),
    mergePages: (payloads) => new ListPages(payloads),
    normalise(payload, ctx) {
      const { fields } = ctx.params;
      // A bundled default list is already the payload: no answer envelope around it.
      const bundled = (payload === undefined || payload === null) && ctx.params.defaultList !== undefined;
      const params = bundled ? { ...ctx.params, answer: undefined, list: { ...ctx.params.list, answer: undefined } } : ctx.params;
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
        // One category field or a list of them: each value is mapped, the first the tables know sets the casino type.
        const categories = [...(category === undefined ? [] : [category]), ...(fieldValues(item, fields.categories) ?? [])];
        const labels = fieldValues(item, fields.labels) ?? [];
        const mobile = fields.isMobile ? at(item, fields.isMobile) : undefined;
        const tab = [...tabsOf(ctx.params.categoryTabs, categories), ...tabsOf(ctx.params.labelTabs, labels)];
        return {
          rawId,
          gameId,
          gameName,
          imageUrl,
          provider,
          description: field(item, fields.description, false),
          gameTypeID: categories[0],
          isMobile: typeof mobile === 'boolean' ? mobile : undefined,
          ...variants(fieldValues(item, fields.devices), ctx.params.deviceValues),
          tab: categories.length || labels.length ? tab : undefined,
          casinoType: categories.map((c) => lookup(ctx.params.categoryCasinoTypes, c)).find((t) => t !== undefined),
        };
      });
    },
  },
  launch: {
    request(ctx) {
      const req = buildRequest('launch', values(ctx, { gameId: ctx.game.gameId, userId: ctx.userId }), ctx.params);
      if (ctx.params.launchHeaders) req.headers = { ...req.headers, ...ctx.params.launchHeaders };
      return req;
    },
    extractUrl(payload, ctx) {
      const { urlPath, urlTemplate } = ctx.params.launch;
      const found = stringAt(ID, readAnswer(answerOf(ctx.params, 'launch'), payload, 'launch'), urlPath);
      if (!urlTemplate) return found;
      const platform = ctx.params.launch.platformValues?.[ctx.platform] ?? ctx.platform;
      return tokenUrl(ID, { ...ctx, params: { ...ctx.params, launchUrlTemplate: urlTemplate } }, found, { platform });
    },
  },
});
