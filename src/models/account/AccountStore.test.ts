import { describe, expect, it } from 'vitest';
import { fail, ok, testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';

const user = { id: 7, role: 0, email: 'new@x.test', currency: 'TRY', first_name: 'A', last_name: 'B' };
const form = { firstName: ' Ann ', lastName: 'Lee', username: 'ann', phone: '5551234567', email: ' new@x.test ', code: '123456', password: 'Abc def12' };

function setup(routes: Parameters<typeof testEnv>[0] = {}) {
  const t = testEnv(routes);
  const paths: string[] = [];
  t.env.navigate = (to) => void paths.push(to);
  const root = loadedRoot({ config: testConfig() }, t.env);
  const messages = () => root.notify.notifications.map((n) => `${n.type}:${n.messageId ?? n.text}`);
  return { ...t, root, store: root.account, paths, messages };
}

const signedIn = {
  'POST /api/user/login': () => ok(null),
  'GET /api/user/check': () => ok(user),
  'GET /api/user/balance': () => ok({ balance: 0 }),
};

describe('AccountStore sign-up', () => {
  it('sends the e-mail code once per address and confirms it, setting codeIsCorrect', async () => {
    const { store, root, api, messages } = setup({ 'POST /api/user/email/code': () => ok(true), 'POST /api/user/confirm-code': () => ok(true) });
    expect(await store.signUp.sendEmailCode(' new@x.test ')).toBe(true);
    expect(api.calls[0].body).toEqual({ email: 'new@x.test' });
    expect(store.signUp.codeSentFor('new@x.test')).toBe(true);
    expect(store.signUp.codeSentFor('other@x.test')).toBe(false);
    expect(await store.signUp.confirmEmailCode('new@x.test', ' 123456 ')).toBe(true);
    expect(api.calls[1].body).toEqual({ code: '123456', phone: 'new@x.test' });
    expect(root.auth.codeIsCorrect).toBe(true);
    expect(store.signUp.confirmedFor('new@x.test')).toBe(true);
    expect(messages()).toEqual(['success:auth.signUp.codeSent']);
  });

  it('a refused code clears codeIsCorrect and shows the code text; a refused send leaves the address unsent', async () => {
    const { store, root, messages } = setup({ 'POST /api/user/confirm-code': () => fail(230), 'POST /api/user/email/code': () => fail(21) });
    root.auth.setProp('codeIsCorrect', true);
    expect(await store.signUp.confirmEmailCode('a@x.test', '1')).toBe(false);
    expect(root.auth.codeIsCorrect).toBe(false);
    expect(await store.signUp.sendEmailCode('a@x.test')).toBe(false);
    expect(store.signUp.codeSentFor('a@x.test')).toBe(false);
    expect(store.signUp.emailCodeProcessing).toBe(false);
    // testConfig maps only code 4; others fall back to the default text — shown once while it is on screen.
    expect(messages()).toEqual(['error:error.default']);
  });

  it('signs up with the brand sign-up currency, toasts, signs in with the same e-mail and password, closes and goes home', async () => {
    const { store, root, api, paths, messages } = setup({ 'POST /api/user/signup/email': () => ok({ user_id: 7, is_promo_activated: true }), ...signedIn });
    root.app.openAuthModal('SignUp');
    const pending = store.signUp.submit(form);
    expect(store.signUp.processing).toBe(true);
    expect(await pending).toBe(true);
    expect(api.calls[0].body).toMatchObject({ first_name: 'Ann', email: 'new@x.test', password: 'Abcdef12', currency: 'TRY', phone: '5551234567' });
    expect(api.calls[1].body).toEqual({ username: 'new@x.test', password: 'Abcdef12' });
    expect(root.auth.isAuth).toBe(true);
    expect(root.app.authModal.isOpen).toBe(false);
    expect(paths).toEqual(['/']);
    expect(messages()).toEqual(['success:auth.signUp.success', 'success:auth.signUp.promoActivated']);
    expect(store.signUp.processing).toBe(false);
  });

  it('a refused sign-up shows the server text when the brand has none for the code and keeps the modal', async () => {
    const { store, root, paths, messages } = setup({ 'POST /api/user/signup/email': () => fail(1, 'User already exists') });
    root.app.openAuthModal('SignUp');
    expect(await store.signUp.submit(form)).toBe(false);
    expect(root.app.authModal).toMatchObject({ isOpen: true, type: 'SignUp' });
    expect(paths).toEqual([]);
    expect(messages()).toEqual(['error:User already exists']);
  });
});

describe('AccountStore password reset', () => {
  const routes = {
    'POST /api/user/password/restore/email': () => ok(true),
    'POST /api/user/password/restore/check': () => ok(true),
    'POST /api/user/password/restore/new': () => ok(true),
  };
  it('walks the three steps, clears the first-auth flag and opens sign-in', async () => {
    const { store, root, api, messages } = setup(routes);
    root.auth.setProp('isFirstAuth', true);
    root.app.openAuthModal('ResetPassword');
    expect(await store.reset.sendEmail(' p@x.test ')).toBe(true);
    expect(root.auth.isFirstAuth).toBe(false);
    expect(store.reset.step).toBe(1);
    expect(await store.reset.checkCode('123456')).toBe(true);
    expect(store.reset.step).toBe(2);
    expect(await store.reset.setNewPassword('New 12345A')).toBe(true);
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'p@x.test' }, { code: '123456' }, { code: '123456', new_password: 'New12345A' }]);
    expect(root.app.authModal).toMatchObject({ isOpen: true, type: 'SignIn' });
    expect(store.reset.step).toBe(0);
    expect(messages()).toEqual(['success:auth.reset.codeSent', 'success:auth.reset.codeChecked', 'success:auth.reset.done']);
  });

  it('stays on the step when the platform refuses, and steps can be jumped within range', async () => {
    const { store, messages } = setup({ 'POST /api/user/password/restore/check': () => fail(4) });
    store.reset.setStep(1);
    expect(await store.reset.checkCode('9')).toBe(false);
    expect(store.reset.step).toBe(1);
    expect(store.reset.processing).toBe(false);
    expect(messages()).toEqual(['error:error.4']);
    store.reset.setStep(7);
    expect(store.reset.step).toBe(2);
    store.reset.setStep(-1);
    expect(store.reset.step).toBe(0);
  });

  it("a reset step's link opens the modal at that step with the e-mail's code; the new password is set with that code", async () => {
    const { store, root, api } = setup(routes);
    root.openAuthForm('ResetPassword2', ' 4711 ');
    expect(root.app.authModal).toMatchObject({ isOpen: true, type: 'ResetPassword2' });
    expect([store.reset.step, store.reset.code]).toEqual([1, '4711']);
    root.openAuthForm('ResetPassword3', '123456');
    expect(root.app.authModal.type).toBe('ResetPassword3');
    expect([store.reset.step, store.reset.code]).toEqual([2, '123456']);
    expect(await store.reset.setNewPassword('New 12345A')).toBe(true);
    expect(api.calls.map((c) => c.body)).toEqual([{ code: '123456', new_password: 'New12345A' }]);
  });

  it("the new-password link without a code opens the code step; the sign-in form's link starts at step 0", async () => {
    const { store, root } = setup(routes);
    root.openAuthForm('ResetPassword3');
    expect(root.app.authModal).toMatchObject({ isOpen: true, type: 'ResetPassword2' });
    expect(store.reset.step).toBe(1);
    root.openAuthForm('ResetPassword');
    expect([root.app.authModal.type, store.reset.step]).toEqual(['ResetPassword', 0]);
    root.openAuthForm('SignUp');
    expect(root.app.authModal).toMatchObject({ isOpen: true, type: 'SignUp' });
  });
});

describe('AccountStore change password', () => {
  it('from the auth modal: success opens sign-in with a success toast', async () => {
    const { store, root, api, messages } = setup({ 'POST /api/user/password/change': () => ok(true) });
    root.app.openAuthModal('ChangePassword');
    expect(await store.password.fromAuthModal('Old 1', 'New1')).toBe(true);
    expect(api.calls[0].body).toEqual({ password: 'Old1', new_password: 'New1' });
    expect(root.app.authModal.type).toBe('SignIn');
    expect(messages()).toEqual(['success:auth.changePassword.done']);
  });

  it('from the profile: a differing repeat is blocked locally; success logs out', async () => {
    const { store, root, api, messages } = setup({ ...signedIn, 'POST /api/user/password/change': () => ok(true), 'GET /api/user/logout': () => ok(null) });
    await root.auth.login('new@x.test', 'x');
    const before = api.calls.length;
    expect(await store.password.fromProfile('Old1', 'New1', 'New2')).toBe(false);
    expect(api.calls.length).toBe(before);
    expect(messages()).toEqual(['error:auth.changedPasswordDoNotMatch']);
    expect(await store.password.fromProfile('Old1', 'New1', 'New1')).toBe(true);
    expect(root.auth.isAuth).toBe(false);
  });

  it('from the profile: a refused change keeps the player signed in', async () => {
    const { store, root, messages } = setup({ ...signedIn, 'POST /api/user/password/change': () => fail(4) });
    await root.auth.login('new@x.test', 'x');
    expect(await store.password.fromProfile('bad', 'New1', 'New1')).toBe(false);
    expect(root.auth.isAuth).toBe(true);
    expect(messages()).toEqual(['error:error.4']);
  });
});

describe('first auth (spec §2/§4: the flag comes from the need-change-password call)', () => {
  const firstAuth = (changed: unknown) => ({ ...signedIn, 'GET /api/user/password_changed': () => ok(changed) });

  it('a sign-in whose password was never changed is a first auth: the player must change it; a changed one is not', async () => {
    const fresh = setup(firstAuth(false));
    expect(await fresh.root.auth.login('new@x.test', 'x')).toBeNull();
    expect(fresh.api.calls.map((c) => c.path)).toContain('/api/user/password_changed');
    expect([fresh.root.auth.isFirstAuth, fresh.root.auth.mustChangePassword]).toEqual([true, true]);
    const known = setup(firstAuth(true));
    await known.root.auth.login('new@x.test', 'x');
    expect([known.root.auth.isFirstAuth, known.root.auth.mustChangePassword]).toEqual([false, false]);
  });

  it('the start-up session check asks too; a failed or non-boolean answer leaves the flag as it was', async () => {
    const fresh = setup(firstAuth(false));
    expect(await fresh.root.auth.check()).toBe(true);
    expect(fresh.root.auth.mustChangePassword).toBe(true);
    const odd = setup(firstAuth('no'));
    await odd.root.auth.check();
    expect(odd.root.auth.isFirstAuth).toBe(false);
    const down = setup({ ...signedIn, 'GET /api/user/password_changed': () => fail(500) });
    down.root.auth.setProp('isFirstAuth', true);
    await down.root.auth.check();
    expect(down.root.auth.isFirstAuth).toBe(true);
  });

  it('a guest is never held by the flag, and logout clears it', async () => {
    const { root } = setup({ ...firstAuth(false), 'GET /api/user/logout': () => ok(null) });
    root.auth.setProp('isFirstAuth', true);
    expect(root.auth.mustChangePassword).toBe(false);
    await root.auth.login('new@x.test', 'x');
    await root.auth.logout();
    expect([root.auth.isFirstAuth, root.auth.mustChangePassword]).toEqual([false, false]);
  });

  it('changing the password clears the flag and lets the signed-in player in (no sign-in modal over a session)', async () => {
    const { store, root, messages } = setup({ ...firstAuth(false), 'POST /api/user/password/change': () => ok(true) });
    await root.auth.login('new@x.test', 'x');
    root.app.openAuthModal('ChangePassword');
    expect(await store.password.fromAuthModal('x', 'New12345')).toBe(true);
    expect([root.auth.isAuth, root.auth.isFirstAuth, root.app.authModal.isOpen]).toEqual([true, false, false]);
    expect(messages()).toEqual(['success:auth.changePassword.doneSignedIn']);
  });

  it('a refused change keeps the first auth (the player stays held)', async () => {
    const { store, root } = setup({ ...firstAuth(false), 'POST /api/user/password/change': () => fail(4) });
    await root.auth.login('new@x.test', 'x');
    expect(await store.password.fromAuthModal('bad', 'New12345')).toBe(false);
    expect(root.auth.mustChangePassword).toBe(true);
  });
});

describe('password restore by phone (spec §7 POST /password/restore)', () => {
  function phoneSetup(routes: Parameters<typeof testEnv>[0]) {
    const t = testEnv(routes);
    const config = testConfig();
    (config.rules as unknown as { payment: unknown }).payment = { phoneCountryCode: 'XYZ' };
    const root = loadedRoot({ config }, t.env);
    const messages = () => root.notify.notifications.map((n) => `${n.type}:${n.messageId ?? n.text}`);
    return { ...t, root, store: root.account, messages };
  }

  it('sends the national digits with the brand country code, clears the first-auth flag and goes on to the code step', async () => {
    const { store, root, api, messages } = phoneSetup({
      'POST /api/user/password/restore': () => ok(true),
      'POST /api/user/password/restore/check': () => ok(true),
    });
    root.auth.setProp('isFirstAuth', true);
    expect(await store.reset.sendPhone('(555) 123 4567')).toBe(true);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/user/password/restore', body: { phone: '5551234567', country_code: 'XYZ' } });
    expect(root.auth.isFirstAuth).toBe(false);
    expect(store.reset.step).toBe(1);
    expect(await store.reset.checkCode('123456')).toBe(true);
    expect(store.reset.step).toBe(2);
    expect(messages()).toEqual(['success:auth.reset.smsSent', 'success:auth.reset.codeChecked']);
  });

  it('an unknown phone stays on step 0 with the error text', async () => {
    const { store, messages } = phoneSetup({ 'POST /api/user/password/restore': () => fail(4) });
    expect(await store.reset.sendPhone('5550000000')).toBe(false);
    expect([store.reset.step, store.reset.processing]).toEqual([0, false]);
    expect(messages()).toEqual(['error:error.4']);
  });
});

describe('a banned player (spec §4: balance refresh says banned → logout)', () => {
  it('is signed out with a message that stays until read', async () => {
    const { root, messages } = setup({ ...signedIn, 'GET /api/user/logout': () => ok(null) });
    await root.auth.login('new@x.test', 'x');
    expect(root.auth.isAuth).toBe(true);
    (root.auth.api as unknown as { routes: Record<string, () => unknown> }).routes['GET /api/user/balance'] = () => ok({ balance: 3, is_banned: true });
    await root.auth.fetchBalance();
    expect(root.auth.isAuth).toBe(false);
    expect(messages()).toEqual(['error:auth.bannedLoggedOut']);
    expect(root.notify.notifications[0].needClose).toBe(false);
  });
});
