import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, num, str } from '../../api/read';
import { featureOn } from '../../config/routes';
import type { ResponsibleGamblingRules } from '../../config/types';
import { configOf } from '../kit/config';
import { neighboursOf } from '../kit/neighbours';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { withSetPropAction } from '../kit/setProp';
import { errorIdOf } from '../shell/NotifyStore';
import { MALFORMED } from '../kit/storeCall';
import type { Failure } from '../../ports/env';

/** A limit kind as the brand config names it (rules.json responsibleGambling.limits). */
export type LimitKind = ResponsibleGamblingRules['limits'][number];
export type ExclusionKind = 'timeOut' | 'selfExclusion';

export interface LimitState {
  /** null = no limit. */
  amount: number | null;
  /** Deposited or lost in the limit's window (0 for the session limit). */
  used: number;
  /** What is left before the limit (null without a limit, and for the session limit). */
  remaining: number | null;
  /** A raised or removed limit waiting for the cooling period (amount null = removal); effectiveAt in ms. */
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** The platform names kinds in snake case: depositDay ↔ deposit_day. */
export const platformKind = (kind: string): string => kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** A platform date-time ("2026-11-24 19:22:58", UTC) in ms; NaN when unreadable. */
export const platformTime = (s: string): number => Date.parse(`${s.replace(' ', 'T')}Z`);
export const DEPOSIT_KINDS: readonly LimitKind[] = ['depositDay', 'depositWeek', 'depositMonth'];

function readLimit(x: unknown): LimitState | undefined {
  if (!isRecord(x)) return undefined;
  const amount = x.amount === null ? null : num(x.amount);
  if (amount === undefined) return undefined;
  const p = x.pending;
  const effectiveAt = isRecord(p) ? platformTime(str(p.effective_at) ?? '') : NaN;
  const pending = isRecord(p) && Number.isFinite(effectiveAt) ? { amount: p.amount === null ? null : (num(p.amount) ?? null), effectiveAt } : null;
  return { amount, used: num(x.used) ?? 0, remaining: x.remaining === null ? null : (num(x.remaining) ?? null), pending };
}

/**
 * Responsible gambling (rules.json responsibleGambling; on with brand.json features.responsibleGambling):
 * the player's limits as the platform holds them (a lower limit at once, a higher one pending until its
 * cooling period ends), what is left of the deposit limits for the cash desk, and time-out or
 * self-exclusion, which ends the session.
 */
export const ResponsibleGamblingStoreModel = types
  .model('ResponsibleGamblingStore', {
    loaded: false,
    limits: types.frozen<Partial<Record<LimitKind, LimitState>>>({}),
    coolingPeriodHours: types.maybe(types.number),
    /** The text id of the last refusal or failed load; cleared by the next success. */
    errorId: types.maybe(types.string),
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .actions((self) => ({
    fail(failure: Failure) {
      self.errorId = errorIdOf(failure.code, configOf(self).rules);
    },
    apply(data: unknown): boolean {
      const raw = isRecord(data) && isRecord(data.limits) ? data.limits : undefined;
      if (!raw) return false;
      const limits: Partial<Record<LimitKind, LimitState>> = {};
      for (const kind of configOf(self).rules.responsibleGambling?.limits ?? []) {
        const l = readLimit(raw[platformKind(kind)]);
        if (l) limits[kind] = l;
      }
      self.limits = limits;
      self.coolingPeriodHours = isRecord(data) ? num(data.cooling_period_hours) : undefined;
      self.loaded = true;
      return true;
    },
    clear() {
      self.loaded = false;
      self.limits = {};
      self.errorId = undefined;
    },
  }))
  .views((self) => ({
    /** The brand's settings when the feature is on, else undefined. */
    get settings(): ResponsibleGamblingRules | undefined {
      const config = configOf(self);
      return featureOn(config.brand.features, 'responsibleGambling') ? config.rules.responsibleGambling : undefined;
    },
    limitOf(kind: LimitKind): LimitState {
      return self.limits[kind] ?? { amount: null, used: 0, remaining: null, pending: null };
    },
  }))
  .views((self) => ({
    get enabled(): boolean {
      return self.settings !== undefined;
    },
    /** A call of the section is running (its buttons wait). */
    get actionProcessing(): boolean {
      return self.busy();
    },
    /** The tightest deposit limit set: its kind and what is left of it; undefined without one (or before loading). */
    get depositHeadroom(): { kind: LimitKind; remaining: number } | undefined {
      let best: { kind: LimitKind; remaining: number } | undefined;
      for (const kind of DEPOSIT_KINDS) {
        const r = self.limits[kind]?.remaining;
        if (typeof r === 'number' && (!best || r < best.remaining)) best = { kind, remaining: r };
      }
      return best;
    },
  }))
  .actions((self) => {
    const env = () => getEnv<StoreEnv>(self);
    /** Calls carry the partner name: the platform keeps each partner's cooling and exclusion periods. */
    const request = (key: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
      self.setProp('errorId', undefined);
      // Each load asks again (after a deposit the headroom has changed): the newest answer wins, older ones are dropped.
      return self.request(key, { method, path, body, partnerHeaders: true }, { what: 'responsible gambling', quiet: true, fresh: key === 'load' });
    };
    return {
      load: flow(function* load() {
        if (!self.enabled) return null;
        const res = yield* request('load', 'GET', API_PATHS.responsibleGambling);
        if (!res) return null;
        if (!res.ok) return self.fail(res), res;
        if (!self.apply(res.data)) return self.fail(MALFORMED), MALFORMED;
        return null;
      }),
      /**
       * Sets (or, with null, removes) a limit. Returns the refusal, or how it went: at once, or pending
       * until a date (a raise or a removal waits for the cooling period). Not while another call of the section runs.
       */
      setLimit: flow(function* setLimit(kind: LimitKind, amount: number | null) {
        if (self.actionProcessing) return undefined;
        if (amount !== null && !(amount > 0 && Number.isFinite(amount))) {
          self.errorId = 'rg.limit.invalid';
          return undefined;
        }
        const res = yield* request('limit', 'POST', API_PATHS.responsibleGamblingLimit, { kind: platformKind(kind), amount });
        if (!res) return undefined;
        if (!res.ok) return self.fail(res), undefined;
        if (!self.apply(res.data)) return self.fail(MALFORMED), undefined;
        const l = self.limitOf(kind);
        return l.pending ? { pendingUntil: l.pending.effectiveAt } : { pendingUntil: undefined };
      }),
      /** Time-out or self-exclusion for one of the brand's periods; on success the session is over and the player leaves for the lobby. */
      exclude: flow(function* exclude(kind: ExclusionKind, days: number) {
        if (self.actionProcessing) return false;
        const res = yield* request('exclude', 'POST', API_PATHS.responsibleGamblingExclude, { kind: platformKind(kind), days });
        if (!res) return false;
        if (!res.ok) return self.fail(res), false;
        self.clear();
        yield neighboursOf(self).auth.logout();
        env().navigate?.('/', { replace: true });
        return true;
      }),
    };
  });

export interface ResponsibleGamblingStore extends Instance<typeof ResponsibleGamblingStoreModel> {}
export interface ResponsibleGamblingStoreSnapshotIn extends SnapshotIn<typeof ResponsibleGamblingStoreModel> {}
