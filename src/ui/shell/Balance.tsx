import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { useStore } from '../StoreContext';

/**
 * Balance and bonus balance with the brand's display label for the player's currency; in the header a
 * phone shows the balance alone (the phone menu shows both: `inMenu`). Until the balance is read it shows "unknown", never a zero the player does not
 * hold; after a failed refresh the last value stays, visibly marked (and said to screen readers) as stale.
 */
export const Balance = observer(function Balance({ inMenu = false }: { inMenu?: boolean }) {
  const root = useStore();
  const intl = useIntl();
  const { auth } = root;
  const state = auth.balanceState;
  const label = auth.currencyLabel;
  const staleText = intl.formatMessage({ id: 'header.balanceStale' });
  const amount = (n: number, testId: string) => (
    <Text
      fontWeight="bold"
      fontSize={testId === 'balance-amount' ? { base: 'sm', md: 'md' } : undefined}
      whiteSpace="nowrap"
      data-testid={inMenu ? `menu-${testId}` : testId}
      data-state={state}
      opacity={state === 'stale' ? '[0.6]' : undefined}
      title={state === 'stale' ? staleText : undefined}
    >
      {state === 'unknown' ? (
        <FormattedMessage id="header.balanceUnknown" />
      ) : (
        <>
          {formatAmount(n, intl.locale, root.config.rules.amountDecimals)} {label}
          {state === 'stale' && (
            <>
              <span aria-hidden="true"> ⚠</span>
              <VisuallyHidden> {staleText}</VisuallyHidden>
            </>
          )}
        </>
      )}
    </Text>
  );
  return (
    <HStack gap="4" data-testid={inMenu ? 'menu-balance' : 'header-balance'}>
      <Box textAlign={inMenu ? 'left' : 'right'}>
        <Text fontSize="xs" color="brand.textMuted" display={inMenu ? 'block' : { base: 'none', md: 'block' }}>
          <FormattedMessage id="header.balance" />
        </Text>
        {amount(auth.balance, 'balance-amount')}
      </Box>
      <Box textAlign={inMenu ? 'left' : 'right'} display={inMenu ? 'block' : { base: 'none', md: 'block' }}>
        <Text fontSize="xs" color="brand.textMuted">
          <FormattedMessage id="header.bonusBalance" />
        </Text>
        {amount(auth.bonusBalance, 'bonus-balance-amount')}
      </Box>
    </HStack>
  );
});
