import { HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentKind } from '../../models/payment/paymentOutcome';
import { usePageStore } from '../StoreContext';
import { PrimaryButton, SecondaryButton } from './parts';

/** The profile's payment routes: they open the cash desk on the matching tab, and reopen it from here once closed. */
export const CashDeskSection = observer(function CashDeskSection({ kind }: { kind: PaymentKind }) {
  const payment = usePageStore('payment');
  useEffect(() => {
    payment.open(kind);
  }, [payment, kind]);
  const other: PaymentKind = kind === 'Deposit' ? 'Withdrawal' : 'Deposit';
  const label = (k: PaymentKind) => <FormattedMessage id={k === 'Deposit' ? 'cashdesk.tab.deposit' : 'cashdesk.tab.withdrawal'} />;
  return (
    <Stack gap="4" p="6" bg="brand.surface" borderRadius="card" borderWidth="[1px]" borderColor="brand.border" data-testid="profile-cashdesk" data-kind={kind}>
      <Text fontSize="lg" fontWeight="bold">
        <FormattedMessage id="cashdesk.title" />
      </Text>
      <Text color="brand.textMuted">
        <FormattedMessage id="cashdesk.section.text" />
      </Text>
      <HStack gap="3" wrap="wrap">
        <PrimaryButton onClick={() => payment.open(kind)} data-testid="profile-cashdesk-open">
          {label(kind)}
        </PrimaryButton>
        <SecondaryButton onClick={() => payment.open(other)}>{label(other)}</SecondaryButton>
      </HStack>
    </Stack>
  );
});
