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

/** schema:path → why it stays although no code reads it yet. Reviewed; empty since the account screens (#7) read theirs. */
const UNREAD: Record<string, string> = {};

describe('schema fields', () => {
  const code = engineCode();
  const unread = Object.entries(loadSchemas()).flatMap(([name, schema]) =>
    fieldPaths(schema)
      .filter((f) => !mentions(code, f.key))
      .map((f) => `${name}:${f.path}`),
  );

  it('every field nothing reads is a reviewed exception, and every exception is still unread', () => {
    expect(
      unread.filter((f) => !(f in UNREAD)),
      'unread fields without a reviewed reason: use them or remove them from schema and brands',
    ).toEqual([]);
    expect(
      Object.keys(UNREAD).filter((f) => !unread.includes(f)),
      'exceptions that code reads now: drop them from UNREAD',
    ).toEqual([]);
  });

  it('the walk sees nested, array and map fields, and the heuristic is a whole-word match', () => {
    const paths = fieldPaths(loadSchemas().rules).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['bonus.firstDepositPercent', 'cashback.kinds[].percent', 'payment.operationTime.toHours']));
    expect(mentions('config.rules.amountDecimals', 'amountDecimals')).toBe(true);
    expect(mentions('const amountDecimalsX = 1', 'amountDecimals')).toBe(false);
  });
});
