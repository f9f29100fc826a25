import { Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RESET_STEPS } from '../../models/account/ResetPasswordStore';
import { emailValid, passwordValid, phoneState, repeatValid } from '../../models/account/authRules';
import { usePageStore, useStore } from '../StoreContext';
import { LinkButton, PrimaryButton, TextField } from './fields';
import { NewPasswordFields, usePasswordPair } from './NewPasswordFields';
import { PhoneField } from './PhoneField';
import { selectedColors } from '../common/selected';

/** How the reset code reaches the player (step 0). */
type ResetChannel = 'email' | 'phone';
const CHANNELS: readonly ResetChannel[] = ['email', 'phone'];

/** Forgot password in three steps (e-mail or phone → code → new password); the dots jump to any step. */
export const ResetPasswordForm = observer(function ResetPasswordForm() {
  const { app } = useStore();
  const reset = usePageStore('account').reset;
  const intl = useIntl();
  const channel = reset.channel;
  const setChannel = (c: ResetChannel) => reset.setProp('channel', c);
  const [email, setEmail] = useState(reset.email);
  const countries = reset.phoneCountries;
  const [countryCode, setCountryCode] = useState(countries[0]?.countryCode ?? '');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState(reset.code);
  // A link to a reset step may bring a code while the form is open (ResetPasswordStore.startAt): the field shows it.
  useEffect(() => setCode(reset.code), [reset.code]);
  const pair = usePasswordPair();
  const { password, repeat } = pair;
  const step = reset.step;
  const rules = reset.playerRules;

  const phoneOk =
    phoneState(
      number,
      countries.find((c) => c.countryCode === countryCode),
    ) === 'valid';
  const valid = [channel === 'email' ? emailValid(email) : phoneOk, code.trim() !== '', passwordValid(password, rules) && repeatValid(password, repeat, rules)][
    step
  ];
  const disabled = reset.processing || !valid;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    if (step === 0) void (channel === 'email' ? reset.sendEmail(email) : reset.sendPhone(number));
    else if (step === 1) void reset.checkCode(code);
    else void reset.setNewPassword(password);
  };

  return (
    <form onSubmit={submit} data-testid="reset-form" data-step={step} noValidate>
      <Stack gap="4">
        <HStack justify="center" gap="2" role="group" aria-label={intl.formatMessage({ id: 'auth.reset.steps' })}>
          {Array.from({ length: RESET_STEPS }, (_, i) => (
            <chakra.button
              // biome-ignore lint/suspicious/noArrayIndexKey: the buttons are the fixed steps; the index is the step
              key={i}
              type="button"
              minW="[24px]"
              minH="[24px]"
              display="flex"
              alignItems="center"
              justifyContent="center"
              aria-current={i === step ? 'step' : undefined}
              aria-label={intl.formatMessage({ id: 'auth.reset.stepN' }, { n: i + 1 })}
              onClick={() => reset.setStep(i)}
              data-testid={`reset-dot-${i}`}
            >
              <Box w="[0.7rem]" h="[0.7rem]" borderRadius="full" bg={i === step ? 'brand.primary' : 'brand.border'} />
            </chakra.button>
          ))}
        </HStack>
        {step === 0 && (
          <HStack gap="2" role="radiogroup" aria-label={intl.formatMessage({ id: 'auth.reset.channel' })}>
            {CHANNELS.map((c) => (
              <chakra.button
                key={c}
                type="button"
                role="radio"
                aria-checked={c === channel}
                flex="1"
                minH="[2.25rem]"
                px="3"
                borderRadius="button"
                borderWidth="[1px]"
                borderColor={c === channel ? 'brand.primary' : 'brand.border'}
                {...selectedColors(c === channel)}
                onClick={() => setChannel(c)}
                data-testid={`reset-by-${c}`}
              >
                <FormattedMessage id={`auth.reset.by.${c}`} />
              </chakra.button>
            ))}
          </HStack>
        )}
        <Text fontSize="sm">
          <FormattedMessage id={channel === 'phone' && step < 2 ? `auth.reset.hint${step}Phone` : `auth.reset.hint${step}`} />
        </Text>
        {step === 0 && channel === 'phone' && (
          <PhoneField countries={countries} countryCode={countryCode} onCountry={setCountryCode} number={number} onNumber={setNumber} testId="reset" />
        )}
        {step === 0 && channel === 'email' && (
          <TextField
            labelId="auth.signUp.email"
            value={email}
            onChange={setEmail}
            type="email"
            autoComplete="email"
            invalid={email !== '' && !emailValid(email)}
            error={<FormattedMessage id="auth.emailInvalid" />}
            testId="reset-email"
          />
        )}
        {step === 1 && <TextField labelId="auth.signUp.code" value={code} onChange={setCode} autoComplete="one-time-code" testId="reset-code" />}
        {step === 2 && <NewPasswordFields {...pair} rules={rules} testIds={{ password: 'reset-password', repeat: 'reset-repeat' }} />}
        <PrimaryButton type="submit" disabled={disabled} loading={reset.processing} data-testid="reset-submit">
          <FormattedMessage id={step === 2 ? 'auth.reset.submit' : 'auth.reset.continue'} />
        </PrimaryButton>
        <HStack justify="center">
          <LinkButton messageId="auth.backToSignIn" onClick={() => app.openAuthModal('SignIn')} testId="to-sign-in" />
        </HStack>
      </Stack>
    </form>
  );
});

/**
 * Change password inside the auth modal: current, new and repeat; success opens sign-in, or on a first
 * auth lets the signed-in player in. On a first auth the form says why it shows and offers signing out.
 */
export const ChangePasswordForm = observer(function ChangePasswordForm({ firstAuth = false }: { firstAuth?: boolean }) {
  const { auth } = useStore();
  const change = usePageStore('account').password;
  const [old, setOld] = useState('');
  const pair = usePasswordPair();
  const { password, repeat } = pair;
  const rules = change.playerRules;
  const disabled = change.processing || old.trim() === '' || !passwordValid(password, rules) || !repeatValid(password, repeat, rules);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) void change.fromAuthModal(old, password);
  };
  return (
    <form onSubmit={submit} data-testid="change-password-form" data-first-auth={firstAuth} noValidate>
      <Stack gap="4">
        {firstAuth && (
          <Text fontSize="sm" data-testid="first-auth-hint">
            <FormattedMessage id="auth.firstAuth.hint" />
          </Text>
        )}
        <TextField labelId="auth.oldPassword" value={old} onChange={setOld} password autoComplete="current-password" testId="change-old" />
        <NewPasswordFields {...pair} rules={rules} testIds={{ password: 'change-new', repeat: 'change-repeat' }} />
        <PrimaryButton type="submit" disabled={disabled} loading={change.processing} data-testid="change-submit">
          <FormattedMessage id="auth.changePassword.submit" />
        </PrimaryButton>
        {firstAuth && (
          <HStack justify="center">
            <LinkButton messageId="auth.firstAuth.logOut" onClick={() => void auth.logout()} testId="first-auth-log-out" />
          </HStack>
        )}
      </Stack>
    </form>
  );
});
