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
    // The sentinel is watched from `startDelayMs` after each step: the observer starts at once (its first
    // report is the sentinel's state now) and a visible report that comes early, or inside the throttle
    // window, is looked at again when both have passed. An observer reports changes only, so that second
    // look is what makes a sentinel that simply stays visible (a screen taller than the list) grow the
    // list again; it is asked of a timer and of the animation frames both, so one lost callback (seen in
    // headless Chromium under test automation) cannot leave a visible sentinel waiting for ever.
    const armedAt = Date.now() + s.startDelayMs;
    const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame : undefined;
    let visible = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    const stop = () => {
      clearTimeout(retry);
      if (frame !== undefined) cancelAnimationFrame(frame);
      retry = undefined;
      frame = undefined;
    };
    const waitLeft = () => Math.max(armedAt - Date.now(), allow.wait());
    const look = () => {
      stop();
      if (!visible) return;
      const wait = waitLeft();
      if (wait <= 0 && allow()) return grow();
      retry = setTimeout(look, Math.max(wait, 1));
      if (!raf) return;
      const tick = () => {
        frame = undefined;
        if (waitLeft() <= 0) look();
        else frame = raf(tick);
      };
      frame = raf(tick);
    };
    const io = new IntersectionObserver(
      (entries) => {
        visible = entries.some((e) => e.isIntersecting && e.intersectionRatio >= s.threshold);
        look();
      },
      { threshold: s.threshold },
    );
    io.observe(el);
    return () => {
      stop();
      io.disconnect();
    };
  }, [el, hasMore, count, allow, grow, s.threshold, s.startDelayMs]);

  return { count: Math.min(count, Math.max(total, 0)), hasMore, loadMore, sentinelRef: setEl };
}
