import { HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NEUTRAL_TEXTS } from '../../models/account/accountPrivacy';
import { SIGN_IN_REFUSED_CODE } from '../../models/account/AuthStore';
import { useStore } from '../StoreContext';
import { HelpLine } from '../common/HelpLine';
import { LinkButton, PrimaryButton, TextField } from './fields';

/** Sign-in: username and password; the button waits for a password and for the running request. */
export const SignInForm = observer(function SignInForm({ onDone }: { onDone: () => void }) {
  const root = useStore();
  const { auth, notify, app, responsibleGambling } = root;
  const intl = useIntl();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  /** The platform refused the sign-in because the player is in a time-out or self-excluded. */
  const [excluded, setExcluded] = useState(false);
  const disabled = password.replace(/\s+/g, '') === '' || auth.actionProcessing;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    const failure = await auth.login(username, password);
    if (!failure) return onDone();
    const isExcluded = failure.kind === 'rejected' && failure.code === responsibleGambling.settings?.platformCodes.excluded;
    setExcluded(isExcluded);
    // The form itself says why, with the help line: no toast repeating it.
    if (isExcluded) return;
    if (failure.kind === 'rejected' && failure.code === -1) notify.add({ messageId: 'auth.signIn.notPlayer', type: 'error' });
    // unknown user and wrong password read alike (rules.json accountPrivacy.signInCodes)
    else if (failure.kind === 'rejected' && failure.code === SIGN_IN_REFUSED_CODE) notify.add({ messageId: NEUTRAL_TEXTS.signIn, type: 'error' });
    // The platform's own text only for its refusals; a transport failure's text is technical (e.g. "timeout of 15000ms exceeded").
    else notify.apiError(failure, failure.kind === 'rejected' ? 'server' : 'default');
  };

  return (
    <form onSubmit={submit} data-testid="sign-in-form" noValidate>
      <Stack gap="4">
        <TextField
          labelId="auth.username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          placeholder={intl.formatMessage({ id: 'auth.usernamePlaceholder' })}
          testId="sign-in-username"
        />
        <TextField
          labelId="auth.password"
          name="password"
          password
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          testId="sign-in-password"
        />
        {excluded && (
          <Stack gap="2" role="alert" data-testid="sign-in-excluded">
            <Text fontWeight="semibold">
              <FormattedMessage id="error.rg.excluded" />
            </Text>
            <HelpLine />
          </Stack>
        )}
        <PrimaryButton type="submit" disabled={disabled} loading={auth.actionProcessing} data-testid="sign-in-submit">
          <FormattedMessage id="auth.signIn.submit" />
        </PrimaryButton>
        <HStack justify="space-between" flexWrap="wrap">
          <LinkButton messageId="auth.forgotPassword" onClick={() => root.openAuthForm('ResetPassword')} testId="to-reset" />
          <LinkButton messageId="auth.signUp.title" onClick={() => app.openAuthModal('SignUp')} testId="to-sign-up" />
        </HStack>
      </Stack>
    </form>
  );
});
