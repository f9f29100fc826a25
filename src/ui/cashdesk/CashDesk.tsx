import { Box, CloseButton, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useWide } from '../common/useWide';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentKind } from '../../models/payment/paymentOutcome';
import { usePageStore, useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { InvoiceLink } from './crypto';
import { DepositForm } from './DepositForm';
import { PrimaryButton } from './parts';
import { WithdrawalForm } from './WithdrawalForm';
import { selectedColors } from '../common/selected';

/** Completion: which payment was sent, how long it takes (rules.payment.operationTime), OK closes. */
const Completion = observer(function Completion({ kind }: { kind: PaymentKind }) {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const { fromMinutes, toHours } = config.rules.payment.operationTime;
  return (
    <Stack gap="4" align="center" textAlign="center" py="4" data-testid="cashdesk-complete" data-kind={kind}>
      <Flex w="[56px]" h="[56px]" borderRadius="full" bg="brand.primary" color="brand.primaryText" align="center" justify="center">
        <Icon name="wallet" size={28} />
      </Flex>
      <Text fontSize="xl" fontWeight="bold">
        <FormattedMessage id={kind === 'Deposit' ? 'cashdesk.complete.deposit' : 'cashdesk.complete.withdrawal'} />
      </Text>
      <Text color="brand.textMuted" data-testid="cashdesk-operation-time">
        <FormattedMessage id="cashdesk.complete.operationTime" values={{ from: fromMinutes, to: toHours }} />
      </Text>
      {kind === 'Deposit' && <InvoiceLink />}
      <PrimaryButton minW="[8rem]" onClick={() => payment.close()} data-testid="cashdesk-ok">
        <FormattedMessage id="cashdesk.ok" />
      </PrimaryButton>
    </Stack>
  );
});

const TABS: Array<[PaymentKind, string]> = [
  ['Deposit', 'cashdesk.tab.deposit'],
  ['Withdrawal', 'cashdesk.tab.withdrawal'],
];

/**
 * The cash desk dialog (spec §2): Deposit and Withdrawal tabs over their forms, the completion
 * screen, closed by its cross, an outside click, Escape or Cancel. On a phone the completion
 * reopens the dialog as CompleteScreen.
 */
const CashDesk = observer(function CashDesk() {
  const payment = usePageStore('payment');
  const intl = useIntl();
  const isPhone = !useWide();
  const { isOpen, type } = payment.modal;
  const completed = payment.completed;
  let body: ReactNode;
  if (type === 'CompleteScreen') body = <Completion kind={completed ?? 'Deposit'} />;
  else if (type === 'Deposit') body = payment.depositPage === 3 ? <Completion kind="Deposit" /> : <DepositForm completeAsScreen={isPhone} />;
  else body = payment.withdrawalPage === 2 ? <Completion kind="Withdrawal" /> : <WithdrawalForm completeAsScreen={isPhone} />;
  return (
    <Dialog.Root
      // One dialog for every type: remounting it for CompleteScreen would let the old one hand focus
      // back to the page, which the new one reads as an outside interaction and closes.
      open={isOpen}
      onOpenChange={(e) => {
        if (!e.open) payment.close();
      }}
      placement={{ base: 'bottom', md: 'center' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="brand.surface"
            color="brand.text"
            borderRadius="modal"
            w={{ base: '[calc(100vw - 16px)]', md: '[480px]' }}
            maxW="[480px]"
            mx="2"
            mb={{ base: '2', md: '[auto]' }}
            data-testid="cashdesk"
            data-type={type}
          >
            <Dialog.Header pb="2" pe="12">
              <Dialog.Title srOnly>
                <FormattedMessage id="cashdesk.title" />
              </Dialog.Title>
              <Flex gap="1" p="1" bg="brand.bg" borderRadius="button" w="full" role="tablist">
                {TABS.map(([kind, labelId]) => {
                  const active = type === kind;
                  return (
                    <Box
                      as="button"
                      key={kind}
                      role="tab"
                      aria-selected={active}
                      flex={1}
                      py="2"
                      borderRadius="button"
                      fontWeight="semibold"
                      fontSize="sm"
                      cursor="[pointer]"
                      {...selectedColors(active)}
                      onClick={() => payment.open(kind)}
                      data-testid={`cashdesk-tab-${kind.toLowerCase()}`}
                    >
                      <FormattedMessage id={labelId} />
                    </Box>
                  );
                })}
              </Flex>
            </Dialog.Header>
            <Dialog.Body pb="6">{body}</Dialog.Body>
            <Dialog.CloseTrigger asChild top="4">
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} data-testid="cashdesk-close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
export default CashDesk;
