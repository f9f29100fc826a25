import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../StoreContext';
import { DOWN_MENU_HEIGHT } from './downMenuHeight';

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

export default LoginMenu;
