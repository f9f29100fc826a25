/**
 * Every schema field has an effect or is removed. The heuristic (tests/unit/schemaFields.ts): a field is
 * read when its key appears as a whole word in the engine's code (src/, plugins/, scripts/; not tests,
 * generated files, the validator or the sandbox). The fields nothing reads yet are listed below, each
 * with the reason it stays; the list must match exactly, so a field that gains a reader leaves it and a
 * new unread field needs a reviewed reason (or removal).
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../scripts/validate/lib';
import { engineCode, fieldPaths, mentions } from './schemaFields';

const ISSUE_7 = 'read by the account screens (issue #7)';

/** schema:path → why it stays although no code reads it yet. Reviewed. */
const UNREAD: Record<string, string> = {
  // The spec's account and payment constants (platform-core.md §3–§8): sign-up, bonus, cash desk, loyalty, histories.
  'brand:features.promoCodes': `${ISSUE_7}: the promo-code screen's switch`,
  'brand:features.cryptoPayments': `${ISSUE_7}: the cash desk's crypto (/nowpayments) methods switch`,
  'rules:bonus.depositAgreementRequired': ISSUE_7,
  'rules:bonus.withdrawalBlockedWhileWagering': ISSUE_7,
  'rules:payment.withdrawalCurrencyIds': ISSUE_7,
  // Spec features outside issue #7 that are not built yet.
  'brand:features.liveChat': 'read by the support live chat (platform-core.md §2: "a support live chat"), not built yet',
};

describe('schema fields', () => {
  const code = engineCode();
  const unread = Object.entries(loadSchemas()).flatMap(([name, schema]) => fieldPaths(schema).filter((f) => !mentions(code, f.key)).map((f) => `${name}:${f.path}`));

  it('every field nothing reads is a reviewed exception, and every exception is still unread', () => {
    expect(unread.filter((f) => !(f in UNREAD)), 'unread fields without a reviewed reason: use them or remove them from schema and brands').toEqual([]);
    expect(Object.keys(UNREAD).filter((f) => !unread.includes(f)), 'exceptions that code reads now: drop them from UNREAD').toEqual([]);
  });

  it('the walk sees nested, array and map fields, and the heuristic is a whole-word match', () => {
    const paths = fieldPaths(loadSchemas().rules).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['bonus.firstDepositPercent', 'cashback.kinds[].percent', 'payment.operationTime.toHours']));
    expect(mentions('config.rules.amountDecimals', 'amountDecimals')).toBe(true);
    expect(mentions('const amountDecimalsX = 1', 'amountDecimals')).toBe(false);
  });
});
