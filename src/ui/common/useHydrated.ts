import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while the page renders as the server prerendered it (on the server, and in the browser while React
 * hydrates that markup), true from the render after. Data the browser may already hold when it hydrates
 * (the first screen's game lists, asked for at start-up) is shown from then on, so hydration finds the
 * markup the server wrote. A page rendered afresh (no prerendered markup) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
