import { useEffect, useMemo } from 'react';
import type { HistoryFilter, HistoryListStore } from '../../models/profile/HistoryListStore';
import type { GrowthSettings } from '../../ui/casino/growth';
import { useGrowingCount } from '../../ui/casino/useGrowingCount';
import { useStore } from '../../ui/StoreContext';

export type LazyHistory<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      rows: readonly T[];
      hasMore: boolean;
      sentinelRef(el: HTMLElement | null): void;
      /** A later page failed: its message ('' = none given) and how to ask for it again. */
      moreFailed?: { message: string; retry(): void };
    };

/**
 * A profile list that grows as the player scrolls (brand rules.json `lazyList`): it shows `initial`
 * rows, and `step` more each time the sentinel becomes `threshold` visible (at most once per
 * `throttleMs`, watched from `startDelayMs` after each step). Only the shown count is kept here;
 * the store fetches the server pages that count needs. Call from an observer.
 */
export function useHistoryList<T>(list: HistoryListStore, section: string, filter: HistoryFilter = {}): LazyHistory<T> {
  // New filter values are a new list: the key carries them.
  const key = `${section}|${JSON.stringify(filter)}`;
  const { lazyList } = useStore().config.rules;
  const growth = useMemo<GrowthSettings>(
    () => ({
      base: lazyList.initial,
      step: lazyList.step,
      stepDelayMs: 0,
      throttleMs: lazyList.throttleMs,
      startDelayMs: lazyList.startDelayMs,
      threshold: lazyList.threshold,
    }),
    [lazyList],
  );
  const current = list.key === key;
  const growing = useGrowingCount(current ? list.reachable : 0, growth, key);
  const wanted = growing.count;
  const loaded = current ? list.rows.length : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filter is carried by key (its JSON); loaded asks again after each page arrives, so ensure can fetch the next one
  useEffect(() => {
    void list.ensure(key, wanted, filter);
  }, [list, key, wanted, loaded]);

  if (!current || list.status === 'loading') return { status: 'loading' };
  if (list.status === 'failed') return { status: 'failed', message: list.error ?? '' };
  const moreFailed = list.moreFailed
    ? {
        message: list.error ?? '',
        retry: () => {
          list.clearError();
          void list.ensure(key, wanted + lazyList.step, filter);
        },
      }
    : undefined;
  return { status: 'ready', rows: (list.rows as readonly T[]).slice(0, wanted), hasMore: growing.hasMore, sentinelRef: growing.sentinelRef, moreFailed };
}
