import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { HistoryListStoreModel } from './HistoryListStore';

/** The profile's history lists: casino bets, and payments (transactions and balance sections). */
export const ProfileHistoryStoreModel = types.model('ProfileHistoryStore', {
  casinoBets: types.optional(HistoryListStoreModel, { kind: 'casinoBets' }),
  payments: types.optional(HistoryListStoreModel, { kind: 'payments' }),
});

export interface ProfileHistoryStore extends Instance<typeof ProfileHistoryStoreModel> {}
export interface ProfileHistoryStoreSnapshotIn extends SnapshotIn<typeof ProfileHistoryStoreModel> {}
