import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { makeThrottle, nextCount, type GrowthSettings } from './growth';

export interface GrowingCount {
  count: number;
  hasMore: boolean;
  loadMore(): void;
  /** Attach to an element after the last tile; when it becomes visible the list grows. */
  sentinelRef(el: HTMLElement | null): void;
}

/**
 * A visible-item count that starts at `base` and grows by `step` when the sentinel scrolls
 * into view (throttled), or when loadMore is called (the accessible button). `resetKey`
 * changing (new filters) starts again from `base`.
 */
export function useGrowingCount(total: number, s: GrowthSettings, resetKey: string): GrowingCount {
  const [state, setState] = useState({ key: resetKey, count: s.base });
  const count = state.key === resetKey ? state.count : s.base;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey (new filters) starts a fresh throttle
  const allow = useMemo(() => makeThrottle(s.throttleMs), [s.throttleMs, resetKey]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [el, setEl] = useState<HTMLElement | null>(null);
  const hasMore = count < total;

  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    if (!allow()) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState((prev) => {
        const from = prev.key === resetKey ? prev.count : s.base;
        return { key: resetKey, count: nextCount(from, s.step, total) };
      });
    }, s.stepDelayMs);
  }, [allow, resetKey, s.base, s.step, s.stepDelayMs, total]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-created when count changes, so a sentinel that stays visible keeps the list growing
  useEffect(() => {
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    let io: IntersectionObserver | undefined;
    const start = setTimeout(() => {
      io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= s.threshold)) loadMore();
        },
        { threshold: s.threshold },
      );
      io.observe(el);
    }, s.startDelayMs);
    return () => {
      clearTimeout(start);
      io?.disconnect();
    };
  }, [el, hasMore, count, loadMore, s.threshold, s.startDelayMs]);

  return { count: Math.min(count, Math.max(total, 0)), hasMore, loadMore, sentinelRef: setEl };
}
