import { randomBytes } from 'node:crypto';
import { SandboxError, str } from '../http.ts';
import { requireUser, route, type Ctx, type Route } from '../router.ts';
import { gameBody } from './user.ts';

/** Sport tokens: betconstruct (main envelope) and digitain (line style). */
function genToken(ctx: Ctx) {
  const needCook = typeof ctx.body.needCook === 'string' ? ctx.body.needCook : undefined;
  const id = needCook ? ctx.state.sessions.get(needCook) : undefined;
  const player = id !== undefined ? ctx.state.players.find((p) => p.id === id) : ctx.user;
  if (!player) throw new SandboxError(401, 'Unauthorized', 401);
  return { token: `bc-${player.id}-${randomBytes(8).toString('hex')}` };
}

function digitainToken(ctx: Ctx) {
  if (!ctx.req.headers['partner-name']) throw new SandboxError(400, 'partner-name header required', 400);
  if (!ctx.req.headers['partner-authorization'] || !ctx.user) throw new SandboxError(401, 'Unauthorized', 401);
  return { token: `dg-${ctx.user.id}-${randomBytes(8).toString('hex')}` };
}

export const casinoRoutes: Route[] = [
  route('GET', '/api/favorite_slots/get_list', (ctx) => ({ favorite_slots: requireUser(ctx).favorites })),
  route('POST', '/api/favorite_slots/add', (ctx) => {
    const p = requireUser(ctx);
    const slot = gameBody(ctx.body);
    p.favorites[slot.id] = slot;
    return { favorite_slots: p.favorites };
  }),
  route('POST', '/api/favorite_slots/remove', (ctx) => {
    const p = requireUser(ctx);
    delete p.favorites[str(ctx.body, 'id')];
    return { favorite_slots: p.favorites };
  }),
  route('POST', '/betconstruct/GenToken', genToken),
  route('GET', '/digitain/front/token', digitainToken, { style: 'line' }),
];
