/**
 * Shared ports: the shapes every layer may name (transport results, clock, storage, log).
 * This module imports nothing, so config, api, catalogue and models can all depend on it without a cycle.
 */

/** How a failed call failed: transport problems, or the platform's own refusal (`rejected`, with its code). */
export type ProblemKind = 'timeout' | 'cannot-connect' | 'unauthorized' | 'server' | 'bad-data' | 'rejected';

/**
 * Why the engine itself refused an action (no call made, or none that could succeed): what a page shows is
 * chosen by this reason, never by the wording of `message` (which is for logs).
 */
export type RefusalReason = 'notAllowed' | 'unavailable' | 'maintenance' | 'bansUnknown' | 'noDemo' | 'busy';

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; kind: ProblemKind; code: number; message: string; reason?: RefusalReason };

/** A compile-time check: `Holds<A extends B ? true : false>` fails tsc unless A provides B (store trees, fixtures). */
export type Holds<T extends true> = T;

/** A failed call or refusal: the one failure type every layer names (how it failed, the platform's code, a log text, the engine's reason). */
export type Failure = Extract<ApiResult<unknown>, { ok: false }>;

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** For base 'api': a platform path such as "/api/user/check". For base 'games': relative provider path. */
  path: string;
  base?: 'api' | 'games';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** 'main': envelope {status, data, error_message}; 'line': HTTP 200/204, error in `message`. */
  style?: 'main' | 'line';
  /** Send the partner-name / partner-authorization headers (game and sport calls). */
  partnerHeaders?: boolean;
  /**
   * Whether cookies go with the call (default 'include'). An API on another origin that answers
   * `Access-Control-Allow-Origin: *` is refused by the browser unless the call omits them.
   */
  credentials?: 'include' | 'omit';
  timeoutMs?: number;
}

/** The one way stores talk to the platform (implemented in src/api). */
export interface ApiClient {
  request<T = unknown>(req: ApiRequest): Promise<ApiResult<T>>;
  /** The session token from the brand's session cookie, if logged in. */
  session(): string | undefined;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Key/value storage; keys are already namespaced by brand by whoever builds the env. */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Logger for shape mismatches and rejected items (never shown to users). */
export type Log = (message: string, detail?: unknown) => void;
