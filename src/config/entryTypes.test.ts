import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryKindOf } from './entryTypes';
import type { RulesFile } from './types';

// The platform's own tables (brands/_platform, which every brand extends), read from disk as the brands have them.
const platform: RulesFile = JSON.parse(readFileSync(join(import.meta.dirname, '../../brands/_platform/rules.json'), 'utf8'));

describe('entryKindOf', () => {
  it("names the player's own entries by rules.balanceEntryTypes, bonus entries by their own status tables", () => {
    expect(entryKindOf(platform, 0)).toEqual({ messageId: 'profile.entry.topUp', statusList: 'payment' });
    expect(entryKindOf(platform, 1)).toEqual({ messageId: 'profile.entry.withdrawal', statusList: 'withdrawal' });
    expect(entryKindOf(platform, 2)).toEqual({ messageId: 'profile.entry.bonusTopUp', statusList: 'bonusPayment' });
    expect(entryKindOf(platform, 3)).toEqual({ messageId: 'profile.entry.bonusWithdrawal', statusList: 'bonusWithdrawal' });
  });

  it('names a top-up or a removal by an agent, a cashier or the owner by rules.paymentTypes; a removal reads as a withdrawal', () => {
    const staff = Object.entries(platform.paymentTypes ?? {});
    expect(staff.map(([, t]) => `${t.messageId} ${t.direction}`).sort()).toEqual(
      ['agent', 'cashier', 'owner'].flatMap((by) => [`profile.entry.${by}Removal removal`, `profile.entry.${by}TopUp topUp`]).sort(),
    );
    for (const [type, t] of staff)
      expect(entryKindOf(platform, Number(type))).toEqual({ messageId: t.messageId, statusList: t.direction === 'removal' ? 'withdrawal' : 'payment' });
  });

  it('has no kind for a type neither table lists, nor for a missing one', () => {
    expect(entryKindOf(platform, 99)).toBeUndefined();
    expect(entryKindOf(platform, undefined)).toBeUndefined();
    expect(entryKindOf({ balanceEntryTypes: platform.balanceEntryTypes }, 4)).toBeUndefined();
  });

  it('a table of another brand decides: the numbers are data, not the engine', () => {
    const rules = { balanceEntryTypes: platform.balanceEntryTypes, paymentTypes: { '40': { direction: 'removal', messageId: 'x.out' } } } as const;
    expect(entryKindOf(rules, 40)).toEqual({ messageId: 'x.out', statusList: 'withdrawal' });
    expect(entryKindOf(rules, 4)).toBeUndefined();
  });
});
