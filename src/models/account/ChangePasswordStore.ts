import { flow, type Instance } from 'mobx-state-tree';
import { stripPassword } from './authRules';
import { accountCall, AccountFlowModel } from './accountFlow';

/** Both password changes: the auth modal's (a first auth, or a signed-out player) and the profile's. */
export const ChangePasswordStoreModel = AccountFlowModel.named('ChangePasswordStore')
  .views((self) => ({
    /** The change (or the sign-out after it) is on its way. */
    get processing(): boolean {
      return self.busy();
    },
  }))
  .actions((self) => ({
    fromAuthModal: flow(function* fromAuthModal(oldPassword: string, newPassword: string) {
      const res = yield* accountCall(self, 'change', {
        method: 'POST',
        path: '/api/user/password/change',
        body: { password: stripPassword(oldPassword), new_password: stripPassword(newPassword) },
      });
      if (!res?.ok) return false;
      const { auth, app, notify } = self.root;
      auth.setProp('isFirstAuth', false);
      // A player still signed in (first auth) goes on with the new password; anyone else signs in with it.
      if (auth.isAuth) app.closeAuthModal();
      else app.openAuthModal('SignIn');
      notify.success(auth.isAuth ? 'auth.changePassword.doneSignedIn' : 'auth.changePassword.done');
      return true;
    }),
    fromProfile: flow(function* fromProfile(oldPassword: string, newPassword: string, repeat: string) {
      if (stripPassword(newPassword) !== stripPassword(repeat)) {
        self.root.notify.add({ messageId: 'auth.changedPasswordDoNotMatch', type: 'error' });
        return false;
      }
      const res = yield* accountCall(self, 'change', {
        method: 'POST',
        path: '/api/user/password/change',
        body: { password: stripPassword(oldPassword), new_password: stripPassword(newPassword) },
      });
      if (!res?.ok) return false;
      self.root.notify.success('auth.changePassword.done');
      yield* self.track('signOut', () => self.root.auth.logout(), { what: 'sign-out after a password change' });
      return true;
    }),
  }));

export interface ChangePasswordStore extends Instance<typeof ChangePasswordStoreModel> {}
