import { types, type Instance, type SnapshotIn, type SnapshotOut } from 'mobx-state-tree';
import type { GameFilters } from '../catalogue/assemble';

function toggled(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** The player's game filters (spec casino §3 "Game filters"), plus the casino type of the page. */
export const GameFiltersStoreModel = types
  .model('GameFiltersStore', {
    /** Casino type id; '' = every type. */
    casinoType: '',
    selectedCategories: types.array(types.string),
    selectedSpecialCategories: types.array(types.string),
    /** Source lists: route providers or the favourite pseudo-provider. Empty = every provider. */
    selectedProviders: types.array(types.string),
    selectedRouteProviders: types.array(types.string),
    searchString: '',
    selectedFavorites: false,
    selectedRecentlyPlayed: false,
  })
  .actions((self) => ({
    setCasinoType(id: string | undefined) {
      self.casinoType = id ?? '';
    },
    setCategories(ids: readonly string[]) {
      self.selectedCategories.replace([...ids]);
    },
    toggleCategory(id: string) {
      self.selectedCategories.replace(toggled(self.selectedCategories, id));
    },
    setSpecialCategories(ids: readonly string[]) {
      self.selectedSpecialCategories.replace([...ids]);
    },
    setProviders(ids: readonly string[]) {
      self.selectedProviders.replace([...ids]);
    },
    toggleProvider(id: string) {
      self.selectedProviders.replace(toggled(self.selectedProviders, id));
    },
    setRouteProviders(ids: readonly string[]) {
      self.selectedRouteProviders.replace([...ids]);
    },
    toggleRouteProvider(id: string) {
      self.selectedRouteProviders.replace(toggled(self.selectedRouteProviders, id));
    },
    setSearchString(text: string) {
      self.searchString = text;
    },
    setFavorites(on: boolean) {
      self.selectedFavorites = on;
    },
    setRecentlyPlayed(on: boolean) {
      self.selectedRecentlyPlayed = on;
    },
    /** Clears every filter (keeps the page's casino type unless asked). */
    reset(keepCasinoType = true) {
      if (!keepCasinoType) self.casinoType = '';
      self.selectedCategories.clear();
      self.selectedSpecialCategories.clear();
      self.selectedProviders.clear();
      self.selectedRouteProviders.clear();
      self.searchString = '';
      self.selectedFavorites = false;
      self.selectedRecentlyPlayed = false;
    },
  }))
  .views((self) => ({
    /** True when anything narrows the list beyond the casino type. */
    get isActive(): boolean {
      return (
        self.selectedCategories.length + self.selectedSpecialCategories.length + self.selectedProviders.length + self.selectedRouteProviders.length > 0 ||
        self.searchString.trim() !== '' ||
        self.selectedFavorites ||
        self.selectedRecentlyPlayed
      );
    },
    /** The plain filter object the assembly pipeline reads. */
    get value(): GameFilters {
      return {
        casinoType: self.casinoType || undefined,
        selectedCategories: self.selectedCategories.slice(),
        selectedSpecialCategories: self.selectedSpecialCategories.slice(),
        selectedProviders: self.selectedProviders.slice(),
        selectedRouteProviders: self.selectedRouteProviders.slice(),
        searchString: self.searchString,
        selectedFavorites: self.selectedFavorites,
        selectedRecentlyPlayed: self.selectedRecentlyPlayed,
      };
    },
  }));

export interface GameFiltersStore extends Instance<typeof GameFiltersStoreModel> {}
export interface GameFiltersStoreSnapshotIn extends SnapshotIn<typeof GameFiltersStoreModel> {}
export interface GameFiltersStoreSnapshotOut extends SnapshotOut<typeof GameFiltersStoreModel> {}
