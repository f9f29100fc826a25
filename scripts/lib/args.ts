/**
 * Command-line parsing shared by every script: node:util parseArgs (strict: an unknown option or a missing
 * value is an error), `-h/--help` on each, and errors that end with the script's usage text.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A script's arguments: its usage text (printed by --help and after any error) and its options. */
export interface CliSpec<O extends Options> {
  usage: string;
  options: O;
  allowPositionals?: boolean;
}

/** Parses argv; `null` when --help was asked. Throws an Error whose message ends with the usage text. */
export function parseCli<O extends Options>(argv: string[], spec: CliSpec<O>) {
  const parsed = (() => {
    try {
      return parseArgs({
        args: argv,
        options: { ...spec.options, help: { type: 'boolean', short: 'h' } },
        allowPositionals: spec.allowPositionals ?? false,
        strict: true,
      });
    } catch (err) {
      throw new Error(`${(err as Error).message}\n\n${spec.usage}`, { cause: err });
    }
  })();
  if ((parsed.values as { help?: boolean }).help) return null;
  return parsed as { values: ReturnType<typeof parseArgs<{ options: O; allowPositionals: true; strict: true }>>['values']; positionals: string[] };
}

/** For a script's entry: parses process arguments, prints --help and exits 0, prints a bad argument with the usage and exits 2. */
export function cliArgs<O extends Options>(spec: CliSpec<O>, argv = process.argv.slice(2)) {
  try {
    const parsed = parseCli(argv, spec);
    if (!parsed) {
      console.log(spec.usage);
      process.exit(0);
    }
    return parsed;
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

/** A numeric option of a script: the number, or (on anything else) a line naming the option and what it got, and exit 2. */
export function numberArg(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) {
    console.error(`--${name}: expected a number, found ${JSON.stringify(value)} — run with --help for the options`);
    process.exit(2);
  }
  return n;
}

/**
 * Runs a command that parses its arguments (null: print the usage) and reports lines and success:
 * prints the lines, exits 0 when ok, 1 otherwise; a thrown error prints its message and exits 1.
 */
export function runCommand<A>(parse: (argv: string[]) => A | null, usage: string, run: (args: A) => Promise<{ ok: boolean; lines: string[] }>): void {
  Promise.resolve()
    .then(() => {
      const args = parse(process.argv.slice(2));
      if (!args) {
        console.log(usage);
        process.exit(0);
      }
      return run(args);
    })
    .then((r) => {
      for (const l of r.lines) console.log(l);
      process.exit(r.ok ? 0 : 1);
    })
    .catch((err: Error) => {
      console.error(err.message);
      process.exit(1);
    });
}
