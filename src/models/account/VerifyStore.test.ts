import { describe, expect, it } from 'vitest';
import { fail, ok, testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';

const PATH = '/api/user/verify/email';

function setup(routes: Parameters<typeof testEnv>[0] = {}) {
  const t = testEnv(routes);
  return { ...t, store: loadedRoot({ config: testConfig() }, t.env).verify };
}

describe('VerifyStore', () => {
  it('verifies a code once: a second call for the same code (StrictMode runs effects twice) sends nothing', async () => {
    const { store, api } = setup({ [`GET ${PATH}/abc`]: () => ok(null) });
    const a = store.verify('abc');
    const b = store.verify('abc');
    expect(store.statusOf('abc')).toBe('pending');
    expect(store.actionProcessing).toBe(true);
    await Promise.all([a, b]);
    await store.verify('abc');
    expect(api.calls).toHaveLength(1);
    expect(store.statusOf('abc')).toBe('verified');
    expect(store.actionProcessing).toBe(false);
  });

  it('shows a refused code, an unreachable platform and an escaped code as failed', async () => {
    const { store, api } = setup({ [`GET ${PATH}/used`]: () => fail(12, 'code used') });
    await store.verify('used');
    expect(store.statusOf('used')).toBe('failed');
    await store.verify('a/b');
    expect(api.calls[1].path).toBe(`${PATH}/a%2Fb`);
    expect(store.statusOf('a/b')).toBe('failed');
  });

  it('tells an already verified address (code 8) and an expired key (7) apart through the brand error table', async () => {
    const t = testEnv({ [`GET ${PATH}/twice`]: () => fail(8, 'Already verified'), [`GET ${PATH}/old`]: () => fail(7, 'Key expired') });
    const config = testConfig();
    const store = loadedRoot({ config: { ...config, rules: { ...config.rules, errorCodes: { '7': 'error.7', '8': 'error.8' } } } }, t.env).verify;
    await store.verify('twice');
    expect(store.statusOf('twice')).toBe('failed');
    expect(store.failureMessageId).toBe('error.8');
    await store.verify('old');
    expect(store.failureMessageId).toBe('error.7');
    await store.verify('gone');
    expect(store.failureMessageId).toBe('verify.failure');
  });

  it('drops the answer of an older code when another code was opened meanwhile', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const { store } = setup({ [`GET ${PATH}/old`]: () => slow.then(() => ok(null)) as never, [`GET ${PATH}/new`]: () => fail(12) });
    const first = store.verify('old');
    await store.verify('new');
    release();
    await first;
    expect(store.statusOf('new')).toBe('failed');
    expect(store.statusOf('old')).toBe('pending');
  });
});
