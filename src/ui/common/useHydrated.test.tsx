// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationGate, useHydrated } from './useHydrated';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every value `useHydrated` gave, render by render. */
let seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'tiles' : 'placeholders'}</span>;
}

describe('useHydrated', () => {
  afterEach(() => {
    seen = [];
    document.body.innerHTML = '';
  });

  it('is false on the server', () => {
    expect(
      renderToString(
        <HydrationGate>
          <Probe />
        </HydrationGate>,
      ),
    ).toContain('placeholders');
  });

  it('is false while hydrating the server markup, then true — without a hydration mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <HydrationGate>
        <Probe />
      </HydrationGate>,
    );
    document.body.appendChild(container);
    seen = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <HydrationGate>
          <Probe />
        </HydrationGate>,
        { onRecoverableError: (e) => void errors.push(e) },
      );
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('tiles');
  });

  it('is true from the first render of a page rendered afresh, and outside a gate', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <HydrationGate>
          <Probe />
        </HydrationGate>,
      ),
    );
    expect(seen).not.toContain(false);
    await act(async () => root.render(<Probe />));
    expect(seen.at(-1)).toBe(true);
    root.unmount();
  });
});
