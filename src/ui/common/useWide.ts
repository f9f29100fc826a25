import { breakpoints } from '@chakra-ui/react/theme';
import { useSyncExternalStore } from 'react';

/** The layout is "wide" from Chakra's md breakpoint up; below it is the phone layout. */
export const WIDE_QUERY = `(min-width: ${breakpoints.md})`;

/** Whether the window is wide now; true where there is no window (the prerenderer). */
export function isWideNow(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return typeof win?.matchMedia === 'function' ? win.matchMedia(WIDE_QUERY).matches : true;
}

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
