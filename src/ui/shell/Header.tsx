import { Box, Button, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from '../StoreContext';
import { brandAsset } from '../common/brand';
import { Icon } from '../common/Icon';
import { Balance } from './Balance';
import { LanguageSelect } from './LanguageSelect';

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
      <IconButton
        aria-label={intl.formatMessage({ id: 'header.menu' })}
        variant="ghost"
        color="brand.text"
        size="sm"
        onClick={() => app.setProp('sideMenuOpened', !app.sideMenuOpened)}
        aria-expanded={app.sideMenuOpened}
        aria-haspopup="dialog"
        display={{ base: 'inline-flex', md: 'none' }}
        data-testid="menu-button"
      >
        <Icon name="menu" />
      </IconButton>
      <RouterLink to="/casino" aria-label={config.brand.name}>
        {/* a fixed box (the image is contained, left-aligned in it): the header is laid out before the logo loads */}
        {logo ? (
          <Image
            src={logo}
            alt={config.brand.name}
            h={{ base: '[28px]', sm: '[36px]' }}
            w={{ base: '[110px]', sm: '[160px]' }}
            minW="[0]"
            objectFit="contain"
            objectPosition="left center"
          />
        ) : (
          <Text fontWeight="bold">{config.brand.name}</Text>
        )}
      </RouterLink>
      <Text display={{ base: 'none', lg: 'block' }} color="brand.textMuted" fontSize="sm" data-testid="greeting">
        {auth.isAuth ? (
          <FormattedMessage id="header.greeting" values={{ name: auth.user.firstName || auth.user.email }} />
        ) : (
          <FormattedMessage id="header.greetingGuest" />
        )}
      </Text>
      <Box flex={1} />
      <IconButton
        aria-label={intl.formatMessage({ id: 'header.search' })}
        variant="ghost"
        color="brand.text"
        size="sm"
        onClick={() => app.setProp('searchOpened', true)}
        data-testid="search-button"
      >
        <Icon name="search" />
      </IconButton>
      <IconButton
        aria-label={intl.formatMessage({ id: mode === 'light' ? 'header.themeDark' : 'header.themeLight' })}
        variant="ghost"
        color="brand.text"
        size="sm"
        onClick={() => userSettings.toggleTheme()}
        display={auth.isAuth ? { base: 'none', sm: 'inline-flex' } : 'inline-flex'}
        data-testid="theme-toggle"
      >
        <Icon name={mode === 'light' ? 'moon' : 'sun'} />
      </IconButton>
      <Box display={{ base: 'none', sm: 'block' }}>
        <LanguageSelect />
      </Box>
      {auth.isAuth ? (
        <HStack gap={{ base: '1', sm: '3' }} flexShrink={0}>
          <Balance />
          <Button
            size="sm"
            px={{ base: '2', sm: '4' }}
            bg="brand.primary"
            color="brand.primaryText"
            borderRadius="button"
            onClick={() => root.openCashDesk('Deposit')}
            aria-label={intl.formatMessage({ id: 'header.deposit' })}
            data-testid="deposit-button"
          >
            <Icon name="wallet" size={18} />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              <FormattedMessage id="header.deposit" />
            </Box>
          </Button>
          <RouterLink to="/profile" aria-label={intl.formatMessage({ id: 'header.profile' })}>
            <Icon name="user" />
          </RouterLink>
          <IconButton
            aria-label={intl.formatMessage({ id: 'header.logout' })}
            variant="ghost"
            color="brand.text"
            size="sm"
            onClick={() => app.openAuthModal('LogOut')}
            data-testid="logout-button"
          >
            <Icon name="logout" />
          </IconButton>
        </HStack>
      ) : (
        <Button
          size="sm"
          flexShrink={0}
          px={{ base: '3', sm: '4' }}
          bg="brand.primary"
          color="brand.primaryText"
          borderRadius="button"
          onClick={() => app.openAuthModal('SignIn')}
          data-testid="login-button"
        >
          <FormattedMessage id="header.login" />
        </Button>
      )}
    </Flex>
  );
});
