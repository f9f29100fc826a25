import { Box, Flex, Image } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuthModalType } from '../../models/shell/AppStore';
import { useStore } from '../StoreContext';
import { brandAsset } from '../common/brand';
import { Modal } from '../common/Modal';
import { LogOutConfirm } from './LogOutConfirm';
import { ChangePasswordForm, ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const TITLES: Record<AuthModalType, string> = {
  SignIn: 'auth.signIn.title',
  SignUp: 'auth.signUp.title',
  // The three reset types share one form; its step (ResetPasswordStore step) says which part shows.
  ResetPassword: 'auth.reset.title',
  ResetPassword2: 'auth.reset.title',
  ResetPassword3: 'auth.reset.title',
  ChangePassword: 'auth.changePassword.title',
  LogOut: 'auth.logOut.title',
};

/** The forms the brand's auth banner (theme.images.authBanner) stands beside. */
const WITH_BANNER: readonly AuthModalType[] = ['SignIn', 'SignUp'];

/**
 * The auth modal (AppStore.authModal): one form per type, sign-in and sign-up beside the brand's banner on
 * wide screens. It cannot be closed while the user is logged in on their first auth.
 */
export const AuthModal = observer(function AuthModal() {
  const { app, auth, config } = useStore();
  const intl = useIntl();
  // A signed-in player on their first auth sees only the change-password form until it succeeds.
  const forced = auth.mustChangePassword;
  const isOpen = app.authModal.isOpen || forced;
  const type: AuthModalType = forced ? 'ChangePassword' : app.authModal.type;
  const closable = !forced;
  const close = () => app.closeAuthModal();
  const isLogOut = type === 'LogOut';
  const banner = WITH_BANNER.includes(type) ? brandAsset(config, config.theme.images?.authBanner) : undefined;
  const body = () => {
    switch (type) {
      case 'LogOut':
        return <LogOutConfirm onDone={close} />;
      case 'SignUp':
        return <SignUpForm />;
      case 'ResetPassword':
      case 'ResetPassword2':
      case 'ResetPassword3':
        return <ResetPasswordForm />;
      case 'ChangePassword':
        return <ChangePasswordForm firstAuth={forced} />;
      default:
        return <SignInForm onDone={close} />;
    }
  };
  return (
    <Modal
      open={isOpen}
      onClose={close}
      closable={closable}
      testId={isLogOut ? 'logout-modal' : 'auth-modal'}
      title={<FormattedMessage id={TITLES[type] ?? 'auth.signIn.title'} />}
      size={banner ? { base: 'md', md: 'xl' } : undefined}
    >
      {isOpen &&
        (banner ? (
          <Flex gap="6" align="stretch">
            {/* Decoration beside the form: a phone has no room for it, so it is not shown there. */}
            <Image
              src={banner}
              alt={intl.formatMessage({ id: 'auth.banner.alt' })}
              display={{ base: 'none', md: 'block' }}
              w="[15rem]"
              flexShrink={0}
              objectFit="cover"
              borderRadius="card"
              data-testid="auth-banner"
            />
            <Box flex="1" minW="[0]">
              {body()}
            </Box>
          </Flex>
        ) : (
          body()
        ))}
    </Modal>
  );
});
