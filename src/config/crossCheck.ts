/**
 * Cross-references inside one merged brand bundle: the checks a JSON schema cannot express
 * (an id in one file must exist in another, a route must be served, a text pack must be complete).
 * Each rule is a named check in checks/ (CROSS_CHECKS, in run order); this runs them all.
 * Pure and file-system free, so the browser can run it on a remote config too; the CLI
 * (scripts/validate) adds what needs disk access through the optional hooks of CrossCheckContext.
 */
import { CROSS_CHECKS } from './checks/index.ts';
import { checkedBundle, type CrossCheckContext } from './checks/kit.ts';
import type { Issue } from './issue.ts';
import type { BrandConfig } from './types';

export { CROSS_CHECKS } from './checks/index.ts';
export { type CrossCheck, type CrossCheckContext, levenshtein, mismatch, nearest, routeOf, show } from './checks/kit.ts';
export { icuArguments, messageRefs } from './checks/texts.ts';
export { formatIssue, type Issue } from './issue.ts';

/** Runs every named cross-check on a merged bundle, in order; returns all issues at once (empty = consistent). */
export function crossCheck(config: BrandConfig, ctx: CrossCheckContext = {}, unusable?: ReadonlySet<string>): Issue[] {
  if (!unusable) {
    const bundle = checkedBundle(config, ctx);
    return CROSS_CHECKS.flatMap((c) => c.check(bundle));
  }
  // A bundle with schema errors: each check runs on its own view of the bundle that notes the parts it reads
  // (brand, catalogue, locales, ...). A check that read a part too malformed to trust, or that failed on one,
  // says nothing: the schema errors already name the fault, and its findings would be noise.
  return CROSS_CHECKS.flatMap((c) => {
    const read = new Set<string>();
    const watched = new Proxy(config, {
      get(target, key, receiver) {
        if (typeof key === 'string') read.add(key);
        return Reflect.get(target, key, receiver);
      },
    });
    try {
      const issues = c.check(checkedBundle(watched, ctx));
      return [...read].some((part) => unusable.has(part)) ? [] : issues;
    } catch {
      return [];
    }
  });
}
