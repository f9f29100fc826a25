import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from '../StoreContext';

const ToastList = lazy(() => import('./ToastList'));

/**
 * Over the page, never in its flow (a notice arriving after the first screen moves nothing): the standing
 * notices first, then the toasts.
 */
const NoticeColumn = observer(function NoticeColumn({ referral }: { referral: ReactNode }) {
  const { notify } = useStore();
  return (
    <Stack position="fixed" top="[76px]" right="4" zIndex="toast" gap="2" align="flex-end" data-testid="notice-column">
      {referral && <Suspense fallback={null}>{referral}</Suspense>}
      {notify.notifications.length > 0 && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </Stack>
  );
});

export default NoticeColumn;
