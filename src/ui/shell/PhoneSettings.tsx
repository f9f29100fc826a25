import { Button, HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { Balance } from './Balance';
import { LanguageSelect } from './LanguageSelect';

/**
 * What a narrow header has no room for, at the top of the phone menu: both balances of a signed-in
 * player, the language and the theme toggle; so a 360 px phone reaches everything a desktop shows.
 */
export const PhoneSettings = observer(function PhoneSettings() {
  const { auth, userSettings } = useStore();
  const mode = userSettings.themeMode;
  return (
    <Stack gap="3" px="3" pt="3" pb="1" data-testid="menu-settings" borderBottomWidth="[1px]" borderColor="brand.border">
      {auth.isAuth && <Balance inMenu />}
      <HStack gap="2" justify="space-between" flexWrap="wrap">
        <LanguageSelect testId="menu-language-select" />
        <Button
          size="sm"
          variant="outline"
          color="brand.text"
          borderColor="brand.border"
          data-testid="menu-theme-toggle"
          data-keep-open
          onClick={() => userSettings.toggleTheme()}
        >
          <Icon name={mode === 'light' ? 'moon' : 'sun'} size={16} />
          <FormattedMessage id={mode === 'light' ? 'header.themeDark' : 'header.themeLight'} />
        </Button>
      </HStack>
    </Stack>
  );
});
