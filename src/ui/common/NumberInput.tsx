import { Input, type InputProps, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { amountExample, formatAmountInput, parseAmount } from '../../i18n/amount';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  /** The amount read; null while what the field shows cannot be read (the form must not go on). */
  value: number | null;
  onValueChange: (value: number | null) => void;
  /** Fraction digits the field takes (the brand's amount decimals, 8 for a crypto amount, 0 for minutes). */
  decimals: number;
}

/**
 * An amount field read the page language's way (`i18n/amount.ts`: what the site prints is what it
 * reads). Empty means 0, a leading minus gives the absolute value (and is taken off the text); text it cannot read is kept as typed
 * and yields null, and the caller shows `<AmountRefusal>` (or `amountRefusal` in a FormField). A value
 * set from outside (a quick amount, a reset) or a language change re-writes the text in that language.
 */
export function NumberInput({ value, onValueChange, decimals, ...rest }: NumberInputProps) {
  const { locale } = useIntl();
  const [text, setText] = useState(() => (value ? formatAmountInput(value, locale, decimals) : ''));
  const shownIn = useRef(locale);
  useEffect(() => {
    const languageChanged = shownIn.current !== locale;
    shownIn.current = locale;
    setText((shown) => {
      // What the player typed and cannot be read stays until they change it.
      if (value === null) return shown;
      const read = parseAmount(shown, locale, decimals);
      if (!languageChanged && read.ok && read.value === value) return shown;
      return value ? formatAmountInput(value, locale, decimals) : '';
    });
  }, [value, locale, decimals]);
  return (
    <Input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      aria-invalid={value === null || undefined}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        const read = parseAmount(typed, locale, decimals);
        // A readable amount with a minus is its absolute value (spec): the field shows what it counts.
        setText(read.ok ? typed.replace(/^(\s*)[-\u2212]/, '$1') : typed);
        const next = read.ok ? read.value : null;
        if (next !== value) onValueChange(next);
      }}
    />
  );
}

/** The refusal text's id and values for a FormField under an unreadable amount field. */
export function useAmountRefusal(decimals: number): { errorId: string; errorValues: { example: string } } {
  const { locale } = useIntl();
  return { errorId: 'amount.unreadable', errorValues: { example: amountExample(locale, decimals) } };
}

/** The refusal under an amount field outside a FormField: how to write the amount in the page language. */
export function AmountRefusal({ decimals, testId }: { decimals: number; testId?: string }) {
  const { errorId, errorValues } = useAmountRefusal(decimals);
  return (
    <Text role="alert" color="brand.error" fontSize="sm" data-testid={testId}>
      <FormattedMessage id={errorId} values={errorValues} />
    </Text>
  );
}
