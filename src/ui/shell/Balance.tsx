import { Box, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { useStore } from '../StoreContext';
import { currencyLabel } from '../common/brand';

/** Balance and bonus balance with the brand's display label for the player's currency; a phone shows the balance alone. */
export const Balance = observer(function Balance() {
  const root = useStore();
  const { auth } = root;
  const label = currencyLabel(root.config, auth.currency || auth.user.currency);
  const intl = useIntl();
  const amount = (n: number) => formatAmount(n, intl.locale, root.config.rules.amountDecimals);
  return (
    <HStack gap={4} data-testid="header-balance">
      <Box textAlign="right">
        <Text fontSize="xs" color="brand.textMuted" display={{ base: 'none', md: 'block' }}>
          <FormattedMessage id="header.balance" />
        </Text>
        <Text fontWeight="bold" fontSize={{ base: 'sm', md: 'md' }} whiteSpace="nowrap" data-testid="balance-amount">
          {amount(auth.balance)} {label}
        </Text>
      </Box>
      <Box textAlign="right" display={{ base: 'none', md: 'block' }}>
        <Text fontSize="xs" color="brand.textMuted">
          <FormattedMessage id="header.bonusBalance" />
        </Text>
        <Text fontWeight="bold" data-testid="bonus-balance-amount">
          {amount(auth.bonusBalance)} {label}
        </Text>
      </Box>
    </HStack>
  );
});
