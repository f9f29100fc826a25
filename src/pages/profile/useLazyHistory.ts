import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiRequest, ApiResult } from '../../ports/env';
import type { GrowthSettings } from '../../ui/casino/growth';
import { useGrowingCount } from '../../ui/casino/useGrowingCount';
import { useEnv, useStore } from '../../ui/StoreContext';

/** One server page of a history list, read from the call's payload. */
export interface HistoryPage<T> {
  rows: T[];
  /** Total rows on the server, when the answer says. */
  total?: number;
}

export interface LazyHistoryOptions<T> {
  /** Changing it (another list, filters, language) starts again from the first page. */
  key: string;
  /** The call for one server page (1-based) of `count` rows. */
  request(page: number, count: number): ApiRequest;
  read(data: unknown): HistoryPage<T>;
}

export type LazyHistory<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; rows: T[]; hasMore: boolean; sentinelRef(el: HTMLElement | null): void };

interface Loaded<T> {
  key: string;
  rows: T[];
  pages: number;
  total?: number;
  done: boolean;
  error?: string;
}

const fresh = <T,>(key: string): Loaded<T> => ({ key, rows: [], pages: 0, done: false });

/**
 * A profile list that grows as the player scrolls (brand rules.json `lazyList`): it shows `initial`
 * rows, and `step` more each time the sentinel becomes `threshold` visible (at most once per
 * `throttleMs`, watched from `startDelayMs` after each step). Server pages of `rules.pageSize` rows
 * are fetched as the shown count needs them.
 */
export function useLazyHistory<T>({ key, request, read }: LazyHistoryOptions<T>): LazyHistory<T> {
  const env = useEnv();
  const { rules } = useStore().config;
  const { lazyList, pageSize } = rules;
  const growth = useMemo<GrowthSettings>(
    () => ({ base: lazyList.initial, step: lazyList.step, stepDelayMs: 0, throttleMs: lazyList.throttleMs, startDelayMs: lazyList.startDelayMs, threshold: lazyList.threshold }),
    [lazyList],
  );
  const [state, setState] = useState<Loaded<T>>(() => fresh(key));
  const loaded = state.key === key ? state : fresh<T>(key);
  // While more server pages may exist, the list can grow past what is loaded.
  const known = loaded.total ?? (loaded.done ? loaded.rows.length : loaded.rows.length + pageSize);
  const growing = useGrowingCount(loaded.done ? loaded.rows.length : known, growth, key);
  const wanted = growing.count;
  const needPage = !loaded.done && loaded.error === undefined && loaded.rows.length < wanted;

  const mounted = useRef(false);
  const currentKey = useRef(key);
  currentKey.current = key;
  const inFlight = useRef<string | null>(null);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!needPage) return;
    const page = loaded.pages + 1;
    const tag = `${key}#${page}`;
    if (inFlight.current === tag) return;
    inFlight.current = tag;
    void env.api.request<unknown>(request(page, pageSize)).then((res: ApiResult<unknown>) => {
      if (inFlight.current === tag) inFlight.current = null;
      if (!mounted.current || currentKey.current !== key) return;
      setState((prev) => {
        const base = prev.key === key ? prev : fresh<T>(key);
        if (base.pages >= page) return prev;
        if (!res.ok) return { ...base, error: res.message };
        const { rows, total } = read(res.data);
        const all = [...base.rows, ...rows];
        const done = rows.length < pageSize || (total !== undefined && all.length >= total);
        return { key, rows: all, pages: page, total, done };
      });
    });
    // One call per missing page; the request and reader are described by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env, key, needPage, loaded.pages, pageSize]);

  if (loaded.error !== undefined && loaded.rows.length === 0) return { status: 'failed', message: loaded.error };
  if (loaded.rows.length === 0 && !loaded.done) return { status: 'loading' };
  return { status: 'ready', rows: loaded.rows.slice(0, wanted), hasMore: growing.hasMore, sentinelRef: growing.sentinelRef };
}
