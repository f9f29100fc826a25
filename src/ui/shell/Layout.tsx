import { Box, chakra, Flex, Spinner, Center } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useStore } from '../StoreContext';
import { CashDeskSlot } from '../cashdesk/CashDeskSlot';
import { AuthModalSlot, ContactsDialogSlot } from './DialogSlots';
import { DOWN_MENU_HEIGHT, DownMenu } from './DownMenu';
import { DeferredMount } from '../common/DeferredMount';
import { Header } from './Header';
import { maintenanceAreaOf } from '../../config/maintenanceArea';
import type { ShellFlags } from '../../config/routes';
import { OfflineNotice } from './OfflineNotice';
import { SearchSlot, type SearchModalComponent } from './SearchSlot';
import { ShellRouting, usePathname } from './shellRouting';
import { SideMenu } from './SideMenu';
import { Toasts } from './Toasts';

// Not on a first screen, so not in the first visit's bytes: the footer (mounted below the fold when it comes
// near, its placeholder holding the space) and the notice of an area closed for maintenance.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const MaintenanceScreen = lazy(() => import('./MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })));

// The referral notices are a signed-in player's: their code and store are not part of a guest's first visit.
const ReferralNotices = lazy(() => import('./ReferralNotices'));

/** A signed-in player's unread referral notifications (when the brand runs the programme); a sign-out drops them. */
const PlayerReferralNotices = observer(function PlayerReferralNotices() {
  const root = useStore();
  const shown = root.auth.isAuth && root.config.brand.features.referral !== false;
  const notices = root.referralNotices;
  useEffect(() => {
    if (!shown) notices?.clear();
  }, [shown, notices]);
  return shown ? (
    <Suspense fallback={null}>
      <ReferralNotices />
    </Suspense>
  ) : null;
});

/** Route `handle` flags the shell reads (set per route family in src/app/routes). */
export type ShellHandle = ShellFlags;

export function PageFallback() {
  return (
    <Center py="16">
      <Spinner color="brand.primary" size="lg" />
    </Center>
  );
}

const MAIN_ID = 'main-content';

/** First stop of the Tab order: jumps past the header and menu to the page (hidden until focused). */
function SkipLink() {
  const intl = useIntl();
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      onClick={(e) => {
        // the router owns the URL hash; move focus without navigating
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      position="absolute"
      left="2"
      top="-40"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="brand.primary"
      color="brand.primaryText"
      borderRadius="button"
      _focus={{ top: '2' }}
    >
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </chakra.a>
  );
}

/** Scroll to the top on every path or query change (the router owns the URL). */
function ScrollReset() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the triggers; scroll resets to the top on every path or query change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** `children` unless the route's `handle` hides it (sidebar, footer). */
function UnlessHidden({ flag, children }: { flag: keyof ShellHandle; children: ReactNode }) {
  const flags: ShellHandle = Object.assign({}, ...useMatches().map((m) => (m.handle as ShellHandle | undefined) ?? {}));
  return flags[flag] ? null : children;
}

/** Tells the stores the page is on screen (hydrated, when prerendered): inside the page's boundary, so it runs after the page's own hydration. */
function PageRendered() {
  const root = useStore();
  useEffect(() => root.app.pageRendered(), [root]);
  return null;
}

/** The page, or the platform's notice when its area is closed (the shell stays: menus, sign-in). */
const Page = observer(function Page() {
  const root = useStore();
  const area = maintenanceAreaOf(usePathname());
  const closed = area === 'open' ? undefined : root.maintenance.noticeFor(area);
  return (
    <Suspense fallback={<PageFallback />}>
      {closed ? <MaintenanceScreen notice={closed} /> : <Outlet />}
      <PageRendered />
    </Suspense>
  );
});

/**
 * The shell every page renders in. Slots: the page (<Outlet/>) in <main>; the search modal
 * (SearchSlot, given by the app: the modal is a casino page component); dialogs (auth, contacts) and
 * toasts. Sidebar and footer hide per route handle. It reads no location itself: a navigation renders
 * only the parts that follow it (ShellRouting, the page, a hidden sidebar or footer), not the whole shell.
 */
export const Layout = observer(function Layout({ searchModal }: { searchModal: SearchModalComponent }) {
  const root = useStore();
  const hasDownMenu = root.config.navigation.downMenu.length > 0;
  return (
    <ShellRouting>
      <ScrollReset />
      <Flex
        direction="column"
        minH="[100vh]"
        bg="brand.bg"
        color="brand.text"
        // the phone bottom bar is fixed: the page ends above it instead of under it
        pb={hasDownMenu ? { base: `[calc(${DOWN_MENU_HEIGHT} + env(safe-area-inset-bottom, 0px))]`, md: '[0]' } : undefined}
      >
        <SkipLink />
        <Header />
        <OfflineNotice />
        <Flex flex={1} align="stretch">
          <UnlessHidden flag="hideSidebar">
            <SideMenu />
          </UnlessHidden>
          <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex={1} minW="[0]" display="flex" flexDirection="column">
            <UnlessHidden flag="hideNotices">
              <PlayerReferralNotices />
            </UnlessHidden>
            {/* At least a screen tall: the footer starts below the first screen, so a page's content arriving later never moves it into view. */}
            <Box flex={1} minH="[100vh]">
              <Page />
            </Box>
            {/* Below every page: built once the first screen is up (near the screen or when idle), not in the first render. */}
            <UnlessHidden flag="hideFooter">
              <DeferredMount placeholder={<Box minH="40" />}>
                <Suspense fallback={<Box minH="40" />}>
                  <Footer />
                </Suspense>
              </DeferredMount>
            </UnlessHidden>
          </Box>
        </Flex>
        <DownMenu />
        <Toasts />
        <AuthModalSlot />
        <ContactsDialogSlot />
        <CashDeskSlot />
        <SearchSlot modal={searchModal} />
      </Flex>
    </ShellRouting>
  );
});
