import { HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { emailValid, passwordValid, phoneDigits, phoneState, repeatValid } from '../../models/account/authRules';
import { usePageStore, useStore } from '../StoreContext';
import { LinkButton, PrimaryButton, TextField } from './fields';
import { NewPasswordFields } from './NewPasswordFields';
import { PhoneField } from './PhoneField';

/**
 * Sign-up (spec §2, §5): names, phone with the brand's country table, e-mail with send/confirm code,
 * password and repeat, terms. Submit waits for a sent and confirmed code and every field valid.
 */
export const SignUpForm = observer(function SignUpForm() {
  const { app } = useStore();
  const signUp = usePageStore('account').signUp;
  const countries = signUp.phoneCountries;
  const [f, setF] = useState({ firstName: '', lastName: '', username: '', email: '', code: '', password: '', repeat: '', number: '' });
  const [countryCode, setCountryCode] = useState(countries[0]?.countryCode ?? '');
  const [terms, setTerms] = useState(false);
  const set = (key: keyof typeof f) => (value: string) => setF((old) => ({ ...old, [key]: value }));
  useEffect(() => signUp.clear(), [signUp]);

  const country = countries.find((c) => c.countryCode === countryCode);
  const phone = phoneState(f.number, country);
  const rules = signUp.playerRules;
  const emailOk = emailValid(f.email);
  const pwOk = passwordValid(f.password, rules);
  const repeatOk = repeatValid(f.password, f.repeat, rules);
  const sent = signUp.codeSentFor(f.email);
  const confirmed = signUp.confirmedFor(f.email);
  const filled = [f.firstName, f.lastName, f.username, f.code].every((v) => v.trim() !== '');
  const canSubmit = sent && confirmed && filled && emailOk && phone === 'valid' && pwOk && repeatOk && terms && !signUp.processing;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit || !country) return;
    // The platform takes the national digits only (its phone check counts the country's digits, spec §5).
    void signUp.submit({ ...f, phone: phoneDigits(f.number) });
  };

  return (
    <form onSubmit={submit} data-testid="sign-up-form" noValidate>
      <Stack gap="3">
        <HStack gap="3" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
          <TextField labelId="auth.signUp.firstName" value={f.firstName} onChange={set('firstName')} autoComplete="given-name" testId="sign-up-first-name" />
          <TextField labelId="auth.signUp.lastName" value={f.lastName} onChange={set('lastName')} autoComplete="family-name" testId="sign-up-last-name" />
        </HStack>
        <TextField labelId="auth.signUp.username" value={f.username} onChange={set('username')} autoComplete="nickname" testId="sign-up-username" />
        <PhoneField countries={countries} countryCode={countryCode} onCountry={setCountryCode} number={f.number} onNumber={set('number')} testId="sign-up" />
        <HStack gap="2" align="end">
          <TextField
            labelId="auth.signUp.email"
            value={f.email}
            onChange={set('email')}
            type="email"
            autoComplete="email"
            invalid={f.email !== '' && !emailOk}
            error={<FormattedMessage id="auth.emailInvalid" />}
            testId="sign-up-email"
          />
          <PrimaryButton
            type="button"
            flexShrink={0}
            disabled={!emailOk || sent || signUp.emailCodeProcessing}
            loading={signUp.emailCodeProcessing}
            onClick={() => void signUp.sendEmailCode(f.email)}
            data-testid="sign-up-send-code"
          >
            <FormattedMessage id="auth.signUp.sendCode" />
          </PrimaryButton>
        </HStack>
        <HStack gap="2" align="end">
          <TextField labelId="auth.signUp.code" value={f.code} onChange={set('code')} autoComplete="one-time-code" testId="sign-up-code" />
          <PrimaryButton
            type="button"
            flexShrink={0}
            disabled={f.code.trim() === '' || confirmed || !sent || signUp.confirmProcessing}
            loading={signUp.confirmProcessing}
            onClick={() => void signUp.confirmEmailCode(f.email, f.code)}
            data-testid="sign-up-confirm-code"
          >
            <FormattedMessage id={confirmed ? 'auth.signUp.codeConfirmed' : 'auth.signUp.confirmCode'} />
          </PrimaryButton>
        </HStack>
        <NewPasswordFields
          password={f.password}
          onPassword={set('password')}
          repeat={f.repeat}
          onRepeat={set('repeat')}
          rules={rules}
          testIds={{ password: 'sign-up-password', repeat: 'sign-up-repeat' }}
          passwordLabelId="auth.password"
        />
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', cursor: 'pointer' }}>
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.currentTarget.checked)}
            data-testid="sign-up-terms"
            style={{ width: '1.1rem', height: '1.1rem' }}
          />
          <FormattedMessage id="auth.signUp.terms" />
        </label>
        <PrimaryButton type="submit" disabled={!canSubmit} loading={signUp.processing} data-testid="sign-up-submit">
          <FormattedMessage id="auth.signUp.submit" />
        </PrimaryButton>
        <HStack justify="center" gap="1" fontSize="sm">
          <FormattedMessage id="auth.signUp.haveAccount" />
          <LinkButton messageId="auth.signIn.title" onClick={() => app.openAuthModal('SignIn')} testId="to-sign-in" />
        </HStack>
      </Stack>
    </form>
  );
});
