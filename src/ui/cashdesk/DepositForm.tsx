import { Box, HStack, IconButton, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldState } from '../../models/payment/PaymentForms';
import { CRYPTO_PREFIX, type Requisite } from '../../models/payment/cashDesk';
import { usePageStore, useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { BonusAgreement, CryptoNotice, CryptoOptions } from './crypto';
import {
  AmountField,
  CancelButton,
  FormField,
  inputStyle,
  Money,
  PaymentStatus,
  PaymentText,
  PrimaryButton,
  SecondaryButton,
  SupportLink,
  TextField,
  useCurrency,
  usePaymentTexts,
} from './parts';

/** Deposit page 1: method, quick amounts, custom amount with the limits. */
const AmountPage = observer(function AmountPage() {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const intl = useIntl();
  const texts = usePaymentTexts();
  const form = payment.deposit;
  const next = (e: FormEvent) => {
    e.preventDefault();
    payment.nextDepositPage();
  };
  // Over the player's own deposit limit the field is invalid too; DepositLimitNote says why.
  const state = fieldState(form.amount > 0 || form.amountUnreadable, form.invalid.amount || form.overLimit);
  // A crypto amount is in coins (up to 8 decimals); else the brand's amount decimals.
  const decimals = form.crypto ? 8 : config.rules.amountDecimals;
  const cryptoOffered = payment.crypto.offered.length > 0;
  return (
    <form onSubmit={next} noValidate data-testid="deposit-page-1">
      <Stack gap="4">
        {(payment.requisites.length > 0 || cryptoOffered) && (
          <FormField labelId="cashdesk.deposit.method" state="neutral">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.crypto ? `${CRYPTO_PREFIX}${form.crypto}` : form.system}
                onChange={(e) => payment.selectDepositMethod(e.currentTarget.value)}
                data-testid="deposit-method"
                {...inputStyle('neutral')}
              >
                {payment.requisites.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.detail ? `${texts.system(r.system)} — ${texts.text(r.detail)}` : texts.system(r.system)}
                  </option>
                ))}
                {payment.requisites.length === 0 && <option value="-1">{intl.formatMessage({ id: 'cashdesk.method.support' })}</option>}
                <CryptoOptions valuePrefix={CRYPTO_PREFIX} />
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <CryptoNotice kind="deposit" currency={form.crypto} />
        <Text fontWeight="semibold">
          <FormattedMessage id="cashdesk.deposit.selectAmount" />
        </Text>
        {/* Quick amounts are in the player's currency; a crypto amount is typed in its own. */}
        {!form.crypto && (
          <SimpleGrid columns={{ base: 3, sm: 4 }} gap="2" data-testid="quick-amounts">
            {config.rules.payment.quickDeposits.map((amount) => {
              const active = !form.amountUnreadable && form.amount === amount;
              return (
                <SecondaryButton
                  key={amount}
                  size="sm"
                  onClick={() => form.setAmount(amount)}
                  aria-pressed={active}
                  bg={active ? 'brand.primary' : undefined}
                  color={active ? 'brand.primaryText' : 'brand.text'}
                  borderColor={active ? 'brand.primary' : 'brand.border'}
                  data-testid={`quick-amount-${amount}`}
                >
                  <Money value={amount} />
                </SecondaryButton>
              );
            })}
          </SimpleGrid>
        )}
        <AmountField
          kind="deposit"
          form={form}
          state={state}
          decimals={decimals}
          invalidErrorId={form.invalid.amount ? 'cashdesk.amount.invalid' : undefined}
        />
        <DepositLimitNote />
        <BonusAgreement />
        <HStack justify="flex-end" gap="3">
          <CancelButton />
          <PrimaryButton type="submit" disabled={!form.canLeaveAmountPage} data-testid="deposit-next">
            <FormattedMessage id="cashdesk.next" />
          </PrimaryButton>
        </HStack>
      </Stack>
    </form>
  );
});

/**
 * What the player's own deposit limit leaves (responsible gambling), and a clear refusal above it; for a
 * crypto amount (in coins) only what is left, on both pages, as the platform's refusal shows beside it.
 */
const DepositLimitNote = observer(function DepositLimitNote() {
  const payment = usePageStore('payment');
  const currency = useCurrency();
  const form = payment.deposit;
  const limit = form.depositLimit;
  if (!limit) return null;
  const values = { amount: <Money value={limit.remaining} />, currency, period: <FormattedMessage id={`rg.period.${limit.kind}`} /> };
  // A coin amount has no value in money here: what is left is shown, the platform weighs the amount.
  if (form.crypto) {
    return (
      <Text fontSize="sm" color="brand.textMuted" data-testid="deposit-limit-left">
        <FormattedMessage id="rg.deposit.leftCrypto" values={{ ...values, coin: form.crypto }} />
      </Text>
    );
  }
  return form.overLimit ? (
    <Text role="alert" color="brand.error" fontSize="sm" data-testid="deposit-limit-over">
      <FormattedMessage id="rg.deposit.over" values={values} />
    </Text>
  ) : (
    <Text fontSize="sm" color="brand.textMuted" data-testid="deposit-limit-left">
      <FormattedMessage id="rg.deposit.left" values={values} />
    </Text>
  );
});

/** A value the player needs to copy into their bank app. */
const CopyRow = observer(function CopyRow({ labelId, value, testId }: { labelId: string; value: string; testId: string }) {
  const { notify } = useStore();
  const intl = useIntl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success('cashdesk.copied');
    } catch {
      notify.add({ messageId: 'cashdesk.copyFailed', type: 'error' });
    }
  };
  return (
    <HStack justify="space-between" gap="2">
      <Box minW="[0]">
        <Text fontSize="xs" color="brand.textMuted">
          <FormattedMessage id={labelId} />
        </Text>
        <Text fontWeight="bold" wordBreak="break-all" data-testid={testId}>
          {value}
        </Text>
      </Box>
      <IconButton
        size="sm"
        variant="ghost"
        color="brand.text"
        aria-label={intl.formatMessage({ id: 'cashdesk.copy' })}
        onClick={copy}
        data-testid={`${testId}-copy`}
      >
        <Icon name="copy" size={18} />
      </IconButton>
    </HStack>
  );
});

const RequisiteCard = ({ requisite }: { requisite: Requisite }) => (
  <Stack gap="3" p="4" borderWidth="[1px]" borderColor="brand.border" borderRadius="card" bg="brand.bg" data-testid="deposit-requisite">
    <Text fontWeight="semibold">
      <PaymentText kind="system" value={requisite.system} />
    </Text>
    {requisite.accountName && <CopyRow labelId="cashdesk.deposit.accountName" value={requisite.accountName} testId="requisite-account-name" />}
    {requisite.requisite && <CopyRow labelId="cashdesk.deposit.requisite" value={requisite.requisite} testId="requisite-number" />}
    {requisite.definition && (
      <Text fontSize="sm" color="brand.textMuted" data-testid="requisite-definition">
        <PaymentText kind="text" value={requisite.definition} />
      </Text>
    )}
  </Stack>
);

/** Deposit page 2: the bank transfer (or, for a crypto currency, what happens next) and submit. */
const TransferPage = observer(function TransferPage({ completeAsScreen }: { completeAsScreen: boolean }) {
  const payment = usePageStore('payment');
  const currency = useCurrency();
  const form = payment.deposit;
  // A submission whose outcome is being checked, or is still not known, locks the form (no edits, no submit).
  const locked = payment.isLocked('Deposit');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void payment.submitDeposit({ completeAsScreen });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="deposit-page-2">
      <Stack gap="4">
        {form.crypto ? (
          <Text data-testid="deposit-crypto">
            <FormattedMessage id="cashdesk.crypto.deposit" values={{ amount: <Money value={form.amount} maxDigits={8} />, currency: form.crypto }} />
          </Text>
        ) : (
          <BankTransfer locked={locked} />
        )}
        {form.crypto && <DepositLimitNote />}
        <PaymentStatus kind="Deposit" />
        <HStack justify="space-between" gap="3" wrap="wrap">
          <SecondaryButton onClick={() => payment.backDepositPage()} disabled={payment.actionProcessing || locked} data-testid="deposit-back">
            <FormattedMessage id="cashdesk.back" />
          </SecondaryButton>
          <HStack gap="3">
            <CancelButton />
            <PrimaryButton
              type="submit"
              disabled={!form.canSubmit || payment.actionProcessing || locked}
              loading={payment.actionProcessing}
              data-testid="deposit-submit"
            >
              <FormattedMessage
                id="cashdesk.deposit.submit"
                values={{ amount: <Money value={form.amount} maxDigits={form.crypto ? 8 : 2} />, currency: form.crypto || currency }}
              />
            </PrimaryButton>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
});

/** Page 2 of a bank deposit: where to pay (or contact support when unverified) and the IBAN paid from. */
const BankTransfer = observer(function BankTransfer({ locked }: { locked: boolean }) {
  const { config } = useStore();
  const payment = usePageStore('payment');
  const intl = useIntl();
  const currency = useCurrency();
  const form = payment.deposit;
  const requisite = payment.selectedRequisite;
  const state = fieldState(form.ibanNumber !== '', form.invalid.ibanNumber);
  return (
    <>
      {/* Without a requisite there is no account below to transfer to: support tells the player where to pay. */}
      <Text data-testid="deposit-transfer">
        <FormattedMessage
          id={requisite ? 'cashdesk.deposit.transfer' : 'cashdesk.deposit.transferViaSupport'}
          values={{ amount: <Money value={form.amount} />, currency }}
        />
      </Text>
      {requisite ? (
        <RequisiteCard requisite={requisite} />
      ) : (
        <Stack gap="2" p="4" borderWidth="[1px]" borderColor="brand.border" borderRadius="card" bg="brand.bg" data-testid="deposit-unverified">
          <Text>
            <FormattedMessage id="cashdesk.deposit.unverified" values={{ count: config.rules.payment.unverifiedDepositCount }} />
          </Text>
          <SupportLink />
        </Stack>
      )}
      <Text fontSize="sm" color="brand.textMuted">
        <FormattedMessage id="cashdesk.deposit.afterPayment" />
      </Text>
      <TextField
        labelId="cashdesk.deposit.iban"
        state={state}
        errorId="cashdesk.deposit.iban.invalid"
        value={form.ibanNumber}
        onValue={(v) => form.setProp('ibanNumber', v)}
        placeholder={intl.formatMessage({ id: 'cashdesk.deposit.iban.placeholder' })}
        autoComplete="off"
        disabled={locked}
        testId="deposit-iban"
      />
    </>
  );
});

/** The deposit tab: page 1 (amount), page 2 (transfer) — page 3 is the shared completion screen. */
export const DepositForm = observer(function DepositForm({ completeAsScreen }: { completeAsScreen: boolean }) {
  const payment = usePageStore('payment');
  return payment.depositPage === 1 ? <AmountPage /> : <TransferPage completeAsScreen={completeAsScreen} />;
});
