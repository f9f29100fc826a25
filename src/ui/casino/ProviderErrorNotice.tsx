import { lazy, Suspense } from 'react';

import type { ProviderErrorNoticeProps } from './ProviderErrorNoticeView';

export type { ProviderErrorNoticeProps, ProviderFailure } from './ProviderErrorNoticeView';

// Shown only when a list fails: its code is not part of a lobby that loads.
const View = lazy(() => import('./ProviderErrorNoticeView'));

/** Inline notice for one provider whose list failed or whose every item was discarded; the others keep rendering. */
export function ProviderErrorNotice(props: ProviderErrorNoticeProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
