import { brandTestConfig, testRoot } from './testEnv';
import { fakeApi, fakeClock, fakeRegistry, memoryStorage, ok, testConfig } from './catalogueTestKit';

/** The jackpot list the platform answers in these tests (one item without an amount when `broken`). */
export const jackpotData = (won: unknown[], broken = false) =>
  ok({
    jackpots: [{ id: 1, amount: 900, name: 'Mega' }, { id: 2, amount: 5, name: 'Mini' }, ...(broken ? [{ id: 3, name: 'broken' }] : [])],
    won_jackpots: won,
  });

/** A test tree for the jackpot store (fake jackpots polled every 25 s), its log kept. */
export function jackpotsRoot(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const clock = fakeClock();
  const logs: string[] = [];
  const root = testRoot(brandTestConfig(testConfig({ jackpots: { fakePollMs: 25000 } })), {
    api,
    providers: fakeRegistry([]),
    clock,
    storage: memoryStorage(),
    log: (m: string) => logs.push(m),
  });
  return { jackpots: root.jackpots, root, api, clock, logs };
}
