import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStore } from '../StoreContext';
import { useOpenedOnce } from '../common/useOpenedOnce';

// Downloaded when first opened: the dialog machinery (focus trap, dismiss, presence) and the auth forms.
const AuthModal = lazy(() => import('../auth/AuthModal').then((m) => ({ default: m.AuthModal })));
const ContactsDialog = lazy(() => import('./ContactsDialog').then((m) => ({ default: m.ContactsDialog })));

/** The shell's auth modal slot (AppStore.authModal, or a first auth that forces a change of password). */
export const AuthModalSlot = observer(function AuthModalSlot() {
  const { app, auth } = useStore();
  const mounted = useOpenedOnce(app.authModal.isOpen || auth.mustChangePassword);
  return mounted ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
});

/** The shell's contacts dialog slot (AppStore.contactsOpened). */
export const ContactsDialogSlot = observer(function ContactsDialogSlot() {
  const mounted = useOpenedOnce(useStore().app.contactsOpened);
  return mounted ? (
    <Suspense fallback={null}>
      <ContactsDialog />
    </Suspense>
  ) : null;
});
