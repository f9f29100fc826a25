import { Button, Field, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PasswordInput } from '../common/PasswordInput';

interface TextFieldProps {
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  name?: string;
  placeholder?: string;
  /** Shown under the field while the value is invalid (nothing is shown for an empty field). */
  error?: ReactNode;
  invalid?: boolean;
  password?: boolean;
  type?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** A labelled input of the auth forms with its error line. */
export function TextField({ labelId, value, onChange, testId, name, placeholder, error, invalid, password, type, autoComplete, disabled }: TextFieldProps) {
  const Comp = password ? PasswordInput : Input;
  return (
    <Field.Root invalid={Boolean(invalid)} disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={labelId} />
      </Field.Label>
      <Comp
        name={name}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        type={password ? undefined : type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        borderRadius="input"
        data-testid={testId}
      />
      {invalid && error ? <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The brand's primary action button. */
export { PrimaryButton } from '../common/ActionButton';

/** A text-styled button that switches the auth modal to another form. */
export function LinkButton({ messageId, onClick, testId }: { messageId: string; onClick: () => void; testId: string }) {
  return (
    <Button type="button" variant="plain" size="sm" px="[0]" textDecoration="underline" onClick={onClick} data-testid={testId}>
      <FormattedMessage id={messageId} />
    </Button>
  );
}
