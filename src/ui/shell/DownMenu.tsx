import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { NavItem } from '../../config/types';
import { useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { isNavItemVisible } from './navVisibility';
import { useNavButton } from './useNavAction';
import { usePathname } from './shellRouting';

export { DOWN_MENU_HEIGHT } from './downMenuHeight';

// A guest's sign-in/sign-up panel: its code comes with the first tap on the account entry.
const LoginMenu = lazy(() => import('./LoginMenu'));

/** Whether an entry stands for the page being shown (routes) or the panel open now (actions). */
function useIsActive(item: NavItem): boolean {
  const pathname = usePathname();
  const { app, payment, auth } = useStore();
  if (item.route) {
    // The home entry ("/casino") is only active on the home page itself, not on every casino page.
    const own = pathname === item.route || pathname === `${item.route}/`;
    const deeper = pathname.startsWith(`${item.route}/`) && item.route.split('/').length > 2;
    return own || deeper;
  }
  switch (item.action) {
    case 'menu':
      return app.sideMenuOpened;
    case 'search':
      return app.searchOpened;
    case 'deposit':
    case 'withdrawal':
      return payment?.modal.isOpen ?? false;
    case 'account':
      return auth.isAuth ? pathname === '/profile' || pathname.startsWith('/profile/') : app.loginMenuOpened;
    case 'contacts':
      return app.contactsOpened;
    default:
      return false;
  }
}

const DownMenuEntry = observer(function DownMenuEntry({ item }: { item: NavItem }) {
  const { label, button } = useNavButton(item);
  const { app, auth } = useStore();
  const active = useIsActive(item);
  const opensPanel = item.action === 'account' && !auth.isAuth;
  return (
    <chakra.button
      {...button}
      aria-current={active && item.route ? 'page' : undefined}
      aria-pressed={active && !item.route ? true : undefined}
      aria-expanded={opensPanel ? app.loginMenuOpened : undefined}
      aria-controls={opensPanel ? 'login-menu' : undefined}
      data-testid={`down-menu-${item.id}`}
      data-active={active || undefined}
      flex="1 1 0"
      minW="[0]"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="[2px]"
      h="full"
      px="1"
      fontSize="2xs"
      lineHeight="short"
      // labels keep the body text colour (small text needs full contrast); the icon and top bar mark the active entry
      color="brand.text"
      fontWeight={active ? 'bold' : 'normal'}
      borderTopWidth="[3px]"
      borderColor={active ? 'brand.primary' : 'transparent'}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.primary', outlineOffset: '-2px' }}
    >
      <Box as="span" color={active ? 'brand.primary' : 'brand.textMuted'} display="inline-flex">
        <Icon name={item.icon} size={22} />
      </Box>
      <Text as="span" maxW="full" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
        {label}
      </Text>
    </chakra.button>
  );
});

/** The phone bottom bar from navigation.json `downMenu` (hidden from the engine's md breakpoint up). */
export const DownMenu = observer(function DownMenu() {
  const root = useStore();
  const intl = useIntl();
  const pathname = usePathname();
  const items = root.config.navigation.downMenu.filter((i) => isNavItemVisible(i, root));
  // The login menu belongs to a guest on this page: it closes on sign-in and on navigation.
  const isAuth = root.auth.isAuth;
  // biome-ignore lint/correctness/useExhaustiveDependencies: isAuth and pathname are the triggers that close the menu
  useEffect(() => {
    root.app.setProp('loginMenuOpened', false);
  }, [isAuth, pathname, root.app]);
  if (items.length === 0) return null;
  return (
    <>
      {root.app.loginMenuOpened && (
        <Suspense fallback={null}>
          <LoginMenu />
        </Suspense>
      )}
      <Flex
        as="nav"
        aria-label={intl.formatMessage({ id: 'downMenu.label' })}
        data-testid="down-menu"
        display={{ base: 'flex', md: 'none' }}
        position="fixed"
        left="[0]"
        right="[0]"
        bottom="[0]"
        zIndex="sticky"
        h="[60px]"
        pb="[env(safe-area-inset-bottom, 0px)]"
        boxSizing="content-box"
        bg="brand.surface"
        borderTopWidth="[1px]"
        borderColor="brand.border"
        align="stretch"
      >
        {items.map((item) => (
          <DownMenuEntry key={item.id} item={item} />
        ))}
      </Flex>
    </>
  );
});
