import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SandboxError, badRequest, type Body } from './http.ts';
import type { Ctx } from './router.ts';
import type { MaintenanceItem, MaintenanceState } from './state.ts';

const AREAS = ['site', 'casino', 'sport', 'cashdesk', 'provider'] as const;
const isObject = (v: unknown): v is Body => v !== null && typeof v === 'object' && !Array.isArray(v);

/** An IPv4 address as a number, or undefined (IPv6 other than the IPv4-mapped form is not matched). */
function ipv4(raw: string): number | undefined {
  const m = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(raw.trim());
  if (!m) return undefined;
  const parts = m.slice(1).map(Number);
  return parts.some((p) => p > 255) ? undefined : parts.reduce((a, p) => a * 256 + p, 0);
}

/** Whether an address is in an allow-list entry: an exact address or an IPv4 CIDR range ("10.0.0.0/8"). */
export function ipAllowed(address: string, entry: string): boolean {
  const [base, bits] = entry.split('/');
  const a = ipv4(address);
  const b = ipv4(base);
  if (a === undefined || b === undefined) return address.trim().toLowerCase() === entry.trim().toLowerCase();
  const n = bits === undefined ? 32 : Number(bits);
  const size = 2 ** (32 - n);
  return Math.floor(a / size) === Math.floor(b / size);
}

/**
 * GET /api/site/maintenance: the areas in maintenance — none for a caller the platform lets through
 * (a signed-in player on the allow-list, or a request from an allowed address).
 */
export function maintenanceFor(ctx: Ctx): { items: MaintenanceItem[] } {
  return { items: allowedThrough(ctx) ? [] : structuredClone(ctx.state.maintenance.items) };
}

/** POST /__sandbox/control `maintenance`: {items, allow?} replaces the state; null ends every maintenance. */
export function parseMaintenance(v: unknown): MaintenanceState {
  const none: MaintenanceState = { items: [], allow: { players: [], ips: [] } };
  if (v === null) return none;
  const usage =
    'maintenance must be {items: [{area, provider?, message?: {<lang>: text}, ends_at?}], allow?: {players?: [ids], ips?: [addresses or CIDR]}} or null';
  if (!isObject(v) || !Array.isArray(v.items)) throw badRequest(usage);
  const items = v.items.map((raw, i): MaintenanceItem => {
    if (!isObject(raw) || !AREAS.includes(raw.area as (typeof AREAS)[number]))
      throw badRequest(`maintenance.items.${i}.area must be one of ${AREAS.join(', ')}`);
    if (raw.area === 'provider' && typeof raw.provider !== 'string')
      throw badRequest(`maintenance.items.${i}.provider (a route key) is required for area "provider"`);
    if (raw.ends_at !== undefined && (typeof raw.ends_at !== 'string' || Number.isNaN(Date.parse(raw.ends_at))))
      throw badRequest(`maintenance.items.${i}.ends_at must be an ISO 8601 date`);
    if (raw.message !== undefined && (!isObject(raw.message) || Object.values(raw.message).some((m) => typeof m !== 'string')))
      throw badRequest(`maintenance.items.${i}.message must be {"<lang>": "<text>"}`);
    return structuredClone(raw) as unknown as MaintenanceItem;
  });
  const allow = isObject(v.allow) ? v.allow : {};
  const players = allow.players ?? [];
  const ips = allow.ips ?? [];
  if (!Array.isArray(players) || players.some((p) => typeof p !== 'number')) throw badRequest('maintenance.allow.players must be an array of player ids');
  if (!Array.isArray(ips) || ips.some((p) => typeof p !== 'string')) throw badRequest('maintenance.allow.ips must be an array of addresses or CIDR ranges');
  return { items, allow: { players: players as number[], ips: ips as string[] } };
}

/** Refusal codes the sandbox chose (the spec has none): an area or provider in maintenance, a provider on today's blocklist. */
export const MAINTENANCE_CODE = 2800;
export const PROVIDER_BLOCKED_CODE = 2801;

/** Whether the platform lets this caller through a maintenance: a signed-in player on the allow-list, or an allowed address. */
function allowedThrough(ctx: Ctx): boolean {
  const { allow } = ctx.state.maintenance;
  const address = ctx.req.socket?.remoteAddress ?? '';
  return Boolean(ctx.user && allow.players.includes(ctx.user.id)) || allow.ips.some((e) => ipAllowed(address, e));
}

/** The language of a call (launch `lang`/`language` query or body), for the maintenance message; en when absent. */
function callLanguage(ctx: Ctx): string {
  const raw = ctx.query.get('lang') ?? ctx.query.get('language') ?? (typeof ctx.body.lang === 'string' ? ctx.body.lang : undefined);
  const xpg: Record<string, string> = { '2057': 'en', '1036': 'fr' };
  const v = (raw ?? 'en').trim().toLowerCase();
  return xpg[v] ?? v;
}

const BRANDS_DIR = fileURLToPath(new URL('../../brands', import.meta.url));
let providerNames: Map<string, Set<string>> | undefined;

/** Per plugin id, the lower-case names the brands give the provider whose route key is that plugin id (brands/<brand>/providers.json). */
function namesByPlugin(): Map<string, Set<string>> {
  if (providerNames) return providerNames;
  providerNames = new Map();
  if (!existsSync(BRANDS_DIR)) return providerNames;
  for (const brand of readdirSync(BRANDS_DIR)) {
    const file = join(BRANDS_DIR, brand, 'providers.json');
    if (!existsSync(file)) continue;
    try {
      const list = (JSON.parse(readFileSync(file, 'utf8')) as { providers?: Array<{ id?: unknown; plugin?: unknown; name?: unknown }> }).providers ?? [];
      for (const p of list) {
        if (typeof p.id !== 'string' || typeof p.name !== 'string' || p.id !== p.plugin) continue;
        const set = providerNames.get(p.id) ?? new Set<string>();
        set.add(p.name.toLowerCase());
        providerNames.set(p.id, set);
      }
    } catch {
      // A broken brand file is the validator's to report.
    }
  }
  return providerNames;
}

/**
 * Whether a maintenance item's provider or a blocklist entry names the provider a launch goes to: its
 * path key (belatra, rubiplay, starfish, xpg…), its plugin id (rubyplay) or a brand's name for it
 * ("Pragmatic Play"), any case. A brand's sub-lobby route key (pragmaticlive) does not close the
 * provider's launches: the platform launches by provider.
 */
export function namesProvider(entry: string, key: string): boolean {
  const e = entry.trim().toLowerCase();
  const plugin = key === 'rubiplay' ? 'rubyplay' : key;
  return e === key || e === plugin || (e === 'rubiplay' && plugin === 'rubyplay') || Boolean(namesByPlugin().get(plugin)?.has(e));
}

function maintenanceRefusal(ctx: Ctx, item: MaintenanceItem, what: string): SandboxError {
  const messages = item.message ?? {};
  const text = messages[callLanguage(ctx)] ?? messages.en ?? Object.values(messages)[0];
  const until = item.ends_at ? ` until ${item.ends_at}` : '';
  return new SandboxError(MAINTENANCE_CODE, `${what} closed for maintenance${until}${text ? `: ${text}` : ''}`);
}

/** Items still running (an item whose expected end has passed is over, as the client reads it). */
const running = (items: MaintenanceItem[]): MaintenanceItem[] => items.filter((i) => !i.ends_at || Date.parse(i.ends_at) > Date.now());

/**
 * A game launch the platform refuses: the site, the casino or this provider in maintenance (2800, with
 * the item's message in the launch language) unless the caller is let through; the provider on today's
 * blocklist (2801).
 */
export function checkLaunchOpen(ctx: Ctx, key: string): void {
  if (!allowedThrough(ctx)) {
    const item = running(ctx.state.maintenance.items).find(
      (i) => i.area === 'site' || i.area === 'casino' || (i.area === 'provider' && i.provider !== undefined && namesProvider(i.provider, key)),
    );
    if (item) throw maintenanceRefusal(ctx, item, item.area === 'provider' ? `Provider ${key}` : item.area === 'site' ? 'Site' : 'Casino');
  }
  if (ctx.state.blocklist.providers.some((e) => namesProvider(e, key))) throw new SandboxError(PROVIDER_BLOCKED_CODE, `Provider ${key} is not available`);
}

/** A payment call (deposit, withdrawal, crypto) the platform refuses: the site or the cash desk in maintenance (2800) unless let through. */
export function checkCashdeskOpen(ctx: Ctx): void {
  if (allowedThrough(ctx)) return;
  const item = running(ctx.state.maintenance.items).find((i) => i.area === 'site' || i.area === 'cashdesk');
  if (item) throw maintenanceRefusal(ctx, item, item.area === 'site' ? 'Site' : 'Cash desk');
}
