import { Box, Flex, Spinner, Center } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { AuthModal } from '../auth/AuthModal';
import { ContactsDialog } from './ContactsDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { SearchSlot } from './SearchSlot';
import { SideMenu } from './SideMenu';
import { Toasts } from './Toasts';

/** Route `handle` flags the shell reads (set per route family in src/app/routes). */
export interface ShellHandle {
  hideSidebar?: boolean;
  hideFooter?: boolean;
}

export function PageFallback() {
  return (
    <Center py={16}>
      <Spinner color="brand.primary" size="lg" />
    </Center>
  );
}

/**
 * The shell every page renders in. Slots: the page (<Outlet/>) in <main>; the search modal
 * (SearchSlot); dialogs (auth, contacts) and toasts. Sidebar and footer hide per route handle.
 */
export const Layout = observer(function Layout() {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const flags = matches.reduce<ShellHandle>((acc, m) => ({ ...acc, ...((m.handle as ShellHandle | undefined) ?? {}) }), {});

  // Scroll resets to the top on every path or query change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return (
    <Flex direction="column" minH="100vh" bg="brand.bg" color="brand.text">
      <Header />
      <OfflineNotice />
      <Flex flex={1} align="stretch">
        {!flags.hideSidebar && <SideMenu />}
        <Box as="main" flex={1} minW={0} display="flex" flexDirection="column">
          <Box flex={1}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </Box>
          {!flags.hideFooter && <Footer />}
        </Box>
      </Flex>
      <Toasts />
      <AuthModal />
      <ContactsDialog />
      <SearchSlot />
    </Flex>
  );
});
