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
        timeout: req.timeoutMs ?? options.timeoutMs,
      });
      return { type: 'response', httpStatus: res.status, body: typeof res.data === 'string' ? res.data : String(res.data ?? '') };
    } catch (error) {
      const code = (error as { code?: string }).code;
      const message = (error as Error).message;
      if (code === 'ETIMEDOUT' || code === 'ECONNABORTED') return { type: 'timeout', message };
      return { type: 'cannot-connect', message };
    }
  }

  return {
    async request<T>(req: ApiRequest): Promise<ApiResult<T>> {
      const outcome = await send(req);
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
