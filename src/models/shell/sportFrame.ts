/**
 * Pure parts of the sport frame page: which configured frame a route family shows, whether it is
 * closed, the token request and the frame URL — all read from brand.json `sport.frames`.
 */
import type { BrandConfig, SportFrame } from '../../config/types';
import { ROUTES, roleMayVisit, SPORT_BET_HISTORY } from '../../config/routes';
import type { BanMatcher } from '../../catalogue/bans';
import type { ApiRequest } from '../../ports/env';

/** The route family keys of the sport frames (spec §2: bc, digsport); a frame names one in `route`. */
export type SportRoute = SportFrame['route'];

/** The first enabled frame configured for a route family, if the sport area is on. */
export function frameForRoute(config: Pick<BrandConfig, 'brand'>, route: SportRoute | undefined): SportFrame | undefined {
  if (!route || config.brand.features.sport === false) return undefined;
  return (config.brand.sport.frames ?? []).find((f) => f.route === route && f.enabled !== false);
}

/** True when the frame's provider (route key, or its entry's name or type) or casino type is on today's blocklist (root.app.bans). */
export function frameBanned(frame: SportFrame, bans: BanMatcher): boolean {
  return (!!frame.provider && bans.route(frame.provider)) || (!!frame.casinoType && bans.casinoType(frame.casinoType));
}

/** The message id of a frame's name (its accessible title, the profile's link to its bet history). */
export const frameLabelId = (frame: SportFrame): string => frame.labelId ?? 'sport.frameTitle';

/** A sportsbook's own bet history a player can open: its frame and the path of its family's bet-history route. */
export interface SportBetHistory {
  frame: SportFrame;
  path: string;
}

/**
 * Where an account of `role` finds its sport bets today, in route family order: each family's frame (frameForRoute) at
 * its bet-history route (SPORT_BET_HISTORY). Left out: a frame banned today (its routes redirect to /) and a route the
 * role may not visit (the role guard would send it away).
 */
export function sportBetHistories(config: Pick<BrandConfig, 'brand' | 'rules'>, bans: BanMatcher, role: number): SportBetHistory[] {
  return (Object.keys(SPORT_BET_HISTORY) as SportRoute[]).flatMap((route) => {
    const frame = frameForRoute(config, route);
    const path = ROUTES[SPORT_BET_HISTORY[route]].path;
    return frame && !frameBanned(frame, bans) && roleMayVisit(config.rules.roles, role, path) ? [{ frame, path }] : [];
  });
}

/** The frame's language code for a site language: frame map, then the sport map, then the defaults. */
export function frameLanguage(config: BrandConfig, frame: SportFrame, siteLanguage: string): string {
  const sport = config.brand.sport;
  return frame.languageMap?.[siteLanguage] ?? sport.languageMap[siteLanguage] ?? frame.defaultLanguage ?? sport.defaultLanguage;
}

/** Replaces every {name} whose name is in `vars`; other braces stay as written. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? vars[name] : whole));
}

/** Fills each template of a map; entries that come out empty are left out. */
export function fillAll(map: Readonly<Record<string, string>> | undefined, vars: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, template] of Object.entries(map ?? {})) {
    const value = fillTemplate(template, vars);
    if (value !== '') out[key] = value;
  }
  return out;
}

/** The token call of a frame; `session` is the session cookie value ('' when none). */
export function tokenRequest(config: BrandConfig, frame: SportFrame, session: string): ApiRequest {
  const { api } = config.brand;
  const vars = { projectName: api.projectName, partnerName: api.partnerName, session };
  const t = frame.token;
  const body = fillAll(t.body, vars);
  return {
    method: t.method,
    path: t.path,
    style: t.style,
    headers: fillAll(t.headers, vars),
    ...(t.method === 'POST' ? { body } : {}),
  };
}

/** The token at a dot path of the answer's payload, when it is a non-empty string or a number. */
export function readToken(payload: unknown, path: string): string | undefined {
  let node: unknown = payload;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node === 'number') return String(node);
  return typeof node === 'string' && node !== '' ? node : undefined;
}

export interface FrameVars {
  token: string;
  parentHost: string;
  page: string;
  language: string;
}

/** The frame URL: the configured host with the configured query parameters appended. */
export function frameUrl(config: BrandConfig, frame: SportFrame, v: FrameVars): string {
  const { api } = config.brand;
  const params = new URLSearchParams(fillAll(frame.query, { ...v, partnerName: api.partnerName, projectName: api.projectName }));
  const query = params.toString();
  if (!query) return frame.host;
  return `${frame.host}${frame.host.includes('?') ? '&' : '?'}${query}`;
}

/** The sport page a route shows: its category, else the path after the route family ('' on the family root). */
export function sportPage(pathname: string, category: string | undefined): string {
  if (category) return category;
  return pathname.replace(/\/+$/, '').split('/').slice(2).join('/');
}
