/** `npm run migrate`: brings brand folders up to the current config version (scripts/authoring/migrate.ts). */
import { migrate, parseMigrateArgs, USAGE } from './authoring/migrate.ts';
import { runCommand } from './lib/args.ts';

runCommand(parseMigrateArgs, USAGE, migrate);
