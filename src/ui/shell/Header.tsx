import { Box, Flex, HStack, IconButton, Image, Text, type IconButtonProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from '../StoreContext';
import { brandAsset } from '../common/brand';
import { PrimaryButton } from '../common/ActionButton';
import { Icon } from '../common/Icon';
import { Balance } from './Balance';
import { LanguageSelect } from './LanguageSelect';

// one object spread before the caller's props, as PrimaryButton does (src/ui/common/ActionButton.tsx)
const ghost: IconButtonProps = { variant: 'ghost', color: 'brand.text', size: 'sm' };

/** An icon button of the top bar, named by a text id. */
function HeaderIconButton({ labelId, icon, ...rest }: { labelId: string; icon: string } & IconButtonProps) {
  const intl = useIntl();
  return (
    <IconButton aria-label={intl.formatMessage({ id: labelId })} {...ghost} {...rest}>
      <Icon name={icon} />
    </IconButton>
  );
}

/** Top bar: logo, greeting, balance or login, language, game search, theme toggle. */
export const Header = observer(function Header() {
  const root = useStore();
  const intl = useIntl();
  const { auth, app, userSettings, config } = root;
  const mode = userSettings.themeMode;
  const logo = brandAsset(config, config.theme.logos[mode]);
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', sm: '3' }}
      px={{ base: '2', md: '5' }}
      h="[64px]"
      bg="brand.surface"
      borderBottomWidth="[1px]"
      borderColor="brand.border"
      position="sticky"
      top="[0]"
      zIndex="sticky"
    >
      <HeaderIconButton
        labelId="header.menu"
        icon="menu"
        onClick={() => app.setProp('sideMenuOpened', !app.sideMenuOpened)}
        aria-expanded={app.sideMenuOpened}
        aria-haspopup="dialog"
        display={{ base: 'inline-flex', md: 'none' }}
        data-testid="menu-button"
      />
      {/* the logo gives way first on a narrow phone (a signed-in player's balance and buttons need the room): the
          header never grows wider than the screen */}
      <Box as="span" display="flex" minW="[0]" flexShrink={1}>
        <RouterLink to="/casino" aria-label={config.brand.name}>
          {/* a fixed box (the image is contained, left-aligned in it): the header is laid out before the logo loads */}
          {logo ? (
            <Image
              src={logo}
              alt={config.brand.name}
              h={{ base: '[28px]', sm: '[36px]' }}
              w={{ base: '[110px]', sm: '[160px]' }}
              minW="[0]"
              maxW="full"
              objectFit="contain"
              objectPosition="left center"
            />
          ) : (
            <Text fontWeight="bold" truncate>
              {config.brand.name}
            </Text>
          )}
        </RouterLink>
      </Box>
      <Text display={{ base: 'none', lg: 'block' }} color="brand.textMuted" fontSize="sm" data-testid="greeting">
        {auth.isAuth ? (
          <FormattedMessage id="header.greeting" values={{ name: auth.user.firstName || auth.user.email }} />
        ) : (
          <FormattedMessage id="header.greetingGuest" />
        )}
      </Text>
      <Box flex={1} />
      <HeaderIconButton labelId="header.search" icon="search" onClick={() => app.setProp('searchOpened', true)} data-testid="search-button" />
      <HeaderIconButton
        labelId={mode === 'light' ? 'header.themeDark' : 'header.themeLight'}
        icon={mode === 'light' ? 'moon' : 'sun'}
        onClick={() => userSettings.toggleTheme()}
        display={auth.isAuth ? { base: 'none', sm: 'inline-flex' } : 'inline-flex'}
        data-testid="theme-toggle"
      />
      <Box display={{ base: 'none', sm: 'block' }}>
        <LanguageSelect />
      </Box>
      {auth.isAuth ? (
        <HStack gap={{ base: '1', sm: '3' }} flexShrink={0}>
          <Balance />
          <PrimaryButton
            size="sm"
            px={{ base: '2', sm: '4' }}
            onClick={() => root.openCashDesk('Deposit')}
            aria-label={intl.formatMessage({ id: 'header.deposit' })}
            data-testid="deposit-button"
          >
            <Icon name="wallet" size={18} />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              <FormattedMessage id="header.deposit" />
            </Box>
          </PrimaryButton>
          <RouterLink to="/profile" aria-label={intl.formatMessage({ id: 'header.profile' })}>
            <Icon name="user" />
          </RouterLink>
          <HeaderIconButton labelId="header.logout" icon="logout" onClick={() => app.openAuthModal('LogOut')} data-testid="logout-button" />
        </HStack>
      ) : (
        <PrimaryButton size="sm" flexShrink={0} px={{ base: '3', sm: '4' }} onClick={() => app.openAuthModal('SignIn')} data-testid="login-button">
          <FormattedMessage id="header.login" />
        </PrimaryButton>
      )}
    </Flex>
  );
});
