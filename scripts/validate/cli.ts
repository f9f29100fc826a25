/** The validator's entry under tsx (`npm run validate` starts it bundled through run.mjs): runs runValidate.ts, exits with its code. */
import { runValidate } from './runValidate.ts';

runValidate(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
