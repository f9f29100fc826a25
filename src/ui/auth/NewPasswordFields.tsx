import { FormattedMessage } from 'react-intl';
import { passwordValid, repeatValid } from '../../models/account/authRules';
import { TextField } from './fields';
import { PasswordRuleText } from './SignUpForm';

type Rules = Parameters<typeof passwordValid>[1];

/** A new password and its repeat, checked as typed against the platform's player rules (reset and change password). */
export function NewPasswordFields(props: {
  password: string;
  onPassword(v: string): void;
  repeat: string;
  onRepeat(v: string): void;
  rules: Rules;
  testIds: { password: string; repeat: string };
}) {
  const { password, repeat, rules } = props;
  return (
    <>
      <TextField
        labelId="auth.newPassword"
        value={password}
        onChange={props.onPassword}
        password
        autoComplete="new-password"
        invalid={password !== '' && !passwordValid(password, rules)}
        error={rules ? <PasswordRuleText min={rules.minLength} digits={rules.digits} /> : null}
        testId={props.testIds.password}
      />
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
