import { ProviderShapeError, type ProviderRequest } from '../../src/catalogue/provider';
import { describe } from '../_shared/items';
import { at } from '../_shared/template';
import type { GenericParams } from './params.gen';

/**
 * How the generic plugin reads a provider's answers and pages its list — pure, unit-tested on its own
 * (answer.test.ts). The entry's `answer` (or the call's own `list.answer` / `launch.answer`), `credentials`,
 * `partnerHeaders`, `headers` and `list.pagination` params decide everything here.
 */

const ID = 'generic';

type Answer = NonNullable<GenericParams['answer']>;
type Pagination = NonNullable<GenericParams['list']['pagination']>;
type Call = 'list' | 'launch';
type AnswerParams = Pick<GenericParams, 'answer'> & { list?: Pick<GenericParams['list'], 'answer'>; launch?: Pick<GenericParams['launch'], 'answer'> };

/**
 * The answer mapping of one call: its own (a provider whose list and launch answers sit under different keys)
 * or else the entry's, which serves both. A call's own mapping replaces the entry's whole, not field by field:
 * a launch answer that is not wrapped must not inherit the list's dataPath.
 */
export const answerOf = (params: AnswerParams, call: Call): Answer | undefined => params[call]?.answer ?? params.answer;

/** The transport options a call of the entry carries; its envelope follows the call's answer mapping. */
export function transport(
  params: AnswerParams & Pick<GenericParams, 'credentials' | 'partnerHeaders' | 'headers'>,
  call: Call,
): Pick<ProviderRequest, 'envelope' | 'credentials' | 'partnerHeaders' | 'headers'> {
  const platform = (answerOf(params, call)?.envelope ?? 'platform') === 'platform';
  const out: Pick<ProviderRequest, 'envelope' | 'credentials' | 'partnerHeaders' | 'headers'> = {
    envelope: platform ? 'platform' : 'none',
    credentials: params.credentials ?? 'include',
    // Outside the platform the session token is not the provider's business (and a custom header needs a preflight).
    partnerHeaders: params.partnerHeaders ?? platform,
  };
  if (params.headers) out.headers = { ...params.headers };
  return out;
}

/**
 * The payload of one answer (list or launch). The platform envelope is already unwrapped by the engine;
 * 'none' is the answer itself; 'path' checks the success test, then reads the payload at dataPath.
 * Throws ProviderShapeError (the engine logs it with the entry id) saying what was found when the answer is not a success.
 */
export function readAnswer(answer: Answer | undefined, payload: unknown, call: Call): unknown {
  if (answer?.envelope !== 'path') return payload;
  if (answer.successPath) {
    const flag = at(payload, answer.successPath);
    const wanted = answer.successValues ?? [true];
    if (!wanted.some((w) => w === flag)) {
      const said = answer.messagePath ? at(payload, answer.messagePath) : undefined;
      const message = typeof said === 'string' && said !== '' ? `, message: ${JSON.stringify(said.slice(0, 200))}` : '';
      throw new ProviderShapeError(
        ID,
        `the ${call} answer is not a success: "${answer.successPath}" is ${describe(flag)}, expected ${wanted.map((w) => JSON.stringify(w)).join(' or ')}${message}`,
      );
    }
  }
  const data = at(payload, answer.dataPath ?? '');
  if (data === undefined)
    throw new ProviderShapeError(ID, `the ${call} answer has nothing at "${answer.dataPath}" (${call}.answer.dataPath or answer.dataPath)`);
  return data;
}

/** The games array of one list page, or a ProviderShapeError saying where it was looked for. */
export function pageItems(params: Pick<GenericParams, 'answer' | 'list'>, payload: unknown): unknown[] {
  const data = readAnswer(answerOf(params, 'list'), payload, 'list');
  const items = at(data, params.list.itemsPath ?? '');
  if (!Array.isArray(items)) {
    throw new ProviderShapeError(ID, `expected an array at "${params.list.itemsPath ?? ''}" of the list answer, found ${describe(items)}`);
  }
  return items;
}

/** Every page's payload, as the engine collected them; normalise reads each page in order. */
export class ListPages {
  constructor(public readonly pages: readonly unknown[]) {}
}

const DEFAULT_START: Record<Pagination['type'], number> = { page: 1, offset: 0, cursor: 0 };

/** Puts paging values in the query (GET) or the body (POST) of a request, leaving the entry's own values alone. */
function withPaging(req: ProviderRequest, values: Record<string, string | number>): ProviderRequest {
  if (req.method === 'POST') return { ...req, body: { ...((req.body as Record<string, unknown> | undefined) ?? {}), ...values } };
  return { ...req, query: { ...req.query, ...values } };
}

/** The first list request with its paging values (page/offset start and the page size). */
export function firstPage(req: ProviderRequest, pagination: Pagination | undefined): ProviderRequest {
  if (!pagination) return req;
  const values: Record<string, string | number> = {};
  if (pagination.type !== 'cursor') values[pagination.param] = pagination.start ?? DEFAULT_START[pagination.type];
  if (pagination.sizeParam && pagination.size) values[pagination.sizeParam] = pagination.size;
  return withPaging(req, values);
}

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined;

/**
 * The request for the page after this one, or null when this was the last: an empty page, a page
 * shorter than `size`, the page count (`pagesPath`) or the item total (`totalPath`) reached, or no
 * next cursor. A page that cannot be read ends the paging; normalise then reports it.
 */
export function nextPage(params: Pick<GenericParams, 'answer' | 'list'>, payload: unknown, previous: ProviderRequest): ProviderRequest | null {
  const p = params.list.pagination;
  if (!p) return null;
  let items: unknown[];
  let data: unknown;
  try {
    data = readAnswer(answerOf(params, 'list'), payload, 'list');
    items = pageItems(params, payload);
  } catch {
    return null;
  }
  if (p.type === 'cursor') {
    const cursor = p.cursorPath ? at(data, p.cursorPath) : undefined;
    if ((typeof cursor !== 'string' || cursor === '') && num(cursor) === undefined) return null;
    return withPaging(previous, { [p.param]: String(cursor) });
  }
  if (items.length === 0 || (p.size && items.length < p.size)) return null;
  const sent = num((previous.method === 'POST' ? (previous.body as Record<string, unknown> | undefined) : previous.query)?.[p.param]) ?? DEFAULT_START[p.type];
  if (p.type === 'page') {
    const pages = p.pagesPath ? num(at(data, p.pagesPath)) : undefined;
    const start = p.start ?? DEFAULT_START.page;
    if (pages !== undefined && sent - start + 1 >= pages) return null;
    return withPaging(previous, { [p.param]: sent + 1 });
  }
  const next = sent + items.length;
  const total = p.totalPath ? num(at(data, p.totalPath)) : undefined;
  if (total !== undefined && next >= total) return null;
  return withPaging(previous, { [p.param]: next });
}
