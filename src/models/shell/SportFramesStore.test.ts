import { describe, expect, it } from 'vitest';
import type { BrandConfig, SportFrame } from '../../config/types';
import { fail, ok, testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';

const frame = {
  id: 'f1',
  route: 'bc',
  host: '/demo-sport',
  token: {
    method: 'POST',
    path: '/sport/token',
    style: 'main',
    headers: { authorization: '{session}' },
    body: { project: '{projectName}' },
    tokenPath: 'auth.token',
  },
  query: {},
} as unknown as SportFrame;

function setup(routes: Parameters<typeof testEnv>[0] = {}) {
  const t = testEnv(routes);
  t.api.session = () => 'sess-1' as never;
  const root = loadedRoot({ config: testConfig() as BrandConfig }, t.env);
  return { ...t, root, store: root.sportFrames };
}

describe('SportFramesStore', () => {
  it('fetches the token with the configured call and reads it at the token path; a held token is not asked again', async () => {
    const { store, api } = setup({ 'POST /sport/token': () => ok({ auth: { token: 'T1' } }) });
    expect(store.stateOf('k1')).toEqual({ status: 'loading' });
    await store.loadToken(frame, 'k1');
    expect(store.stateOf('k1')).toEqual({ status: 'ready', token: 'T1' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/sport/token', headers: { authorization: 'sess-1' }, body: { project: 'p' } });
    await store.loadToken(frame, 'k1');
    expect(api.calls).toHaveLength(1);
    expect(store.stateOf('k2')).toEqual({ status: 'loading' });
  });

  it('a refusal fails the frame and tells the player; an answer without a token fails it silently', async () => {
    let answer: unknown = fail(4, 'no');
    const { store, root } = setup({ 'POST /sport/token': () => answer as never });
    await store.loadToken(frame, 'k1');
    expect(store.stateOf('k1')).toEqual({ status: 'failed' });
    expect(root.notify.notifications.map((n) => n.messageId)).toEqual(['error.4']);
    answer = ok({ auth: { token: '' } });
    await store.loadToken(frame, 'k2');
    expect(store.stateOf('k2')).toEqual({ status: 'failed' });
    expect(root.notify.notifications).toHaveLength(1);
    expect(store.actionProcessing).toBe(false);
  });

  it('drops a token that arrives for an old key, or after the frame was left', async () => {
    const answers: Array<(v: unknown) => void> = [];
    const { store } = setup({ 'POST /sport/token': () => new Promise((r) => answers.push(r)) as never });
    const old = store.loadToken(frame, 'page-a');
    const current = store.loadToken(frame, 'page-b');
    answers[1](ok({ auth: { token: 'B' } }));
    await current;
    answers[0](ok({ auth: { token: 'A' } }));
    await old;
    expect(store.stateOf('page-b')).toEqual({ status: 'ready', token: 'B' });
    const again = store.loadToken(frame, 'page-c');
    store.clear();
    answers[2](ok({ auth: { token: 'C' } }));
    await again;
    expect(store.stateOf('page-c')).toEqual({ status: 'loading' });
    expect(store.token).toBe('');
  });

  it('a page that unmounts and mounts again at once (React StrictMode) fetches the token once; leaving for good forgets it', async () => {
    const { store, api, clock } = setup({ 'POST /sport/token': () => ok({ auth: { token: 'T1' } }) });
    const first = store.loadToken(frame, 'k1');
    store.leave('k1');
    await store.loadToken(frame, 'k1');
    await first;
    clock.advance(10);
    expect(api.calls).toHaveLength(1);
    expect(store.stateOf('k1')).toEqual({ status: 'ready', token: 'T1' });
    store.leave('k1');
    clock.advance(10);
    expect(store.token).toBe('');
    await store.loadToken(frame, 'k1');
    expect(api.calls).toHaveLength(2);
  });

  it('a new key (the language changed) while the old one is being left gets its own token, not a late clear', async () => {
    let n = 0;
    const { store, api, clock } = setup({ 'POST /sport/token': () => ok({ auth: { token: `T${++n}` } }) });
    await store.loadToken(frame, 'es');
    store.leave('es');
    const next = store.loadToken(frame, 'en');
    clock.advance(10);
    await next;
    clock.advance(10);
    expect(api.calls).toHaveLength(2);
    expect(store.stateOf('en')).toEqual({ status: 'ready', token: 'T2' });
  });
});
