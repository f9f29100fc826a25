import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavItem } from '../../config/types';
import { useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { isNavItemVisible } from './navVisibility';
import { useNavButton } from './useNavAction';
import { usePathname } from './shellRouting';

/** Height of the phone bottom bar, its top border included; the page is padded by as much so the bar never covers content. */
export const DOWN_MENU_HEIGHT = '61px';

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

/**
 * A guest's account panel above the down menu: sign in or sign up (the auth modal of that type).
 * Escape or a click outside closes it and gives focus back to the account entry.
 */
const LoginMenu = observer(function LoginMenu() {
  const { app } = useStore();
  const ref = useRef<HTMLDivElement>(null);
  const open = app.loginMenuOpened;
  useEffect(() => {
    if (!open) return;
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const close = () => {
      app.setProp('loginMenuOpened', false);
      document.querySelector<HTMLElement>('[aria-controls="login-menu"]')?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (ref.current?.contains(t) || (t as Element).closest?.('[aria-controls="login-menu"]')) return;
      app.setProp('loginMenuOpened', false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, app]);
  if (!open) return null;
  const choose = (type: 'SignIn' | 'SignUp') => {
    app.setProp('loginMenuOpened', false);
    app.openAuthModal(type);
  };
  return (
    <Box
      ref={ref}
      id="login-menu"
      role="region"
      aria-labelledby="login-menu-title"
      data-testid="login-menu"
      position="fixed"
      left="2"
      right="2"
      bottom={`[calc(${DOWN_MENU_HEIGHT} + 8px + env(safe-area-inset-bottom, 0px))]`}
      zIndex="overlay"
      bg="brand.surface"
      borderWidth="[1px]"
      borderColor="brand.border"
      borderRadius="card"
      boxShadow="lg"
      p="4"
    >
      <Text id="login-menu-title" fontWeight="bold" mb="1">
        <FormattedMessage id="loginMenu.title" />
      </Text>
      <Text fontSize="sm" color="brand.textMuted" mb="3">
        <FormattedMessage id="loginMenu.text" />
      </Text>
      <Stack direction="row" gap="2">
        <Button flex={1} bg="brand.primary" color="brand.primaryText" borderRadius="button" onClick={() => choose('SignIn')} data-testid="login-menu-sign-in">
          <FormattedMessage id="loginMenu.signIn" />
        </Button>
        <Button
          flex={1}
          variant="outline"
          borderColor="brand.primary"
          color="brand.text"
          borderRadius="button"
          onClick={() => choose('SignUp')}
          data-testid="login-menu-sign-up"
        >
          <FormattedMessage id="loginMenu.signUp" />
        </Button>
      </Stack>
    </Box>
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
      <LoginMenu />
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
