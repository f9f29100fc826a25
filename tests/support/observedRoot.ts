import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * React roots in jsdom for a test file that drives IntersectionObserver itself (call at the top of the file). Before
 * each test: the fake clock, `reset()` of the observer class's own state, and the class as the global. After it: the
 * root unmounted and its container removed, `settle()` (module state a test must let finish on the fake clock),
 * then the real clock and globals back.
 */
export function observedRoots(Observer: unknown, reset: () => void, settle?: () => void): { mount(): { root: Root; container: HTMLElement } } {
  let view: { root: Root; container: HTMLElement } | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    reset();
    vi.stubGlobal('IntersectionObserver', Observer);
  });
  afterEach(() => {
    if (view) act(() => view!.root.unmount());
    view?.container.remove();
    view = undefined;
    settle?.();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return {
    mount() {
      const container = document.createElement('div');
      document.body.appendChild(container);
      view = { root: createRoot(container), container };
      return view;
    },
  };
}

/**
 * What every IntersectionObserver a test drives has: the callback and options it was made with, the methods the
 * code calls that the test does not watch, and `emit` to report one entry.
 */
export class TestObserver {
  constructor(
    protected readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(_el: Element) {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  protected emit(entry: Partial<IntersectionObserverEntry>) {
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
