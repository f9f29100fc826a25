import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { passwordValid, repeatValid } from '../../models/account/authRules';
import { TextField } from './fields';

type Rules = Parameters<typeof passwordValid>[1];

/** The message for a password that breaks the rules: the minimum length and the required digits. */
export function PasswordRuleText({ min, digits }: { min: number; digits: number }) {
  return <FormattedMessage id="auth.passwordRule" values={{ min, digits }} />;
}

/** A new password, invalid while it breaks the platform's player rules, which its error line then states. */
export function NewPasswordField({
  labelId = 'auth.newPassword',
  value,
  onChange,
  rules,
  testId,
}: {
  labelId?: string;
  value: string;
  onChange(v: string): void;
  rules: Rules;
  testId: string;
}) {
  return (
    <TextField
      labelId={labelId}
      value={value}
      onChange={onChange}
      password
      autoComplete="new-password"
      invalid={value !== '' && !passwordValid(value, rules)}
      error={rules ? <PasswordRuleText min={rules.minLength} digits={rules.digits} /> : null}
      testId={testId}
    />
  );
}

/** A new password and its repeat as a form holds them. */
export interface PasswordPair {
  password: string;
  onPassword(v: string): void;
  repeat: string;
  onRepeat(v: string): void;
}

/** A new password and its repeat kept in the component's state. */
export function usePasswordPair(): PasswordPair {
  const [password, onPassword] = useState('');
  const [repeat, onRepeat] = useState('');
  return { password, onPassword, repeat, onRepeat };
}

/** A new password and its repeat, checked as typed against the platform's player rules (sign-up, reset and change password). */
export function NewPasswordFields(
  props: PasswordPair & {
    rules: Rules;
    testIds: { password: string; repeat: string };
    /** The new password's label; sign-up's is the account's first password. */
    passwordLabelId?: string;
  },
) {
  const { password, repeat, rules } = props;
  return (
    <>
      <NewPasswordField labelId={props.passwordLabelId} value={password} onChange={props.onPassword} rules={rules} testId={props.testIds.password} />
      <TextField
        labelId="auth.repeatPassword"
        value={repeat}
        onChange={props.onRepeat}
        password
        autoComplete="new-password"
        invalid={repeat !== '' && !repeatValid(password, repeat, rules)}
        error={<FormattedMessage id="auth.passwordsDoNotMatch" />}
        testId={props.testIds.repeat}
      />
    </>
  );
}
