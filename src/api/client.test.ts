import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../ports/env';
import { backoffDelay, createApiClient, type RetryPolicy } from './client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const hits = { flaky: 0, refuses: 0, slow: 0 };
let failuresBeforeOk = 0;
const routes = new Map<string, Handler>();
let server: Server;
let origin = '';

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const handler = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
      if (handler) handler(req, res, body);
      else json(res, 404, { status: 404, data: null, error_message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  routes.set('/api/ok', (req, res, body) =>
    json(res, 200, { status: 0, data: { query: req.url, body: body ? JSON.parse(body) : null, headers: req.headers }, error_message: '' }),
  );
  routes.set('/games-api/belatra/game_list', (req, res) => json(res, 200, { status: 0, data: { headers: req.headers }, error_message: '' }));
  routes.set('/api/rejected', (_q, res) => json(res, 200, { status: 4, data: null, error_message: 'Incorrect password' }));
  routes.set('/api/http401', (_q, res) => json(res, 401, { status: 401, data: null, error_message: 'Unauthorized' }));
  routes.set('/api/body-unauthorized', (_q, res) => json(res, 200, { status: 12, data: null, error_message: 'Unauthorized' }));
  routes.set('/api/boom', (_q, res) => json(res, 502, { status: 500, data: null, error_message: 'upstream down' }));
  routes.set('/api/html', (_q, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>maintenance</html>');
  });
  routes.set('/api/no-envelope', (_q, res) => json(res, 200, { games: [] }));
  routes.set('/api/hang', () => undefined);
  routes.set('/api/flaky', (_q, res) => {
    hits.flaky += 1;
    if (hits.flaky <= failuresBeforeOk) json(res, 503, { status: 503, data: null, error_message: 'busy' });
    else json(res, 200, { status: 0, data: { attempt: hits.flaky }, error_message: '' });
  });
  routes.set('/api/refuses', (_q, res) => {
    hits.refuses += 1;
    json(res, 200, { status: 4, data: null, error_message: 'no' });
  });
  routes.set('/api/slow', () => {
    hits.slow += 1;
  });
  routes.set('/nowpayments/ok', (_q, res) => json(res, 200, { min: 10, max: 100 }));
  routes.set('/nowpayments/empty', (_q, res) => {
    res.writeHead(204);
    res.end();
  });
  routes.set('/nowpayments/bad', (_q, res) => json(res, 422, { message: 'currency not supported' }));
  routes.set('/nowpayments/boom', (_q, res) => json(res, 503, { message: 'maintenance' }));
  routes.set('/nowpayments/auth', (_q, res) => json(res, 401, { message: 'no session' }));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(session?: string, timeoutMs = 2000) {
  return createApiClient({
    baseUrl: origin,
    gamesBaseUrl: `${origin}/games-api`,
    partnerName: 'test-partner',
    sessionCookie: 'session',
    timeoutMs,
    readSession: () => session,
  });
}

describe('main API envelope', () => {
  it('HTTP 200 + status 0 is success with the data payload; query and body are sent', async () => {
    const r = await client().request<{ query: string; body: unknown }>({ method: 'POST', path: '/api/ok', query: { a: 1, b: undefined }, body: { slot: 'x' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.query).toBe('/api/ok?a=1');
    expect(r.data.body).toEqual({ slot: 'x' });
  });

  it('status ≠ 0 is rejected with code = status and message = error_message', async () => {
    expect(await client().request({ method: 'POST', path: '/api/rejected' })).toEqual({ ok: false, kind: 'rejected', code: 4, message: 'Incorrect password' });
  });

  it('an error envelope on a non-200 status is still rejected with its own code', async () => {
    expect(await client().request({ method: 'GET', path: '/api/missing' })).toMatchObject({ ok: false, kind: 'rejected', code: 404 });
  });

  it('HTTP 401 is unauthorized', async () => {
    expect(await client().request({ method: 'GET', path: '/api/http401' })).toMatchObject({ ok: false, kind: 'unauthorized', code: 401 });
  });

  it("body error 'Unauthorized' on HTTP 200 is unauthorized", async () => {
    expect(await client().request({ method: 'GET', path: '/api/body-unauthorized' })).toMatchObject({
      ok: false,
      kind: 'unauthorized',
      message: 'Unauthorized',
    });
  });

  it('HTTP 5xx is server', async () => {
    expect(await client().request({ method: 'GET', path: '/api/boom' })).toEqual({ ok: false, kind: 'server', code: 502, message: 'upstream down' });
  });

  it('an unparseable body is bad-data', async () => {
    expect(await client().request({ method: 'GET', path: '/api/html' })).toMatchObject({ ok: false, kind: 'bad-data', code: 200 });
  });

  it('JSON without the envelope shape is bad-data', async () => {
    expect(await client().request({ method: 'GET', path: '/api/no-envelope' })).toMatchObject({ ok: false, kind: 'bad-data' });
  });

  it('no answer within the timeout is timeout', async () => {
    const started = Date.now();
    expect(await client(undefined, 150).request({ method: 'GET', path: '/api/hang' })).toMatchObject({ ok: false, kind: 'timeout', code: 0 });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('a closed port is cannot-connect', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const c = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, gamesBaseUrl: '', partnerName: 'p', sessionCookie: 's', timeoutMs: 2000 });
    expect(await c.request({ method: 'GET', path: '/api/ok' })).toMatchObject({ ok: false, kind: 'cannot-connect', code: 0 });
  });
});

describe('partner headers and bases', () => {
  it('partnerHeaders sends partner-name and partner-authorization with the session', async () => {
    const r = await client('tok-1').request<{ headers: Record<string, string> }>({
      method: 'GET',
      path: 'belatra/game_list',
      base: 'games',
      partnerHeaders: true,
    });
    expect(r.ok && r.data.headers['partner-name']).toBe('test-partner');
    expect(r.ok && r.data.headers['partner-authorization']).toBe('tok-1');
  });

  it('without partnerHeaders, or without a session, no partner-authorization is sent', async () => {
    const plain = await client('tok-1').request<{ headers: Record<string, string> }>({ method: 'GET', path: '/api/ok' });
    expect(plain.ok && plain.data.headers['partner-name']).toBeUndefined();
    const guest = await client(undefined).request<{ headers: Record<string, string> }>({ method: 'GET', path: '/api/ok', partnerHeaders: true });
    expect(guest.ok && guest.data.headers['partner-name']).toBe('test-partner');
    expect(guest.ok && 'partner-authorization' in guest.data.headers).toBe(false);
  });
});

describe('the session cookie', () => {
  it('is read once for the requests sent in one run of code, and afresh in the next run', async () => {
    let reads = 0;
    let cookie = 'other=1; session=tok-a';
    const g = globalThis as { document?: unknown };
    const saved = g.document;
    g.document = {
      get cookie() {
        reads += 1;
        return cookie;
      },
    };
    try {
      const c = createApiClient({
        baseUrl: origin,
        gamesBaseUrl: `${origin}/games-api`,
        partnerName: 'test-partner',
        sessionCookie: 'session',
        timeoutMs: 2000,
      });
      const send = () => c.request<{ headers: Record<string, string> }>({ method: 'GET', path: 'belatra/game_list', base: 'games', partnerHeaders: true });
      const first = await Promise.all([send(), send(), send()]);
      expect(reads).toBe(1);
      for (const r of first) expect(r.ok && r.data.headers['partner-authorization']).toBe('tok-a');
      cookie = 'session=tok-b';
      const next = await send();
      expect(reads).toBe(2);
      expect(next.ok && next.data.headers['partner-authorization']).toBe('tok-b');
    } finally {
      g.document = saved;
    }
  });
});

describe('line-style API', () => {
  it('HTTP 200 is success with the bare payload', async () => {
    expect(await client().request({ method: 'GET', path: '/nowpayments/ok', style: 'line' })).toEqual({ ok: true, data: { min: 10, max: 100 }, status: 200 });
  });
  it('HTTP 204 is success with null data', async () => {
    expect(await client().request({ method: 'GET', path: '/nowpayments/empty', style: 'line' })).toEqual({ ok: true, data: null, status: 204 });
  });
  it('HTTP 4xx is rejected with the HTTP code and the `message` text', async () => {
    expect(await client().request({ method: 'GET', path: '/nowpayments/bad', style: 'line' })).toEqual({
      ok: false,
      kind: 'rejected',
      code: 422,
      message: 'currency not supported',
    });
  });
  it('HTTP 401 is unauthorized and 5xx is server', async () => {
    expect(await client().request({ method: 'GET', path: '/nowpayments/auth', style: 'line' })).toMatchObject({ kind: 'unauthorized' });
    expect(await client().request({ method: 'GET', path: '/nowpayments/boom', style: 'line' })).toMatchObject({
      kind: 'server',
      code: 503,
      message: 'maintenance',
    });
  });
});

describe('retries', () => {
  const policy: RetryPolicy = { retries: 3, baseMs: 100, capMs: 250 };
  function retrying(retry: RetryPolicy | undefined, timeoutMs = 2000) {
    const waits: number[] = [];
    const c = createApiClient({
      baseUrl: origin,
      gamesBaseUrl: '',
      partnerName: 'p',
      sessionCookie: 's',
      timeoutMs,
      retry,
      // the clock is injected: no real waiting, and the waits are recorded
      sleep: async (ms) => void waits.push(ms),
      random: () => 0.999,
    });
    return { c, waits };
  }
  const reset = (failures: number) => {
    hits.flaky = 0;
    hits.refuses = 0;
    hits.slow = 0;
    failuresBeforeOk = failures;
  };

  /** A failure and how it is asked again: `asked` times in all, with `waits` between them when given. */
  interface RetryCase {
    name: string;
    failures: number;
    retry: RetryPolicy | undefined;
    method: ApiRequest['method'];
    path: keyof typeof hits;
    answer: object;
    asked: number;
    waits?: number[];
  }
  const cases: RetryCase[] = [
    {
      name: 'a GET that fails with 5xx is asked again, with capped exponential waits, until it succeeds',
      failures: 3,
      retry: policy,
      method: 'GET',
      path: 'flaky',
      answer: { ok: true, data: { attempt: 4 } },
      asked: 4,
      waits: [99, 199, 249],
    },
    {
      name: 'gives up after the configured number of retries with the last failure',
      failures: 10,
      retry: policy,
      method: 'GET',
      path: 'flaky',
      answer: { ok: false, kind: 'server', code: 503 },
      asked: 4,
    },
    { name: 'a POST is never retried', failures: 10, retry: policy, method: 'POST', path: 'flaky', answer: { ok: false, kind: 'server' }, asked: 1, waits: [] },
    {
      name: 'a refusal of the platform is not retried',
      failures: 0,
      retry: policy,
      method: 'GET',
      path: 'refuses',
      answer: { ok: false, kind: 'rejected', code: 4 },
      asked: 1,
    },
    {
      name: 'without a policy a failed GET is asked once',
      failures: 10,
      retry: undefined,
      method: 'GET',
      path: 'flaky',
      answer: { ok: false, kind: 'server' },
      asked: 1,
    },
  ];
  it.each(cases)('$name', async ({ failures, retry, method, path, answer, asked, waits: expected }) => {
    reset(failures);
    const { c, waits } = retrying(retry);
    expect(await c.request({ method, path: `/api/${path}` })).toMatchObject(answer);
    expect(hits[path]).toBe(asked);
    if (expected) expect(waits).toEqual(expected);
  });

  it('a timeout is not retried: the brand timeout is the whole wait, and a request cannot ask for more', async () => {
    reset(0);
    const { c } = retrying(policy, 150);
    const started = Date.now();
    expect(await c.request({ method: 'GET', path: '/api/slow', timeoutMs: 60_000 })).toMatchObject({ ok: false, kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(hits.slow).toBe(1);
  });

  it('backoff is jittered below min(cap, base·2^n)', () => {
    const p = { retries: 5, baseMs: 100, capMs: 1000 };
    expect(backoffDelay(0, p, () => 0)).toBe(0);
    expect(backoffDelay(2, p, () => 0.5)).toBe(200);
    expect(backoffDelay(8, p, () => 0.999)).toBe(999);
  });
});

/** A client on the test's own fetch (no server): what the client sends is what the test looks at. */
function stubbedClient(bases: { baseUrl: string; gamesBaseUrl: string }, fetch: typeof globalThis.fetch) {
  return createApiClient({ ...bases, partnerName: 'p', sessionCookie: 's', timeoutMs: 1000, readSession: () => undefined, fetch });
}

describe('credentials', () => {
  it("cookies go with every call unless the request omits them (a * CORS provider refuses them); the site's own cookies stay", async () => {
    const seen: unknown[] = [];
    const client = stubbedClient({ baseUrl: '', gamesBaseUrl: '/g' }, async (_url, init) => {
      seen.push(init?.credentials);
      return new Response('{"ok":true}', { status: 200 });
    });
    await client.request({ method: 'GET', path: 'a', base: 'games', style: 'line' });
    await client.request({ method: 'GET', path: 'a', base: 'games', style: 'line', credentials: 'omit' });
    await client.request({ method: 'GET', path: 'a', base: 'games', style: 'line', credentials: 'include' });
    expect(seen).toEqual(['include', 'same-origin', 'include']);
  });
});

describe('the request as sent', () => {
  it('the query is encoded as the platform has always received it; undefined values are left out; a GET carries no body', async () => {
    const sent: Array<[string, RequestInit | undefined]> = [];
    const client = stubbedClient({ baseUrl: 'https://api.example', gamesBaseUrl: '' }, async (url, init) => {
      sent.push([String(url), init]);
      return new Response('{"status":0,"data":null,"error_message":""}', { status: 200 });
    });
    await client.request({
      method: 'GET',
      path: '/api/x?fixed=1',
      query: { q: 'a b,c:d[0]$', n: 2, on: true, none: undefined, amp: 'x&y=é' },
      body: { ignored: true },
    });
    expect(sent[0][0]).toBe('https://api.example/api/x?fixed=1&q=a+b,c:d[0]$&n=2&on=true&amp=x%26y%3D%C3%A9');
    expect(sent[0][1]?.body).toBeUndefined();
    await client.request({ method: 'POST', path: '/api/y', body: { slot: 'x' } });
    expect(sent[1][1]?.body).toBe('{"slot":"x"}');
    expect(sent[1][1]?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });
});
