import { useSyncExternalStore } from 'react';
import { isWideNow, WIDE_QUERY } from './wideQuery';

function subscribe(onChange: () => void): () => void {
  const mq = typeof window === 'undefined' ? undefined : window.matchMedia?.(WIDE_QUERY);
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}

/**
 * Whether the layout is wide, following the window. The prerendered page was rendered wide and the
 * hydrating render reads that same answer (React's server snapshot), so hydration matches; a phone then
 * renders again at once with its own answer. What differs between the two must be hidden by CSS in the
 * wide markup (`display={{ base: 'none', md: … }}`), so the phone never sees the wide parts.
 */
export function useWide(): boolean {
  return useSyncExternalStore(subscribe, isWideNow, serverWide);
}
const serverWide = () => true;
