import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStore } from '../StoreContext';

/**
 * What the platform sends in one language (a requisite, a payment history row), in the player's: a payment system's name through
 * rules.json paymentSystemNames, a detail or instruction through paymentTexts; a value neither lists (a bank's
 * own name, an account number) as sent.
 */
export function usePaymentTexts(): { system(value: string): string; text(value: string): string } {
  const { config } = useStore();
  const intl = useIntl();
  const { paymentSystemNames, paymentTexts } = config.rules;
  const shown = (table: Record<string, string> | undefined, value: string) => {
    const id = table?.[value.trim()];
    return id ? intl.formatMessage({ id }) : value;
  };
  return { system: (value) => shown(paymentSystemNames, value), text: (value) => shown(paymentTexts, value) };
}

/** A requisite's payment system name or text (detail, instruction) in the player's language, as usePaymentTexts gives it. */
export const PaymentText = observer(function PaymentText({ kind, value }: { kind: 'system' | 'text'; value: string }) {
  return <>{usePaymentTexts()[kind](value)}</>;
});
