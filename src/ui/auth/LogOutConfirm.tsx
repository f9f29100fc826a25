import { Button, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../StoreContext';

/** Logout confirmation: Yes ends the session, No keeps it. */
export function LogOutConfirm({ onDone }: { onDone: () => void }) {
  const { auth } = useStore();
  return (
    <>
      <Text mb="6">
        <FormattedMessage id="auth.logOut.question" />
      </Text>
      <HStack gap="3" justify="flex-end">
        <Button variant="outline" onClick={onDone} data-testid="logout-no">
          <FormattedMessage id="common.no" />
        </Button>
        <Button
          bg="brand.primary"
          color="brand.primaryText"
          borderRadius="button"
          data-testid="logout-yes"
          onClick={() => {
            onDone();
            void auth.logout();
          }}
        >
          <FormattedMessage id="common.yes" />
        </Button>
      </HStack>
    </>
  );
}
