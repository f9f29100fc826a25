import { reaction } from 'mobx';
import { getEnv, types, type Instance } from 'mobx-state-tree';
import type { StoreEnv } from '../env';
import { neighboursOf } from '../kit/neighbours';

const STORAGE_KEY = 'rg.realityCheckMinutes';
/** The running play session, so a page reload within the same sign-in keeps its start and net basis. */
const SESSION_KEY = 'rg.realityCheckSession';
const MINUTE = 60_000;

interface KeptSession {
  userId: number;
  startedAt: number;
  startTotal?: number;
  cashflow: number;
}

function readKept(raw: string | null): KeptSession | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<KeptSession>;
    const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
    if (!finite(v.userId) || !finite(v.startedAt) || !finite(v.cashflow) || (v.startTotal !== undefined && !finite(v.startTotal))) return undefined;
    return { userId: v.userId, startedAt: v.startedAt, startTotal: v.startTotal, cashflow: v.cashflow };
  } catch {
    return undefined;
  }
}

/**
 * The reality check (rules.json responsibleGambling.realityCheck): a play session starts with the
 * first game after sign-in; every N minutes of it (the player's choice among the brand's allowed
 * values) the game page shows the time played and the net result, with continue or stop. Once the
 * player's session time limit is reached only stop is offered, on every game opened until sign-out.
 * Time comes from env.clock, so tests (and Playwright's fake clock) drive it. The session (its start,
 * starting balance and cash-desk flow) is kept in env.storage, so a page reload within the same sign-in
 * goes on with it; a sign-out or a new sign-in drops it.
 */
export const RealityCheckStoreModel = types
  .model('RealityCheckStore', {})
  .volatile(() => ({
    /** When this play session started (ms); undefined before the first game after sign-in. */
    startedAt: undefined as number | undefined,
    /** Real and bonus balance when the session started; undefined until a fresh balance is read. */
    startTotal: undefined as number | undefined,
    /** Deposits minus withdrawals made during the session: they change the balance but are not play. */
    cashflow: 0,
    /** A reminder is waiting for the player's answer. */
    due: false,
    reason: 'interval' as 'interval' | 'sessionLimit',
    /** When the waiting reminder fell due (ms). */
    dueAt: 0,
    onGame: false,
    chosenMinutes: undefined as number | undefined,
  }))
  .views((self) => ({
    get neighbours() {
      return neighboursOf(self);
    },
    get env() {
      return getEnv<StoreEnv>(self);
    },
  }))
  .views((self) => ({
    get settings() {
      return self.neighbours.responsibleGambling.settings?.realityCheck;
    },
    /** The session limit the player set, in ms (when the brand offers it). */
    get sessionLimitMs(): number | undefined {
      const rg = self.neighbours.responsibleGambling;
      if (!rg.settings?.limits.includes('sessionMinutes')) return undefined;
      const minutes = rg.limitOf('sessionMinutes').amount;
      return minutes === null ? undefined : minutes * MINUTE;
    },
  }))
  .views((self) => ({
    get allowedMinutes(): number[] {
      return self.settings?.allowedMinutes ?? [];
    },
    /** The player's interval when the brand still allows it, else the brand's default. */
    get intervalMinutes(): number {
      const s = self.settings;
      if (!s) return 0;
      return self.chosenMinutes !== undefined && s.allowedMinutes.includes(self.chosenMinutes) ? self.chosenMinutes : s.defaultMinutes;
    },
    /** Time played when the reminder fell due (ms). */
    get playedMs(): number {
      return self.startedAt === undefined ? 0 : Math.max(0, self.dueAt - self.startedAt);
    },
    /** Won (positive) or lost (negative) this session, to the cent: the balance change less deposits and withdrawals; undefined before a fresh balance. */
    get netResult(): number | undefined {
      const { auth } = self.neighbours;
      if (self.startTotal === undefined || auth.balanceState !== 'fresh') return undefined;
      return Math.round((auth.balance + auth.bonusBalance - self.startTotal - self.cashflow) * 100) / 100;
    },
    /** How the net result reads: a result that rounds to zero cents is neither won nor lost. */
    get netOutcome(): 'won' | 'lost' | 'even' | undefined {
      const net = this.netResult;
      if (net === undefined) return undefined;
      return net > 0 ? 'won' : net < 0 ? 'lost' : 'even';
    },
    /** The reminder is shown: one is due and the player is on a game page. */
    get showing(): boolean {
      return self.due && self.onGame;
    },
  }))
  .actions((self) => ({
    /** Keeps the running session for a reload (see SESSION_KEY); no session, nothing kept. */
    keep() {
      const { storage } = self.env;
      if (self.startedAt === undefined) return storage.remove(SESSION_KEY);
      const kept: KeptSession = { userId: self.neighbours.auth.user.id, startedAt: self.startedAt, startTotal: self.startTotal, cashflow: self.cashflow };
      storage.set(SESSION_KEY, JSON.stringify(kept));
    },
  }))
  .actions((self) => ({
    captureStart() {
      const { auth } = self.neighbours;
      if (self.startedAt !== undefined && self.startTotal === undefined && auth.balanceState === 'fresh') {
        self.startTotal = auth.balance + auth.bonusBalance;
        self.keep();
      }
    },
    /** The session this sign-in started before a page reload, when the same player is still signed in. */
    resume(): boolean {
      const kept = readKept(self.env.storage.get(SESSION_KEY));
      const { auth } = self.neighbours;
      if (!kept || !auth.isAuth || auth.user.id < 0 || kept.userId !== auth.user.id || kept.startedAt > self.env.clock.now()) return false;
      self.startedAt = kept.startedAt;
      self.startTotal = kept.startTotal;
      self.cashflow = kept.cashflow;
      return true;
    },
    fire() {
      const now = self.env.clock.now();
      const limit = self.sessionLimitMs;
      self.reason = limit !== undefined && self.startedAt !== undefined && now - self.startedAt >= limit ? 'sessionLimit' : 'interval';
      self.dueAt = now;
      self.due = true;
      // The net result is read from a fresh balance.
      void self.neighbours.auth.fetchBalance();
    },
  }))
  .actions((self) => {
    let timer: unknown;
    let disposers: Array<() => void> = [];
    const clearTimer = () => {
      if (timer !== undefined) self.env.clock.clearTimeout(timer);
      timer = undefined;
    };
    /** Runs inside the calling action: sets the one timer to the next interval end or the session limit, whichever is first. */
    const schedule = () => {
      const { clock } = self.env;
      clearTimer();
      if (self.startedAt === undefined || self.due || !self.settings) return;
      const now = clock.now();
      const interval = self.intervalMinutes * MINUTE;
      const elapsed = now - self.startedAt;
      let next = self.startedAt + (Math.floor(elapsed / interval) + 1) * interval;
      const limit = self.sessionLimitMs;
      if (limit !== undefined) next = Math.min(next, self.startedAt + limit);
      timer = clock.setTimeout(
        () => {
          timer = undefined;
          self.fire();
        },
        Math.max(0, next - now),
      );
    };
    const end = () => {
      clearTimer();
      self.startedAt = undefined;
      self.startTotal = undefined;
      self.cashflow = 0;
      self.due = false;
      self.keep();
    };
    return {
      afterCreate() {
        const raw = self.env.storage.get(STORAGE_KEY);
        const minutes = raw === null ? NaN : Number(raw);
        if (Number.isFinite(minutes)) self.chosenMinutes = minutes;
        const { auth } = self.neighbours;
        disposers = [
          reaction(
            () => auth.isAuth,
            (isAuth) => {
              // through the action: a reaction runs outside one
              if (!isAuth) (self as unknown as { end(): void }).end();
            },
          ),
          // A new sign-in is a new session, even when the previous one was never signed out.
          reaction(
            () => auth.signIns,
            () => (self as unknown as { end(): void }).end(),
          ),
          reaction(
            () => auth.balanceState,
            () => self.captureStart(),
          ),
          // A new session limit (or its removal) moves the next check.
          reaction(
            () => self.sessionLimitMs,
            () => schedule(),
          ),
        ];
      },
      beforeDestroy() {
        clearTimer();
        for (const d of disposers) d();
      },
      /** Ends the session (sign-out): nothing is due, the next game starts a new one. */
      end() {
        end();
      },
      /** A game page opened: the first one after sign-in starts the session; a reached session limit shows at once. */
      enterGame() {
        if (!self.settings) return;
        self.onGame = true;
        if (self.startedAt === undefined && !self.resume()) {
          self.startedAt = self.env.clock.now();
          self.keep();
          self.captureStart();
        }
        const limit = self.sessionLimitMs;
        const startedAt = self.startedAt ?? self.env.clock.now();
        if (!self.due && limit !== undefined && self.env.clock.now() - startedAt >= limit) self.fire();
        else schedule();
      },
      leaveGame() {
        self.onGame = false;
      },
      /** Continue playing: the next reminder comes one interval later. Not offered once the session limit is reached. */
      continuePlaying() {
        if (self.reason === 'sessionLimit') return;
        self.due = false;
        schedule();
      },
      /** Stop: leaves the game for the lobby. */
      stop() {
        const wasLimit = self.reason === 'sessionLimit';
        self.due = false;
        self.onGame = false;
        if (!wasLimit) schedule();
        self.env.navigate?.('/', { replace: false });
      },
      /** The player's reminder interval: one of the brand's allowed values, kept for the next visits. */
      setIntervalMinutes(minutes: number): boolean {
        if (!self.allowedMinutes.includes(minutes)) return false;
        self.chosenMinutes = minutes;
        self.env.storage.set(STORAGE_KEY, String(minutes));
        schedule();
        return true;
      },
      /** A deposit (+) or withdrawal (−) during the session, kept out of the net result. */
      noteCashflow(amount: number) {
        if (self.startedAt === undefined || !Number.isFinite(amount)) return;
        self.cashflow += amount;
        self.keep();
      },
    };
  });

export interface RealityCheckStore extends Instance<typeof RealityCheckStoreModel> {}
