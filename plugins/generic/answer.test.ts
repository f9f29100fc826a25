import { describe, expect, it } from 'vitest';
import { ProviderShapeError, type ProviderRequest } from '../../src/catalogue/provider';
import { answerOf, firstPage, nextPage, pageItems, readAnswer, transport } from './answer';
import type { GenericParams } from './params.gen';

const own = { envelope: 'path', dataPath: 'result', successPath: 'ok', messagePath: 'error' } as const;

describe('readAnswer', () => {
  it('returns the payload at dataPath when the success test passes', () => {
    expect(readAnswer(own, { ok: true, result: { games: [1] } }, 'list')).toEqual({ games: [1] });
  });

  it('refuses an answer whose success flag is not a success value, quoting the entry and the provider text', () => {
    const read = () => readAnswer(own, { ok: false, error: 'bad partner', result: { games: [] } }, 'list');
    expect(read).toThrow(ProviderShapeError);
    expect(read).toThrow('the list answer is not a success: "ok" is a boolean, expected true, message: "bad partner"');
  });

  it('accepts the configured success values only', () => {
    const a = { ...own, successPath: 'code', successValues: [0, 'OK'] };
    expect(readAnswer(a, { code: 'OK', result: 1 }, 'launch')).toBe(1);
    expect(() => readAnswer(a, { code: 1, result: 1 }, 'launch')).toThrow(/"code" is a number, expected 0 or "OK"/);
  });

  it('refuses an answer with nothing at dataPath', () => {
    expect(() => readAnswer(own, { ok: true }, 'launch')).toThrow('the launch answer has nothing at "result" (launch.answer.dataPath or answer.dataPath)');
  });

  it('passes the answer through with the platform envelope (unwrapped by the engine) or none', () => {
    const answer = { ok: false, result: 1 };
    expect(readAnswer(undefined, answer, 'list')).toBe(answer);
    expect(readAnswer({ envelope: 'none', dataPath: 'result', successPath: 'ok' }, answer, 'list')).toBe(answer);
  });
});

describe('transport', () => {
  it('keeps the platform defaults: envelope, cookies and partner headers', () => {
    expect(transport({}, 'list')).toEqual({ envelope: 'platform', credentials: 'include', partnerHeaders: true });
  });

  it('a provider with its own envelope gets no partner headers (no session token) unless asked', () => {
    expect(transport({ answer: own, credentials: 'omit' }, 'launch')).toEqual({ envelope: 'none', credentials: 'omit', partnerHeaders: false });
    expect(transport({ answer: { envelope: 'none' }, partnerHeaders: true }, 'list').partnerHeaders).toBe(true);
  });

  it("a call's own answer mapping replaces the entry's for that call only", () => {
    const params = { answer: own, launch: { answer: { envelope: 'platform' as const } } };
    expect(transport(params, 'list').envelope).toBe('none');
    expect(transport(params, 'launch')).toEqual({ envelope: 'platform', credentials: 'include', partnerHeaders: true });
    expect(answerOf(params, 'list')).toBe(own);
    expect(answerOf({ list: { answer: { envelope: 'none' } } }, 'launch')).toBeUndefined();
  });

  it('adds the extra headers', () => {
    expect(transport({ headers: { 'x-api-key': 'k' } }, 'list').headers).toEqual({ 'x-api-key': 'k' });
  });
});

const req: ProviderRequest = { method: 'GET', path: 'fish/games', query: { partner: 'p' } };
type ListParams = Pick<GenericParams, 'answer' | 'list'>;
const paged = (pagination: NonNullable<GenericParams['list']['pagination']>): ListParams => ({
  answer: own,
  list: { path: 'fish/games', itemsPath: 'games', pagination },
});
const page = (n: number, extra: Record<string, unknown> = {}) => ({ ok: true, result: { games: Array.from({ length: n }, (_, i) => ({ id: i })), ...extra } });

describe('list paging', () => {
  it('page numbers: starts at 1 with the size, counts up, stops on a short page', () => {
    const p = paged({ type: 'page', param: 'page', sizeParam: 'per', size: 2 });
    const first = firstPage(req, p.list.pagination);
    expect(first.query).toEqual({ partner: 'p', page: 1, per: 2 });
    const second = nextPage(p, page(2), first);
    expect(second?.query).toEqual({ partner: 'p', page: 2, per: 2 });
    expect(nextPage(p, page(1), second!)).toBeNull();
  });

  it('page numbers: stops at the page count the answer gives, and on an empty page', () => {
    const p = paged({ type: 'page', param: 'p', pagesPath: 'pages' });
    const first = firstPage(req, p.list.pagination);
    expect(nextPage(p, page(3, { pages: 2 }), first)?.query?.p).toBe(2);
    expect(nextPage(p, page(3, { pages: 2 }), { ...first, query: { p: 2 } })).toBeNull();
    expect(nextPage(p, page(0), first)).toBeNull();
  });

  it('offsets: the next offset is the items read so far, up to the total', () => {
    const p = paged({ type: 'offset', param: 'offset', totalPath: 'total' });
    const first = firstPage(req, p.list.pagination);
    expect(first.query?.offset).toBe(0);
    const second = nextPage(p, page(3, { total: 5 }), first);
    expect(second?.query?.offset).toBe(3);
    expect(nextPage(p, page(2, { total: 5 }), second!)).toBeNull();
  });

  it('cursors: follows the cursor until the answer has none', () => {
    const p = paged({ type: 'cursor', param: 'after', cursorPath: 'next' });
    const first = firstPage(req, p.list.pagination);
    expect(first.query).toEqual({ partner: 'p' });
    expect(nextPage(p, page(2, { next: 'c2' }), first)?.query?.after).toBe('c2');
    expect(nextPage(p, page(2, { next: null }), first)).toBeNull();
  });

  it('a POST list pages in the body', () => {
    const p = paged({ type: 'page', param: 'page' });
    const first = firstPage({ method: 'POST', path: 'x', body: { a: '1' } }, p.list.pagination);
    expect(first.body).toEqual({ a: '1', page: 1 });
    expect(nextPage(p, page(1), first)?.body).toEqual({ a: '1', page: 2 });
  });

  it('no pagination: one request, no next page', () => {
    const p: ListParams = { list: { path: 'x', itemsPath: 'games' } };
    expect(firstPage(req, undefined)).toBe(req);
    expect(nextPage(p, { games: [1] }, req)).toBeNull();
  });

  it('a page that is not a success ends paging; reading it names why', () => {
    const p = paged({ type: 'page', param: 'page' });
    expect(nextPage(p, { ok: false }, firstPage(req, p.list.pagination))).toBeNull();
    expect(() => pageItems(p, { ok: true, result: { games: {} } })).toThrow('expected an array at "games" of the list answer, found an object');
  });
});
