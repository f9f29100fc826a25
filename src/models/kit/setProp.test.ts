import { getSnapshot, onAction, types } from 'mobx-state-tree';
import { describe, expect, it } from 'vitest';
import { withSetPropAction } from './setProp';

const Model = types
  .model('Model', { open: false, count: 0, kind: types.optional(types.enumeration(['a', 'b']), 'a'), note: types.maybe(types.string) })
  .actions(withSetPropAction);

describe('withSetPropAction', () => {
  it('sets one property through one recorded action, typed by the model', () => {
    const m = Model.create();
    const actions: string[] = [];
    onAction(m, (call) => actions.push(`${call.name} ${JSON.stringify(call.args)}`));
    m.setProp('open', true);
    m.setProp('kind', 'b');
    m.setProp('note', undefined);
    expect(getSnapshot(m)).toEqual({ open: true, count: 0, kind: 'b', note: undefined });
    expect(actions).toEqual(['setProp ["open",true]', 'setProp ["kind","b"]', 'setProp ["note",null]']);
  });

  it('refuses, at compile time, a field the model does not have and a value of another type', () => {
    const m = Model.create();
    // @ts-expect-error no such property (nor does it reach the snapshot)
    m.setProp('closed', true);
    expect(Object.keys(getSnapshot(m))).toEqual(['open', 'count', 'kind', 'note']);
    // @ts-expect-error a number property takes no string
    expect(() => m.setProp('count', 'many')).toThrow();
    // @ts-expect-error not one of the enumeration's values
    expect(() => m.setProp('kind', 'c')).toThrow();
  });
});
