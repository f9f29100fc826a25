import { describe, expect, it } from 'vitest';
import { fakeApi, fakeClock, fakeRegistry, memoryStorage, ok, testConfig, testPlugin } from '../../../tests/support/catalogueTestKit';
import { callsTo, gameIds, list, setup } from '../../../tests/support/casinoTestKit';
import { brandTestConfig, testRoot } from '../../../tests/support/testEnv';
import { LOADS_PER_TASK } from './ProviderListsStore';

/** A test tree with three provider lists whose ingest breaks into tasks with this `nextTask`. */
function rootWithBreaks(nextTask: () => Promise<void>, routes: Parameters<typeof setup>[0] = {}) {
  const { root, api } = setup(routes, memoryStorage(), { nextTask });
  return { root, api };
}

describe('CasinoStore: a list ingested in steps (env.nextTask)', () => {
  /** An env whose task breaks wait until the test lets them go: the states in between can be read. */
  function stepped(routes: Parameters<typeof setup>[0] = {}) {
    const breaks: (() => void)[] = [];
    const { root, api } = rootWithBreaks(() => new Promise<void>((resolve) => breaks.push(resolve)), routes);
    /** Lets the waiting break go and lets its continuation run. */
    const release = async () => {
      const next = breaks.shift();
      expect(next, 'a task break is waiting').toBeDefined();
      next?.();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { root, casino: root.casino, api, breaks, release };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('breaks after the answer and before the store update; the list stays loading until then and concurrent loads share it', async () => {
    const { casino, api, breaks, release } = stepped();
    const first = casino.loadProvider('alpha');
    await settle();
    expect(breaks).toHaveLength(1); // the answer is in; normalising waits for the next task
    expect(casino.isProviderLoading('alpha')).toBe(true);
    const second = casino.loadProvider('alpha', { force: true });
    expect(second).toBe(first);
    await release();
    expect(breaks).toHaveLength(1); // normalised; the store update waits for the next task
    expect(casino.isProviderLoading('alpha')).toBe(true);
    expect(casino.gamesByProviders.alpha).toBeUndefined();
    await release();
    expect(await first).toBe(true);
    expect(gameIds(casino.gamesByProviders.alpha)).toEqual(['a1', 'a2']);
    expect(casino.isProviderLoading('alpha')).toBe(false);
    expect(callsTo(api, 'alpha/list')).toBe(1);
  });

  it('a failed answer takes no break and is marked at once; the games already shown stay', async () => {
    let fail = false;
    const { casino, breaks, release } = stepped({ 'GET gamma/list': () => (fail ? { ok: false, kind: 'server', code: 500, message: '' } : list('c', 1)) });
    const first = casino.loadProvider('gamma');
    await settle();
    await release();
    await release();
    await first;
    fail = true;
    expect(await casino.retryProvider('gamma')).toBe(false);
    expect(breaks).toHaveLength(0);
    expect(casino.providerError('gamma')?.kind).toBe('server');
    expect(gameIds(casino.gamesByProviders.gamma)).toEqual(['c1']);
  });

  it('a platform change during a break reloads the list when it is stored', async () => {
    const variants = () =>
      ok({
        items: [
          { id: 'd1', name: 'Desk', mobile: false },
          { id: 'm1', name: 'Mob', mobile: true },
        ],
      });
    const { casino, api, release } = stepped({ 'GET alpha/list': variants });
    const loading = casino.loadProvider('alpha');
    await settle();
    await release();
    casino.setPlatform('mobile'); // the list in hand was normalised for desktop
    await release();
    await release();
    await release();
    expect(await loading).toBe(true);
    expect(callsTo(api, 'alpha/list')).toBe(2);
    expect(gameIds(casino.gamesByProviders.alpha)).toEqual(['m1']);
  });

  it('with real zero-delay breaks every list ends up as without them', async () => {
    const plain = setup();
    await plain.casino.loadAll();
    const { root } = rootWithBreaks(() => new Promise<void>((r) => setTimeout(r, 0)));
    await Promise.all(['alpha', 'beta', 'gamma'].map((id) => root.casino.loadProvider(id)));
    expect(root.casino.queryGames({})).toEqual(plain.casino.queryGames({}));
    expect(root.casino.busy()).toBe(false);
  });
});

describe('CasinoStore.startLoads: several lists, a few new requests per task', () => {
  it('breaks after every LOADS_PER_TASK new requests; lists loaded or already loading neither count nor ask again', async () => {
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const api = fakeApi(Object.fromEntries(ids.map((id) => [`GET ${id}/list`, () => list(id, 1)])));
    const providers = ids.map((id) => ({ id, plugin: 'testp', name: id, casinoType: 'slots', params: {} }));
    const root = testRoot(brandTestConfig(testConfig({}, providers)), {
      api,
      providers: fakeRegistry([testPlugin('testp')]),
      clock: fakeClock(),
      storage: memoryStorage(),
    });
    await root.casino.loadProvider('p1');
    const requestsAtBreak: number[] = [];
    const nextTask = () => {
      requestsAtBreak.push(api.calls.length);
      return Promise.resolve();
    };
    await root.casino.startLoads([...ids, 'p2'], nextTask);
    // p1 was loaded (no request); p2–p5 went out (LOADS_PER_TASK = 4), then a break, then p6; the second p2 shared the first
    expect(LOADS_PER_TASK).toBe(4);
    expect(requestsAtBreak).toEqual([5]);
    expect(ids.map((id) => callsTo(api, `${id}/list`))).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
