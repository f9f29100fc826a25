import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, readItems, str } from '../../api/read';
import type { ApiResult, StoreEnv } from '../env';
import { neighboursOf } from '../kit/neighbours';

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
export const ReferralNoticesStoreModel = types
  .model('ReferralNoticesStore', {
    items: types.frozen<readonly ReferralNotice[]>([]),
    status: types.optional(types.enumeration(['idle', 'ready', 'failed']), 'idle'),
    actionProcessing: false,
    /** The notification whose dismissal is being sent. */
    dismissing: '',
  })
  .views((self) => ({
    get unread(): readonly ReferralNotice[] {
      return self.items.filter((n) => n.status === 0);
    },
  }))
  .actions((self) => ({
    setProcessing(v: boolean) {
      self.actionProcessing = v;
    },
    setDismissing(id: string) {
      self.dismissing = id;
    },
    finish(items: readonly ReferralNotice[] | null) {
      if (items) self.items = Object.freeze([...items]);
      self.status = items ? 'ready' : 'failed';
      self.actionProcessing = false;
    },
    /** Signed out: nothing of the previous player stays. */
    clear() {
      self.items = Object.freeze([]);
      self.status = 'idle';
      self.dismissing = '';
    },
  }))
  .actions((self) => {
    const env = () => getEnv<StoreEnv>(self);
    return {
      /** Asks for the list (not while a call runs); a refusal or a malformed payload is logged and keeps what was shown. */
      load: flow(function* load() {
        if (self.actionProcessing) return;
        const { api, log } = env();
        self.setProcessing(true);
        let items: ReferralNotice[] | null = null;
        try {
          const res: ApiResult<unknown> = yield api.request({ method: 'GET', path: API_PATHS.referralNotifications });
          if (res.ok) items = readReferralNotices(res.data, log);
          else log?.('referral notifications: the platform refused the list', res);
        } catch (error) {
          log?.('referral notifications: loading failed', error);
        }
        self.finish(items);
      }),
    };
  })
  .actions((self) => ({
    /** Marks a notification read on the server, then reloads the list; a refusal shows the server's message. */
    dismiss: flow(function* dismiss(id: string) {
      if (self.dismissing) return;
      const { api } = getEnv<StoreEnv>(self);
      self.setDismissing(id);
      try {
        const res: ApiResult<unknown> = yield api.request({
          method: 'PATCH',
          path: `${API_PATHS.referralNotifications}/${encodeURIComponent(id)}`,
          body: { status: 1 },
        });
        if (!res.ok) neighboursOf(self).notify.apiError(res, 'server');
      } finally {
        self.setDismissing('');
      }
      // Sent either way: the list shows what the server now holds.
      yield self.load();
    }),
  }));

export interface ReferralNoticesStore extends Instance<typeof ReferralNoticesStoreModel> {}
export interface ReferralNoticesStoreSnapshotIn extends SnapshotIn<typeof ReferralNoticesStoreModel> {}
