import { getSnapshot, onSnapshot, type IDisposer } from 'mobx-state-tree';
import type { KeyValueStorage } from '../ports/env';
import type { RootStore, RootStoreSnapshotIn } from '../models/RootStore';

/** The slices of the store tree that survive a reload (spec §3: auth state and user settings). */
const SLICES = ['auth', 'userSettings', 'locale'] as const;
type Slice = (typeof SLICES)[number];

/** Transient fields never written to storage. */
const TRANSIENT: Record<Slice, string[]> = {
  auth: [],
  userSettings: ['server', 'serverUnavailable'],
  locale: [],
};

/** Snapshot parts read back from storage; a corrupt entry is dropped, never fatal. */
export function readPersisted(storage: KeyValueStorage): Partial<RootStoreSnapshotIn> {
  const out: Record<string, unknown> = {};
  for (const slice of SLICES) {
    const raw = storage.get(slice);
    if (!raw) continue;
    try {
      out[slice] = JSON.parse(raw);
    } catch {
      storage.remove(slice);
    }
  }
  return out as Partial<RootStoreSnapshotIn>;
}

/**
 * Writes each persisted slice on every change. The auth slice exists only while a player is signed
 * in: sign-out removes it, so nothing of the player (name, e-mail, balance) stays on the device.
 * The session itself is never written: it stays in the platform's cookie.
 */
export function persistSlices(root: RootStore, storage: KeyValueStorage): IDisposer {
  const disposers = SLICES.map((slice) => {
    const write = (snap: object) => {
      if (slice === 'auth' && !(snap as { isAuth?: boolean }).isAuth) return storage.remove(slice);
      const copy: Record<string, unknown> = { ...snap };
      for (const key of TRANSIENT[slice]) delete copy[key];
      storage.set(slice, JSON.stringify(copy));
    };
    write(getSnapshot(root[slice]));
    return onSnapshot(root[slice], write);
  });
  return () => disposers.forEach((d) => d());
}
