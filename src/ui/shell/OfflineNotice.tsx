import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A notice while the browser is offline. A page that started offline (the shell came from the
 * service worker's cache, its data calls failed) reloads itself when the network returns, so
 * it recovers without the player doing anything; one that only lost the network hides the notice.
 */
export function OfflineNotice() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const startedOffline = !navigator.onLine;
    const up = () => {
      setOnline(true);
      if (startedOffline) window.location.reload();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  if (online) return null;
  return (
    <Box role="status" aria-live="polite" data-testid="offline-notice" bg="brand.surface" color="brand.text" borderBottomWidth="1px" borderColor="brand.border" px={4} py={2} textAlign="center" fontSize="sm">
      <FormattedMessage id="shell.offline" />
    </Box>
  );
}
