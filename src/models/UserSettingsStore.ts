import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import type { ApiResult, StoreEnv } from './env';
import { configOf } from './config';

export type ThemeMode = 'light' | 'dark';

interface Range {
  min: number;
  max: number;
}
/** Server settings (GET /api/site/settings) as the engine keeps them. */
export interface ServerSettings {
  lang?: string;
  currencies?: string[];
  limits?: {
    payment?: { withdrawal?: Range; deposits?: Range; topUp?: Range };
    bets?: Record<string, unknown>;
  };
  INBET_KF?: Record<string, number>;
  password_settings?: Record<string, unknown>;
  passwordSettings?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * User settings: the user's own choices (theme, short menu, odd and coefficient type; persisted,
 * defaults from rules.defaults) and today's server settings (limits, currencies, password rules).
 */
export const UserSettingsStoreModel = types
  .model('UserSettingsStore', {
    theme: types.maybe(types.enumeration('Theme', ['light', 'dark'])),
    isShortMenu: types.maybe(types.boolean),
    oddType: types.maybe(types.string),
    coefType: types.maybe(types.string),
    server: types.frozen<ServerSettings | undefined>(),
    actionProcessing: false,
  })
  .views((self) => ({
    get defaults() {
      return configOf(self).rules.defaults;
    },
  }))
  .views((self) => ({
    get themeMode(): ThemeMode {
      return (self.theme ?? self.defaults.theme ?? 'light') as ThemeMode;
    },
    get shortMenu(): boolean {
      return self.isShortMenu ?? Boolean(self.defaults.shortMenu);
    },
    get odd(): string {
      return self.oddType ?? self.defaults.oddType;
    },
    get coef(): string {
      return self.coefType ?? self.defaults.coefType;
    },
    /** Site currencies without the brand's hidden ones. */
    get currencies(): string[] {
      const hidden = new Set(configOf(self).brand.currency.hidden ?? []);
      return (self.server?.currencies ?? []).filter((c) => !hidden.has(c));
    },
    get limits() {
      const p = self.server?.limits?.payment;
      return { withdrawal: p?.withdrawal, topUp: p?.deposits ?? p?.topUp, bets: self.server?.limits?.bets };
    },
    get inbetKf(): Record<string, number> {
      return self.server?.INBET_KF ?? {};
    },
    get passwordSettings() {
      return self.server?.password_settings ?? self.server?.passwordSettings;
    },
  }))
  .actions((self) => ({
    setTheme(theme: ThemeMode) {
      self.theme = theme;
    },
    toggleTheme() {
      self.theme = self.themeMode === 'light' ? 'dark' : 'light';
    },
    setShortMenu(short: boolean) {
      self.isShortMenu = short;
    },
    setOddType(v: string) {
      self.oddType = v;
    },
    setCoefType(v: string) {
      self.coefType = v;
    },
    setServer(s: ServerSettings | undefined) {
      self.server = s;
    },
    setProcessing(on: boolean) {
      self.actionProcessing = on;
    },
  }))
  .actions((self) => ({
    /** Reloads server settings; runs at start and whenever the auth state changes. */
    load: flow(function* load() {
      self.setProcessing(true);
      const res: ApiResult<ServerSettings> = yield getEnv<StoreEnv>(self).api.request<ServerSettings>({
        method: 'GET',
        path: '/api/site/settings',
      });
      self.setProcessing(false);
      if (res.ok) self.setServer(res.data ?? undefined);
      else getEnv<StoreEnv>(self).log?.('site settings failed to load', res);
      return res.ok;
    }),
  }));

export interface UserSettingsStore extends Instance<typeof UserSettingsStoreModel> {}
export interface UserSettingsStoreSnapshotIn extends SnapshotIn<typeof UserSettingsStoreModel> {}
