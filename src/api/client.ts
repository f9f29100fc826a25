import axios, { type AxiosRequestConfig } from 'axios';
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
  /** axios adapter override ('xhr', 'http', 'fetch' or a function). */
  adapter?: AxiosRequestConfig['adapter'];
  /** Where the session token comes from; default: the brand's session cookie in document.cookie. */
  readSession?: () => string | undefined;
  /** Retries of idempotent GETs (rules.json `network`); none when absent. */
  retry?: RetryPolicy;
  /** Waits between retries; the env's clock in the app, a fake in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Source of jitter in [0, 1); Math.random by default. */
  random?: () => number;
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
  const http = axios.create({
    withCredentials: true,
    // Every HTTP status is an answer to interpret, and the body is parsed by us so that
    // unparseable bodies become 'bad-data' rather than strings slipping through.
    validateStatus: () => true,
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
    transitional: { clarifyTimeoutError: true },
    adapter: options.adapter,
  });
  const session = options.readSession ?? (() => readCookie(options.sessionCookie));

  async function send(req: ApiRequest): Promise<WireOutcome> {
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    if (req.partnerHeaders) {
      headers['partner-name'] = options.partnerName;
      const token = session();
      if (token) headers['partner-authorization'] = token;
    }
    try {
      const res = await http.request({
        method: req.method,
        url: resolveUrl(req.base === 'games' ? options.gamesBaseUrl : options.baseUrl, req.path),
        params: req.query,
        data: req.body,
        headers,
        withCredentials: req.credentials !== 'omit',
        // The brand's timeout bounds every call; a request may only ask for less.
        timeout: Math.min(req.timeoutMs ?? options.timeoutMs, options.timeoutMs),
      });
      return { type: 'response', httpStatus: res.status, body: typeof res.data === 'string' ? res.data : String(res.data ?? '') };
    } catch (error) {
      const code = (error as { code?: string }).code;
      const message = (error as Error).message;
      if (code === 'ETIMEDOUT' || code === 'ECONNABORTED') return { type: 'timeout', message };
      return { type: 'cannot-connect', message };
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
      outcome = await send(req);
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

/** Joins a base and a path with exactly one slash; an absolute path (per-provider base override) wins. */
export function resolveUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!base) return path.startsWith('/') ? path : `/${path}`;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
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
