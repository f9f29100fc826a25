/**
 * The browser's brand-config check: the one validator (src/config/checkBundle.ts) with the schemas,
 * plugin parameter schemas and engine text packs precompiled at build time into ajv standalone code
 * (`virtual:brand-validator`, scripts/vite/validatorCode.ts): no eval, so a strict CSP holds. Its
 * issues read exactly as `npm run validate` prints them (formatIssue).
 */
import compiled from 'virtual:brand-validator';
import { checkBundle } from './checkBundle';
import type { Issue } from './crossCheck';

export type { Issue } from './crossCheck';
export { formatIssue } from './crossCheck';

/** Every problem of a merged brand bundle (schemas, then cross-references); empty = usable. */
export function checkConfig(bundle: unknown): Issue[] {
  return checkBundle(bundle, compiled);
}
