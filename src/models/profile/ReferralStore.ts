import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import { configOf } from '../kit/config';
import { MALFORMED } from '../kit/storeCall';
import type { Failure } from '../../ports/env';
import { ReferralApplicationStoreModel } from './ReferralApplicationStore';

/** A referred friend (spec §3 referral history item). */
export interface Referral {
  id?: number;
  created_at?: string;
  username?: string;
  reward?: number;
}

const readReferral = (x: unknown): Referral | undefined =>
  isRecord(x) ? { id: num(x.id), created_at: str(x.created_at), username: str(x.username), reward: num(x.reward) } : undefined;

/**
 * Referral programme (spec §3 profile state, §7): the invite statistic and the history one page at
 * a time (0-based `page`, `rules.referral.pageSize` rows). The page index is clamped to the last page
 * when the page count shrinks, and to 0 when there are no pages (spec §4).
 */
export const ReferralStoreModel = types
  .model('ReferralStore', {
    inviteLink: '',
    friendsInvited: 0,
    rewardAmount: 0,
    statisticLoaded: false,
    rows: types.frozen<readonly Referral[]>([]),
    page: 0,
    pageCount: 0,
    historyLoaded: false,
    failures: types.frozen<Record<string, Failure>>({}),
    application: types.optional(ReferralApplicationStoreModel, {}),
  })
  .extend(withRequests)
  .views((self) => ({
    get actionProcessing(): boolean {
      return self.busy();
    },
  }))
  .actions((self) => ({
    setFailure(what: 'statistic' | 'history', failure: Failure | null) {
      const next = { ...self.failures };
      if (failure) next[what] = failure;
      else delete next[what];
      self.failures = next;
    },
    setStatistic(link: string, invited: number, reward: number) {
      self.inviteLink = link;
      self.friendsInvited = invited;
      self.rewardAmount = reward;
      self.statisticLoaded = true;
    },
    /** A new page count; the page index follows it down (spec §4). */
    setPageCount(count: number) {
      self.pageCount = Math.max(0, Math.floor(count));
      self.page = self.pageCount === 0 ? 0 : Math.min(self.page, self.pageCount - 1);
    },
    setPage(page: number, rows: readonly Referral[]) {
      self.page = page;
      self.rows = Object.freeze([...rows]);
      self.historyLoaded = true;
    },
  }))
  .actions((self) => ({
    loadStatistic: flow(function* () {
      const env = getEnv<StoreEnv>(self);
      const res = yield* self.request('statistic', { method: 'GET', path: API_PATHS.referralStatistic }, { what: 'referral statistic', quiet: true });
      // Joined a call in flight: its outcome is the store's.
      if (!res) return self.failures.statistic ?? null;
      let failure: Failure | null = res.ok ? null : res;
      const d = res.ok && isRecord(res.data) ? res.data : undefined;
      const link = d ? str(d.referral_invite_link) : undefined;
      if (res.ok && (link === undefined || !d)) failure = MALFORMED;
      else if (d && link !== undefined) self.setStatistic(link, num(d.friend_invited) ?? 0, num(d.reward_amount) ?? 0);
      if (failure === MALFORMED) env.log?.('referral statistic: the answer has an unexpected shape', res.ok ? res.data : undefined);
      self.setFailure('statistic', failure);
      return failure;
    }),
    /** Loads the 0-based `page`; the answer's count sets the page count, which may clamp the page. */
    loadPage: flow(function* (page: number) {
      const env = getEnv<StoreEnv>(self);
      const rules = configOf(self).rules;
      const size = rules.referral?.pageSize ?? rules.pageSize;
      let target = Math.max(0, Math.floor(page));
      // At most twice: a page past the end (the list shrank) is asked for again as the last page there is.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = yield* self.request(
          'history',
          { method: 'GET', path: API_PATHS.referrals, query: { page: target + 1, count: size } },
          { what: 'referral history', quiet: true },
        );
        // Joined a call in flight, or superseded by a call for another page: the store holds that call's outcome.
        if (!res) return self.failures.history ?? null;
        const list = res.ok ? listOf(res.data, ['referrals']) : undefined;
        if (!res.ok || !list) {
          if (res.ok) env.log?.('referral history: the answer has an unexpected shape', res.data);
          const failure = res.ok ? MALFORMED : res;
          self.setFailure('history', failure);
          return failure;
        }
        const total = (isRecord(res.data) ? num(res.data.count) : undefined) ?? list.length;
        self.setPage(target, readItems(list, readReferral, 'referral history', env.log));
        self.setPageCount(Math.ceil(total / size));
        self.setFailure('history', null);
        if (self.page === target || list.length > 0) return null;
        target = self.page;
      }
      return null;
    }),
  }));

export interface ReferralStore extends Instance<typeof ReferralStoreModel> {}
export interface ReferralStoreSnapshotIn extends SnapshotIn<typeof ReferralStoreModel> {}
