import { types } from 'mobx-state-tree';

/**
 * A list the platform gives and a page shows (promotions, referral notifications): the items of the last answer
 * that could be read, and where loading stands — idle (not asked yet), ready, failed (no readable answer).
 */
export function loadedList<T>(name: string) {
  return types
    .model(name, {
      items: types.frozen<readonly T[]>([]),
      status: types.optional(types.enumeration(['idle', 'ready', 'failed']), 'idle'),
    })
    .actions((self) => ({
      /** The items read from an answer, or null when none could be read (the items shown stay). */
      finish(items: readonly T[] | null) {
        if (items) self.items = Object.freeze([...items]);
        self.status = items ? 'ready' : 'failed';
      },
    }));
}
