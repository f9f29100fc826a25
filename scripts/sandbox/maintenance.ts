import { badRequest, type Body } from './http.ts';
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
  const { items, allow } = ctx.state.maintenance;
  const address = ctx.req.socket?.remoteAddress ?? '';
  const through = (ctx.user && allow.players.includes(ctx.user.id)) || allow.ips.some((e) => ipAllowed(address, e));
  return { items: through ? [] : structuredClone(items) };
}

/** POST /__sandbox/control `maintenance`: {items, allow?} replaces the state; null ends every maintenance. */
export function parseMaintenance(v: unknown): MaintenanceState {
  const none: MaintenanceState = { items: [], allow: { players: [], ips: [] } };
  if (v === null) return none;
  const usage = 'maintenance must be {items: [{area, provider?, message?: {<lang>: text}, ends_at?}], allow?: {players?: [ids], ips?: [addresses or CIDR]}} or null';
  if (!isObject(v) || !Array.isArray(v.items)) throw badRequest(usage);
  const items = v.items.map((raw, i): MaintenanceItem => {
    if (!isObject(raw) || !AREAS.includes(raw.area as (typeof AREAS)[number])) throw badRequest(`maintenance.items.${i}.area must be one of ${AREAS.join(', ')}`);
    if (raw.area === 'provider' && typeof raw.provider !== 'string') throw badRequest(`maintenance.items.${i}.provider (a route key) is required for area "provider"`);
    if (raw.ends_at !== undefined && (typeof raw.ends_at !== 'string' || Number.isNaN(Date.parse(raw.ends_at)))) throw badRequest(`maintenance.items.${i}.ends_at must be an ISO 8601 date`);
    if (raw.message !== undefined && (!isObject(raw.message) || Object.values(raw.message).some((m) => typeof m !== 'string'))) throw badRequest(`maintenance.items.${i}.message must be {"<lang>": "<text>"}`);
    return structuredClone(raw) as unknown as MaintenanceItem;
  });
  const allow = isObject(v.allow) ? v.allow : {};
  const players = allow.players ?? [];
  const ips = allow.ips ?? [];
  if (!Array.isArray(players) || players.some((p) => typeof p !== 'number')) throw badRequest('maintenance.allow.players must be an array of player ids');
  if (!Array.isArray(ips) || ips.some((p) => typeof p !== 'string')) throw badRequest('maintenance.allow.ips must be an array of addresses or CIDR ranges');
  return { items, allow: { players: players as number[], ips: ips as string[] } };
}
