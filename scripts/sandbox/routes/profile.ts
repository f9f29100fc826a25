import { SandboxError, badRequest, bool, num, optStr, pageOf, paging, str } from '../http.ts';
import { requireUser, route, type Ctx, type Route } from '../router.ts';
import { nextId, nowIso, type Player } from '../state.ts';
import { round2 } from '../prng.ts';
import { checkPassword } from './user.ts';
import { endSessionsOf } from './responsibleGambling.ts';

const profileOf = (p: Player) => ({
  personal: {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    currency: p.currency,
    email: p.email,
    phone: p.phone,
    username: p.username,
    is_verified: p.verified,
  },
  is_bonus_active: p.is_bonus_active,
  promotion: p.promotion,
});

function update(ctx: Ctx) {
  const p = requireUser(ctx);
  const b = ctx.body;
  const first = optStr(b, 'first_name');
  const last = optStr(b, 'last_name');
  const phone = optStr(b, 'phone');
  if (first === undefined && last === undefined && phone === undefined) throw badRequest('Nothing to update: send first_name, last_name or phone');
  if (phone !== undefined) {
    const digits = phone.replace(/[\s()+-]/g, '');
    if (!/^\d{10}$/.test(digits)) throw new SandboxError(15, 'Invalid phone number');
    p.phone = digits;
  }
  if (first !== undefined) p.first_name = first;
  if (last !== undefined) p.last_name = last;
  return profileOf(p);
}

function changePassword(ctx: Ctx) {
  const p = requireUser(ctx);
  const password = str(ctx.body, 'password');
  const next = str(ctx.body, 'new_password');
  if (p.password !== password) throw new SandboxError(4, 'Incorrect password');
  checkPassword(ctx.state, next);
  p.password = next;
  p.password_changed = true;
  // The client logs the user out after a password change; the old sessions end here too.
  endSessionsOf(ctx.state, p.id, ctx.session);
  return true;
}

function referralRequest(ctx: Ctx) {
  const p = requireUser(ctx);
  if (Object.keys(ctx.body).length === 0) throw badRequest('Referral request form is empty');
  if (p.referralRequests.some((r) => r.status === 0)) throw new SandboxError(103, 'A referral request is already being reviewed');
  const id = nextId(ctx.state);
  p.referralRequests.push({ id, created_at: nowIso(), fields: ctx.body, status: 0 });
  p.referralNotifications.unshift({
    id: nextId(ctx.state),
    user_id: p.id,
    status: 0,
    created_at: nowIso(),
    referral_request: { id, status: 0, extra_data: { reject_note: '' } },
  });
  return { id, status: 0 };
}

function patchNotification(ctx: Ctx) {
  const p = requireUser(ctx);
  const id = Number(ctx.params.id);
  const status = num(ctx.body, 'status');
  const n = p.referralNotifications.find((x) => x.id === id);
  if (!n) throw new SandboxError(404, `Notification ${ctx.params.id} not found`);
  n.status = status;
  return n;
}

export const profileRoutes: Route[] = [
  route('GET', '/api/user/profile', (ctx) => profileOf(requireUser(ctx))),
  route('PUT', '/api/user/profile/update', update),
  route('POST', '/api/user/password/change', changePassword),
  route('GET', '/api/user/password/change', (ctx) => ({ password_changed: requireUser(ctx).password_changed })),
  route('PUT', '/api/user/promotion/change', (ctx) => {
    const p = requireUser(ctx);
    p.promotion = { promotion_type: num(ctx.body, 'promotion_type'), promotion_is_active: bool(ctx.body, 'promotion_is_active') };
    return p.promotion;
  }),
  route('PUT', '/api/user/switch_balance', (ctx) => {
    const p = requireUser(ctx);
    p.is_bonus_active = !p.is_bonus_active;
    return { is_bonus_active: p.is_bonus_active };
  }),
  route('GET', '/api/user/referral_system/referrals', (ctx) => {
    const p = requireUser(ctx);
    const { page, count } = paging(ctx.query);
    const { rows, total, pages } = pageOf(p.referrals, page, count);
    return { referrals: rows, count: total, pages };
  }),
  route('GET', '/api/user/referral_system/statistic', (ctx) => {
    const p = requireUser(ctx);
    return {
      referral_invite_link: `${ctx.origin}/?ref=${p.id}`,
      friend_invited: p.referrals.length,
      reward_amount: round2(p.referrals.reduce((s, r) => s + r.reward, 0)),
    };
  }),
  route('POST', '/api/user/referral_system/request', referralRequest),
  route('GET', '/api/user/referral_system/request/notification', (ctx) => requireUser(ctx).referralNotifications),
  route('PATCH', '/api/user/referral_system/request/notification/:id', patchNotification),
];
