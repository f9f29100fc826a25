/*
 * The layout's breakpoint as a media query, without React or Chakra: start-up (app/boot.ts) and the prerendered
 * page's head script (app/firstRequests.ts) pick the platform with it before the app's render code has run.
 */

/**
 * Chakra's `md` breakpoint, where the layout's `{ base, md }` styles switch. Written out: Chakra's theme module
 * imports every recipe and, through them, React DOM, which start-up must not evaluate (wideQuery.test.ts checks
 * the value against Chakra's theme).
 */
export const WIDE_BREAKPOINT = '768px';

/** The layout is "wide" from Chakra's md breakpoint up; below it is the phone layout. */
export const WIDE_QUERY = `(min-width: ${WIDE_BREAKPOINT})`;

/** Whether the window is wide now; true where there is no window (the prerenderer). */
export function isWideNow(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return typeof win?.matchMedia === 'function' ? win.matchMedia(WIDE_QUERY).matches : true;
}
