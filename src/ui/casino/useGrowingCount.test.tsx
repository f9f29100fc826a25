// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GrowthSettings } from './growth';
import { useGrowingCount } from './useGrowingCount';
import { observedRoots, TestObserver } from '../../../tests/support/observedRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Behaves like the browser's observer where it matters here: it reports an element's state once when
 * observing starts (in a later task), and after that only when the state changes.
 */
class ScreenObserver extends TestObserver {
  static all = new Set<ScreenObserver>();
  /** Whether the sentinel is on the screen (the test sets it with `ScreenObserver.show`). */
  static onScreen = false;
  private reported: boolean | undefined;
  observe() {
    ScreenObserver.all.add(this);
    setTimeout(() => this.report(), 0);
  }
  disconnect() {
    ScreenObserver.all.delete(this);
  }
  report() {
    if (!ScreenObserver.all.has(this) || this.reported === ScreenObserver.onScreen) return;
    this.reported = ScreenObserver.onScreen;
    const ratio = ScreenObserver.onScreen ? 1 : 0;
    this.emit({ isIntersecting: ratio > 0, intersectionRatio: ratio });
  }
  static show(on: boolean) {
    ScreenObserver.onScreen = on;
    for (const o of ScreenObserver.all) o.report();
  }
}

// The start delay is shorter than the throttle window, as in the brands: the observer made after a step
// reports the sentinel while the window is still closed.
const GROWTH: GrowthSettings = { base: 3, step: 2, stepDelayMs: 0, throttleMs: 500, startDelayMs: 100, threshold: 0.5 };

function List({ total }: { total: number }) {
  const { count, sentinelRef } = useGrowingCount(total, GROWTH, 'k');
  return (
    <div>
      <span data-testid="count">{count}</span>
      <div ref={sentinelRef} />
    </div>
  );
}

const roots = observedRoots(ScreenObserver, () => {
  ScreenObserver.all.clear();
  ScreenObserver.onScreen = false;
});

function render(total: number) {
  const { root, container } = roots.mount();
  act(() => root.render(<List total={total} />));
  return () => Number(container.querySelector('[data-testid="count"]')!.textContent);
}
/**
 * Time passes in small ticks, each in its own act(): React runs the effects of a render right after it,
 * as a browser does. (One act() over the whole span would hold every effect back to its end, so an observer
 * made after a step would start only once the throttle window is over, and the defect would not show.)
 */
function advance(ms: number) {
  for (let t = 0; t < ms; t += 10) act(() => void vi.advanceTimersByTime(Math.min(10, ms - t)));
}

describe('useGrowingCount', () => {
  it('keeps growing to the end while the sentinel stays on a screen taller than the list', () => {
    ScreenObserver.show(true);
    const count = render(9);
    expect(count()).toBe(3);
    // one step per throttle window, each reported only once, by an observer made while the window is closed
    advance(8 * GROWTH.throttleMs);
    expect(count()).toBe(9);
  });

  it('a sentinel on the screen from the first render grows the list once the start delay has passed, not before', () => {
    ScreenObserver.show(true);
    const count = render(9);
    advance(GROWTH.startDelayMs - 10);
    expect(count()).toBe(3);
    advance(20);
    expect(count()).toBe(5);
  });

  it('does not grow while the sentinel is off the screen, and grows when it comes back', () => {
    const count = render(9);
    advance(5 * GROWTH.throttleMs);
    expect(count()).toBe(3);
    act(() => ScreenObserver.show(true));
    advance(10);
    expect(count()).toBe(5);
    act(() => ScreenObserver.show(false));
    advance(5 * GROWTH.throttleMs);
    expect(count()).toBe(5);
  });
});
