import { Alert, Button, Field, HStack, Link, Text, type ButtonProps } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { resolveErrorMessage } from '../../api/errors';
import type { Failure } from '../../api/result';
import type { FieldState } from '../../models/PaymentForms';
import { useStore } from '../StoreContext';
import { Icon } from '../common/Icon';
import { useSocialLinks } from '../shell/useSocialLinks';
import { errorTextValues } from '../../i18n/labelValues';

/** The player's currency as the brand displays it. */
export function useCurrency(): string {
  const { auth } = useStore();
  return auth.currencyLabel;
}

export const Money = ({ value, maxDigits = 2 }: { value: number; maxDigits?: number }) => (
  <FormattedNumber value={value} minimumFractionDigits={0} maximumFractionDigits={maxDigits} />
);

/** A labelled form field whose border shows its state (neutral, valid, invalid) and, when invalid, why. */
export function FormField({ labelId, state, errorId, errorValues, helper, children }: {
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
export const inputStyle = (state: FieldState) => ({
  borderRadius: 'input',
  bg: 'brand.bg',
  borderColor: state === 'valid' ? 'green.500' : state === 'invalid' ? 'red.500' : 'brand.border',
});

/** "Min: 50 ARS · Max: 50 000 ARS" under an amount field; nothing until today's limits are known. */
export const LimitsLabel = observer(function LimitsLabel({ range, testId, currency: own }: { range: { min: number; max: number } | undefined; testId: string; currency?: string }) {
  const playerCurrency = useCurrency();
  const currency = own ?? playerCurrency;
  if (!range) return null;
  return (
    <HStack gap={4} fontSize="xs" color="brand.textMuted" data-testid={testId}>
      <Text>
        <FormattedMessage id="cashdesk.min" values={{ amount: <Money value={range.min} maxDigits={own ? 8 : 2} />, currency }} />
      </Text>
      <Text>
        <FormattedMessage id="cashdesk.max" values={{ amount: <Money value={range.max} maxDigits={own ? 8 : 2} />, currency }} />
      </Text>
    </HStack>
  );
});

export { PrimaryButton } from '../common/ActionButton';
export const SecondaryButton = (props: ButtonProps) => (
  <Button variant="outline" borderColor="brand.border" color="brand.text" borderRadius="button" {...props} />
);

/** The failed payment call's text: the brand's text for its code, else the platform's own message. */
export const PaymentError = observer(function PaymentError({ error }: { error: Failure | undefined }) {
  const { config } = useStore();
  const intl = useIntl();
  if (!error) return null;
  const text = resolveErrorMessage(error, config.rules, intl, config.rules.defaultErrorMessageId, {
    fallbackToServerMessage: error.kind === 'rejected',
    values: errorTextValues(config),
  });
  return (
    <Alert.Root status="error" borderRadius="card" data-testid="cashdesk-error">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="cashdesk.failed" />
        </Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
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
    <Button variant="plain" p={0} h="auto" color="brand.primary" fontWeight="bold" onClick={() => app.setContactsOpened(true)} data-testid="cashdesk-support">
      <Icon name="chat" size={16} /> {label}
    </Button>
  );
});
