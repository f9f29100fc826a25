import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, num, str } from '../../api/read';
import type { ApiRequest, StoreEnv } from '../env';
import { MALFORMED } from '../kit/storeCall';
import { withRequests } from '../kit/request';
import type { Failure } from '../../ports/env';
import { withSetPropAction } from '../kit/setProp';
import { BonusRequestStoreModel } from './BonusRequestStore';
import { PasswordInfoStoreModel } from './PasswordInfoStore';
import type { ProfileEditValues } from './profileEdit';
import { ProfileEditStoreModel } from './ProfileEditStore';

/** The player's profile as the platform keeps it (GET /profile: personal.*, is_bonus_active). */
export const PersonalModel = types.model('Personal', {
  id: -1,
  firstName: '',
  lastName: '',
  currency: '',
  email: '',
  phone: '',
  username: '',
  /** Personal data the player may change (rules.profileEdit): ISO birth date, city, street address ('' when not given). */
  birthday: '',
  city: '',
  address: '',
  /** Absent when the platform did not say. */
  verified: types.maybe(types.boolean),
});

/**
 * Profile state (spec §3): the personal data, which balance plays (isBonusActive, PUT /switch_balance)
 * and the cashback balance (GET /api/cashback/balance). Each call sets `actionProcessing` while it runs
 * and keeps its failure so the section can say what went wrong.
 */
export const ProfileStoreModel = types
  .model('ProfileStore', {
    personal: types.optional(PersonalModel, {}),
    loaded: false,
    isBonusActive: false,
    cashbackBalance: types.maybe(types.number),
    /** The last failure per call ('profile', 'switch', 'cashback', 'cashbackWithdraw'). */
    failures: types.frozen<Record<string, Failure>>({}),
    edit: types.optional(ProfileEditStoreModel, {}),
    passwordInfo: types.optional(PasswordInfoStoreModel, {}),
    bonusRequest: types.optional(BonusRequestStoreModel, {}),
  })
  .actions(withSetPropAction)
  .extend(withRequests)
  .views((self) => ({
    /** A call of the profile page is running (its buttons wait). */
    get actionProcessing(): boolean {
      return self.busy();
    },
  }))
  .actions((self) => ({
    setFailure(what: string, failure: Failure | undefined) {
      const next = { ...self.failures };
      if (failure) next[what] = failure;
      else delete next[what];
      self.failures = next;
    },
    setProfile(data: Record<string, unknown>, personal: Record<string, unknown>) {
      self.personal = PersonalModel.create({
        id: num(personal.id) ?? -1,
        firstName: str(personal.first_name) ?? '',
        lastName: str(personal.last_name) ?? '',
        currency: str(personal.currency) ?? '',
        email: str(personal.email) ?? '',
        phone: str(personal.phone) ?? '',
        username: str(personal.username) ?? '',
        birthday: str(personal.birthday) ?? '',
        city: str(personal.city) ?? '',
        address: str(personal.address) ?? '',
        verified: typeof personal.is_verified === 'boolean' ? personal.is_verified : undefined,
      });
      if (typeof data.is_bonus_active === 'boolean') self.isBonusActive = data.is_bonus_active;
      self.loaded = true;
    },
  }))
  .actions((self) => ({
    /** Reads a profile answer (GET /profile, the update's); false when it has no personal data. */
    applyProfile(data: unknown): boolean {
      if (!isRecord(data) || !isRecord(data.personal)) return false;
      self.setProfile(data, data.personal);
      return true;
    },
  }))
  .actions((self) => ({
    /** Saves the player's changed personal fields (ProfileEditStore) and shows the profile the platform answers. */
    saveProfile: flow(function* saveProfile(changes: ProfileEditValues, code: string) {
      return (yield self.edit.save(changes, code, (data) => self.applyProfile(data))) as Failure | null;
    }),
  }))
  .actions((self) => {
    /** One call with the processing flag on; `apply` reads the answer and returns false when it cannot. */
    function* run(what: string, req: ApiRequest, apply: (data: unknown) => boolean): Generator<Promise<unknown>, Failure | null, unknown> {
      const env = getEnv<StoreEnv>(self);
      const res = yield* self.request(what, req, { what, quiet: true });
      // Joined the same call in flight: its outcome is the store's.
      if (!res) return self.failures[what] ?? null;
      let failure: Failure | null = res.ok ? null : res;
      if (res.ok && !apply(res.data)) {
        env.log?.(`${what}: the answer has an unexpected shape`, res.data);
        failure = MALFORMED;
      }
      self.setFailure(what, failure ?? undefined);
      return failure;
    }
    /** The cashback balance in an answer (the balance call's and the withdrawal's alike); false when it has none. */
    function takeCashback(data: unknown): boolean {
      const value = isRecord(data) ? num(data.cashback_balance) : undefined;
      if (value === undefined) return false;
      self.setProp('cashbackBalance', value);
      return true;
    }
    return {
      load: flow(function* () {
        return yield* run('profile', { method: 'GET', path: API_PATHS.profile }, (data) => self.applyProfile(data));
      }),
      /** Toggles which balance plays (spec §4); the answer says the new state. */
      switchBalance: flow(function* () {
        return yield* run('switch', { method: 'PUT', path: API_PATHS.switchBalance }, (data) => {
          if (!isRecord(data) || typeof data.is_bonus_active !== 'boolean') return false;
          self.setProp('isBonusActive', data.is_bonus_active);
          return true;
        });
      }),
      loadCashback: flow(function* () {
        return yield* run('cashback', { method: 'GET', path: API_PATHS.cashbackBalance }, takeCashback);
      }),
      /** Sends the verification e-mail again (POST /api/user/verify/email). */
      sendVerification: flow(function* () {
        return yield* run('verification', { method: 'POST', path: API_PATHS.sendVerifyEmail, body: {} }, () => true);
      }),
      /** Moves the cashback balance to the main balance (GET /api/cashback/withdrawal). */
      withdrawCashback: flow(function* () {
        return yield* run('cashbackWithdraw', { method: 'GET', path: API_PATHS.cashbackWithdrawal }, takeCashback);
      }),
    };
  });

export interface ProfileStore extends Instance<typeof ProfileStoreModel> {}
export interface ProfileStoreSnapshotIn extends SnapshotIn<typeof ProfileStoreModel> {}
