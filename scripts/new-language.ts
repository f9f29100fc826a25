/** `npm run new-language`: starts a language for a brand (scripts/authoring/newLanguage.ts; the studio calls the same function). */
import { newLanguage, parseNewLanguageArgs, USAGE } from './authoring/newLanguage.ts';
import { runCommand } from './lib/args.ts';

runCommand(parseNewLanguageArgs, USAGE, newLanguage);
