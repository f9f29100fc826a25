/** `npm run new-brand`: scaffolds a brand (scripts/authoring/newBrand.ts; the studio calls the same function). */
import { newBrand, parseNewBrandArgs, USAGE } from './authoring/newBrand.ts';
import { runCommand } from './lib/args.ts';

runCommand(parseNewBrandArgs, USAGE, newBrand);
