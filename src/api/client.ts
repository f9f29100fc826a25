import type { ApiClient, ApiRequest, ApiResult } from '../ports/env';
import { interpretLine, interpretMain, type WireOutcome } from './result';

export interface ApiClientOptions {
  /** Host prefix of the main API (paths start with /api/); '' = same origin. */
  baseUrl: string;
  /** Base that provider list/launch paths are relative to. */
  gamesBaseUrl: string;
  partnerName: string;
  /** Name of the cookie holding the session token. */
  sessionCookie: string;
  timeoutMs: number;
  /** The Fetch API to call (default: the global `fetch`); tests hand in a stand-in. */
  fetch?: typeof fetch;
  /** Where the session token comes from; default: the brand's session cookie in document.cookie. */
  readSession?: () => string | undefined;
  /** Retries of idempotent GETs (rules.json `network`); none when absent. */
  retry?: RetryPolicy;
  /** Waits between retries; the env's clock in the app, a fake in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Source of jitter in [0, 1); Math.random by default. */
  random?: () => number;
  /**
   * Answers to requests the page itself sent before the app's code ran (the prerendered page's first requests,
   * src/app/firstAnswers.ts), by `wireKey`: a call the same on the wire takes its answer instead of a second request
   * (its retries do not).
   */
  early?: (key: string) => Promise<EarlyAnswer> | undefined;
}

/** An answer to an early request: its HTTP status and body text (a failed connection rejects). */
export interface EarlyAnswer {
  status: number;
  body: string;
}

/** A request as it goes on the wire: what `fetch` is called with. */
export interface WireRequest {
  url: string;
  method: ApiRequest['method'];
  headers: Record<string, string>;
  body: BodyInit | undefined;
  credentials: 'same-origin' | 'include';
}

/** How often and how patiently a failed GET is asked again. */
export interface RetryPolicy {
  /** Extra attempts after the first one. */
  retries: number;
  /** Delay before the first retry; doubles for each further one. */
  baseMs: number;
  /** No delay is longer than this. */
  capMs: number;
}

/**
 * Delay before retry number `attempt` (0-based): "full jitter" exponential backoff, a random
 * point in [0, min(cap, base·2^attempt)], so many clients failing at once do not return together.
 */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
  return Math.floor(Math.max(0, Math.min(1, random())) * ceiling);
}

/**
 * Whether an outcome is worth asking again: the connection failed or the server failed (5xx, 429).
 * A timeout is not retried: the brand's timeout is already the whole time a player is asked to wait.
 * Answers the platform meant (a refusal, 401, a bad body) come back the same on a second try.
 */
function transient(outcome: WireOutcome): boolean {
  if (outcome.type === 'cannot-connect') return true;
  return outcome.type === 'response' && (outcome.httpStatus >= 500 || outcome.httpStatus === 429);
}

/** Builds the ApiClient stores use: every call comes back as an ApiResult, never as a thrown error. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const session = options.readSession ?? sameRunCookie(options.sessionCookie);

  async function send(req: ApiRequest, retry?: boolean): Promise<WireOutcome> {
    const wire = wireRequest(options, req, req.partnerHeaders ? session() : undefined);
    // The brand's timeout bounds every call, the body's download included; a request may only ask for less.
    const timeoutMs = Math.min(req.timeoutMs ?? options.timeoutMs, options.timeoutMs);
    const late = `timeout of ${timeoutMs}ms exceeded`;
    // a retry asks the network: the early answer is what failed
    const early = !retry && (wire.body === undefined || typeof wire.body === 'string') ? options.early?.(wireKey(wire)) : undefined;
    if (early) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      // an answer or no answer within the timeout is this call's outcome; a connection that failed is asked again (below)
      const outcome = await Promise.race([
        early.then(
          (a): WireOutcome => ({ type: 'response', httpStatus: a.status, body: a.body }),
          () => undefined,
        ),
        new Promise<WireOutcome>(
          (resolve) => (timer = setTimeout(() => resolve({ type: 'timeout', message: `timeout of ${timeoutMs}ms exceeded` }), timeoutMs)),
        ),
      ]);
      clearTimeout(timer);
      if (outcome) return outcome;
    }
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, timeoutMs);
    try {
      // (fetch reads the init's own members; the copy of the URL in it is ignored)
      const res = await (options.fetch ?? fetch)(wire.url, { ...wire, signal: abort.signal });
      // Every HTTP status is an answer to interpret, and the body is parsed by us (api/result.ts) so that
      // unparseable bodies become 'bad-data' rather than strings slipping through.
      return { type: 'response', httpStatus: res.status, body: await res.text() };
    } catch (error) {
      return timedOut ? { type: 'timeout', message: late } : { type: 'cannot-connect', message: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }

  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  /** Only GETs are retried: a POST/PUT that reached the server may have moved money already. */
  async function sendWithRetry(req: ApiRequest): Promise<WireOutcome> {
    const retries = req.method === 'GET' ? Math.max(0, Math.floor(options.retry?.retries ?? 0)) : 0;
    let outcome = await send(req);
    for (let attempt = 0; attempt < retries && transient(outcome); attempt++) {
      await sleep(backoffDelay(attempt, options.retry as RetryPolicy, random));
      outcome = await send(req, true);
    }
    return outcome;
  }

  return {
    async request<T>(req: ApiRequest): Promise<ApiResult<T>> {
      const outcome = await sendWithRetry(req);
      return req.style === 'line' ? interpretLine<T>(outcome) : interpretMain<T>(outcome);
    },
    session,
  };
}

/** A call as it goes on the wire: URL with its query, headers (the partner's with `token` as the session), body, cookies. */
export function wireRequest(
  options: Pick<ApiClientOptions, 'baseUrl' | 'gamesBaseUrl' | 'partnerName'>,
  req: ApiRequest,
  token: string | undefined,
): WireRequest {
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  if (req.partnerHeaders) {
    headers['partner-name'] = options.partnerName;
    if (token) headers['partner-authorization'] = token;
  }
  return {
    url: withQuery(resolveUrl(req.base === 'games' ? options.gamesBaseUrl : options.baseUrl, req.path), req.query),
    method: req.method,
    headers,
    body: requestBody(req, headers),
    // 'omit' sends no cookies to another origin but keeps them on the site's own, as XHR without
    // withCredentials did: an API answering `Access-Control-Allow-Origin: *` accepts such a call.
    credentials: req.credentials === 'omit' ? 'same-origin' : 'include',
  };
}

/** What makes two calls the same on the wire (method, URL, headers, text body, cookies): the key of an early answer. */
export function wireKey(wire: WireRequest): string {
  const headers = Object.entries(wire.headers)
    .map(([k, v]) => `${k.toLowerCase()}:${v}`)
    .sort();
  return JSON.stringify([wire.method, wire.url, headers, typeof wire.body === 'string' ? wire.body : null, wire.credentials]);
}

/**
 * A request's body as sent: plain data as JSON (with its content type, unless the caller set one); a string,
 * form or blob as is; none on a GET or HEAD, which cannot carry one.
 */
function requestBody(req: ApiRequest, headers: Record<string, string>): BodyInit | undefined {
  const { body } = req;
  if (body === undefined || body === null || req.method === 'GET') return undefined;
  if (
    typeof body === 'string' ||
    body instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  )
    return body;
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/**
 * Encodes a query value as the platform has always received it (axios' encoding: URI-encoded, then `:`, `$`,
 * `,`, `[`, `]` kept and a space as `+`).
 */
const encodeQueryValue = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** The URL with the query's defined values appended (undefined and null are left out). */
export function withQuery(url: string, query: ApiRequest['query']): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeQueryValue(k)}=${encodeQueryValue(String(v))}`);
  if (!pairs.length) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  return `${base}${base.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

/** Joins a base and a path with exactly one slash; an absolute path (per-provider base override) wins. */
export function resolveUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!base) return path.startsWith('/') ? path : `/${path}`;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The session cookie, read once per run of code: `document.cookie` is a synchronous round trip to the
 * browser's network process (about 1 ms on a phone), and start-up sends a dozen requests in one go. The
 * next run reads it afresh (the server may have set or cleared it with any answer in between).
 */
function sameRunCookie(name: string): () => string | undefined {
  let read: { value: string | undefined } | undefined;
  return () => {
    if (!read) {
      read = { value: readCookie(name) };
      queueMicrotask(() => (read = undefined));
    }
    return read.value;
  };
}

/** Reads one cookie by name from document.cookie; undefined outside a browser. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !name) return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return value || undefined;
      }
    }
  }
  return undefined;
}
