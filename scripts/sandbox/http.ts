import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';

/** A refusal the sandbox answers with the platform's envelope (main API) or `{message}` (line API). */
export class SandboxError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    /** HTTP status; business errors stay 200 on the main API. */
    public readonly http = 200,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export const unauthorized = (): SandboxError => new SandboxError(401, 'Unauthorized', 401);
/** A malformed request: HTTP 400 with the platform's system-error code. */
export const badRequest = (message: string): SandboxError => new SandboxError(500, message, 400);

export type Body = Record<string, unknown>;

const MAX_BODY = 1_000_000;

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(badRequest('Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', (err) => reject(err));
  });
}

/**
 * multipart/form-data through busboy (a maintained parser: boundaries as sent, UTF-8 field values,
 * quoted and RFC 5987 names): text fields as strings, file parts as `{filename, size}`.
 */
function parseMultipart(raw: Buffer, headers: IncomingHttpHeaders): Promise<Body> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof busboy>;
    try {
      parser = busboy({ headers, defParamCharset: 'utf8' });
    } catch (err) {
      reject(badRequest(`Malformed multipart body: ${(err as Error).message}`));
      return;
    }
    const out: Body = {};
    parser.on('field', (name, value) => {
      out[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('end', () => (out[name] = { filename: info.filename, size }));
    });
    parser.on('error', (err) => reject(badRequest(`Malformed multipart body: ${(err as Error).message}`)));
    parser.on('close', () => resolve(out));
    parser.end(raw);
  });
}

/** Reads the request body as an object; bad JSON or a non-object body is a malformed request. */
export async function readBody(req: IncomingMessage): Promise<Body> {
  const raw = await readRaw(req);
  if (raw.length === 0) return {};
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, req.headers);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object');
  }
  return parsed as Body;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const i = pair.indexOf('=');
    if (i < 0) continue;
    const key = pair.slice(0, i).trim();
    if (!key) continue;
    try {
      out[key] = decodeURIComponent(pair.slice(i + 1).trim());
    } catch {
      out[key] = pair.slice(i + 1).trim();
    }
  }
  return out;
}

/** A required non-empty string field. */
export function str(body: Body, key: string): string {
  const v = body[key];
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') throw badRequest(`Field "${key}" is required and must be a string`);
  if (v.trim() === '') throw badRequest(`Field "${key}" must not be empty`);
  return v;
}

export function optStr(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`Field "${key}" must be a string`);
  return String(v);
}

/** A required finite number; numeric strings are accepted (form posts send strings). */
export function num(body: Body, key: string): number {
  const v = body[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isFinite(n)) throw badRequest(`Field "${key}" is required and must be a number`);
  return n;
}

export function optNum(body: Body, key: string): number | undefined {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  return num(body, key);
}

export function bool(body: Body, key: string): boolean {
  const v = body[key];
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  throw badRequest(`Field "${key}" is required and must be a boolean`);
}

export function obj(body: Body, key: string): Body {
  const v = body[key];
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw badRequest(`Field "${key}" is required and must be an object`);
  return v as Body;
}

export function send(res: ServerResponse, http: number, type: string, body: string | Buffer, headers: Record<string, string | string[]> = {}): void {
  if (res.headersSent || res.writableEnded) return;
  res.writeHead(http, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

export function sendJson(res: ServerResponse, http: number, payload: unknown, headers: Record<string, string | string[]> = {}): void {
  send(res, http, 'application/json; charset=utf-8', JSON.stringify(payload), headers);
}

/** The main-API envelope. */
export const envelope = (data: unknown) => ({ status: 0, data, error_message: '' });
export const errorEnvelope = (code: number, message: string) => ({ status: code, data: null, error_message: message });

/** Splits query paging params: page is 1-based; count (or limit/per_page) defaults to 10, at most 100. */
export function paging(query: URLSearchParams, fallbackCount = 10): { page: number; count: number } {
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
  const rawCount = query.get('count') ?? query.get('limit') ?? query.get('per_page');
  const count = Math.min(100, Math.max(1, Math.floor(Number(rawCount ?? fallbackCount)) || fallbackCount));
  return { page, count };
}

export function pageOf<T>(items: T[], page: number, count: number): { rows: T[]; pages: number; total: number } {
  return { rows: items.slice((page - 1) * count, page * count), pages: Math.ceil(items.length / count), total: items.length };
}

/** decodeURIComponent that keeps the raw text when the escape sequence is broken. */
export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
