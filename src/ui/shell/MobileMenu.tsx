import { Box, Button, chakra, Drawer, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from '../StoreContext';
import { PhoneSettings } from './PhoneSettings';

/** The side menu on a phone (AppStore.sideMenuOpened); a chunk of its own, loaded on first opening (SideMenu). */
const MobileMenu = observer(function MobileMenu({ children }: { children: ReactNode }) {
  const { app } = useStore();
  const intl = useIntl();
  // A modal drawer: it traps focus, closes on Escape or outside click and gives focus back to its opener.
  return (
    <Drawer.Root open={app.sideMenuOpened} onOpenChange={(e) => app.setProp('sideMenuOpened', e.open)}>
      <Portal>
        <Drawer.Backdrop top="[64px]" />
        <Drawer.Positioner top="[64px]">
          <Drawer.Content
            bg="brand.surface"
            color="brand.text"
            maxW="[260px]"
            overflowY="auto"
            aria-label={intl.formatMessage({ id: 'menu.label' })}
            data-testid="mobile-menu"
            // choosing an entry closes the drawer (entries navigate or open another dialog); a setting keeps it open
            onClick={(e) => (e.target as HTMLElement).closest('button:not([data-keep-open])') && app.setProp('sideMenuOpened', false)}
          >
            <PhoneSettings />
            <chakra.nav aria-label={intl.formatMessage({ id: 'menu.label' })}>{children}</chakra.nav>
            <Box p="4">
              <Drawer.CloseTrigger asChild position="static">
                <Button size="sm" variant="outline" color="brand.text" borderColor="brand.border">
                  <FormattedMessage id="common.close" />
                </Button>
              </Drawer.CloseTrigger>
            </Box>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
});
export default MobileMenu;
