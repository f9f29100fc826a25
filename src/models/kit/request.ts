import { observable, runInAction } from 'mobx';
import { getEnv, isAlive, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { ApiRequest, ApiResult, StoreEnv } from '../env';
import type { Failure } from '../../ports/env';
import { neighboursOf } from './neighbours';

/** How a store's call is run (`request`, `track`). */
export interface RequestOptions {
  /** Names the call in the log ("flat pages: the call failed", "flat pages: the platform refused the call"). */
  what: string;
  /** The platform's refusals are not logged (the store expects some, e.g. "no list" as an empty one, and logs the rest). */
  quiet?: boolean;
  /** A failure is toasted through the notify neighbour: with the platform's text ('server') or the brand's default. */
  notify?: 'server' | 'default';
  /** Starts a new call even when the same one is in flight for the key; the older answer is dropped. */
  fresh?: boolean;
  /**
   * What makes two calls under a key one call, which the second joins: for `request` the same request and this
   * (e.g. the page that asked, when two pages send the same request for answers of their own); for `track`, this.
   */
  same?: string;
}

/** The failure of a call that threw (the transport, not the platform, failed). */
export const CANNOT_CONNECT: Failure = { ok: false, kind: 'cannot-connect', code: 0, message: '' };

const isFailure = (x: unknown): x is Failure => typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;

/**
 * A store's calls, by key (`.extend(withRequests)`): the one place that keeps busy state, joins a call already in
 * flight, drops answers nobody waits for and turns a thrown transport error into a `Failure`. Used inside a `flow`:
 *
 *   const res = yield* self.request('list', { method: 'GET', path }, { what: 'promotions' });
 *   if (!res) return; // joined, superseded or the store is gone: someone else reads this answer, or nobody
 *
 * Per key, one call runs:
 * - `busy(key)` is true while it does (`busy()`: while any does), and while a `joined` or `exclusive` run of the key
 *   runs — observable, the pages read it;
 * - the same request again joins it: the second caller waits for that answer and gets `undefined` (the first caller
 *   reads it, before the joiner resumes when it reads it at once);
 * - another request (or `fresh`) supersedes it, and `drop(key)` abandons it: the older answer is dropped;
 * - an answer arriving after the store was destroyed is dropped;
 * - a thrown call becomes `CANNOT_CONNECT`; failures are logged under `what` (refusals unless `quiet`), and with
 *   `notify` toasted.
 * Typed through `yield*` (MST's `toGenerator` pattern): no annotation on the answer.
 */
export function withRequests(self: IAnyStateTreeNode) {
  const calls = observable.map<string, { same: string; answer: Promise<unknown> }>(undefined, { deep: false });
  /** The `joined` runs in flight (observable: `busy(key)` covers them). */
  const joins = observable.map<string, Promise<unknown>>(undefined, { deep: false });
  /** Keys of the `exclusive` actions running (observable: the pages disable their buttons by `busy`). */
  const exclusives = observable.set<string>();
  const queues = new Map<string, { same: string; result: Promise<unknown> }>();

  function* track<T>(key: string, start: () => Promise<T>, options: RequestOptions): Generator<Promise<unknown>, T | Failure | undefined, unknown> {
    const same = options.same ?? '';
    const running = calls.get(key);
    if (running && running.same === same && !options.fresh) {
      yield running.answer;
      return undefined;
    }
    const env = getEnv<StoreEnv>(self);
    const failed = (error: unknown): Failure => {
      env.log?.(`${options.what}: the call failed`, error);
      return CANNOT_CONNECT;
    };
    let answer: Promise<T | Failure>;
    try {
      answer = start().catch(failed);
    } catch (error) {
      answer = Promise.resolve(failed(error));
    }
    const mine = { same, answer };
    calls.set(key, mine);
    const result = (yield answer) as T | Failure;
    if (calls.get(key) !== mine) return undefined;
    calls.delete(key);
    if (!isAlive(self)) return undefined;
    if (!isFailure(result)) return result;
    if (!options.quiet && result !== CANNOT_CONNECT) env.log?.(`${options.what}: the platform refused the call`, result);
    if (options.notify) neighboursOf(self).notify.apiError(result, options.notify);
    return result;
  }

  return {
    views: {
      /** A call for `key` is in flight (without a key: any call of this store). */
      busy(key?: string): boolean {
        return key === undefined ? calls.size + exclusives.size + joins.size > 0 : calls.has(key) || exclusives.has(key) || joins.has(key);
      },
      /**
       * One run of an action under `key`, refused (not joined) while another runs — a payment submit: a second
       * click or Enter sends nothing and gets `undefined`. `busy(key)` is true while it runs. Used inside a `flow`:
       *   const sent = yield* self.exclusive('submit', function* () { … return yield* send(p); });
       */
      *exclusive<T>(key: string, run: () => Generator<Promise<unknown>, T, unknown>): Generator<Promise<unknown>, T | undefined, unknown> {
        if (exclusives.has(key)) return undefined;
        exclusives.add(key);
        try {
          return yield* run();
        } finally {
          exclusives.delete(key);
        }
      },
      /** Runs a platform call under `key` (see withRequests). */
      request<T = unknown>(key: string, req: ApiRequest, options: RequestOptions): Generator<Promise<unknown>, ApiResult<T> | undefined, unknown> {
        return track<ApiResult<T>>(key, () => getEnv<StoreEnv>(self).api.request<T>(req), {
          ...options,
          same: `${JSON.stringify(req)} ${options.same ?? ''}`,
        });
      },
      /** Any other promise under `key` (a catalogue loader's), the same way; `same` tells which requests are one call. */
      track,
      /**
       * One run of a whole action per key, for actions whose callers wait for its result: a second call while one
       * runs gets the same promise (unless `fresh`), a fresh one takes the key over.
       */
      joined<R>(key: string, run: () => Promise<R>, fresh = false): Promise<R> {
        const running = joins.get(key) as Promise<R> | undefined;
        if (running && !fresh) return running;
        const mine: Promise<R> = run().finally(() =>
          runInAction(() => {
            if (joins.get(key) === mine) joins.delete(key);
          }),
        );
        runInAction(() => joins.set(key, mine));
        return mine;
      },
      /**
       * One run at a time under `key`, for a call the platform must not get twice at once (a game launch): the
       * same run again (`same`) shares the one in flight; another waits until it has ended, then runs.
       */
      queued<R>(key: string, same: string, run: () => Promise<R>): Promise<R> {
        const running = queues.get(key);
        if (running?.same === same) return running.result as Promise<R>;
        const before = running?.result.catch(() => undefined) ?? Promise.resolve();
        const result = before.then(run);
        const mine = { same, result };
        queues.set(key, mine);
        void result
          .finally(() => {
            if (queues.get(key) === mine) queues.delete(key);
          })
          .catch(() => undefined);
        return result;
      },
      /** The promise of the run of `key` in flight, if any (to wait for it without starting one). */
      running(key: string): Promise<unknown> | undefined {
        return joins.get(key);
      },
    },
    actions: {
      /** Abandons the call in flight for `key`: it is no longer busy and its answer is dropped. */
      drop(key: string) {
        calls.delete(key);
      },
    },
  };
}

/**
 * `sending`: the store's one submission (its `key` request) is on its way — the form's button waits on it.
 * `.extend(withRequests).extend(sendingWhile('apply'))`.
 */
export function sendingWhile(key: string) {
  return (self: { busy(key?: string): boolean }) => ({
    views: {
      get sending(): boolean {
        return self.busy(key);
      },
    },
  });
}
