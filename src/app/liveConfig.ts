import { reaction } from 'mobx';
import { fetchConfigIfChanged, offerConfig, type ConfigProblem } from '../config/load';
import type { RootStore } from '../models/RootStore';

/** What became of a config offered to the running site; `problems` are the CLI-format lines of a refusal. */
export interface OfferOutcome {
  ok: boolean;
  /** Nothing to do: the offered config is the one running. */
  unchanged?: boolean;
  problems: string[];
}

export interface LiveConfigDeps {
  root: RootStore;
  brand: string;
  /** The URL the config was loaded from (the re-checks ask it again). */
  url: string;
  /** The ETag of the copy loaded at boot. */
  etag?: string;
  fetch: typeof fetch;
  storage?: Storage;
  /** Validation as at boot (default: the browser's validator chunk, or the build's trusted digests). */
  check?: (bundle: unknown) => Promise<ConfigProblem[]>;
  trusted?: readonly string[];
  /** Keep the applied config for the service worker's offline answers (default: no). */
  remember?: boolean;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (id: unknown) => void;
  isHidden?: () => boolean;
}

export interface LiveConfig {
  /** Checks a config (same check as at boot) and applies it when valid; refusals are logged as at boot. */
  offer(bundle: unknown, options?: { text?: string; source?: string }): Promise<OfferOutcome>;
  /** Asks the server for the config now (with the last ETag; 304 = nothing to do) and offers what changed. */
  recheck(source?: string): Promise<OfferOutcome>;
  /** Re-checks every brand.json liveConfig.checkSeconds (followed when a new config changes it); returns the stop. */
  startChecks(): () => void;
}

/**
 * The running site's config updates: every source (the timed re-check, the dev server's
 * `croupier:brand-changed`, the studio's preview channel) goes through `offer`, one at a time, so two
 * answers can never apply out of order.
 */
export function createLiveConfig(deps: LiveConfigDeps): LiveConfig {
  const { root, brand, url } = deps;
  let etag = deps.etag;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const apply = async (bundle: unknown, options: { text?: string; source?: string }): Promise<OfferOutcome> => {
    if (JSON.stringify(bundle) === JSON.stringify(root.config)) return { ok: true, unchanged: true, problems: [] };
    const offered = await offerConfig(brand, url, bundle, { text: options.text, check: deps.check, trusted: deps.trusted, storage: deps.storage });
    if (!offered.ok) {
      console.warn(`[croupier] the running config of ${brand} stays (the last good copy is kept)`);
      return { ok: false, problems: offered.lines };
    }
    const done = root.applyConfig(offered.config);
    if (!done.applied) {
      console.error(`[croupier] brand config ${url} not applied: ${done.reason}`);
      return { ok: false, problems: [done.reason] };
    }
    const from = options.source ? ` (${options.source})` : '';
    console.info(`[croupier] brand config ${url} applied without a reload${from}`);
    if (done.kept.length)
      console.warn(
        `[croupier] ${done.kept.join(', ')} changed: the running site keeps the old values until the page is reloaded (the API client and the session were set up with them)`,
      );
    if (deps.remember) void import('./serviceWorker').then((sw) => sw.rememberConfig(url, root.config));
    return { ok: true, problems: [] };
  };

  const recheckNow = async (source: string): Promise<OfferOutcome> => {
    const answer = await fetchConfigIfChanged(deps.fetch, url, etag);
    if (!answer.changed) return { ok: true, unchanged: true, problems: [] };
    const outcome = await apply(answer.bundle, { text: answer.text, source });
    // A refused config keeps its ETag too: the same bad bytes are not fetched and reported every interval.
    etag = answer.etag;
    return outcome;
  };

  const offer: LiveConfig['offer'] = (bundle, options = {}) => serial(() => apply(bundle, options));
  const recheck: LiveConfig['recheck'] = (source = 'server') => serial(() => recheckNow(source));

  const startChecks = () => {
    const set = deps.setTimeout ?? ((fn: () => void, ms: number) => globalThis.setTimeout(fn, ms));
    const clear = deps.clearTimeout ?? ((id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>));
    let timer: unknown;
    let stopped = false;
    let failing = false;
    const schedule = () => {
      const seconds = root.config.brand.liveConfig?.checkSeconds ?? 0;
      if (stopped || !(seconds > 0)) return;
      timer = set(() => void tick(), seconds * 1000);
    };
    const tick = async () => {
      // A hidden tab does not poll; it checks again at the next interval it is shown in.
      if (!deps.isHidden?.()) {
        try {
          await recheck('checked every interval');
          failing = false;
        } catch (err) {
          // Offline or a server hiccup: said once per run of failures, tried again at the next interval.
          if (!failing)
            console.warn(`[croupier] brand config ${url} could not be re-checked; trying again in ${root.config.brand.liveConfig?.checkSeconds}s`, err);
          failing = true;
        }
      }
      schedule();
    };
    schedule();
    // A live config that changes the interval (or switches checks on) takes effect from now.
    const stopWatching = reaction(
      () => root.config.brand.liveConfig?.checkSeconds ?? 0,
      () => {
        if (timer !== undefined) clear(timer);
        timer = undefined;
        schedule();
      },
    );
    return () => {
      stopped = true;
      stopWatching();
      if (timer !== undefined) clear(timer);
    };
  };

  return { offer, recheck, startChecks };
}
