import { escapeHtml } from '../http.ts';
import { route, type Ctx, type RawReply, type Route } from '../router.ts';
import { SEEDED_PLAYERS } from '../seed.ts';
import { bannerSvg, logoSvg, tileSvg } from '../svg.ts';

const html = (title: string, body: string): RawReply => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:sans-serif;margin:0;padding:24px;background:#14161f;color:#eee}dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}dt{color:#9aa}h1{margin-top:0}code{color:#fc6}</style></head><body>${body}</body></html>`,
});

const svg = (body: string): RawReply => ({ type: 'image/svg+xml', body, headers: { 'cache-control': 'public, max-age=3600' } });

/** A definition list of received parameters, each with a data-testid. */
function fields(ctx: Ctx, prefix: string, names: Array<[string, string]>): string {
  return `<dl>${names.map(([param, testid]) => `<dt>${escapeHtml(param)}</dt><dd data-testid="${prefix}-${testid}">${escapeHtml(ctx.query.get(param) ?? '')}</dd>`).join('')}</dl>`;
}

function demoGame(ctx: Ctx): RawReply {
  const provider = ctx.query.get('provider') ?? '';
  const game = ctx.query.get('game') ?? '';
  const plugin = provider === 'rubiplay' ? 'rubyplay' : provider;
  const name = ctx.state.games.get(`${plugin}/${game}`)?.name ?? '';
  return html(
    `Demo game ${name || game}`,
    `<h1 data-testid="demo-title">Demo game</h1><p data-testid="demo-name">${escapeHtml(name)}</p>${fields(ctx, 'demo', [
      ['provider', 'provider'],
      ['game', 'game'],
      ['lang', 'lang'],
      ['platform', 'platform'],
      ['token', 'token'],
    ])}`,
  );
}

function demoSport(ctx: Ctx): RawReply {
  return html(
    'Demo sport',
    `<h1 data-testid="demo-sport-title">Demo sport</h1>${fields(ctx, 'demo-sport', [
      ['token', 'token'],
      ['lang', 'lang'],
      ['page', 'page'],
      ['parentHost', 'parent-host'],
      ['partner', 'partner'],
      ['sportPartner', 'sport-partner'],
      ['sportsBookView', 'view'],
    ])}`,
  );
}

function tile(ctx: Ctx): RawReply {
  const kind = ctx.params.kind;
  const id = ctx.params.file.replace(/\.(svg|png|jpe?g|webp)$/i, '');
  if (kind === 'provider') return svg(logoSvg(id));
  if (kind === 'slide' || kind === 'promo' || kind === 'jackpot') return svg(bannerSvg(`${kind} ${id}`, `${kind}/${id}`));
  const plugin = kind === 'rubiplay' ? 'rubyplay' : kind;
  const name = ctx.state.games.get(`${plugin}/${id}`)?.name ?? id.replace(/[-_]+/g, ' ');
  // No caption: a provider's own artwork never prints the route key it is served under, and a tile that did
  // showed a bare lower-case id under the game's name as if the site had written it.
  return svg(tileSvg(name, `${kind}/${id}`));
}

function index(ctx: Ctx): RawReply {
  const players = SEEDED_PLAYERS.map((p) => `<tr><td><code>${p.email}</code></td><td><code>${p.password}</code></td><td>${p.what}</td></tr>`).join('');
  return html(
    'Croupier sandbox',
    `<h1>Croupier sandbox</h1><p>Local stand-in for the operator platform at <code>${escapeHtml(ctx.origin)}</code>. Routes: see scripts/sandbox/README.md.</p><table>${players}</table>`,
  );
}

export const pageRoutes: Route[] = [
  route('GET', '/sandbox', index, { style: 'raw' }),
  route('GET', '/sandbox/demo-game', demoGame, { style: 'raw' }),
  route('GET', '/sandbox/demo-sport', demoSport, { style: 'raw' }),
  route(
    'GET',
    '/sandbox/invoice/:id',
    (ctx) => html('Invoice', `<h1>Invoice ${escapeHtml(ctx.params.id)}</h1><p data-testid="invoice-id">${escapeHtml(ctx.params.id)}</p>`),
    { style: 'raw' },
  ),
  route('GET', '/sandbox/social/:name', (ctx) => html('Social', `<h1 data-testid="social-name">${escapeHtml(ctx.params.name)}</h1>`), { style: 'raw' }),
  route('GET', '/sandbox/img/:kind/:file', tile, { style: 'raw' }),
  // The outcome image pattern images/outcome/img/{studio}/{id}.jpg, served as SVG tiles.
  route(
    'GET',
    '/sandbox/images/outcome/img/:studio/:file',
    (ctx) => {
      const id = ctx.params.file.replace(/\.(svg|png|jpe?g|webp)$/i, '');
      const game = [...ctx.state.catalogue.outcome.Games].find((g) => g.Id.toLowerCase() === id.toLowerCase());
      // the studio as the aggregator names it (SectionId), not the lower-cased path segment
      return svg(tileSvg(game?.Name ?? id, `outcome/${id}`, game?.SectionId ?? ''));
    },
    { style: 'raw' },
  ),
];
