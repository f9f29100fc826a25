import { chakra, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { passwordValid } from '../../models/account/authRules';
import { usePageStore } from '../../ui/StoreContext';
import { PrimaryButton, TextField } from '../../ui/auth/fields';
import { NewPasswordField } from '../../ui/auth/NewPasswordFields';
import { PasswordInfo } from './sections/PasswordInfo';

/** Profile → change password: old, new and repeat; a differing repeat is refused before any call, success logs out. */
export const ChangePasswordSection = observer(function ChangePasswordSection() {
  const change = usePageStore('account').password;
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const rules = change.playerRules;
  const pwOk = passwordValid(password, rules);
  const disabled = change.processing || old.trim() === '' || !pwOk || repeat.trim() === '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) void change.fromProfile(old, password, repeat);
  };
  return (
    <chakra.form onSubmit={submit} noValidate maxW="[28rem]" data-testid="profile-change-password">
      <Stack gap="4">
        <PasswordInfo />
        <TextField labelId="auth.oldPassword" value={old} onChange={setOld} password autoComplete="current-password" testId="profile-old-password" />
        <NewPasswordField value={password} onChange={setPassword} rules={rules} testId="profile-new-password" />
        <TextField labelId="auth.repeatPassword" value={repeat} onChange={setRepeat} password autoComplete="new-password" testId="profile-repeat-password" />
        <PrimaryButton type="submit" disabled={disabled} loading={change.processing} data-testid="profile-change-submit">
          <FormattedMessage id="auth.changePassword.submit" />
        </PrimaryButton>
      </Stack>
    </chakra.form>
  );
});
