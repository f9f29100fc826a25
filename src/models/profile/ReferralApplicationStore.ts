import { flow, types, type Instance } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, num } from '../../api/read';
import type { Failure } from '../../ports/env';
import { sendingWhile, withRequests } from '../kit/request';

/** The referral programme application as the player fills it in. */
export interface ReferralApplication {
  /** Where the player will promote the site: their website or channel (http or https). */
  website: string;
  /** Visitors a month, as typed (digits only; empty when the player does not say). */
  traffic: string;
  /** How they will promote it (optional). */
  comment: string;
}

/** The form's checks before any call, as message ids by field. */
export function applicationErrors(a: ReferralApplication): Partial<Record<keyof ReferralApplication, string>> {
  const errors: Partial<Record<keyof ReferralApplication, string>> = {};
  const site = a.website.trim();
  let url: URL | undefined;
  try {
    url = new URL(site);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) errors.website = 'profile.referral.apply.websiteInvalid';
  if (a.traffic.trim() !== '' && !/^\d{1,9}$/.test(a.traffic.trim())) errors.traffic = 'profile.referral.apply.trafficInvalid';
  if (a.comment.length > 500) errors.comment = 'profile.edit.tooLong';
  return errors;
}

/**
 * Applying to the referral programme (the referral store's `application`): POST /api/user/referral_system/request
 * with form data (website, traffic, comment). Taken, the platform answers the request's id and status; its decision
 * comes later as a referral notice (ReferralNoticesStore). A refusal (one already under review…) is kept to show.
 */
export const ReferralApplicationStoreModel = types
  .model('ReferralApplicationStore', {
    /** The id of the request the platform took in this visit. */
    sentId: types.maybe(types.number),
    failure: types.frozen<Failure | undefined>(undefined),
  })
  .extend(withRequests)
  .extend(sendingWhile('apply'))
  .actions((self) => ({
    set(sentId: number | undefined, failure: Failure | undefined) {
      self.sentId = sentId;
      self.failure = failure;
    },
  }))
  .actions((self) => ({
    /** Null when the platform took the application, else its refusal. */
    apply: flow(function* apply(a: ReferralApplication) {
      const form = new FormData();
      form.append('website', a.website.trim());
      if (a.traffic.trim() !== '') form.append('traffic', a.traffic.trim());
      if (a.comment.trim() !== '') form.append('comment', a.comment.trim());
      const res = yield* self.request('apply', { method: 'POST', path: API_PATHS.referralRequest, body: form }, { what: 'referral application', quiet: true });
      if (!res) return self.failure ?? null;
      if (!res.ok) {
        self.set(undefined, res);
        return res;
      }
      self.set((isRecord(res.data) ? num(res.data.id) : undefined) ?? 0, undefined);
      return null;
    }),
  }));

export interface ReferralApplicationStore extends Instance<typeof ReferralApplicationStoreModel> {}
