/** A bare store tree for the casino stores' tests: config + the neighbours they read (auth, app, notify). */
import { types } from 'mobx-state-tree';
import type { CasinoConfig } from '../catalogue/config';
import { AppStoreModel } from './AppStore';
import { CasinoStoreModel } from './CasinoStore';
import { DailyWinningsStoreModel } from './DailyWinningsStore';
import { JackpotsStoreModel } from './JackpotsStore';

export interface Toast {
  messageId?: string;
  text?: string;
  type?: string;
}

const TestNotify = types
  .model('TestNotify', {})
  .volatile(() => ({ toasts: [] as Toast[] }))
  .actions((self) => ({
    add(t: Toast) {
      self.toasts.push(t);
    },
    success(messageId: string) {
      self.toasts.push({ messageId, type: 'success' });
    },
    apiError(r: { code: number; message: string }) {
      self.toasts.push({ messageId: `errors.code.${r.code}`, text: r.message, type: 'error' });
    },
  }));

export const CasinoTestRoot = types
  .model('CasinoTestRoot', {
    config: types.frozen<CasinoConfig>(),
    auth: types.optional(types.model('TestAuth', { isAuth: false, user: types.optional(types.model('TestUser', { role: 0, id: -1 }), {}) }), {}),
    app: types.optional(AppStoreModel, {}),
    notify: types.optional(TestNotify, {}),
    locale: types.optional(types.model('TestLocale', { language: 'en-US' }), {}),
    casino: types.optional(CasinoStoreModel, {}),
    jackpots: types.optional(JackpotsStoreModel, {}),
    dailyWinnings: types.optional(DailyWinningsStoreModel, {}),
  })
  .actions((self) => ({
    signIn(role = 0, id = 7) {
      self.auth.isAuth = true;
      self.auth.user.role = role;
      self.auth.user.id = id;
    },
    signOut() {
      self.auth.isAuth = false;
      self.auth.user.id = -1;
      self.auth.user.role = 0;
    },
    setLanguage(code: string) {
      self.locale.language = code;
    },
    ban(providers: string[], casinoTypes: string[] = []) {
      self.app.setBlocklist({ providers, casinoTypes });
    },
  }));
