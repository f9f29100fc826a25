import type { Game, Platform } from './types';

/**
 * The contract between the engine and a provider plugin (plugins/<id>/index.ts).
 * A plugin is pure: it says which HTTP request to make and how to read the answer.
 * The engine performs the request (src/api), adds the partner headers and unwraps the
 * platform envelope; the plugin only ever sees the `data` payload in the provider's own shape.
 */

/** Which base URL a request path is relative to: the brand's games base or its main API base. */
export type RequestBase = 'games' | 'api';

export interface ProviderRequest {
  method: 'GET' | 'POST';
  /** Path relative to the base, no leading slash, e.g. "outcome/v1/game_list". */
  path: string;
  base?: RequestBase; // default 'games'
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Extra headers; the engine adds partner-name and (when a session exists) partner-authorization unless partnerHeaders is false. */
  headers?: Record<string, string>;
  /**
   * How the answer is wrapped: 'platform' (default) = the operator platform's `{status, data}` envelope,
   * unwrapped by the engine; 'none' = any JSON on HTTP 200/204, handed to the plugin as is.
   */
  envelope?: 'platform' | 'none';
  /** Cookies with the call (default 'include'); 'omit' for an API answering `Access-Control-Allow-Origin: *`. */
  credentials?: 'include' | 'omit';
  /** Send the partner headers (default true); a provider outside the platform must not receive the session token. */
  partnerHeaders?: boolean;
}

/** What every plugin call is given: the provider entry's parameters plus the request context. */
export interface ProviderContext<P> {
  /** The providers.json entry id (route key), e.g. a live variant of a slots provider. */
  routeProvider: string;
  /** Casino type id from the providers.json entry. */
  casinoType: string;
  /** The validated `params` object of the providers.json entry. */
  params: P;
  /** Brand-level values a plugin may need (partner name, project name, locale, platform). */
  partnerName: string;
  projectName: string;
  /** Site language code, e.g. "en-US". */
  language: string;
  /** Language code for launch calls, from the brand's language table (e.g. "en"). */
  launchLanguage: string;
  platform: Platform;
  /** Absolute origin of the site, for return URLs. */
  siteOrigin: string;
}

export interface LaunchContext<P> extends ProviderContext<P> {
  game: Game;
  userId?: number;
  /** Session token read from the session cookie, if any. */
  session?: string;
}

/** An item the plugin refused to normalise, with the reason that gets logged. */
export interface RejectedItem {
  index: number | string;
  reason: string;
}

export interface NormalisedList {
  games: Game[];
  rejected: RejectedItem[];
}

export interface ProviderDefinition<P = Record<string, unknown>> {
  /** Plugin id: equals its folder name under plugins/. */
  id: string;
  /** One line for operators: what API this plugin speaks (empty in the browser bundle: scripts/vite/pluginSchemaPlugin.ts). */
  description: string;
  /** JSON schema (draft 2020-12) of the params object in providers.json. */
  paramsSchema: Record<string, unknown>;
  /**
   * Optional: the launch language codes the provider takes, when it refuses others. The validator then
   * requires every brand language to reach one (through the entry's `params.languages` map, its
   * `params.defaultLanguage`, or the language's `apiCode`). Absent = any code.
   */
  acceptedLanguages?: readonly string[];
  list: {
    /** The list request, or null when the entry's params say to use a bundled default list. */
    request(ctx: ProviderContext<P>): ProviderRequest | null;
    /**
     * Optional: the bundled default list used when `request` returns null. Without it the engine
     * passes `params.defaultList`; with neither, the provider has no URL (empty list, code 404).
     */
    defaultList?(ctx: ProviderContext<P>): unknown;
    /** Turns the provider's raw payload (or the default list when request is null) into games. Never throws on a bad item: rejects it. Throws ProviderShapeError when the payload as a whole is unusable. */
    normalise(payload: unknown, ctx: ProviderContext<P>): NormalisedList;
    /**
     * Optional paging: the request for the page after `page` (1-based) given its answer, or null when
     * it was the last. The engine then hands `mergePages` every page's payload and normalises the result.
     */
    nextPage?(payload: unknown, ctx: ProviderContext<P>, page: number, previous: ProviderRequest): ProviderRequest | null;
    mergePages?(payloads: unknown[], ctx: ProviderContext<P>): unknown;
  };
  launch: {
    request(ctx: LaunchContext<P>): ProviderRequest;
    /** Reads the session/game URL out of the provider's launch payload. Throws ProviderShapeError when absent. */
    extractUrl(payload: unknown, ctx: LaunchContext<P>): string;
    /**
     * Optional: the provider offers a demo (play for fun, no money, no player session). The request
     * for a demo session of `ctx.game`; its answer is read by `extractUrl`. Brands offer it per
     * providers.json entry (`demo: true`); without this capability the entry's switch has no effect.
     */
    demoRequest?(ctx: LaunchContext<P>): ProviderRequest;
  };
}

/** The provider's answer did not have the shape its plugin expects. */
export class ProviderShapeError extends Error {
  constructor(
    public readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider}: ${message}`, options);
    this.name = 'ProviderShapeError';
  }
}

/** Identity helper that types a plugin definition; plugins export `default defineProvider({...})`. */
export function defineProvider<P>(definition: ProviderDefinition<P>): ProviderDefinition<P> {
  return definition;
}
