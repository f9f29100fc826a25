import { getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { strings } from '../../api/read';
import type { StoreEnv } from '../env';
import { casinoConfigOf } from './casinoRoot';

/** Storage key of the search history (the env's storage is already namespaced by brand). */
export const SEARCH_HISTORY_KEY = 'casino.searchHistory';

/** Adds a term: lower-cased and trimmed, appended unless already present, oldest dropped beyond `max`. */
export function withSearchTerm(history: readonly string[], term: string, max: number): string[] {
  const t = term.trim().toLowerCase();
  if (!t || history.includes(t)) return [...history];
  return max > 0 ? [...history, t].slice(-max) : [];
}

/** The game search history (spec casino §4): persisted through env.storage, length catalogue.search.historyMax. */
export const SearchStoreModel = types
  .model('SearchStore', {
    history: types.array(types.string),
  })
  .actions((self) => ({
    persist() {
      getEnv<StoreEnv>(self).storage.set(SEARCH_HISTORY_KEY, JSON.stringify(self.history));
    },
  }))
  .views((self) => ({
    get max(): number {
      return casinoConfigOf(self).catalogue.search.historyMax;
    },
  }))
  .actions((self) => ({
    afterCreate() {
      const raw = getEnv<Partial<StoreEnv>>(self).storage?.get(SEARCH_HISTORY_KEY);
      if (!raw) return;
      try {
        // Rebuilt through the same rule as add(): a hand-edited or older entry may be mixed-case, repeated or too long.
        const saved = strings(JSON.parse(raw)) ?? [];
        self.history.replace(saved.reduce<string[]>((history, term) => withSearchTerm(history, term, self.max), []));
      } catch {
        // A corrupt entry is dropped, not fatal: the history starts empty.
      }
    },
    /** Saves a searched term (called on each search). */
    add(term: string) {
      const next = withSearchTerm(self.history, term, self.max);
      if (next.join('\n') === self.history.join('\n')) return;
      self.history.replace(next);
      self.persist();
    },
    remove(term: string) {
      self.history.replace(self.history.filter((x) => x !== term));
      self.persist();
    },
    clear() {
      self.history.clear();
      self.persist();
    },
  }));

export interface SearchStore extends Instance<typeof SearchStoreModel> {}
export interface SearchStoreSnapshotIn extends SnapshotIn<typeof SearchStoreModel> {}
