/**
 * Every schema field has an effect or is removed. A field is read when code reads its key: a property
 * access or a destructuring in the engine's code, parsed (tests/unit/schemaFields.ts) — a member of an
 * interface or a type, a test or a test kit does not count. The test fails listing each field nobody reads.
 */
import { describe, expect, it } from 'vitest';
import { loadSchemas } from '../../scripts/validate/lib';
import { collectReads, engineFiles, engineReads, fieldPaths, isRead, skipped } from './schemaFields';

const unreadFields = (schemas: Record<string, any>, reads = engineReads()) =>
  Object.entries(schemas).flatMap(([name, schema]) =>
    fieldPaths(schema)
      .filter((f) => !isRead(reads, f))
      .map((f) => `${name}:${f.path}`),
  );

describe('schema fields', () => {
  it('every field is read by the engine', () => {
    expect(unreadFields(loadSchemas()), 'fields no code reads: use them or remove them from schema, brands and docs').toEqual([]);
  });

  it('reads the whole engine, not its tests, test kits, types or generated code', () => {
    const files = engineFiles().map((f) => f.file);
    expect(files.length).toBeGreaterThan(250);
    expect(files).toContain('scripts/validate/untranslated.ts');
    expect(files).toEqual(expect.arrayContaining(['src/ui/auth/PhoneField.tsx', 'plugins/outcome/index.ts']));
    for (const f of [
      'src/models/testEnv.ts',
      'src/catalogue/testkit.ts',
      'src/config/types.gen.ts',
      'src/config/types.ts',
      'src/a.test.tsx',
      'src/config/checks/kit.ts',
    ])
      expect(skipped(f), f).toBe(true);
  });

  it('a field only declared in a type, written in a literal or named in a test is unread; a read or destructuring is read', () => {
    const text = { type: 'string' };
    const fields = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, text]));
    const schema = {
      type: 'object',
      properties: { ...fields('typed', 'written', 'accessed', 'optional', 'destructured'), table: { type: 'object', properties: fields('shown', 'hidden') } },
    };
    const code = `
      interface Country { typed: string; accessed: string }
      type Alias = { written?: number; table: Record<string, string> };
      const made: Country = { typed: 'x', accessed: 'y', written: 'z' } as never;
      export const a = (c: Country) => c.accessed + (c as { optional?: string })?.optional;
      export function b({ destructured }: { destructured: string }, list: string) {
        return (made as unknown as Alias).table[list] ?? destructured;
      }
      export const c = b({ destructured: 'shown' }, 'shown');
    `;
    const reads = collectReads('fixture.tsx', code);
    expect(unreadFields({ fixture: schema }, reads)).toEqual(['fixture:typed', 'fixture:written', 'fixture:table.hidden']);
    // The same mentions in a test file are not code: every field is unread.
    expect(skipped('src/ui/auth/PhoneField.test.tsx')).toBe(true);
  });

  it('the walk sees nested, array and map fields', () => {
    const paths = fieldPaths(loadSchemas().rules).map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['bonus.firstDepositPercent', 'cashback.kinds[].percent', 'payment.operationTime.toHours']));
  });
});
