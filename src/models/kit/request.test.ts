import { destroy, flow, types } from 'mobx-state-tree';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult } from '../env';
import { NotifyStoreModel } from '../shell/NotifyStore';
import { CANNOT_CONNECT, withRequests } from './request';
import { ok, testConfig, testEnv, deferred } from '../../../tests/support/testEnv';

/** A store that applies what `request` hands it, and counts what it applied. */
const Probe = types
  .model('Probe', { applied: types.frozen<unknown[]>([]) })
  .extend(withRequests)
  .actions((self) => ({
    note(x: unknown) {
      self.applied = [...self.applied, x];
    },
  }))
  .actions((self) => ({
    load: flow(function* (key: string, path: string, options: { fresh?: boolean; notify?: 'server' | 'default'; quiet?: boolean } = {}) {
      const res = yield* self.request<string>(key, { method: 'GET', path }, { what: 'probe', ...options });
      if (!res) return 'dropped';
      // The answer is typed: `res.data` is a string here without any annotation.
      self.note(res.ok ? res.data.toUpperCase() : res);
      return res.ok ? 'applied' : 'failed';
    }),
    count: flow(function* () {
      const res = yield* self.track('count', () => Promise.resolve(41), { what: 'count' });
      return typeof res === 'number' ? res + 1 : res;
    }),
  }));

/** The probe in a tree with a brand config and toasts, as a store sits in RootStoreModel. */
const Tree = types.model('Tree', { config: types.frozen(), notify: types.optional(NotifyStoreModel, {}), probe: types.optional(Probe, {}) });

function setup() {
  const pending = new Map<string, ((res: ApiResult<unknown>) => void)[]>();
  const calls: ApiRequest[] = [];
  const logs: string[] = [];
  const api = {
    session: () => undefined,
    request<T>(req: ApiRequest): Promise<ApiResult<T>> {
      calls.push(req);
      if (req.path === '/throws') return Promise.reject(new Error('network down'));
      const d = deferred<ApiResult<unknown>>();
      pending.set(req.path, [...(pending.get(req.path) ?? []), d.resolve]);
      return d.promise as Promise<ApiResult<T>>;
    },
  };
  const { env } = testEnv();
  env.api = api;
  env.log = (m) => logs.push(m);
  const tree = Tree.create({ config: testConfig() }, env);
  /** Answers every call of `path` waiting so far. */
  const answer = (path: string, res: ApiResult<unknown>) => {
    for (const resolve of pending.get(path) ?? []) resolve(res);
    pending.delete(path);
  };
  return { tree, probe: tree.probe, calls, logs, answer };
}

describe('withRequests', () => {
  it('is busy per key while a call runs, and hands the typed answer to its caller', async () => {
    const { probe, answer } = setup();
    expect([probe.busy(), probe.busy('a')]).toEqual([false, false]);
    const run = probe.load('a', '/a');
    expect([probe.busy(), probe.busy('a'), probe.busy('b')]).toEqual([true, true, false]);
    answer('/a', ok('x'));
    expect(await run).toBe('applied');
    expect([probe.busy(), probe.applied]).toEqual([false, ['X']]);
  });

  it('joins the same request in flight: one call, the answer applied once, the joiner waits for it', async () => {
    const { probe, calls, answer } = setup();
    const first = probe.load('a', '/a');
    const second = probe.load('a', '/a');
    expect(calls).toHaveLength(1);
    let joinerDone = false;
    void second.then(() => (joinerDone = true));
    await Promise.resolve();
    expect(joinerDone).toBe(false);
    answer('/a', ok('x'));
    expect([await first, await second]).toEqual(['applied', 'dropped']);
    expect(probe.applied).toEqual(['X']);
  });

  it('keys run side by side', async () => {
    const { probe, calls, answer } = setup();
    const a = probe.load('a', '/a');
    const b = probe.load('b', '/b');
    expect(calls).toHaveLength(2);
    answer('/b', ok('b'));
    answer('/a', ok('a'));
    expect([await a, await b]).toEqual(['applied', 'applied']);
    expect([...probe.applied].sort()).toEqual(['A', 'B']);
  });

  it('drops the answer of a call superseded by another request for its key, even when it arrives last', async () => {
    const { probe, calls, answer } = setup();
    const old = probe.load('list', '/es');
    const next = probe.load('list', '/en');
    expect(calls.map((c) => c.path)).toEqual(['/es', '/en']);
    answer('/en', ok('en'));
    expect(await next).toBe('applied');
    answer('/es', ok('es'));
    expect(await old).toBe('dropped');
    expect([probe.applied, probe.busy('list')]).toEqual([['EN'], false]);
  });

  it('a fresh call supersedes the same request; the older caller gets nothing', async () => {
    const { probe, calls, answer } = setup();
    const old = probe.load('a', '/a');
    const fresh = probe.load('a', '/a', { fresh: true });
    expect(calls).toHaveLength(2);
    answer('/a', ok('new'));
    expect([await old, await fresh]).toEqual(['dropped', 'applied']);
    expect(probe.applied).toEqual(['NEW']);
  });

  it('drop(key) abandons the call in flight: not busy, its answer dropped', async () => {
    const { probe, answer } = setup();
    const run = probe.load('a', '/a');
    probe.drop('a');
    expect(probe.busy('a')).toBe(false);
    answer('/a', ok('x'));
    expect(await run).toBe('dropped');
    expect(probe.applied).toEqual([]);
  });

  it('drops an answer that arrives after the store was destroyed', async () => {
    const { tree, probe, answer } = setup();
    const run = probe.load('a', '/a');
    destroy(tree);
    answer('/a', ok('x'));
    expect(await run).toBe('dropped');
  });

  it('turns a thrown call into the cannot-connect Failure, logged under its name', async () => {
    const { probe, logs } = setup();
    expect(await probe.load('a', '/throws')).toBe('failed');
    expect(probe.applied).toEqual([CANNOT_CONNECT]);
    expect(logs).toEqual(['probe: the call failed']);
    expect(await probe.count()).toBe(42);
  });

  it('logs a refusal unless quiet, and toasts it through the notify neighbour when asked, and only then', async () => {
    const { tree, probe, answer, logs } = setup();
    const quiet = probe.load('a', '/a');
    answer('/a', { ok: false, kind: 'rejected', code: 4, message: 'no' });
    await quiet;
    expect(tree.notify.notifications).toHaveLength(0);
    const loud = probe.load('a', '/a', { notify: 'server' });
    answer('/a', { ok: false, kind: 'rejected', code: 4, message: 'no' });
    await loud;
    expect(tree.notify.notifications.map((n) => n.messageId)).toEqual(['error.4']);
    expect(logs).toEqual(['probe: the platform refused the call', 'probe: the platform refused the call']);
    const quietOne = probe.load('a', '/a', { quiet: true });
    answer('/a', { ok: false, kind: 'rejected', code: 4, message: 'no' });
    expect(await quietOne).toBe('failed');
    expect(logs).toHaveLength(2);
  });

  it('joined: a second run of an action while one runs shares its promise; fresh starts another', async () => {
    const { probe } = setup();
    let runs = 0;
    const gate = deferred<number>();
    const run = () => (runs++, gate.promise);
    const a = probe.joined('k', run);
    expect(probe.joined('k', run)).toBe(a);
    expect(probe.running('k')).toBe(a);
    const b = probe.joined('k', run, true);
    expect(b).not.toBe(a);
    gate.resolve(3);
    expect([await a, await b, runs]).toEqual([3, 3, 2]);
    expect(probe.running('k')).toBeUndefined();
  });

  it('queued: the same run again shares the one in flight; another waits until it has ended, even when it failed', async () => {
    const { probe } = setup();
    const order: string[] = [];
    const first = deferred<string>();
    const a = probe.queued('launch', 'x', () => (order.push('x starts'), first.promise));
    expect(probe.queued('launch', 'x', () => (order.push('x again'), Promise.resolve('no')))).toBe(a);
    const b = probe.queued('launch', 'y', async () => (order.push('y starts'), 'y'));
    await Promise.resolve();
    expect(order).toEqual(['x starts']);
    first.resolve('x');
    expect([await a, await b]).toEqual(['x', 'y']);
    expect(order).toEqual(['x starts', 'y starts']);
    const failing = probe.queued('launch', 'z', () => Promise.reject(new Error('down')));
    const after = probe.queued('launch', 'w', async () => 'w');
    await expect(failing).rejects.toThrow('down');
    expect(await after).toBe('w');
  });

  it('exclusive: a second run while one runs is refused without running; busy while it runs, also after a throw', async () => {
    const { tree } = setup();
    const gate = deferred<string>();
    let runs = 0;
    const Submitter = types
      .model('Submitter', {})
      .extend(withRequests)
      .actions((self) => ({
        submit: flow(function* (fail = false) {
          return yield* self.exclusive('submit', function* () {
            runs++;
            const answer = (yield gate.promise) as string;
            if (fail) throw new Error('boom');
            return answer;
          });
        }),
      }));
    const Host = types.model('Host', { config: types.frozen(), notify: types.optional(NotifyStoreModel, {}), s: types.optional(Submitter, {}) });
    const { s } = Host.create({ config: tree.config }, testEnv().env);
    const first = s.submit();
    expect(s.busy('submit')).toBe(true);
    expect(await s.submit()).toBeUndefined();
    gate.resolve('booked');
    expect([await first, runs, s.busy('submit')]).toEqual(['booked', 1, false]);
    await expect(s.submit(true)).rejects.toThrow('boom');
    expect(s.busy('submit')).toBe(false);
  });
});
