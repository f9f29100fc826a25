// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMount } from './DeferredMount';
import { firstScreenTiles } from '../casino/GameGrid';
import { observedRoots, TestObserver } from '../../../tests/support/observedRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Reports what the test says is near the screen, once when observing starts and on `near()`. */
class NearObserver extends TestObserver {
  static all: NearObserver[] = [];
  el?: Element;
  constructor(callback: IntersectionObserverCallback) {
    super(callback);
    NearObserver.all.push(this);
  }
  observe(el: Element) {
    this.el = el;
  }
  disconnect() {
    this.el = undefined;
  }
  near() {
    if (this.el) this.emit({ isIntersecting: true, target: this.el });
  }
}

const roots = observedRoots(
  NearObserver,
  () => {
    NearObserver.all = [];
  }, // the page-wide idle queue is module state: let its last scheduled turn run before the fake clock goes
  () => act(() => void vi.runOnlyPendingTimers()),
);

function render(blocks: { eager?: boolean }[]) {
  const { root, container } = roots.mount();
  act(() =>
    root.render(
      <div>
        {blocks.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of test blocks
          <DeferredMount key={i} eager={b.eager} placeholder={<i data-testid="space">{i}</i>}>
            <b data-testid="block">{i}</b>
          </DeferredMount>
        ))}
      </div>,
    ),
  );
  return () => [...container.querySelectorAll('[data-testid="block"]')].map((e) => Number(e.textContent));
}

describe('DeferredMount', () => {
  it('renders an eager block at once and holds the space of the others', () => {
    const shown = render([{ eager: true }, {}, {}]);
    expect(shown()).toEqual([0]);
    expect(document.body.querySelectorAll('[data-testid="space"]')).toHaveLength(2);
  });

  it('renders a block when it comes near the screen', async () => {
    const shown = render([{ eager: true }, {}, {}]);
    await act(async () => NearObserver.all[1].near());
    expect(shown()).toEqual([0, 2]);
  });

  it('renders the rest one at a time, in order, when the page is idle', async () => {
    const shown = render([{}, {}, {}]);
    await act(async () => void vi.advanceTimersByTime(50));
    expect(shown()).toEqual([0]);
    await act(async () => void vi.advanceTimersByTime(50));
    expect(shown()).toEqual([0, 1]);
    await act(async () => void vi.advanceTimersByTime(50));
    expect(shown()).toEqual([0, 1, 2]);
  });
});

describe('firstScreenTiles', () => {
  it('is the tiles of one screen at the grid columns of the width', () => {
    // a 390 × 844 phone: 2 columns of 195 × 260 px tiles, 4 rows
    expect(firstScreenTiles(390, 844)).toBe(8);
    // 1280 × 720: 6 columns of 213 × 284 px tiles, 3 rows
    expect(firstScreenTiles(1280, 720)).toBe(18);
    expect(firstScreenTiles(0, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});
