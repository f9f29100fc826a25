import { randomBytes } from 'node:crypto';
import { SandboxError, badRequest, str } from '../http.ts';
import { requireUser, route, type Ctx, type Route } from '../router.ts';
import type { PluginId } from '../games.ts';
import { checkPlayLimits } from './responsibleGambling.ts';
import { checkLaunchOpen } from '../maintenance.ts';

/** A required query parameter; missing is a malformed request. */
function q(ctx: Ctx, name: string): string {
  const v = ctx.query.get(name);
  if (v === null || v.trim() === '') throw badRequest(`Query parameter "${name}" is required`);
  return v;
}

/** Refuses ids the provider does not list (the provider's own error, surfaced as the external-route code). */
function known(ctx: Ctx, plugin: PluginId, id: string): string {
  if (!ctx.state.games.has(`${plugin}/${id}`)) throw new SandboxError(999, `${plugin}: game "${id}" not found`);
  return id;
}

/** The local demo page a launch opens. */
function demoUrl(ctx: Ctx, params: Record<string, string | undefined>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) sp.set(k, v);
  if (!sp.has('token') && ctx.session) sp.set('token', ctx.session.slice(0, 12));
  return `${ctx.gamesOrigin}/sandbox/demo-game?${sp.toString()}`;
}

/**
 * The languages the platform launches games in: the brands' launch codes (brand.json languages[].apiCode:
 * en, es, fr) and the XPG language ids the xpg entries map them to (1049 ru, 2057 en, 1046 pt, 1036 fr).
 */
export const LAUNCH_LANGUAGES: readonly string[] = Object.freeze(['en', 'es', 'fr', '1049', '2057', '1046', '1036']);

/** A launch language value: a value outside LAUNCH_LANGUAGES is the platform's refusal (999 "unsupported language"). */
export function launchLanguage(value: string): string {
  if (!LAUNCH_LANGUAGES.includes(value.trim().toLowerCase())) throw new SandboxError(999, 'unsupported language');
  return value;
}

/** The launch language of a query parameter (en when absent). */
const lang = (ctx: Ctx, name: string): string => launchLanguage(ctx.query.get(name) || 'en');
const token = (ctx: Ctx, plugin: string): string => `${plugin}-${requireUser(ctx).id}-${randomBytes(6).toString('hex')}`;
const platformOf = (device: string | null): string => (device === '2' || device?.toUpperCase() === 'MOBILE' ? 'mobile' : 'desktop');

/**
 * Who may launch a game: a session (401); the site, casino or provider not in maintenance unless the player
 * is let through (2800) and the provider not on the blocklist (2801); not banned (status 5); a player (role 0;
 * others status 404 "not allowed to place bets"); within the responsible-gambling limits (2702, 2703).
 */
export function requirePlayer(ctx: Ctx, provider: string) {
  const user = requireUser(ctx);
  checkLaunchOpen(ctx, provider);
  if (user.is_banned) throw new SandboxError(5, 'User banned');
  if (user.role !== 0) throw new SandboxError(404, 'not allowed to place bets');
  checkPlayLimits(ctx.state, user, ctx.session);
  return user;
}

/** The provider a launch path goes to: the segment after /games-api/ (belatra, rubiplay…), xpg for its lobby link. */
const providerOfPath = (path: string): string => path.split('/')[2];

/** List calls need no session; launch calls need a player's (see requirePlayer). */
const launch = (method: string, path: string, handler: (ctx: Ctx) => unknown): Route =>
  route(method, path, (ctx) => {
    requirePlayer(ctx, providerOfPath(path));
    return handler(ctx);
  });

/** A demo (play-for-fun) launch: `demo=true` on the call; anyone may play, the page is marked demo and carries no player token. */
const isDemo = (ctx: Ctx): boolean => ctx.query.get('demo') === 'true';
const demoFields = (ctx: Ctx) => (isDemo(ctx) ? { demo: '1', token: 'demo' } : {});

/** A launch call that also answers demo launches (demo=true), which need no session. */
const launchOrDemo = (method: string, path: string, handler: (ctx: Ctx) => unknown): Route =>
  route(method, path, (ctx) => {
    // A demo launch needs no session, but maintenance and the blocklist close it too.
    if (!isDemo(ctx)) requirePlayer(ctx, providerOfPath(path));
    else checkLaunchOpen(ctx, providerOfPath(path));
    return handler(ctx);
  });

export const providerRoutes: Route[] = [
  route('GET', '/games-api/belatra/game_list', (ctx) => ctx.state.catalogue.belatra),
  launchOrDemo('GET', '/games-api/belatra/session', (ctx) => {
    const game = known(ctx, 'belatra', q(ctx, 'game'));
    const substitute = ctx.query.get('is_currency_substitute') ?? undefined;
    return {
      launch_options: {
        game_url: demoUrl(ctx, {
          provider: 'belatra',
          game,
          lang: lang(ctx, 'lang'),
          platform: ctx.query.get('platform') ?? 'desktop',
          currency_substitute: substitute,
          ...demoFields(ctx),
        }),
      },
    };
  }),

  route('GET', '/games-api/ezugi/game_list', (ctx) => ctx.state.catalogue.ezugi),
  launch('GET', '/games-api/ezugi/frame_url', (ctx) => {
    const game = known(ctx, 'ezugi', q(ctx, 'openTable'));
    return { frame_url: demoUrl(ctx, { provider: 'ezugi', game, lang: lang(ctx, 'language'), platform: ctx.query.get('platform') ?? 'desktop' }) };
  }),

  route('GET', '/games-api/goldenrace/game_list', (ctx) => ctx.state.catalogue.goldenrace),
  launch('POST', '/games-api/goldenrace/create_session', (ctx) => {
    const game = known(ctx, 'goldenrace', str(ctx.body, 'game_id'));
    const platform = str(ctx.body, 'platform');
    if (platform !== 'desktop' && platform !== 'mobile') throw badRequest('Field "platform" must be "desktop" or "mobile"');
    return { url: demoUrl(ctx, { provider: 'goldenrace', game, lang: typeof ctx.body.lang === 'string' ? launchLanguage(ctx.body.lang) : 'en', platform }) };
  }),

  route('GET', '/games-api/jacktop/game_list', (ctx) => ctx.state.catalogue.jacktop),
  launch('GET', '/games-api/jacktop/token', (ctx) => ({ token: token(ctx, 'jacktop') })),

  route('GET', '/games-api/outcome/v1/game_list', (ctx) => ctx.state.catalogue.outcome),
  launch('GET', '/games-api/outcome/v1/session', (ctx) => {
    const game = known(ctx, 'outcome', q(ctx, 'game_id'));
    const SessionId = token(ctx, 'outcome');
    return {
      SessionId,
      SessionUrl: demoUrl(ctx, { provider: 'outcome', game, lang: lang(ctx, 'lang'), platform: ctx.query.get('platform') ?? 'desktop', token: SessionId }),
    };
  }),

  route('GET', '/games-api/popokgaming/game_list', (ctx) => ctx.state.catalogue.popokgaming),
  launch('GET', '/games-api/popokgaming/token', (ctx) => ({
    token: token(ctx, 'popok'),
    provider_partner_id: 'croupier-sandbox',
    platform: ctx.query.get('platform') ?? 'desktop',
  })),

  route('GET', '/games-api/pragmatic/game/list', (ctx) => {
    q(ctx, 'partner_name');
    return ctx.state.catalogue.pragmatic;
  }),
  launchOrDemo('GET', '/games-api/pragmatic/game/link', (ctx) => {
    const game = known(ctx, 'pragmatic', q(ctx, 'game_id'));
    const platform = q(ctx, 'platform').toUpperCase();
    if (platform !== 'WEB' && platform !== 'MOBILE') throw badRequest('Query parameter "platform" must be WEB or MOBILE');
    return { url: demoUrl(ctx, { provider: 'pragmatic', game, lang: lang(ctx, 'lang'), platform: platformOf(platform), ...demoFields(ctx) }) };
  }),

  route('GET', '/games-api/redrake/game/list', (ctx) => {
    q(ctx, 'partner_name');
    return ctx.state.catalogue.redrake;
  }),
  launch('GET', '/games-api/redrake/frame_url', (ctx) => {
    const game = known(ctx, 'redrake', q(ctx, 'gameid'));
    return {
      frame_url: demoUrl(ctx, {
        provider: 'redrake',
        game,
        lang: lang(ctx, 'lang'),
        platform: ctx.query.get('platform') ?? 'desktop',
        urlhome: ctx.query.get('urlhome') ?? undefined,
      }),
    };
  }),

  route('GET', '/games-api/rgs/game/list', (ctx) => ctx.state.catalogue.rgs),
  launch('GET', '/games-api/rgs/game/launch', (ctx) => {
    const game = known(ctx, 'rgs', q(ctx, 'game_id'));
    return { url: demoUrl(ctx, { provider: 'rgs', game, lang: lang(ctx, 'lang'), platform: platformOf(ctx.query.get('device_type')) }) };
  }),

  route('GET', '/games-api/rubiplay/game_list', (ctx) => ctx.state.catalogue.rubyplay),
  launch('GET', '/games-api/rubiplay/open_session', (ctx) => {
    const game = known(ctx, 'rubyplay', q(ctx, 'game_code'));
    return { url: demoUrl(ctx, { provider: 'rubyplay', game, lang: lang(ctx, 'lang'), platform: ctx.query.get('platform') ?? 'desktop' }) };
  }),

  route('GET', '/games-api/slotegrator/games/list', (ctx) => {
    q(ctx, 'project_name');
    return ctx.state.catalogue.slotegrator;
  }),
  launch('GET', '/games-api/slotegrator/games/link', (ctx) => {
    q(ctx, 'project_name');
    const game = known(ctx, 'slotegrator', q(ctx, 'game_uuid'));
    const returnUrl = ctx.query.get('return_url') ?? undefined;
    return {
      url: demoUrl(ctx, { provider: 'slotegrator', game, lang: lang(ctx, 'language'), platform: returnUrl ? 'mobile' : 'desktop', return_url: returnUrl }),
    };
  }),

  route('GET', '/games-api/tvbet/game_list', (ctx) => ctx.state.catalogue.tvbet),
  launch('GET', '/games-api/tvbet/token', (ctx) => ({ token: token(ctx, 'tvbet') })),

  launch('GET', '/api/xpg/get_lobby_link', (ctx) => {
    const xpgLang = launchLanguage(q(ctx, 'lang'));
    return { link: demoUrl(ctx, { provider: 'xpg', game: 'lobby', lang: xpgLang, platform: ctx.query.get('platform') ?? 'desktop' }) };
  }),
];
