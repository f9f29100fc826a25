/** One problem: the brand file it is in, a JSON pointer inside that file, and the user-facing text. */
export interface Issue {
  file: string;
  pointer: string;
  message: string;
  /** Extra machine-readable detail (e.g. the full list of missing message ids). */
  detail?: unknown;
  /** A warning is printed but does not fail validation nor reject a config (e.g. a menu entry that can never show). */
  severity?: 'warning';
}

/** The issues that make a config unusable (every one but warnings). */
export const errorsOf = (issues: readonly Issue[]): Issue[] => issues.filter((i) => i.severity !== 'warning');

/** The one-line form, the same in the CLI, the dev server and the browser console: `brands/<id>/<file> <pointer>: <message>`. */
export function formatIssue(brandId: string, issue: Issue): string {
  return `${issue.severity === 'warning' ? 'warning: ' : ''}brands/${brandId}/${issue.file} ${issue.pointer || '/'}: ${issue.message}`;
}
