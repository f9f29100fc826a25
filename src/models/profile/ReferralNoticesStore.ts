import { flow, getEnv, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { StoreEnv } from '../env';
import { loadedList } from '../kit/loadedList';
import { withRequests } from '../kit/request';

/** A referral programme notification (spec §3): the outcome of the player's request to join. */
export interface ReferralNotice {
  id: string;
  /** 0 = unread. */
  status: number;
  /** The request's outcome: accepted (its status 1) or declined, with the platform's reason. */
  accepted: boolean;
  rejectNote: string;
}

function readNotice(x: unknown): ReferralNotice | undefined {
  if (!isRecord(x)) return undefined;
  const id = num(x.id) ?? str(x.id);
  const status = num(x.status);
  if (id === undefined || status === undefined) return undefined;
  const request = isRecord(x.referral_request) ? x.referral_request : {};
  const extra = isRecord(request.extra_data) ? request.extra_data : {};
  return { id: String(id), status, accepted: num(request.status) === 1, rejectNote: str(extra.reject_note)?.trim() ?? '' };
}

/** The notifications of a payload; null when it is not a list. Items without id or status are skipped and logged. */
export function readReferralNotices(data: unknown, log?: StoreEnv['log']): ReferralNotice[] | null {
  const list = listOf(data);
  if (!list) {
    log?.('referral notifications: response is not a list', data);
    return null;
  }
  return readItems(list, readNotice, 'referral notifications', log);
}

/**
 * The signed-in player's referral notifications (spec §4): unread ones show as notices; dismissing
 * one is a server call (PATCH status 1), after which the list is reloaded from the server.
 */
export const ReferralNoticesStoreModel = loadedList<ReferralNotice>('ReferralNoticesStore')
  .extend(withRequests)
  .views((self) => ({
    get unread(): readonly ReferralNotice[] {
      return self.items.filter((n) => n.status === 0);
    },
    /** The list is being loaded. */
    get actionProcessing(): boolean {
      return self.busy('list');
    },
    /** The notification whose dismissal is being sent ('' = none). */
    get dismissing(): string {
      return self.items.find((n) => self.busy(`dismiss:${n.id}`))?.id ?? '';
    },
  }))
  .actions((self) => ({
    /** Signed out: nothing of the previous player stays, not even an answer on its way. */
    clear() {
      self.drop('list');
      for (const n of self.items) self.drop(`dismiss:${n.id}`);
      self.items = Object.freeze([]);
      self.status = 'idle';
    },
  }))
  .actions((self) => ({
    /**
     * Asks for the list (a second call while one runs joins it; `fresh`: asks again anyway); a refusal or a malformed
     * payload is logged and keeps what was shown.
     */
    load: flow(function* load(fresh = false) {
      const res = yield* self.request('list', { method: 'GET', path: API_PATHS.referralNotifications }, { what: 'referral notifications', fresh });
      if (res) self.finish(res.ok ? readReferralNotices(res.data, getEnv<StoreEnv>(self).log) : null);
    }),
  }))
  .actions((self) => ({
    /** Marks a notification read on the server (one at a time), then reloads the list; a refusal shows the server's message. */
    dismiss: flow(function* dismiss(id: string) {
      if (self.dismissing) return;
      yield* self.request(
        `dismiss:${id}`,
        { method: 'PATCH', path: `${API_PATHS.referralNotifications}/${encodeURIComponent(id)}`, body: { status: 1 } },
        { what: 'referral notification', notify: 'server' },
      );
      // Sent either way: the list shows what the server now holds.
      yield self.load(true);
    }),
  }));

export interface ReferralNoticesStore extends Instance<typeof ReferralNoticesStoreModel> {}
export interface ReferralNoticesStoreSnapshotIn extends SnapshotIn<typeof ReferralNoticesStoreModel> {}
