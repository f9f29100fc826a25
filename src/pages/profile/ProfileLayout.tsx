import { Box, Flex, Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useStore } from '../../ui/StoreContext';
import { Loading } from '../../ui/common/Page';
import { shownProfileLinks } from './links';

/**
 * Brings the section tab the player is on into the middle of the tab row when the row scrolls (a phone): a section
 * opened from the dashboard or a link would otherwise leave its tab out of sight. The row's own scroll only, so the
 * page never moves.
 */
function useSelectedTabInView(pathname: string) {
  const row = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger: another section selects another tab
  useEffect(() => {
    const nav = row.current;
    const selected = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !selected || nav.scrollWidth <= nav.clientWidth) return;
    const box = nav.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    nav.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [pathname]);
  return row;
}

/**
 * Profile area: logged-in players only (others go to casino home), tabs over the sections the table puts there.
 * On a phone the tabs are one row that scrolls sideways in its own box (wrapped, the ~18 tabs took ~300 px above
 * every section); from the tablet width up they wrap as before. Each tab is a link, so the keyboard reaches
 * every one (the browser scrolls a focused one into view) and the selected one says so (aria-current).
 */
const ProfileLayout = observer(function ProfileLayout() {
  const { auth, config } = useStore();
  const intl = useIntl();
  const { pathname } = useLocation();
  const row = useSelectedTabInView(pathname);
  if (!auth.isAuth) return <Navigate to="/casino" replace />;
  const tabs = shownProfileLinks('tab', config, auth.user.role);
  return (
    <Box px={{ base: '4', md: '8' }} py="6" data-testid="profile">
      <Flex
        ref={row}
        as="nav"
        aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}
        data-testid="profile-tabs"
        gap="2"
        wrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        // room inside the scrolling box for a focused tab's outline, which the box would otherwise clip
        p={{ base: '1', md: '[0]' }}
        mx={{ base: '-1', md: '[0]' }}
        mb={{ base: '5', md: '6' }}
        css={{ scrollbarWidth: 'thin' }}
      >
        {tabs.map(({ to, labelId }) => (
          <Link
            key={to}
            asChild
            px="3"
            py="1.5"
            borderRadius="button"
            fontSize="sm"
            borderWidth="[1px]"
            borderColor="brand.border"
            flexShrink={{ base: '0', md: '1' }}
            whiteSpace={{ base: 'nowrap', md: 'normal' }}
            css={{ '&.active': { bg: 'var(--chakra-colors-brand-primary)', color: 'var(--chakra-colors-brand-primary-text)' } }}
          >
            <NavLink to={to}>
              <FormattedMessage id={labelId} />
            </NavLink>
          </Link>
        ))}
      </Flex>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
});
export default ProfileLayout;
