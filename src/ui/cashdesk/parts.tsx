import { Alert, Button, Field, HStack, Input, InputGroup, Link, Spinner, Stack, Text, type ButtonProps, type InputProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { resolveErrorMessage } from '../../api/errors';
import type { Failure } from '../../api/result';
import type { FieldState } from '../../models/payment/PaymentForms';
import type { PaymentKind } from '../../models/payment/paymentOutcome';
import { usePageStore, useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { Money as AmountText } from '../common/Money';
export { PaymentText, usePaymentTexts } from '../common/paymentTexts';
import { NumberInput, useAmountRefusal } from '../common/NumberInput';
import { useSocialLinks } from '../shell/useSocialLinks';
import { errorTextValues } from '../../i18n/labelValues';

/** The player's currency as the brand displays it. */
export function useCurrency(): string {
  const { auth } = useStore();
  return auth.currencyLabel;
}

/**
 * An amount of the cash desk. Money in the player's currency shows exactly the brand's decimals, as everywhere
 * (ui/common/Money: "250,00" beside "19,75", never "250"); a coin amount, whose `maxDigits` exceed them (8), up to those.
 */
export const Money = observer(function Money({ value, maxDigits }: { value: number; maxDigits?: number }) {
  const { config } = useStore();
  if (maxDigits === undefined || maxDigits <= config.rules.amountDecimals) return <AmountText value={value} />;
  return <FormattedNumber value={value} minimumFractionDigits={0} maximumFractionDigits={maxDigits} />;
});

/** A labelled form field whose border shows its state (neutral, valid, invalid) and, when invalid, why. */
export function FormField({
  labelId,
  state,
  errorId,
  errorValues,
  helper,
  children,
}: {
  labelId: string;
  state: FieldState;
  errorId?: string;
  errorValues?: Record<string, ReactNode>;
  helper?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={state === 'invalid'} data-state-validity={state}>
      <Field.Label fontSize="sm">
        <FormattedMessage id={labelId} />
      </Field.Label>
      {children}
      {helper && <Field.HelperText color="brand.textMuted">{helper}</Field.HelperText>}
      {state === 'invalid' && errorId && (
        <Field.ErrorText>
          <FormattedMessage id={errorId} values={errorValues} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}

/** Colours of an input by validity state. */
export const inputStyle = (state: FieldState) =>
  ({
    borderRadius: 'input',
    bg: 'brand.bg',
    borderColor: state === 'valid' ? 'green.500' : state === 'invalid' ? 'red.500' : 'brand.border',
  }) as const;

/** A text field of a payment form: the label, and the input bound to one value of the form, coloured by its state. */
export function TextField({
  labelId,
  state,
  errorId,
  value,
  onValue,
  testId,
  ...input
}: {
  labelId: string;
  state: FieldState;
  errorId: string;
  value: string;
  onValue(value: string): void;
  testId: string;
} & Pick<InputProps, 'autoComplete' | 'placeholder' | 'disabled'>) {
  return (
    <FormField labelId={labelId} state={state} errorId={errorId}>
      <Input value={value} onChange={(e) => onValue(e.currentTarget.value)} {...input} data-testid={testId} {...inputStyle(state)} />
    </FormField>
  );
}

/** What the amount field reads and writes of a payment form. */
interface AmountForm {
  amount: number;
  amountUnreadable: boolean;
  crypto: string;
  limits: { min: number; max: number } | undefined;
  setAmount(amount: number | null): void;
}

/**
 * The amount of a deposit or withdrawal, in the player's currency or the chosen crypto currency (up to 8
 * decimals in coins), with the limits under it; text it cannot read says why, else `invalidErrorId` when invalid.
 */
export const AmountField = observer(function AmountField({
  kind,
  form,
  state,
  decimals,
  invalidErrorId,
}: {
  kind: 'deposit' | 'withdrawal';
  form: AmountForm;
  state: FieldState;
  decimals: number;
  invalidErrorId: string | undefined;
}) {
  const intl = useIntl();
  const currency = useCurrency();
  const refusal = useAmountRefusal(decimals);
  return (
    <FormField
      labelId="cashdesk.amount"
      state={state}
      errorId={form.amountUnreadable ? refusal.errorId : invalidErrorId}
      errorValues={form.amountUnreadable ? refusal.errorValues : undefined}
      helper={<LimitsLabel range={form.limits} currency={form.crypto || undefined} testId={`${kind}-limits`} />}
    >
      <InputGroup
        endElement={
          <Text fontSize="sm" color="brand.textMuted" data-testid={`${kind}-currency`}>
            {form.crypto || currency}
          </Text>
        }
      >
        <NumberInput
          value={form.amountUnreadable ? null : form.amount}
          onValueChange={(v) => form.setAmount(v)}
          decimals={decimals}
          placeholder={intl.formatMessage({ id: 'cashdesk.amount.placeholder' })}
          data-testid={`${kind}-amount`}
          {...inputStyle(state)}
        />
      </InputGroup>
    </FormField>
  );
});

/**
 * "Min: 50 ARS · Max: 50 000 ARS" under an amount field. Until today's limits are known no amount is valid
 * (a missing limit refuses, never allows), and the line says why; a crypto currency's panel says it for its own.
 */
export const LimitsLabel = observer(function LimitsLabel({
  range,
  testId,
  currency: own,
}: {
  range: { min: number; max: number } | undefined;
  testId: string;
  currency?: string;
}) {
  const playerCurrency = useCurrency();
  const currency = own ?? playerCurrency;
  if (!range) {
    if (own) return null;
    return (
      <Text fontSize="xs" color="brand.textMuted" data-testid={`${testId}-unknown`} role="status">
        <FormattedMessage id="cashdesk.limitsUnknown" />
      </Text>
    );
  }
  return (
    <HStack gap="4" fontSize="xs" color="brand.textMuted" data-testid={testId}>
      <Text>
        <FormattedMessage id="cashdesk.min" values={{ amount: <Money value={range.min} maxDigits={own ? 8 : undefined} />, currency }} />
      </Text>
      <Text>
        <FormattedMessage id="cashdesk.max" values={{ amount: <Money value={range.max} maxDigits={own ? 8 : undefined} />, currency }} />
      </Text>
    </HStack>
  );
});

export { PrimaryButton } from '../common/ActionButton';
// one object before the caller's props, as PrimaryButton does (src/ui/common/ActionButton.tsx)
const secondary: ButtonProps = { variant: 'outline', borderColor: 'brand.border', color: 'brand.text', borderRadius: 'button' };
export const SecondaryButton = (props: ButtonProps) => <Button {...secondary} {...props} />;

/** Closes the cash desk without sending anything. */
export const CancelButton = observer(function CancelButton() {
  const payment = usePageStore('payment');
  return (
    <SecondaryButton onClick={() => payment.close()} data-testid="cashdesk-cancel">
      <FormattedMessage id="cashdesk.cancel" />
    </SecondaryButton>
  );
});

/**
 * A notice of the cash desk: the alert's icon, an optional title, the text, and under them what the player can do
 * about it (`children`); `data` holds the attributes that name it for tests.
 */
export function Notice({
  status,
  title,
  text,
  gap,
  data,
  children,
}: {
  status: 'info' | 'warning' | 'error';
  title?: ReactNode;
  text: ReactNode;
  gap?: '1' | '2';
  data: Record<`data-${string}`, string>;
  children?: ReactNode;
}) {
  return (
    <Alert.Root status={status} borderRadius="card" {...data}>
      <Alert.Indicator />
      {title || children ? (
        <Alert.Content gap={gap}>
          {title && <Alert.Title>{title}</Alert.Title>}
          <Alert.Description>{text}</Alert.Description>
          {children}
        </Alert.Content>
      ) : (
        <Alert.Description>{text}</Alert.Description>
      )}
    </Alert.Root>
  );
}

/** The failed payment call's text: the brand's text for its code, else the platform's own message. */
export const PaymentError = observer(function PaymentError({ error }: { error: Failure | undefined }) {
  const { config } = useStore();
  const intl = useIntl();
  if (!error) return null;
  const text = resolveErrorMessage(error, config.rules, intl, config.rules.defaultErrorMessageId, {
    fallbackToServerMessage: error.kind === 'rejected',
    values: errorTextValues(config),
  });
  return <Notice status="error" title={<FormattedMessage id="cashdesk.failed" />} text={text} data={{ 'data-testid': 'cashdesk-error' }} />;
});

/** The support live chat from the platform's social links; without one, the contacts dialog. */
export const SupportLink = observer(function SupportLink() {
  const { app } = useStore();
  const links = useSocialLinks();
  const chat = links.find((l) => l.settingsKey === 'tawk') ?? links.find((l) => l.icon === 'chat');
  const label = <FormattedMessage id="cashdesk.writeToSupport" />;
  if (chat) {
    return (
      <Link href={chat.href} target="_blank" rel="noopener noreferrer" color="brand.primary" fontWeight="bold" data-testid="cashdesk-support">
        <Icon name="chat" size={16} /> {label}
      </Link>
    );
  }
  return (
    <Button
      variant="plain"
      p="[0]"
      h="[auto]"
      color="brand.primary"
      fontWeight="bold"
      onClick={() => app.setProp('contactsOpened', true)}
      data-testid="cashdesk-support"
    >
      <Icon name="chat" size={16} /> {label}
    </Button>
  );
});

/**
 * Where a payment of this form stands when its answer did not say: being checked, still not known (check again, or
 * send the same request again: its Idempotency-Key books it once), not booked; a session that ended; a payment another
 * tab just sent. Replaces the ordinary error for those cases.
 */
export const PaymentStatus = observer(function PaymentStatus({ kind }: { kind: PaymentKind }) {
  const { app } = useStore();
  const payment = usePageStore('payment');
  const currency = useCurrency();
  const mine = payment.pending?.kind === kind ? payment.bookingOutcome : undefined;
  if (payment.otherTabWarning && payment.otherTab) {
    const { kind: theirs, amount } = payment.otherTab;
    return (
      <Notice
        status="warning"
        text={<FormattedMessage id="cashdesk.otherTab" values={{ kind: theirs, amount: <Money value={amount} />, currency }} />}
        data={{ 'data-testid': 'cashdesk-other-tab' }}
      />
    );
  }
  if (payment.sessionEnded) {
    return (
      <Notice status="warning" gap="2" text={<FormattedMessage id="cashdesk.sessionEnded" />} data={{ 'data-testid': 'cashdesk-session-ended' }}>
        <Button size="sm" alignSelf="flex-start" variant="outline" onClick={() => app.openAuthModal('SignIn')} data-testid="cashdesk-sign-in">
          <FormattedMessage id="cashdesk.signIn" />
        </Button>
      </Notice>
    );
  }
  if (mine === 'checking') {
    return (
      <Alert.Root status="info" borderRadius="card" role="status" data-testid="cashdesk-outcome" data-outcome="checking">
        <Spinner size="sm" />
        <Alert.Description>
          <FormattedMessage id="cashdesk.outcome.checking" />
        </Alert.Description>
      </Alert.Root>
    );
  }
  if (mine === 'unknown') {
    return (
      <Notice
        status="warning"
        gap="2"
        title={<FormattedMessage id="cashdesk.outcome.unknown.title" />}
        text={<FormattedMessage id="cashdesk.outcome.unknown.text" />}
        data={{ 'data-testid': 'cashdesk-outcome', 'data-outcome': 'unknown' }}
      >
        <Stack direction="row" gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled={payment.actionProcessing} onClick={() => void payment.checkAgain()} data-testid="outcome-check-again">
            <FormattedMessage id="cashdesk.outcome.checkAgain" />
          </Button>
          <Button size="sm" variant="outline" disabled={payment.actionProcessing} onClick={() => void payment.retryPending()} data-testid="outcome-retry">
            <FormattedMessage id="cashdesk.outcome.retry" />
          </Button>
        </Stack>
      </Notice>
    );
  }
  if (mine === 'notBooked') {
    return (
      <Notice
        status="info"
        text={<FormattedMessage id="cashdesk.outcome.notBooked" />}
        data={{ 'data-testid': 'cashdesk-outcome', 'data-outcome': 'notBooked' }}
      />
    );
  }
  return <PaymentError error={payment.error} />;
});
