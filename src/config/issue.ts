/** One problem: the brand file it is in, a JSON pointer inside that file, and the user-facing text. */
export interface Issue {
  file: string;
  pointer: string;
  message: string;
  /** Extra machine-readable detail (e.g. the full list of missing message ids). */
  detail?: unknown;
}

/** The one-line form, the same in the CLI, the dev server and the browser console: `brands/<id>/<file> <pointer>: <message>`. */
export function formatIssue(brandId: string, issue: Issue): string {
  return `brands/${brandId}/${issue.file} ${issue.pointer || '/'}: ${issue.message}`;
}
