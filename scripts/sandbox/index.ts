import type { IncomingMessage, ServerResponse } from 'node:http';
import { SandboxError, badRequest, envelope, errorEnvelope, parseCookies, readBody, send, sendJson, type Body } from './http.ts';
import { match, type Ctx, type RawReply, type Route } from './router.ts';
import { FAULTS, createState, type AfterBookingFault, type SandboxState } from './state.ts';
import { DEFAULT_CATALOGUE_SIZE, DEFAULT_SEED, generateCatalogue } from './generate.ts';
import { controlRoutes } from './control.ts';
import { userRoutes } from './routes/user.ts';
import { profileRoutes } from './routes/profile.ts';
import { paymentRoutes } from './routes/payment.ts';
import { siteRoutes } from './routes/site.ts';
import { casinoRoutes } from './routes/casino.ts';
import { providerRoutes } from './routes/providers.ts';
import { starfishRoutes } from './routes/starfish.ts';
import { pageRoutes } from './routes/pages.ts';
import { responsibleGamblingRoutes } from './routes/responsibleGambling.ts';

export type { SandboxState } from './state.ts';
export { generateCatalogue, providerPayloads } from './generate.ts';

export interface SandboxLogger {
  info?(message: string): void;
  warn?(message: string): void;
  error?(message: string, cause?: unknown): void;
}

export interface SandboxOptions {
  seed?: number;
  /** Games over all providers (default 480; 20000 for benchmarks). */
  catalogueSize?: number;
  logger?: SandboxLogger;
}

export type Next = (err?: unknown) => void;

export interface Sandbox {
  /** Connect-style handler: answers sandbox paths, calls next() for everything else. */
  handle(req: IncomingMessage, res: ServerResponse, next?: Next): Promise<void>;
  /** Fresh seeded state; releases hung requests. */
  reset(): void;
  /** Releases hung requests (call before closing the server). */
  close(): void;
  readonly state: SandboxState;
}

/** Path prefixes the sandbox owns (and the page `/sandbox`); anything else goes to next() (Vite serves the app). The e2e nginx proxies them (scripts/lib/e2e-nginx.ts). */
export const SANDBOX_PREFIXES: readonly string[] = ['/api/', '/games-api/', '/betconstruct/', '/digitain/', '/nowpayments/', '/sandbox/', '/__sandbox/'];
const owns = (path: string): boolean => path === '/sandbox' || SANDBOX_PREFIXES.some((p) => path.startsWith(p));
const LINE = ['/nowpayments/', '/digitain/'];

/** The entry of a per-path table whose key is the path or a prefix of it: keys are provider path prefixes ("pragmatic", "rubiplay", "outcome/v1/game_list") or main-API paths ("api/site/settings"). */
function entryFor<T>(table: Record<string, T>, path: string): { key: string; value: T } | undefined {
  const rel = path.startsWith('/games-api/') ? path.slice('/games-api/'.length) : path.slice(1);
  for (const [key, value] of Object.entries(table)) {
    const k = key === 'rubyplay' ? 'rubiplay' : key.replace(/^\/+|\/+$/g, '');
    if (rel === k || rel.startsWith(`${k}/`)) return { key, value };
  }
  return undefined;
}

/** The per-request fault a test asked for with the `x-sandbox-fault` header (one request, no global state). */
const FAULT_HEADER = 'x-sandbox-fault';
function headerFault(req: IncomingMessage): string | undefined {
  const raw = req.headers[FAULT_HEADER];
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  if (v === undefined || v === '') return undefined;
  if (!(FAULTS as string[]).includes(v)) throw badRequest(`${FAULT_HEADER}: "${v}" is not one of ${FAULTS.join(', ')}`);
  return v;
}

function sessionOf(req: IncomingMessage): string | undefined {
  const cookie = parseCookies(req.headers.cookie).session;
  const header = req.headers['partner-authorization'];
  const auth = req.headers.authorization;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromAuth = typeof auth === 'string' ? auth.replace(/^Bearer\s+/i, '') : undefined;
  return [fromHeader, cookie, fromAuth].find((s) => typeof s === 'string' && s !== '') ?? undefined;
}

const API_ROUTES: Route[] = [
  ...userRoutes,
  ...profileRoutes,
  ...paymentRoutes,
  ...siteRoutes,
  ...casinoRoutes,
  ...providerRoutes,
  ...starfishRoutes,
  ...pageRoutes,
  ...responsibleGamblingRoutes,
];

/** Every route the sandbox serves besides the control endpoint (method and pattern, `:name` = parameter). */
export function routeTable(): Array<{ method: string; pattern: string; style: string }> {
  return API_ROUTES.map(({ method, pattern, style }) => ({ method, pattern, style }));
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? DEFAULT_SEED;
  const catalogue = generateCatalogue(options.catalogueSize ?? DEFAULT_CATALOGUE_SIZE, seed);
  const log = options.logger ?? { error: (m: string, c?: unknown) => console.error(`[sandbox] ${m}`, c ?? '') };
  let state = createState(seed, undefined, catalogue);
  /** Hung requests, each with whether it is a line-style path (released in its own shape). */
  const hung = new Map<ServerResponse, boolean>();

  const release = (): void => {
    for (const [res, line] of hung) {
      if (line) sendJson(res, 503, { message: 'Sandbox reset: hung request released' });
      else sendJson(res, 503, errorEnvelope(503, 'Sandbox reset: hung request released'));
    }
    hung.clear();
  };
  const reset = (): void => {
    release();
    state = createState(seed, undefined, catalogue);
  };
  const routes: Route[] = [...controlRoutes({ reset, hung: () => hung.size }), ...API_ROUTES];

  /**
   * Answers a request with a fault. Main API and provider paths answer in the envelope; line-style
   * paths (/nowpayments/, /digitain/) in their own shape: `{message}` with HTTP 5xx, or for
   * malformed a body of the wrong shape (a string instead of the payload).
   */
  function fault(kind: string, key: string, res: ServerResponse, line: boolean): void {
    if (kind === 'hang') {
      hung.set(res, line);
      res.on('close', () => hung.delete(res));
      return;
    }
    if (kind === 'invalid-json') send(res, 200, 'application/json; charset=utf-8', line ? '{"broken":' : '{"status":0,"data":[{"broken":');
    else if (line) {
      if (kind === 'fail') sendJson(res, 500, { message: `${key}: failed (sandbox fault)` });
      else if (kind === 'error') sendJson(res, 502, { message: `${key}: error by external route (sandbox fault)` });
      else sendJson(res, 200, '<<malformed payload>>');
    } else if (kind === 'fail') sendJson(res, 500, errorEnvelope(500, `${key}: provider failed (sandbox fault)`));
    else if (kind === 'error') sendJson(res, 200, errorEnvelope(999, `${key}: error by external route (sandbox fault)`));
    else sendJson(res, 200, envelope('<<malformed payload>>'));
  }

  /** The answer of a call that has booked, lost on its way back (control `afterBooking`). */
  function afterBookingFault(kind: AfterBookingFault, res: ServerResponse): void {
    if (kind === 'hang') {
      hung.set(res, false);
      res.on('close', () => hung.delete(res));
    } else if (kind === 'invalid-json') send(res, 200, 'application/json; charset=utf-8', '{"status":0,"data":{"deposit":');
    else send(res, 504, 'text/html; charset=utf-8', '<html><body><h1>504 Gateway Time-out</h1></body></html>');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, next?: Next): Promise<void> {
    let path = '/';
    let query = new URLSearchParams();
    try {
      const url = new URL(req.url ?? '/', 'http://sandbox.local');
      path = url.pathname.replace(/\/{2,}/g, '/');
      query = url.searchParams;
    } catch {
      // An unparsable URL falls through to the 404 below.
    }
    if (!owns(path)) {
      if (next) return next();
      return sendJson(res, 404, errorEnvelope(404, `Not found: ${path}`));
    }
    const origin = req.headers.origin;
    if (typeof origin === 'string') {
      // The app may run on another origin than a standalone sandbox (npm run sandbox): allow it, with cookies.
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader(
        'access-control-allow-headers',
        String(req.headers['access-control-request-headers'] ?? 'content-type, partner-name, partner-authorization, authorization'),
      );
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('vary', 'origin');
    }
    const line = LINE.some((p) => path.startsWith(p));
    const method = (req.method ?? 'GET').toUpperCase();
    try {
      if (method === 'OPTIONS') return send(res, 204, 'text/plain', '', { allow: 'GET, POST, PUT, PATCH, DELETE, OPTIONS' });
      if (!path.startsWith('/__sandbox/')) {
        // precedence: the request's own x-sandbox-fault header, then a canned `respond` answer, then a configured fault
        const own = headerFault(req);
        if (own) return fault(own, path, res, line);
        const canned = entryFor(state.respond, path);
        if (canned) return sendJson(res, canned.value.http, canned.value.body);
        const f = entryFor(state.faults, path);
        if (f) return fault(f.value, f.key, res, line);
      }
      const found = match(routes, method === 'HEAD' ? 'GET' : method, path);
      if (!found) throw new SandboxError(404, `Not found: ${method} ${path}`, 404);
      if (found === 'method') throw new SandboxError(405, `Method ${method} not allowed on ${path}`, 405);
      const { route, params } = found;
      const body: Body = method === 'GET' || method === 'HEAD' ? {} : await readBody(req);
      const session = sessionOf(req);
      const userId = session ? state.sessions.get(session) : undefined;
      const proto = String(req.headers['x-forwarded-proto'] ?? 'http').split(',')[0];
      const ctx: Ctx = {
        req,
        res,
        path,
        query,
        params,
        body,
        state,
        session,
        headers: {},
        origin: `${proto}://${req.headers.host ?? 'localhost'}`,
        gamesOrigin: gamesOriginOf(proto, req.headers.host ?? 'localhost'),
        user: userId !== undefined ? state.players.find((p) => p.id === userId) : undefined,
      };
      if (route.auth && !ctx.user) throw new SandboxError(401, 'Unauthorized', 401);
      const data = await route.handler(ctx);
      const after = ctx.booked ? entryFor(state.afterBooking, path) : undefined;
      if (after) return afterBookingFault(after.value, res);
      if (route.style === 'raw') {
        const raw = data as RawReply;
        return send(res, raw.http ?? 200, raw.type, raw.body, { ...raw.headers, ...ctx.headers });
      }
      if (route.style === 'line') {
        if (data === undefined) return send(res, 204, 'text/plain', '', ctx.headers);
        return sendJson(res, 200, data, ctx.headers);
      }
      return sendJson(res, 200, envelope(data ?? null), ctx.headers);
    } catch (err) {
      if (!(err instanceof SandboxError)) log.error?.(`${method} ${path} crashed`, err);
      const e = err instanceof SandboxError ? err : new SandboxError(500, 'System error', 500);
      if (line) return sendJson(res, Math.max(e.http, 400), { message: e.message });
      return sendJson(res, e.http, errorEnvelope(e.code, e.message));
    }
  }

  return {
    handle,
    reset,
    close: release,
    get state() {
      return state;
    },
  };
}

/** The demo games' origin for a request's host: the other loopback name on the same port (see Ctx.gamesOrigin). */
export function gamesOriginOf(proto: string, host: string): string {
  if (process.env.SANDBOX_GAMES_ORIGIN) return process.env.SANDBOX_GAMES_ORIGIN.replace(/\/+$/, '');
  const m = /^(\[[^\]]*\]|[^:]+)(:\d+)?$/.exec(host);
  const name = m?.[1] ?? host;
  const port = m?.[2] ?? '';
  return `${proto}://${name === '127.0.0.1' ? 'localhost' : '127.0.0.1'}${port}`;
}
