import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { AuthModalType } from '../../models/AppStore';
import { useStore } from '../StoreContext';
import { Modal } from '../common/Modal';
import { LogOutConfirm } from './LogOutConfirm';
import { ChangePasswordForm, ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

const TITLES: Record<AuthModalType, string> = {
  SignIn: 'auth.signIn.title',
  SignUp: 'auth.signUp.title',
  // The three reset types share one form; its step (AccountStore.resetStep) says which part shows.
  ResetPassword: 'auth.reset.title',
  ResetPassword2: 'auth.reset.title',
  ResetPassword3: 'auth.reset.title',
  ChangePassword: 'auth.changePassword.title',
  LogOut: 'auth.logOut.title',
};

/**
 * The auth modal (AppStore.authModal): one form per type.
 * It cannot be closed while the user is logged in on their first auth.
 */
export const AuthModal = observer(function AuthModal() {
  const { app, auth } = useStore();
  const { isOpen, type } = app.authModal;
  const closable = !(auth.isAuth && auth.isFirstAuth);
  const close = () => app.closeAuthModal();
  const isLogOut = type === 'LogOut';
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
        return <ChangePasswordForm />;
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
    >
      {isOpen && body()}
    </Modal>
  );
});
