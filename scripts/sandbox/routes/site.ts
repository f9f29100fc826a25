import { SandboxError } from '../http.ts';
import { route, type Route } from '../router.ts';
import { flagSvg } from '../svg.ts';
import { maintenanceFor } from '../maintenance.ts';

const langOf = (raw: string): 'en' | 'es' | undefined => {
  const l = raw.toLowerCase().slice(0, 2);
  return l === 'en' || l === 'es' ? l : undefined;
};

export const siteRoutes: Route[] = [
  route('GET', '/api/site/settings', (ctx) => structuredClone(ctx.state.settings)),
  route('GET', '/api/site/maintenance', maintenanceFor),
  route('GET', '/api/site/social_media/link', (ctx) => ctx.state.content.socialLinks),
  route('GET', '/api/site/slides', (ctx) => ctx.state.content.slides),
  route('GET', '/api/site/flatpages/list/:lang', (ctx) => {
    const lang = langOf(ctx.params.lang);
    if (!lang) throw new SandboxError(201, `No flat pages for language "${ctx.params.lang}"`);
    return ctx.state.content.flatPages[lang];
  }),
  route('GET', '/api/site/promotions/list/:lang', (ctx) => {
    const lang = langOf(ctx.params.lang);
    return lang ? ctx.state.content.promotions[lang] : [];
  }),
  route('GET', '/api/user/jackpot_data', (ctx) => ({ jackpots: ctx.state.content.jackpots, won_jackpots: ctx.state.content.wonJackpots })),
  route('GET', '/api/jackpot/info', (ctx) => ctx.state.content.jackpotInfo),
  route('GET', '/api/jackpot/fake', (ctx) =>
    ctx.state.content.fakeJackpots.map((j) => ({ ...j, amount_jackpot: Math.round((j.amount_jackpot + ((Date.now() / 25000) % 100)) * 100) / 100 })),
  ),
  route(
    'GET',
    '/api/site/flag/:code',
    (ctx) => {
      const code = ctx.params.code.replace(/\.svg$/i, '');
      if (!/^[A-Za-z]{2,3}$/.test(code)) throw new SandboxError(404, `Unknown country code "${code}"`, 404);
      return { type: 'image/svg+xml', body: flagSvg(code) };
    },
    { style: 'raw' },
  ),
];
