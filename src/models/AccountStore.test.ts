import { describe, expect, it } from 'vitest';
import { RootStoreModel } from './RootStore';
import { fail, ok, testConfig, testEnv } from './testEnv';

const user = { id: 7, role: 0, email: 'new@x.test', currency: 'TRY', first_name: 'A', last_name: 'B' };
const form = { firstName: ' Ann ', lastName: 'Lee', username: 'ann', phone: '5551234567', email: ' new@x.test ', code: '123456', password: 'Abc def12' };

function setup(routes: Parameters<typeof testEnv>[0] = {}) {
  const t = testEnv(routes);
  const paths: string[] = [];
  t.env.navigate = (to) => void paths.push(to);
  const root = RootStoreModel.create({ config: testConfig() }, t.env);
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
    expect(await store.sendEmailCode(' new@x.test ')).toBe(true);
    expect(api.calls[0].body).toEqual({ email: 'new@x.test' });
    expect(store.codeSentFor('new@x.test')).toBe(true);
    expect(store.codeSentFor('other@x.test')).toBe(false);
    expect(await store.confirmEmailCode('new@x.test', ' 123456 ')).toBe(true);
    expect(api.calls[1].body).toEqual({ code: '123456', phone: 'new@x.test' });
    expect(root.auth.codeIsCorrect).toBe(true);
    expect(store.confirmedFor('new@x.test')).toBe(true);
    expect(messages()).toEqual(['success:auth.signUp.codeSent']);
  });

  it('a refused code clears codeIsCorrect and shows the code text; a refused send leaves the address unsent', async () => {
    const { store, root, messages } = setup({ 'POST /api/user/confirm-code': () => fail(230), 'POST /api/user/email/code': () => fail(21) });
    root.auth.setCodeIsCorrect(true);
    expect(await store.confirmEmailCode('a@x.test', '1')).toBe(false);
    expect(root.auth.codeIsCorrect).toBe(false);
    expect(await store.sendEmailCode('a@x.test')).toBe(false);
    expect(store.codeSentFor('a@x.test')).toBe(false);
    expect(store.emailCodeProcessing).toBe(false);
    // testConfig maps only code 4; others fall back to the default text.
    expect(messages()).toEqual(['error:error.default', 'error:error.default']);
  });

  it('signs up with the brand sign-up currency, toasts, signs in with the same e-mail and password, closes and goes home', async () => {
    const { store, root, api, paths, messages } = setup({ 'POST /api/user/signup/email': () => ok({ user_id: 7, is_promo_activated: true }), ...signedIn });
    root.app.openAuthModal('SignUp');
    const pending = store.signUp(form);
    expect(store.signUpProcessing).toBe(true);
    expect(await pending).toBe(true);
    expect(api.calls[0].body).toMatchObject({ first_name: 'Ann', email: 'new@x.test', password: 'Abcdef12', currency: 'TRY', phone: '5551234567' });
    expect(api.calls[1].body).toEqual({ username: 'new@x.test', password: 'Abcdef12' });
    expect(root.auth.isAuth).toBe(true);
    expect(root.app.authModal.isOpen).toBe(false);
    expect(paths).toEqual(['/']);
    expect(messages()).toEqual(['success:auth.signUp.success', 'success:auth.signUp.promoActivated']);
    expect(store.signUpProcessing).toBe(false);
  });

  it('a refused sign-up shows the server text when the brand has none for the code and keeps the modal', async () => {
    const { store, root, paths, messages } = setup({ 'POST /api/user/signup/email': () => fail(1, 'User already exists') });
    root.app.openAuthModal('SignUp');
    expect(await store.signUp(form)).toBe(false);
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
    root.auth.setFirstAuth(true);
    root.app.openAuthModal('ResetPassword');
    expect(await store.resetSendEmail(' p@x.test ')).toBe(true);
    expect(root.auth.isFirstAuth).toBe(false);
    expect(store.resetStep).toBe(1);
    expect(await store.resetCheckCode('123456')).toBe(true);
    expect(store.resetStep).toBe(2);
    expect(await store.resetNewPassword('New 12345A')).toBe(true);
    expect(api.calls.map((c) => c.body)).toEqual([{ email: 'p@x.test' }, { code: '123456' }, { code: '123456', new_password: 'New12345A' }]);
    expect(root.app.authModal).toMatchObject({ isOpen: true, type: 'SignIn' });
    expect(store.resetStep).toBe(0);
    expect(messages()).toEqual(['success:auth.reset.codeSent', 'success:auth.reset.codeChecked', 'success:auth.reset.done']);
  });

  it('stays on the step when the platform refuses, and steps can be jumped within range', async () => {
    const { store, messages } = setup({ 'POST /api/user/password/restore/check': () => fail(4) });
    store.setResetStep(1);
    expect(await store.resetCheckCode('9')).toBe(false);
    expect(store.resetStep).toBe(1);
    expect(store.resetProcessing).toBe(false);
    expect(messages()).toEqual(['error:error.4']);
    store.setResetStep(7);
    expect(store.resetStep).toBe(2);
    store.setResetStep(-1);
    expect(store.resetStep).toBe(0);
  });
});

describe('AccountStore change password', () => {
  it('from the auth modal: success opens sign-in with a success toast', async () => {
    const { store, root, api, messages } = setup({ 'POST /api/user/password/change': () => ok(true) });
    root.app.openAuthModal('ChangePassword');
    expect(await store.changePassword('Old 1', 'New1')).toBe(true);
    expect(api.calls[0].body).toEqual({ password: 'Old1', new_password: 'New1' });
    expect(root.app.authModal.type).toBe('SignIn');
    expect(messages()).toEqual(['success:auth.changePassword.done']);
  });

  it('from the profile: a differing repeat is blocked locally; success logs out', async () => {
    const { store, root, api, messages } = setup({ ...signedIn, 'POST /api/user/password/change': () => ok(true), 'GET /api/user/logout': () => ok(null) });
    await root.auth.login('new@x.test', 'x');
    const before = api.calls.length;
    expect(await store.profileChangePassword('Old1', 'New1', 'New2')).toBe(false);
    expect(api.calls.length).toBe(before);
    expect(messages()).toEqual(['error:auth.changedPasswordDoNotMatch']);
    expect(await store.profileChangePassword('Old1', 'New1', 'New1')).toBe(true);
    expect(root.auth.isAuth).toBe(false);
  });

  it('from the profile: a refused change keeps the player signed in', async () => {
    const { store, root, messages } = setup({ ...signedIn, 'POST /api/user/password/change': () => fail(4) });
    await root.auth.login('new@x.test', 'x');
    expect(await store.profileChangePassword('bad', 'New1', 'New1')).toBe(false);
    expect(root.auth.isAuth).toBe(true);
    expect(messages()).toEqual(['error:error.4']);
  });
});
