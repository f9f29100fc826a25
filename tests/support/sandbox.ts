import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../scripts/sandbox/index';

export interface Reply {
  http: number;
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as-is (for malformed-body tests). */
  raw?: string;
  contentType?: string;
  session?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface Harness {
  base: string;
  sandbox: Sandbox;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  /** Logs in and returns the session token from the Set-Cookie header. */
  login(email: string, password: string): Promise<string>;
  control(body: unknown): Promise<Reply>;
  close(): Promise<void>;
}

export interface Account {
  email: string;
  password: string;
}

export const PLAYER = { email: 'player@croupier.test', password: 'Player123!' };
export const NEWBIE = { email: 'newbie@croupier.test', password: 'Newbie123!' };
export const BANNED = { email: 'banned@croupier.test', password: 'Banned123!' };
export const AGENT = { email: 'agent@croupier.test', password: 'Agent123!' };

/** Starts the sandbox alone on an ephemeral port, over real HTTP. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Harness> {
  const sandbox = createSandbox({ logger: {}, ...options });
  const server: Server = createServer((req, res) => {
    void sandbox.handle(req, res, () => {
      res.writeHead(418, { 'content-type': 'text/plain' });
      res.end('passed to next()');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async (method: string, path: string, o: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.session) headers.cookie = `session=${o.session}`;
    let body: string | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers['content-type'] = o.contentType ?? 'application/json';
    const res = await fetch(base + path, { method, headers, body, signal: o.signal });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { http: res.status, body: parsed, text, headers: res.headers };
  };

  return {
    base,
    sandbox,
    call,
    async login(email, password) {
      const r = await call('POST', '/api/user/login', { body: { username: email, password } });
      ok(r);
      const cookie = r.headers.get('set-cookie') ?? '';
      const token = /session=([^;]+)/.exec(cookie)?.[1];
      if (!token) throw new Error(`login of ${email} set no session cookie: ${cookie}`);
      return token;
    },
    control: (body) => call('POST', '/__sandbox/control', { body }),
    async close() {
      sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface WithSandboxOptions<K extends string> {
  /** Passed to createSandbox (a bigger catalogue, a logger that collects). */
  sandbox?: SandboxOptions;
  /** Accounts to sign in, by name: their sessions are in `sessions`, signed in again after each reset. */
  login?: Record<K, Account>;
  /** Reset the sandbox before each test (default). Without it the accounts sign in once, in beforeAll. */
  reset?: boolean;
}

/** The harness of the sandbox a test file uses, readable from module scope before beforeAll has run. */
export interface SandboxInUse<K extends string> extends Harness {
  /** The session of each account named in `login`. */
  readonly sessions: Readonly<Record<K, string>>;
}

/**
 * One sandbox per test file: starts it in beforeAll, resets it (and signs the `login` accounts in)
 * before each test, closes it in afterAll. The object is returned at once and delegates to the
 * harness once it is up, so a file declares it as a `const` at the top.
 */
export function withSandbox<K extends string = never>(options: WithSandboxOptions<K> = {}): SandboxInUse<K> {
  let h: Harness | undefined;
  const sessions = {} as Record<K, string>;
  const up = (): Harness => {
    if (!h) throw new Error('withSandbox: the sandbox is not started yet (read it inside a test or a hook)');
    return h;
  };
  const signIn = async () => {
    for (const [name, account] of Object.entries(options.login ?? {}) as [K, Account][]) sessions[name] = await up().login(account.email, account.password);
  };
  beforeAll(async () => {
    h = await startSandbox(options.sandbox);
    if (options.reset === false) await signIn();
  });
  afterAll(() => h?.close());
  if (options.reset !== false)
    beforeEach(async () => {
      up().sandbox.reset();
      await signIn();
    });
  return {
    get base() {
      return up().base;
    },
    get sandbox() {
      return up().sandbox;
    },
    sessions,
    call: (method, path, o) => up().call(method, path, o),
    login: (email, password) => up().login(email, password),
    control: (body) => up().control(body),
    close: () => up().close(),
  };
}

/** Asserts the main-API success envelope and returns data. */
export function ok(r: Reply): any {
  expect(r.http, r.text).toBe(200);
  expect(r.body, r.text).toMatchObject({ status: 0, error_message: '' });
  expect(Object.keys(r.body).sort()).toEqual(['data', 'error_message', 'status']);
  return r.body.data;
}

/** Asserts a main-API refusal with the catalogue code. */
export function fails(r: Reply, code: number, http = 200): void {
  expect(r.http, r.text).toBe(http);
  expect(r.body, r.text).toMatchObject({ status: code, data: null });
  expect(typeof r.body.error_message).toBe('string');
  expect(r.body.error_message.length).toBeGreaterThan(0);
}

export const unauthorized = (r: Reply): void => {
  fails(r, 401, 401);
  expect(r.body.error_message).toBe('Unauthorized');
};

/** A malformed request: HTTP 400 with the system-error code. */
export const malformed = (r: Reply): void => fails(r, 500, 400);

/** The object has exactly (or at least) these keys. */
export function hasKeys(value: unknown, keys: string[], exact = false): void {
  expect(value !== null && typeof value === 'object').toBe(true);
  const actual = Object.keys(value as object);
  if (exact) expect(actual.sort()).toEqual([...keys].sort());
  else for (const k of keys) expect(actual, `missing "${k}"`).toContain(k);
}
