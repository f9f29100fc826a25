import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageStore } from '../../../ui/StoreContext';
import { DateCell } from './common';
import { FailureText } from './FailureText';

/** Above the change-password form: when the password was last changed (GET /api/user/password/change), or that it never was. */
export const PasswordInfo = observer(function PasswordInfo() {
  const info = usePageStore('profile').passwordInfo;
  useEffect(() => {
    void info.load();
  }, [info]);
  if (info.failure) return <FailureText failure={info.failure} whereId="profile.where.passwordInfo" />;
  if (!info.loaded) return null;
  return (
    <Text color="brand.textMuted" data-testid="password-info" data-changed={info.changed}>
      {info.changed && info.changedAt ? (
        <FormattedMessage id="profile.password.lastChanged" values={{ date: <DateCell value={info.changedAt} /> }} />
      ) : (
        <FormattedMessage id={info.changed ? 'profile.password.changed' : 'profile.password.neverChanged'} />
      )}
    </Text>
  );
});
