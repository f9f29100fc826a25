import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { isRecord, num } from '../../api/read';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';
import { configOf } from '../kit/config';
import { neighboursOf } from '../kit/neighbours';

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

type Log = StoreEnv['log'];

/** A {min, max} pair of numbers (numeric strings accepted); undefined when either is missing. */
function readRange(v: unknown): Range | undefined {
  const min = isRecord(v) ? num(v.min) : undefined;
  const max = isRecord(v) ? num(v.max) : undefined;
  return min === undefined || max === undefined ? undefined : { min, max };
}

/** Limits: an object whose payment ranges (where present) are number pairs and whose bets (where present) is an object. */
function readLimits(v: unknown): ServerSettings['limits'] | undefined {
  if (!isRecord(v) || (v.bets !== undefined && !isRecord(v.bets))) return undefined;
  if (v.payment === undefined) return { ...v };
  if (!isRecord(v.payment)) return undefined;
  const payment: Record<string, Range> = {};
  for (const key of ['withdrawal', 'deposits', 'topUp'] as const) {
    if (v.payment[key] === undefined) continue;
    const range = readRange(v.payment[key]);
    if (!range) return undefined;
    payment[key] = range;
  }
  return { ...v, payment };
}

const allNumbers = (v: unknown) => isRecord(v) && Object.values(v).every((x) => typeof x === 'number' && Number.isFinite(x));
const allStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Today's server settings, checked field by field: a malformed field keeps its last good value
 * (or none, so the brand default applies) and the mismatch is logged, never shown.
 */
export function readServerSettings(data: unknown, last: ServerSettings | undefined, log?: Log): ServerSettings | undefined {
  if (!isRecord(data)) {
    log?.('site settings: response is not an object', data);
    return last;
  }
  const out: ServerSettings = { ...data };
  const checks: Record<string, (v: unknown) => unknown> = {
    lang: (v) => (typeof v === 'string' ? v : undefined),
    currencies: (v) => (allStrings(v) ? v : undefined),
    limits: readLimits,
    INBET_KF: (v) => (allNumbers(v) ? v : undefined),
    password_settings: (v) => (isRecord(v) ? v : undefined),
    passwordSettings: (v) => (isRecord(v) ? v : undefined),
  };
  const bad: string[] = [];
  for (const [key, read] of Object.entries(checks)) {
    if (data[key] === undefined) continue;
    const value = read(data[key]);
    if (value !== undefined) out[key] = value;
    else {
      bad.push(key);
      if (last?.[key] !== undefined) out[key] = last[key];
      else delete out[key];
    }
  }
  if (bad.length) log?.(`site settings: malformed ${bad.join(', ')} kept at the last good value`, data);
  return out;
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
    /** The last settings call failed and no server settings are known: the brand's defaults apply. */
    serverUnavailable: false,
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .views((self) => ({
    /** The settings call is running. */
    get actionProcessing(): boolean {
      return self.busy('settings');
    },
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
    /** Site currencies without the brand's hidden ones; the brand's default currency while the server's list is unknown. */
    get currencies(): string[] {
      const { currency } = configOf(self).brand;
      const hidden = new Set(currency.hidden ?? []);
      const list = self.server?.currencies ?? (self.serverUnavailable ? [currency.default] : []);
      return list.filter((c) => !hidden.has(c));
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
    toggleTheme() {
      self.theme = self.themeMode === 'light' ? 'dark' : 'light';
    },
    setServer(s: ServerSettings | undefined) {
      self.server = s;
      self.serverUnavailable = false;
    },
  }))
  .actions((self) => ({
    /** Reloads server settings; runs at start and whenever the auth state changes. */
    load: flow(function* load() {
      const env = getEnv<StoreEnv>(self);
      // Each load asks again (the settings may depend on who is signed in): the newest answer wins, an older one is dropped.
      const res = yield* self.request('settings', { method: 'GET', path: '/api/site/settings' }, { what: 'site settings', quiet: true, fresh: true });
      if (!res) return false;
      if (res.ok) {
        self.setServer(readServerSettings(res.data, self.server, env.log));
      } else {
        env.log?.('site settings failed to load', res);
        // With no settings at all the brand defaults apply: say so once, not on every reload.
        if (!self.server && !self.serverUnavailable) {
          self.setProp('serverUnavailable', true);
          neighboursOf(self).notify.add({ messageId: 'degraded.settings', type: 'default' });
        }
      }
      return res.ok;
    }),
  }));

export interface UserSettingsStore extends Instance<typeof UserSettingsStoreModel> {}
export interface UserSettingsStoreSnapshotIn extends SnapshotIn<typeof UserSettingsStoreModel> {}
