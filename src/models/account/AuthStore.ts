import { flow, getEnv, toGenerator, types, type Instance, type SnapshotIn, type SnapshotOut } from 'mobx-state-tree';
import { isRecord, num, str } from '../../api/read';
import type { Failure } from '../../api/result';
import { currencyCodeFor, currencyLabelOf } from '../../config/currency';
import { hidesAccount } from './accountPrivacy';
import { configOf } from '../kit/config';
import { neighboursOf } from '../kit/neighbours';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';

export const UserModel = types.model('User', {
  /** 0 = player; anyone else is logged out by the auth check. */
  role: 0,
  /** -1 while anonymous. */
  id: -1,
  phone: '',
  currency: '',
  firstName: '',
  lastName: '',
  isPartner: false,
  email: '',
});

export const WageringDataModel = types.model('WageringData', {
  totalWagerAmount: 0,
  alreadyPlaid: 0,
  leftToPlay: 0,
});

interface ServerBalance {
  balance: number;
  currency?: string;
  is_banned?: boolean;
  bonus_balance?: number;
}
interface ServerBonusState {
  wagering_amount?: number;
  amount_plaid?: number;
  amount_left_plaid?: number;
  amount_left_to_play?: number;
}
interface ServerWagerInfo {
  total_wager_amount?: number;
  already_plaid?: number;
  left_to_play?: number;
}

/** The auth check answered with an account that is not a player (the sign-in form has its own text for -1). */
/** Failures that are no answer about the session (the platform was not reached, or failed): they sign nobody out. */
const NO_ANSWER: readonly Failure['kind'][] = ['timeout', 'cannot-connect', 'server'];
const NOT_PLAYER: Failure = Object.freeze({ ok: false, kind: 'rejected', code: -1, message: '' });
/**
 * Code of a sign-in refused for an unknown user or a wrong password (rules.json accountPrivacy.signInCodes):
 * the form shows one neutral text for both (auth.signIn.failed); the platform's code is in the log.
 */
export const SIGN_IN_REFUSED_CODE = -2;
const SIGN_IN_REFUSED: Failure = Object.freeze({ ok: false, kind: 'rejected', code: SIGN_IN_REFUSED_CODE, message: '' });

/** How far the shown balance can be trusted: never read in this page load, read, or read before a failed refresh. */
export type BalanceState = 'unknown' | 'fresh' | 'stale';

const round2 = (n: unknown) => Math.round((Number(n) || 0) * 100) / 100;

/** Auth state per spec §3/§4: session check, sign-in, logout, balance and bonus wagering. Persisted. */
export const AuthStoreModel = types
  .model('AuthStore', {
    isAuth: false,
    user: types.optional(UserModel, {}),
    balance: 0,
    bonusBalance: 0,
    currency: '',
    isBanned: false,
    wageringAmount: 0,
    amountPlayed: 0,
    amountLeftToPlay: 0,
    isFirstAuth: false,
    wageringData: types.optional(WageringDataModel, {}),
    codeIsCorrect: false,
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .views((self) => ({
    /** A sign-in is on its way (the sign-in form's busy state; background checks do not set it). */
    get actionProcessing(): boolean {
      return self.busy('signIn');
    },
  }))
  .volatile(() => ({
    /**
     * Whether `balance` was read in this page load: 'unknown' until a read succeeds (a persisted
     * or zero value is not the player's balance), 'stale' when the last refresh failed.
     */
    balanceState: 'unknown' as BalanceState,
    /** The start-up session check has answered (either way); until then a session cookie may still mean a player. */
    sessionChecked: false,
    /** Bumped by every sign-in: a session check sent before it answers for an older session and is ignored. */
    signIns: 0,
    /** Bumped when a sign-in ends: fewer ended than begun means one is in flight. */
    signInsEnded: 0,
  }))
  .actions((self) => ({
    /** Volatile state, which setProp (the model's properties) does not cover. */
    setBalanceState(state: BalanceState) {
      self.balanceState = state;
    },
    setSessionChecked() {
      self.sessionChecked = true;
    },
    countSignIn() {
      self.signIns += 1;
    },
    countSignInEnded() {
      self.signInsEnded += 1;
    },
    /** Logout resets the whole auth state. */
    reset() {
      self.balanceState = 'unknown';
      self.isAuth = false;
      self.user = UserModel.create({});
      self.balance = 0;
      self.bonusBalance = 0;
      self.currency = '';
      self.isBanned = false;
      self.wageringAmount = 0;
      self.amountPlayed = 0;
      self.amountLeftToPlay = 0;
      self.isFirstAuth = false;
      self.wageringData = WageringDataModel.create({});
      self.codeIsCorrect = false;
    },
    /** A user read from the auth check (id and role already checked); text fields of another type are left empty. */
    setUser(u: Record<string, unknown>) {
      const email = str(u.email) ?? '';
      const currency = str(u.currency);
      self.user = UserModel.create({
        id: num(u.id) ?? -1,
        role: num(u.role) ?? 0,
        email,
        // The platform has no phone field on the user: the spec fills it from the e-mail.
        phone: email,
        currency: currency ?? '',
        firstName: str(u.first_name) ?? '',
        lastName: str(u.last_name) ?? '',
        isPartner: Boolean(u.is_partner),
      });
      self.currency = currency ?? self.currency;
      self.isAuth = true;
    },
    /** Only a payload with a finite balance (checked by fetchBalance) is applied. */
    setBalance(b: ServerBalance) {
      if (!self.isAuth) return;
      self.balance = round2(b.balance);
      self.bonusBalance = round2(b.bonus_balance);
      if (b.currency) self.currency = b.currency;
      self.isBanned = Boolean(b.is_banned);
      self.balanceState = 'fresh';
    },
    setBonusState(s: ServerBonusState) {
      if (!self.isAuth) return;
      self.wageringAmount = round2(s.wagering_amount);
      self.amountPlayed = round2(s.amount_plaid ?? s.amount_left_plaid);
      self.amountLeftToPlay = round2(s.amount_left_to_play);
    },
    setWagerInfo(w: ServerWagerInfo) {
      if (!self.isAuth) return;
      self.wageringData = WageringDataModel.create({
        totalWagerAmount: round2(w.total_wager_amount),
        alreadyPlaid: round2(w.already_plaid),
        leftToPlay: round2(w.left_to_play),
      });
    },
  }))
  .views((self) => ({
    get isPlayer() {
      return self.isAuth && self.user.role === configOf(self).rules.roles.player;
    },
    get api() {
      return getEnv<StoreEnv>(self).api;
    },
    /** The currency label every amount shows: the account's when signed in, the brand default for guests (src/config/currency.ts). */
    get currencyLabel(): string {
      const { currency } = configOf(self).brand;
      return currencyLabelOf(currency, currencyCodeFor(currency, self.currency || self.user.currency, self.isAuth));
    },
    /** A signed-in player on their first auth must change the password before using the site (spec §2/§4). */
    get mustChangePassword(): boolean {
      return self.isAuth && self.isFirstAuth;
    },
  }))
  .views((self) => ({
    /**
     * A session cookie is present but the check has not answered and no player is known yet:
     * guards wait instead of treating the visitor as a guest (bouncing /profile, sending a game to /auth).
     */
    get sessionPending(): boolean {
      return !self.isAuth && !self.sessionChecked && Boolean(self.api.session());
    },
  }))
  .actions((self) => ({
    /** Ends the session on the server (best effort) and resets the local state. */
    logout: flow(function* logout() {
      const wasAuth = self.isAuth;
      self.reset();
      // What the service worker holds beyond the shell goes with the session (best effort, not awaited).
      void getEnv<StoreEnv>(self).clearOfflineData?.();
      if (wasAuth) yield self.api.request({ method: 'GET', path: '/api/user/logout' });
    }),
  }))
  .actions((self) => ({
    /**
     * Session check: signed in when the server names a user id >= 0 with the player role.
     * Returns null then; otherwise why not: the call's own failure, or code -1 when the account is not a player.
     */
    // biome-ignore lint/suspicious/noExplicitAny: a yield gives back whatever its promise resolved to, which MST flow cannot type
    verify: flow(function* verify(): Generator<Promise<unknown>, Failure | null, any> {
      // No busy flag here: `actionProcessing` is the sign-in form's, and a background check (start-up,
      // after a reload) must neither disable the form under the player's click nor re-enable it mid sign-in.
      const res = yield* toGenerator(self.api.request({ method: 'GET', path: '/api/user/check' }));
      if (!res.ok) return res;
      const { player } = configOf(self).rules.roles;
      const user: Record<string, unknown> = isRecord(res.data) ? res.data : {};
      const id = num(user.id);
      if (user.role != null && num(user.role) !== player) return NOT_PLAYER;
      if (id === undefined || id < 0) {
        getEnv<StoreEnv>(self).log?.('auth check: response has no user id', res.data);
        return { ok: false, kind: 'bad-data', code: 0, message: 'no user in the auth check' };
      }
      self.setUser(user);
      return null;
    }),
  }))
  .actions((self) => ({
    /**
     * First-auth flag from the need-change-password call (spec §4: flag = change not needed is false).
     * Only a boolean answer counts: a failed or malformed call leaves the flag as it was.
     */
    fetchFirstAuth: flow(function* fetchFirstAuth() {
      if (!self.isAuth) return;
      const res = yield* toGenerator(self.api.request({ method: 'GET', path: '/api/user/password_changed' }));
      if (!res.ok) return;
      if (typeof res.data === 'boolean') self.setProp('isFirstAuth', !res.data);
      else getEnv<StoreEnv>(self).log?.('password_changed: the answer is not a boolean', res.data);
    }),
  }))
  .actions((self) => ({
    /**
     * The session check at start-up: an answer that is not a player session logs out. No answer (offline, a
     * timeout, a server error) says nothing about the session: the player stays as stored, and the next call that
     * the platform answers for no session (a 401 on the balance) ends it.
     */
    check: flow(function* check() {
      const signIns = self.signIns;
      const signInInFlight = self.signIns !== self.signInsEnded;
      try {
        const failure: Failure | null = yield self.verify();
        if (!failure) {
          yield self.fetchFirstAuth();
          return true;
        }
        // A guest's check that overlapped a sign-in (begun before it or during it) may have been sent before the
        // session existed: it answers for no session and must not sign the new player out.
        if (signInInFlight || self.signIns !== signIns || self.signIns !== self.signInsEnded) return self.isAuth;
        if (NO_ANSWER.includes(failure.kind)) {
          getEnv<StoreEnv>(self).log?.('session check: no answer, the session is kept as it was', failure);
          return self.isAuth;
        }
        yield self.logout();
        return false;
      } finally {
        self.setSessionChecked();
      }
    }),
    /** Refreshes balance; banned or 'Unauthorized' logs out. */
    fetchBalance: flow(function* fetchBalance() {
      if (!self.isAuth) return;
      const res = yield* toGenerator(self.api.request<ServerBalance>({ method: 'GET', path: '/api/user/balance' }));
      // Another call ended the session while this one was on its way: its answer is not this player's any more.
      if (!self.isAuth) return;
      if (res.ok) {
        const data: Record<string, unknown> = isRecord(res.data) ? res.data : {};
        if (data.is_banned) {
          // The player is told why the session ended, in the active language (spec §4/§6: a banned user is logged out).
          neighboursOf(self).notify.add({ messageId: 'auth.bannedLoggedOut', type: 'error', needClose: false });
          return void (yield self.logout());
        }
        const balance = num(data.balance);
        // A payload without a finite balance keeps the last good one on screen, marked as stale.
        if (balance !== undefined) return self.setBalance({ ...data, balance } as ServerBalance);
        getEnv<StoreEnv>(self).log?.('balance: response has no numeric balance', res.data);
      } else if (res.kind === 'unauthorized' || res.message === 'Unauthorized') {
        return void (yield self.logout());
      }
      if (self.balanceState === 'fresh') self.setBalanceState('stale');
    }),
    fetchBonusState: flow(function* fetchBonusState() {
      if (!self.isAuth) return;
      const res = yield* toGenerator(self.api.request<ServerBonusState>({ method: 'GET', path: '/api/user/bonus_balance_state' }));
      if (res.ok && res.data) self.setBonusState(res.data);
    }),
    fetchWagerInfo: flow(function* fetchWagerInfo() {
      if (!self.isAuth) return;
      const res = yield* toGenerator(self.api.request<ServerWagerInfo>({ method: 'GET', path: '/api/user/wager_info' }));
      if (res.ok && res.data) self.setWagerInfo(res.data);
    }),
  }))
  .actions((self) => {
    const signIn = flow(function* signIn(username: string, password: string) {
      self.countSignIn();
      try {
        const res = yield* toGenerator(
          self.api.request({ method: 'POST', path: '/api/user/login', body: { username: username.trim(), password: password.replace(/\s+/g, '') } }),
        );
        if (!res.ok) return hidesAccount(self, 'signInCodes', res) ? SIGN_IN_REFUSED : res;
        // A check that failed (timeout, server error) is shown as such; code -1 (not a player) has its own text.
        const failure = yield* toGenerator(self.verify());
        if (failure) {
          if (failure === NOT_PLAYER) yield self.logout();
          return failure;
        }
        yield self.fetchFirstAuth();
        yield self.fetchBalance();
        return null;
      } finally {
        self.countSignInEnded();
      }
    });
    return {
      /**
       * Sign-in: all whitespace is stripped from the password; on success the auth check runs.
       * Returns the failed result so the caller can show its error, or null on success.
       */
      login: flow(function* login(username: string, password: string) {
        // The whole sign-in (the call, the check, the first-auth flag, the balance) is the form's one busy call; a
        // second one while it runs joins it and reads how it ended.
        const result = yield* self.track('signIn', () => signIn(username, password), { what: 'sign-in', quiet: true });
        if (result !== undefined) return result;
        return self.isAuth ? null : SIGN_IN_REFUSED;
      }),
    };
  });

export interface AuthStore extends Instance<typeof AuthStoreModel> {}
export interface AuthStoreSnapshotIn extends SnapshotIn<typeof AuthStoreModel> {}
export interface AuthStoreSnapshotOut extends SnapshotOut<typeof AuthStoreModel> {}
