import { flow, type Instance } from 'mobx-state-tree';
import type { Failure } from '../../api/result';
import { stripPassword } from './authRules';
import { accountCall, AccountFlowModel } from './accountFlow';
import type { ApiResult } from '../env';

/** Both password changes: the auth modal's (a first auth, or a signed-out player) and the profile's. */
export const ChangePasswordStoreModel = AccountFlowModel.named('ChangePasswordStore')
  .props({ processing: false })
  .actions((self) => ({
    setProcessing(on: boolean) {
      self.processing = on;
    },
  }))
  .actions((self) => ({
    /** Change password from the auth modal: success opens the sign-in modal. */
    fromAuthModal: flow(function* fromAuthModal(oldPassword: string, newPassword: string) {
      const res: ApiResult<unknown> = yield* accountCall(self, self.setProcessing, {
        method: 'POST',
        path: '/api/user/password/change',
        body: { password: stripPassword(oldPassword), new_password: stripPassword(newPassword) },
      });
      if (!res.ok) return false;
      const { auth, app, notify } = self.root;
      auth.setFirstAuth(false);
      // A player still signed in (first auth) goes on with the new password; anyone else signs in with it.
      if (auth.isAuth) app.closeAuthModal();
      else app.openAuthModal('SignIn');
      notify.success(auth.isAuth ? 'auth.changePassword.doneSignedIn' : 'auth.changePassword.done');
      return true;
    }),
    /** Profile change password: blocked locally when new and repeat differ; success logs the player out. */
    fromProfile: flow(function* fromProfile(oldPassword: string, newPassword: string, repeat: string) {
      if (stripPassword(newPassword) !== stripPassword(repeat)) {
        self.root.notify.add({ messageId: 'auth.changedPasswordDoNotMatch', type: 'error' });
        return false;
      }
      self.setProcessing(true);
      try {
        const res: ApiResult<unknown> = yield self.env.api.request({
          method: 'POST',
          path: '/api/user/password/change',
          body: { password: stripPassword(oldPassword), new_password: stripPassword(newPassword) },
        });
        if (!res.ok) {
          self.root.notify.apiError(res as Failure);
          return false;
        }
        self.root.notify.success('auth.changePassword.done');
        yield self.root.auth.logout();
        return true;
      } finally {
        self.setProcessing(false);
      }
    }),
  }));

export interface ChangePasswordStore extends Instance<typeof ChangePasswordStoreModel> {}
