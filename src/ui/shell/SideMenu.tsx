import { Box, chakra, IconButton, Stack, Text } from '@chakra-ui/react';
import { useWide } from '../common/useWide';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavItem } from '../../config/types';
import { useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { useOpenedOnce } from '../common/useOpenedOnce';
import { isNavItemVisible } from './navVisibility';
import { useNavButton } from './useNavAction';
import { usePathname } from './shellRouting';
import { selectedColors } from '../common/selected';

const MobileMenu = lazy(() => import('./MobileMenu'));

const MenuEntry = observer(function MenuEntry({ item, short }: { item: NavItem; short: boolean }) {
  const { label, button } = useNavButton(item);
  const pathname = usePathname();
  const active = Boolean(item.route && (pathname === item.route || pathname.startsWith(`${item.route}/`)));
  return (
    <chakra.button
      {...button}
      title={short ? label : undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={`menu-${item.id}`}
      display="flex"
      alignItems="center"
      gap="3"
      w="full"
      px="3"
      py="2"
      borderRadius="button"
      textAlign="left"
      fontSize="sm"
      {...selectedColors(active)}
      _hover={item.disabled || active ? undefined : { bg: 'brand.surfaceAlt' }}
    >
      <Icon name={item.icon} />
      {!short && <Text as="span">{label}</Text>}
    </chakra.button>
  );
});

/** Side menu from navigation.json sections; entries of banned casino types/providers are hidden. */
export const SideMenu = observer(function SideMenu() {
  const root = useStore();
  const intl = useIntl();
  const { userSettings, app } = root;
  const short = userSettings.shortMenu;
  const drawerMounted = useOpenedOnce(app.sideMenuOpened);
  // Below md the menu is the phone drawer: the side column is not rendered at all there (it was
  // hidden by CSS, yet built on every phone's first render).
  const wide = useWide();
  const sections = root.config.navigation.sideMenu
    .map((s) => ({ ...s, items: s.items.filter((i) => isNavItemVisible(i, root)) }))
    .filter((s) => s.items.length > 0);

  const body = (isShort: boolean) => (
    <Stack gap="4" p="2">
      {sections.map((section) => (
        <Box key={section.id} data-testid={`menu-section-${section.id}`}>
          {!isShort && (
            <Text px="3" pb="1" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="brand.textMuted">
              <FormattedMessage id={section.labelId} />
            </Text>
          )}
          <Stack gap="1">
            {section.items.map((item) => (
              <MenuEntry key={item.id} item={item} short={isShort} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );

  return (
    <>
      {wide && (
        <Box
          as="nav"
          aria-label={intl.formatMessage({ id: 'menu.label' })}
          display={{ base: 'none', md: 'block' }}
          w={short ? '[64px]' : '[232px]'}
          flexShrink={0}
          bg="brand.surface"
          borderRightWidth="[1px]"
          borderColor="brand.border"
          position="sticky"
          top="[64px]"
          h="[calc(100vh - 64px)]"
          overflowY="auto"
          transition="[width 0.2s]"
          data-testid="side-menu"
          data-short={short}
        >
          <Box p="2" textAlign={short ? 'center' : 'right'}>
            <IconButton
              size="xs"
              variant="ghost"
              color="brand.textMuted"
              aria-label={intl.formatMessage({ id: short ? 'menu.expand' : 'menu.collapse' })}
              onClick={() => userSettings.setProp('isShortMenu', !short)}
              data-testid="menu-collapse"
            >
              <Icon name={short ? 'expand' : 'collapse'} size={16} />
            </IconButton>
          </Box>
          {body(short)}
        </Box>
      )}
      {/* The phone menu is a modal drawer; its code comes with its first opening. */}
      {drawerMounted && (
        <Suspense fallback={null}>
          <MobileMenu>{body(false)}</MobileMenu>
        </Suspense>
      )}
    </>
  );
});
