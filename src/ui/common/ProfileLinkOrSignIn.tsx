import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useStore } from '../StoreContext';
import { PrimaryButton } from './ActionButton';

/** A player's way on to a profile page from an information page; a guest is offered sign-in instead. */
export const ProfileLinkOrSignIn = observer(function ProfileLinkOrSignIn({
  to,
  labelId,
  signInLabelId,
  testIds,
}: {
  to: string;
  labelId: string;
  signInLabelId: string;
  testIds?: { link: string; signIn: string };
}) {
  const { auth, app } = useStore();
  return auth.isAuth ? (
    <PrimaryButton asChild data-testid={testIds?.link}>
      <RouterLink to={to}>
        <FormattedMessage id={labelId} />
      </RouterLink>
    </PrimaryButton>
  ) : (
    <PrimaryButton onClick={() => app.openAuthModal('SignIn')} data-testid={testIds?.signIn}>
      <FormattedMessage id={signInLabelId} />
    </PrimaryButton>
  );
});
