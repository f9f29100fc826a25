import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../StoreContext';
import { Modal } from '../common/Modal';
import { LogOutConfirm } from './LogOutConfirm';
import { SignInForm } from './SignInForm';

/**
 * The auth modal (AppStore.authModal). Sign-in and logout confirmation are here; the other types
 * (sign-up, password reset, change password) open the sign-in form until their forms exist.
 * It cannot be closed while the user is logged in on their first auth.
 */
export const AuthModal = observer(function AuthModal() {
  const { app, auth } = useStore();
  const { isOpen, type } = app.authModal;
  const closable = !(auth.isAuth && auth.isFirstAuth);
  const close = () => app.closeAuthModal();
  const isLogOut = type === 'LogOut';
  return (
    <Modal
      open={isOpen}
      onClose={close}
      closable={closable}
      testId={isLogOut ? 'logout-modal' : 'auth-modal'}
      title={<FormattedMessage id={isLogOut ? 'auth.logOut.title' : 'auth.signIn.title'} />}
    >
      {isOpen && (isLogOut ? <LogOutConfirm onDone={close} /> : <SignInForm onDone={close} />)}
    </Modal>
  );
});
