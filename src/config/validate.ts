/**
 * The browser's brand-config check: the one validator (src/config/checkBundle.ts) with the schemas,
 * plugin parameter schemas and engine text packs precompiled at build time into ajv standalone code
 * (`virtual:brand-validator`, scripts/vite/validatorCode.ts): no eval, so a strict CSP holds. Its
 * issues read exactly as `npm run validate` prints them (formatIssue).
 */
import compiled from 'virtual:brand-validator';
import { checkBundle } from './checkBundle';
import { formatIssue, type Issue } from './crossCheck';
import { errorsOf } from './issue';

export type { Issue } from './crossCheck';
export { formatIssue };

/** Every problem of a merged brand bundle (schemas, then cross-references) that makes it unusable; empty = usable. Warnings go to the console. */
export function checkConfig(bundle: unknown): Issue[] {
  const issues = checkBundle(bundle, compiled);
  const id = (bundle as { brand?: { id?: string } } | null)?.brand?.id ?? 'unknown';
  for (const w of issues.filter((i) => i.severity === 'warning')) console.info(`[croupier] ${formatIssue(id, w)}`);
  return errorsOf(issues);
}
