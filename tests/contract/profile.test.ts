import { describe, expect, it } from 'vitest';
import { PLAYER, fails, hasKeys, malformed, ok, unauthorized, withSandbox } from '../support/sandbox';

const h = withSandbox({ login: { player: PLAYER } });

describe('profile', () => {
  it('GET /profile answers personal.{id, first_name, last_name, currency}; needs a session', async () => {
    unauthorized(await h.call('GET', '/api/user/profile'));
    const p = ok(await h.call('GET', '/api/user/profile', { session: h.sessions.player }));
    hasKeys(p.personal, ['id', 'first_name', 'last_name', 'currency']);
    expect(p.personal).toMatchObject({ id: 1001, currency: 'TND' });
  });

  it('PUT /profile/update changes names; an empty update is malformed', async () => {
    const p = ok(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { first_name: 'Paula' } }));
    expect(p.personal.first_name).toBe('Paula');
    expect(ok(await h.call('GET', '/api/user/check', { session: h.sessions.player })).first_name).toBe('Paula');
    malformed(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: {} }));
    fails(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { phone: '1' } }), 15);
  });

  it('PUT /profile/update keeps birthday, city and address; an under-age or unreal birth date is 234; a new phone needs the code sent to it', async () => {
    const p = ok(
      await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { birthday: '1991-02-03', city: ' Córdoba ', address: '' } }),
    );
    expect(p.personal).toMatchObject({ birthday: '1991-02-03', city: 'Córdoba', address: '' });
    fails(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { birthday: '2020-01-01' } }), 234);
    fails(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { birthday: '1990-02-30' } }), 234);
    malformed(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { first_name: ' ' } }));
    // The same number needs no code; a new one without its code, or with a code sent to another number, is 230.
    ok(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { phone: '(555) 1234567' } }));
    fails(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { phone: '5557654321' } }), 230);
    ok(await h.call('POST', '/api/user/phone/code', { body: { country_code: 'TUR', phone: '5550000000' } }));
    fails(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { phone: '5557654321', code: '123456' } }), 230);
    ok(await h.call('POST', '/api/user/phone/code', { body: { country_code: 'TUR', phone: '5557654321' } }));
    expect(
      ok(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { phone: '5557654321', code: '123456' } })).personal.phone,
    ).toBe('5557654321');
    // The code is used up.
    fails(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, body: { phone: '5551112222', code: '123456' } }), 230);
  });

  it('password change: wrong old password 4, easy 231, then the new password logs in', async () => {
    fails(await h.call('POST', '/api/user/password/change', { session: h.sessions.player, body: { password: 'wrong', new_password: 'Newer1234' } }), 4);
    fails(await h.call('POST', '/api/user/password/change', { session: h.sessions.player, body: { password: PLAYER.password, new_password: 'short' } }), 231);
    expect(
      ok(await h.call('POST', '/api/user/password/change', { session: h.sessions.player, body: { password: PLAYER.password, new_password: 'Newer1234' } })),
    ).toBe(true);
    const info = ok(await h.call('GET', '/api/user/password/change', { session: h.sessions.player }));
    hasKeys(info, ['password_changed', 'changed_at']);
    // Changed just now (the seeded change was 40 days ago).
    expect(Date.now() - Date.parse(`${info.changed_at.replace(' ', 'T')}Z`)).toBeLessThan(60_000);
    await h.login(PLAYER.email, 'Newer1234');
  });

  it('promotion change and switch balance', async () => {
    const promo = ok(
      await h.call('PUT', '/api/user/promotion/change', { session: h.sessions.player, body: { promotion_type: 0, promotion_is_active: false } }),
    );
    expect(promo).toEqual({ promotion_type: 0, promotion_is_active: false });
    malformed(await h.call('PUT', '/api/user/promotion/change', { session: h.sessions.player, body: { promotion_type: 0, promotion_is_active: 'maybe' } }));
    expect(ok(await h.call('PUT', '/api/user/switch_balance', { session: h.sessions.player }))).toEqual({ is_bonus_active: true });
    expect(ok(await h.call('PUT', '/api/user/switch_balance', { session: h.sessions.player }))).toEqual({ is_bonus_active: false });
  });
});

describe('referral programme', () => {
  it('referrals page by 10 over more than 30 rows', async () => {
    const page1 = ok(await h.call('GET', '/api/user/referral_system/referrals?page=1&count=10', { session: h.sessions.player }));
    hasKeys(page1, ['referrals', 'count']);
    expect(page1.count).toBeGreaterThan(30);
    expect(page1.referrals).toHaveLength(10);
    hasKeys(page1.referrals[0], ['id', 'created_at', 'username', 'reward'], true);
    const page4 = ok(await h.call('GET', '/api/user/referral_system/referrals?page=4&count=10', { session: h.sessions.player }));
    expect(page4.referrals.length).toBe(page1.count - 30);
  });

  it('statistic answers referral_invite_link, friend_invited, reward_amount', async () => {
    const s = ok(await h.call('GET', '/api/user/referral_system/statistic', { session: h.sessions.player }));
    hasKeys(s, ['referral_invite_link', 'friend_invited', 'reward_amount'], true);
    expect(s.referral_invite_link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?ref=1001$/);
  });

  it('a request (form data) is under review (103 for another, no notification before a decision); PATCH marks a notification read', async () => {
    const form = 'website=https%3A%2F%2Fblog.test&traffic=1000';
    const req = ok(
      await h.call('POST', '/api/user/referral_system/request', { session: h.sessions.player, raw: form, contentType: 'application/x-www-form-urlencoded' }),
    );
    hasKeys(req, ['id', 'status']);
    fails(
      await h.call('POST', '/api/user/referral_system/request', { session: h.sessions.player, raw: form, contentType: 'application/x-www-form-urlencoded' }),
      103,
    );
    const list = ok(await h.call('GET', '/api/user/referral_system/request/notification', { session: h.sessions.player }));
    hasKeys(list[0], ['id', 'user_id', 'status', 'referral_request']);
    hasKeys(list[0].referral_request, ['id', 'status', 'extra_data']);
    expect(list.some((n: { referral_request: { id: number } }) => n.referral_request.id === req.id)).toBe(false);
    expect(list[0]).toMatchObject({ status: 0 });
    expect(list.some((n: { referral_request: { extra_data: { reject_note: string } } }) => n.referral_request.extra_data.reject_note !== '')).toBe(true);
    const patched = ok(
      await h.call('PATCH', `/api/user/referral_system/request/notification/${list[0].id}`, { session: h.sessions.player, body: { status: 1 } }),
    );
    expect(patched.status).toBe(1);
    fails(await h.call('PATCH', '/api/user/referral_system/request/notification/999999', { session: h.sessions.player, body: { status: 1 } }), 404);
    malformed(await h.call('PATCH', `/api/user/referral_system/request/notification/${list[0].id}`, { session: h.sessions.player, body: {} }));
  });

  it('accepts multipart form data', async () => {
    const boundary = 'XyZ';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="website"\r\n\r\nhttps://site.test\r\n--${boundary}--\r\n`;
    ok(
      await h.call('POST', '/api/user/referral_system/request', { session: h.sessions.player, raw, contentType: `multipart/form-data; boundary=${boundary}` }),
    );
  });

  it('reads UTF-8 multipart field values as sent', async () => {
    const boundary = '----CroupierBoundary7MA4YWxk';
    const name = 'Zoë Ñandú 日本 😀';
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${name}\r\n--${boundary}--\r\n`;
    ok(await h.call('PUT', '/api/user/profile/update', { session: h.sessions.player, raw, contentType: `multipart/form-data; boundary=${boundary}` }));
    expect(ok(await h.call('GET', '/api/user/profile', { session: h.sessions.player })).personal.first_name).toBe(name);
    // A body cut before its closing boundary is a malformed request, not a crash.
    malformed(
      await h.call('PUT', '/api/user/profile/update', {
        session: h.sessions.player,
        raw: `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nX`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
    );
  });
});
