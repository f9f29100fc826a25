import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { HistoryListStoreModel } from './HistoryListStore';

/** The profile's history lists, one per section (a list restarts when its section, filters or language change). */
export const ProfileHistoryStoreModel = types.model('ProfileHistoryStore', {
  casinoBets: types.optional(HistoryListStoreModel, { kind: 'casinoBets' }),
  payments: types.optional(HistoryListStoreModel, { kind: 'payments' }),
  balance: types.optional(HistoryListStoreModel, { kind: 'balance' }),
  depositRequests: types.optional(HistoryListStoreModel, { kind: 'depositRequests' }),
  withdrawalRequests: types.optional(HistoryListStoreModel, { kind: 'withdrawalRequests' }),
  promocodes: types.optional(HistoryListStoreModel, { kind: 'promocodes' }),
  freespins: types.optional(HistoryListStoreModel, { kind: 'freespins' }),
  cashback: types.optional(HistoryListStoreModel, { kind: 'cashback' }),
});

export interface ProfileHistoryStore extends Instance<typeof ProfileHistoryStoreModel> {}
export interface ProfileHistoryStoreSnapshotIn extends SnapshotIn<typeof ProfileHistoryStoreModel> {}
