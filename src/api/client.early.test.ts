import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../ports/env';
import { createApiClient, wireKey, wireRequest, type EarlyAnswer } from './client';

// The client's side of the prerendered page's first requests (src/app/firstRequests.ts, src/app/firstAnswers.ts).
describe('early answers (the prerendered page asked first)', () => {
  const bases = { baseUrl: '', gamesBaseUrl: '/games-api', partnerName: 'p' };
  const list: ApiRequest = { method: 'GET', path: 'belatra/game_list', base: 'games', partnerHeaders: true, style: 'line' };
  const keyOf = (req: ApiRequest, token?: string) => wireKey(wireRequest(bases, req, token));
  function withEarly(answers: Map<string, Promise<EarlyAnswer>>, session?: string, timeoutMs = 1000) {
    const fetched: string[] = [];
    const client = createApiClient({
      ...bases,
      sessionCookie: 's',
      timeoutMs,
      readSession: () => session,
      fetch: async (url) => {
        fetched.push(String(url));
        return new Response('{"from":"network"}', { status: 200 });
      },
      retry: { retries: 1, baseMs: 0, capMs: 0 },
      sleep: async () => undefined,
      early: (key) => answers.get(key),
    });
    return { client, fetched };
  }

  it('calls the same on the wire take the early answer instead of a request', async () => {
    const { client, fetched } = withEarly(new Map([[keyOf(list), Promise.resolve({ status: 200, body: '{"from":"early"}' })]]));
    expect(await client.request(list)).toMatchObject({ ok: true, data: { from: 'early' } });
    expect(await client.request(list)).toMatchObject({ ok: true, data: { from: 'early' } });
    expect(fetched).toEqual([]);
  });

  it('the retry of a call whose early answer failed asks the network', async () => {
    const { client, fetched } = withEarly(new Map([[keyOf(list), Promise.resolve({ status: 503, body: '{"message":"busy"}' })]]));
    expect(await client.request(list)).toMatchObject({ ok: true, data: { from: 'network' } });
    expect(fetched).toEqual(['/games-api/belatra/game_list']);
  });

  it("an early answer is read as any answer: a refusal is the call's failure", async () => {
    const { client, fetched } = withEarly(
      new Map([[keyOf({ ...list, style: 'main' }), Promise.resolve({ status: 200, body: '{"status":4,"data":null,"error_message":"refused"}' })]]),
    );
    expect(await client.request({ ...list, style: 'main' })).toEqual({ ok: false, kind: 'rejected', code: 4, message: 'refused' });
    expect(fetched).toEqual([]);
  });

  it('a call that differs on the wire (a signed-in session, another query) does not take it', async () => {
    const answers = new Map([[keyOf(list), Promise.resolve({ status: 200, body: '{"from":"early"}' })]]);
    const signedIn = withEarly(answers, 'tok');
    expect(await signedIn.client.request(list)).toMatchObject({ ok: true, data: { from: 'network' } });
    expect(await signedIn.client.request({ ...list, query: { page: 2 } })).toMatchObject({ ok: true, data: { from: 'network' } });
    expect(answers.size).toBe(1);
  });

  it('an early request whose connection failed is asked again; one that does not answer within the timeout is a timeout', async () => {
    const failed = withEarly(new Map([[keyOf(list), Promise.reject(new Error('offline'))]]));
    expect(await failed.client.request(list)).toMatchObject({ ok: true, data: { from: 'network' } });
    expect(failed.fetched).toHaveLength(1);
    const hanging = withEarly(new Map([[keyOf(list), new Promise<EarlyAnswer>(() => undefined)]]), undefined, 100);
    expect(await hanging.client.request(list)).toMatchObject({ ok: false, kind: 'timeout' });
    expect(hanging.fetched).toEqual([]);
  });

  it('the key ignores header case and order, and tells bodies and cookies apart', () => {
    const a = wireRequest(bases, { method: 'POST', path: '/x', body: { a: 1 } }, undefined);
    expect(
      wireKey({
        ...a,
        headers: Object.fromEntries(
          Object.entries(a.headers)
            .reverse()
            .map(([k, v]) => [k.toUpperCase(), v]),
        ),
      }),
    ).toBe(wireKey(a));
    expect(wireKey(wireRequest(bases, { method: 'POST', path: '/x', body: { a: 2 } }, undefined))).not.toBe(wireKey(a));
    expect(wireKey(wireRequest(bases, { method: 'POST', path: '/x', body: { a: 1 }, credentials: 'omit' }, undefined))).not.toBe(wireKey(a));
  });
});
