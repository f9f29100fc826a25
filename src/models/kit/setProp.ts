import type { IStateTreeNode, SnapshotIn } from 'mobx-state-tree';

/**
 * One `setProp(key, value)` action typed by the model's properties (Ignite's withSetPropAction): `.actions(withSetPropAction)`
 * instead of a setter per field that only assigns. A setter that does more than assign (freezes, clamps, sets two
 * fields together) stays a named action. The value is the property's snapshot type, as MST accepts it on assignment.
 */
export function withSetPropAction<T extends IStateTreeNode>(self: T) {
  return {
    setProp<K extends keyof SnapshotIn<T> & keyof T>(key: K, value: SnapshotIn<T>[K]) {
      (self as Record<K, unknown>)[key] = value;
    },
  };
}
