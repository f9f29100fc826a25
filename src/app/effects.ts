import { reaction, type IReactionDisposer } from 'mobx';
import type { StoreEnv } from '../models/env';
import type { RootStore } from '../models/RootStore';

/**
 * The start-up sequence and the long-running reactions of spec §2/§4:
 * - unless on a /verify path, the auth check runs after rules.timings.authCheckDelayMs;
 * - site settings (and the blocklist) reload whenever the auth state changes;
 * - while authenticated, the balance is polled every rules.timings.balancePollMs;
 * - maintenance is asked at start, every rules.maintenance.pollMs and on every auth change (the platform's allow-list is per player).
 * Returns a disposer that stops everything (tests, hot reload).
 */
export function startEffects(root: RootStore, env: StoreEnv, path: string): () => void {
  const { clock } = env;
  const timings = root.config.rules.timings;
  const stops: Array<() => void> = [];

  if (!path.includes('/verify')) {
    // A session cookie with no player known yet holds the guards (auth.sessionPending): check at once then.
    const h = clock.setTimeout(() => void root.auth.check(), root.auth.sessionPending ? 0 : timings.authCheckDelayMs);
    stops.push(() => clock.clearTimeout(h));
  }

  void root.userSettings.load();
  void root.app.loadBlocklist();
  void root.app.loadSocialLinks();
  void root.maintenance.load();
  const maintenancePoll = clock.setInterval(() => void root.maintenance.load(), root.config.rules.maintenance?.pollMs ?? 60_000);
  stops.push(() => clock.clearInterval(maintenancePoll));

  let poll: unknown;
  const restartPolling = (isAuth: boolean) => {
    if (poll !== undefined) clock.clearInterval(poll);
    poll = undefined;
    if (!isAuth) return;
    void root.auth.fetchBalance();
    void root.auth.fetchBonusState();
    poll = clock.setInterval(() => void root.auth.fetchBalance(), timings.balancePollMs);
  };
  restartPolling(root.auth.isAuth);

  // One auth change, its effects in order: settings and the blocklist reload, the balance polling restarts.
  const onAuth: IReactionDisposer = reaction(
    () => root.auth.isAuth,
    (isAuth) => {
      void root.userSettings.load();
      void root.app.loadBlocklist({ fresh: true }); // the bans may depend on who is signed in
      void root.maintenance.load(); // so may maintenance: the platform lets its allow-listed players through
      restartPolling(isAuth);
    },
  );
  stops.push(onAuth, () => poll !== undefined && clock.clearInterval(poll));

  return () => stops.forEach((s) => s());
}
