import { useState } from 'react';

/**
 * Whether a lazily loaded dialog should be mounted: from its first opening on, and kept mounted after
 * it closes, so it can animate out and give focus back to its opener. Until then its code is not
 * downloaded (dialogs, focus trap and forms are not part of a first visit).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
