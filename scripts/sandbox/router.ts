import type { IncomingMessage, ServerResponse } from 'node:http';
import { safeDecode, unauthorized, type Body } from './http.ts';
import type { Player, SandboxState } from './state.ts';

/** main: platform envelope; line: payload itself / `{message}`; raw: the handler returns a RawReply. */
export type Style = 'main' | 'line' | 'raw';

export interface RawReply {
  http?: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/** What a route handler gets: the parsed request, the live state and the caller's session. */
export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  body: Body;
  state: SandboxState;
  /** Absolute origin the request came in on, for launch and invoice URLs. */
  origin: string;
  /**
   * Origin of the demo game pages: the same server under its other loopback name (127.0.0.1 <->
   * localhost), so a game is a cross-origin frame as with a real provider; SANDBOX_GAMES_ORIGIN overrides.
   */
  gamesOrigin: string;
  session?: string;
  user?: Player;
  /** Set by a payment route once it booked (money moved): an `afterBooking` fault may then replace its answer. */
  booked?: boolean;
  /** Extra response headers (Set-Cookie). */
  headers: Record<string, string | string[]>;
}

export interface Route {
  method: string;
  pattern: string;
  style: Style;
  /** Needs a session: 401 Unauthorized without one. */
  auth: boolean;
  handler: (ctx: Ctx) => unknown;
  regex: RegExp;
  keys: string[];
}

export type RouteOptions = { style?: Style; auth?: boolean };

/** Declares a route; `:name` segments become ctx.params.name. */
export function route(method: string, pattern: string, handler: (ctx: Ctx) => unknown, options: RouteOptions = {}): Route {
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        keys.push(seg.slice(1));
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method, pattern, style: options.style ?? 'main', auth: options.auth ?? false, handler, regex: new RegExp(`^${source}/?$`), keys };
}

export function match(routes: Route[], method: string, path: string): { route: Route; params: Record<string, string> } | 'method' | undefined {
  let pathMatched = false;
  for (const r of routes) {
    const m = r.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (r.method !== method) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((k, i) => {
      params[k] = safeDecode(m[i + 1]);
    });
    return { route: r, params };
  }
  return pathMatched ? 'method' : undefined;
}

/** The caller, or a 401 refusal. */
export function requireUser(ctx: Ctx): Player {
  if (!ctx.user) throw unauthorized();
  return ctx.user;
}
