import { Box } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

/** The browser's online state, read at render and again after subscribing (no event can slip by). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

/**
 * Whether this page load began without network: read once when the module is first evaluated (the
 * page's boot), and set too by an `offline` state seen before the page ever saw itself online.
 */
let offlineSinceBoot = typeof navigator !== 'undefined' && navigator.onLine === false;
let seenOnline = !offlineSinceBoot;

/**
 * A notice while the browser is offline, straight from `navigator.onLine` at boot: one notice for
 * everything the network being down stops (the provider lists that fail then raise no alert of their
 * own, ProviderListsStore). A page that started offline (the shell came from the service worker's
 * cache, its data calls failed) reloads itself when the network returns, so it recovers without the
 * player doing anything; one that only lost the network hides the notice.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  useEffect(() => {
    if (!online && !seenOnline) offlineSinceBoot = true;
    if (online && offlineSinceBoot) {
      offlineSinceBoot = false;
      window.location.reload();
    }
    if (online) seenOnline = true;
  }, [online]);
  if (online) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="offline-notice"
      bg="brand.surface"
      color="brand.text"
      borderBottomWidth="[1px]"
      borderColor="brand.border"
      px="4"
      py="2"
      textAlign="center"
      fontSize="sm"
    >
      <FormattedMessage id="shell.offline" />
    </Box>
  );
}
