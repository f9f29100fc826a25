import { describe, expect, it } from 'vitest';
import platformRules from '../../../brands/_platform/rules.json';
import { SIGN_IN_REFUSED_CODE } from './AuthStore';
import { fail, ok, testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';

type Routes = Parameters<typeof testEnv>[0];

/** A root with the platform's accountPrivacy lists; `messages` are the toasts, `logged` the log lines. */
function setup(routes: Routes) {
  // biome-ignore lint/suspicious/noExplicitAny: the shell test config has no payment rules; the phone reset reads one
  const payment = { phoneCountryCode: 'ARG' } as any;
  const t = testEnv(routes);
  const logged: string[] = [];
  t.env.log = (line) => void logged.push(line);
  const config = testConfig();
  config.rules = { ...config.rules, payment, accountPrivacy: platformRules.accountPrivacy };
  const root = loadedRoot({ config }, t.env);
  const messages = () => root.notify.notifications.map((n) => `${n.type}:${n.messageId ?? n.text}`);
  return { root, messages, logged };
}

/** What a stranger sees of one flow: the outcome, the step and the toasts. */
async function seen(routes: Routes, run: (root: ReturnType<typeof setup>['root']) => Promise<unknown>) {
  const { root, messages, logged } = setup(routes);
  const outcome = await run(root);
  return { outcome, step: root.account.reset.step, messages: messages(), logged };
}

describe('no account enumeration (rules.json accountPrivacy)', () => {
  it('sign-in: an unknown user and a wrong password read alike; the platform code is logged', async () => {
    const login = (code: number) =>
      seen({ 'POST /api/user/login': () => fail(code, code === 3 ? 'No such user' : 'Incorrect password') }, (root) => root.auth.login('a@x.test', 'pw'));
    const unknown = await login(3);
    const wrong = await login(4);
    expect(unknown.outcome).toMatchObject({ ok: false, code: SIGN_IN_REFUSED_CODE, message: '' });
    expect(wrong.outcome).toEqual(unknown.outcome);
    expect(unknown.logged.join()).toContain('code 3');
    expect(wrong.logged.join()).toContain('code 4');
  });

  it('reset by e-mail and by phone: an unknown address or number goes on to the code step with the same text', async () => {
    const byEmail = (answer: () => ReturnType<typeof ok>) =>
      seen({ 'POST /api/user/password/restore/email': answer }, (root) => root.account.reset.sendEmail('a@x.test'));
    const known = await byEmail(() => ok(true));
    const unknown = await byEmail(() => fail(3, 'No such user'));
    expect(known).toMatchObject({ outcome: true, step: 1, messages: ['success:auth.reset.codeSent'] });
    expect({ ...unknown, logged: [] }).toEqual({ ...known, logged: [] });
    const byPhone = (answer: () => ReturnType<typeof ok>) =>
      seen({ 'POST /api/user/password/restore': answer }, (root) => root.account.reset.sendPhone('5551234567'));
    const knownPhone = await byPhone(() => ok(true));
    const unknownPhone = await byPhone(() => fail(229, 'Phone does not exist'));
    expect(knownPhone).toMatchObject({ outcome: true, step: 1, messages: ['success:auth.reset.smsSent'] });
    expect(unknownPhone.messages).toEqual(knownPhone.messages);
    expect(unknownPhone.step).toBe(1);
  });

  it('reset code: no recovery request and a wrong code read alike', async () => {
    const check = (code: number) => seen({ 'POST /api/user/password/restore/check': () => fail(code) }, (root) => root.account.reset.checkCode('123'));
    const none = await check(9);
    const wrong = await check(230);
    expect(none.messages).toEqual(['error:auth.reset.codeInvalid']);
    expect(wrong.messages).toEqual(none.messages);
  });

  it('sign-up: a taken address gets the same code step as a free one; a taken account is one neutral text', async () => {
    const code = (answer: () => ReturnType<typeof ok>) =>
      seen({ 'POST /api/user/email/code': answer }, (root) => root.account.signUp.sendEmailCode('a@x.test'));
    const free = await code(() => ok(true));
    const taken = await code(() => fail(21, 'E-mail already exists'));
    expect(free).toMatchObject({ outcome: true, messages: ['success:auth.signUp.codeSent'] });
    expect(taken.outcome).toBe(true);
    expect(taken.messages).toEqual(free.messages);
    const form = { firstName: 'A', lastName: 'B', username: 'ann', phone: '5551234567', email: 'a@x.test', code: '1', password: 'Abc def12' };
    for (const c of [1, 21]) {
      const signUp = await seen({ 'POST /api/user/signup/email': () => fail(c, 'User already exists') }, (root) => root.account.signUp.submit(form));
      expect(signUp).toMatchObject({ outcome: false, messages: ['error:auth.signUp.notCreated'] });
    }
  });

  it('other refusals keep their texts (an invalid e-mail is not about an account)', async () => {
    const { messages } = await seen({ 'POST /api/user/password/restore/email': () => fail(2) }, (root) => root.account.reset.sendEmail('x'));
    expect(messages).not.toContain('success:auth.reset.codeSent');
  });
});
