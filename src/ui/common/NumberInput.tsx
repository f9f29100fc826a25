import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * The spec's number input rule (§5): empty means 0, input that is not a number keeps the previous
 * value, and the result is the absolute value. Returns the value and the text to show.
 */
export function readNumberInput(text: string, previous: { value: number; text: string }): { value: number; text: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return { value: 0, text: '' };
  if (!/^-?\d*\.?\d*$/.test(t) || t === '-' || t === '.' || t === '-.') return previous;
  const value = Math.abs(Number(t));
  return Number.isFinite(value) ? { value, text: t.replace(/^-/, '') } : previous;
}

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: number;
  onValueChange: (value: number) => void;
}

/** A text field that only ever yields a non-negative number; 0 shows as empty. */
export function NumberInput({ value, onValueChange, ...rest }: NumberInputProps) {
  const [text, setText] = useState(value ? String(value) : '');
  // A value set from outside (a quick-amount button, a reset) replaces what is shown.
  useEffect(() => {
    setText((shown) => (Number(shown || 0) === value ? shown : value ? String(value) : ''));
  }, [value]);
  return (
    <Input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const next = readNumberInput(e.currentTarget.value, { value, text });
        setText(next.text);
        if (next.value !== value) onValueChange(next.value);
      }}
    />
  );
}
