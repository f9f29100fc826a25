/** Script arguments (scripts/lib/args.ts, node:util parseArgs): --help, unknown options and the validate CLI's exit codes. */
import { describe, expect, it } from 'vitest';
import { parseCli } from '../../scripts/lib/args';
import { runValidate, USAGE } from '../../scripts/validate/runValidate';

const spec = { usage: 'usage: thing [--port <n>]', options: { port: { type: 'string' as const }, on: { type: 'boolean' as const } } };

describe('script arguments', () => {
  it('parses known options and both --help forms', () => {
    expect(parseCli(['--port', '80', '--on'], spec)?.values).toEqual({ port: '80', on: true });
    expect(parseCli(['--port=81'], spec)?.values).toEqual({ port: '81' });
    expect(parseCli(['--help'], spec)).toBeNull();
    expect(parseCli(['-h'], spec)).toBeNull();
  });

  it('rejects an unknown option, a missing value and a stray positional, with the usage', () => {
    expect(() => parseCli(['--prot', '80'], spec)).toThrow("Unknown option '--prot'");
    expect(() => parseCli(['--port'], spec)).toThrow("Option '--port <value>' argument missing");
    expect(() => parseCli(['extra'], spec)).toThrow(/Unexpected argument 'extra'[\s\S]*usage: thing/);
  });

  it('npm run validate: --help prints the usage (exit 0), a bad option exits 2 naming it', async () => {
    const out: string[] = [];
    expect(await runValidate(['--help'], (l) => out.push(l))).toBe(0);
    expect(out).toEqual([USAGE]);
    out.length = 0;
    expect(await runValidate(['--brnad', 'pampa'], (l) => out.push(l))).toBe(2);
    expect(out[0]).toMatch(/^Unknown option '--brnad'/);
  });
});
