import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/** Outside HydrationGate (a component rendered on its own in the browser): nothing is being hydrated. */
const Hydrated = createContext(true);

/**
 * False while the page renders as the server prerendered it (on the server, and in the browser while React
 * hydrates that markup), true from the render after. Data the browser may already hold when it hydrates
 * (the first screen's game lists, asked for at start-up) is shown from then on, so hydration finds the
 * markup the server wrote. A page rendered afresh (no prerendered markup) is true from its first render.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * Tells `useHydrated` when hydration is over. The switch to the data the browser holds (the first screen's
 * tiles) is a transition, so React renders it in slices of a few milliseconds: read straight from an external
 * store, it was one synchronous render of every first-screen grid, a 80–140 ms task at 4× CPU right after
 * hydration (docs/PERFORMANCE.md "One style sheet per commit").
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  // false on the server and while hydrating; true in a page rendered afresh
  const fresh = useSyncExternalStore(subscribe, onClient, onServer);
  const [hydrated, setHydrated] = useState(fresh);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated value={hydrated}>{children}</Hydrated>;
}
