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

  const grow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState((prev) => {
        const from = prev.key === resetKey ? prev.count : s.base;
        return { key: resetKey, count: nextCount(from, s.step, total) };
      });
    }, s.stepDelayMs);
  }, [resetKey, s.base, s.step, s.stepDelayMs, total]);

  const loadMore = useCallback(() => {
    if (allow()) grow();
  }, [allow, grow]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-created when count changes, so a sentinel that stays visible keeps the list growing
  useEffect(() => {
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    let io: IntersectionObserver | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let visible = false;
    // An observer reports changes only: a report refused inside the throttle window is looked at again
    // when the window ends, else a sentinel that simply stays visible (a screen taller than the list)
    // would never make the list grow again.
    const tryGrow = () => {
      clearTimeout(retry);
      if (!visible) return;
      if (allow()) grow();
      else retry = setTimeout(tryGrow, allow.wait());
    };
    // Watching starts `startDelayMs` after each step, asked of a timer and of the animation frames both
    // (whichever comes first): in headless Chromium under test automation the one timer was seen never to
    // run, leaving a visible sentinel waiting for ever.
    const armAt = Date.now() + s.startDelayMs;
    const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : undefined;
    let frame: number | undefined;
    const arm = () => {
      clearTimeout(start);
      if (frame !== undefined) cancelAnimationFrame(frame);
      frame = undefined;
      if (io) return;
      io = new IntersectionObserver(
        (entries) => {
          visible = entries.some((e) => e.isIntersecting && e.intersectionRatio >= s.threshold);
          tryGrow();
        },
        { threshold: s.threshold },
      );
      io.observe(el);
    };
    const start = setTimeout(arm, s.startDelayMs);
    const tick = () => {
      frame = Date.now() >= armAt ? (arm(), undefined) : raf?.(tick);
    };
    frame = raf?.(tick);
    return () => {
      clearTimeout(start);
      clearTimeout(retry);
      if (frame !== undefined) cancelAnimationFrame(frame);
      io?.disconnect();
    };
  }, [el, hasMore, count, allow, grow, s.threshold, s.startDelayMs]);

  return { count: Math.min(count, Math.max(total, 0)), hasMore, loadMore, sentinelRef: setEl };
}
