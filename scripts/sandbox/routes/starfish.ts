import { SandboxError, badRequest, str } from '../http.ts';
import { route, type Route } from '../router.ts';
import { launchLanguage, requirePlayer } from './providers.ts';
import { fillerName, tileUrl } from '../games.ts';

/**
 * "Starfish": a provider with an API no dedicated plugin knows, served so the generic plugin
 * (plugins/generic, mapping by config) can be shown end to end — see plugins/generic/README.md.
 */
const KINDS = ['slot', 'slot', 'roulette', 'crash'] as const;
export const STARFISH_GAMES = Array.from({ length: 24 }, (_, n) => {
  const code = `sf-${String(n + 1).padStart(3, '0')}`;
  return {
    code,
    title: fillerName(n, 12),
    media: { thumb: tileUrl('starfish', code) },
    studio: { name: 'Starfish' },
    kind: KINDS[n % KINDS.length],
    mobileOnly: false,
  };
});

export const starfishRoutes: Route[] = [
  route('GET', '/games-api/starfish/games', (ctx) => {
    if (!ctx.query.get('partner')) throw badRequest('Query parameter "partner" is required');
    return { total: STARFISH_GAMES.length, games: STARFISH_GAMES };
  }),
  route('POST', '/games-api/starfish/launch', (ctx) => {
    requirePlayer(ctx, 'starfish');
    const game = str(ctx.body, 'game');
    if (!STARFISH_GAMES.some((g) => g.code === game)) throw new SandboxError(999, `starfish: game "${game}" not found`);
    const sp = new URLSearchParams({ provider: 'starfish', game, lang: launchLanguage(str(ctx.body, 'lang')), platform: str(ctx.body, 'device') });
    return { session: { launch_url: `${ctx.gamesOrigin}/sandbox/demo-game?${sp.toString()}` } };
  }),
];
