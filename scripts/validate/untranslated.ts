/**
 * Texts still waiting for a translator. `npm run new-language` copies the source language's texts into the
 * new language's files and marks them: a text pack lists the copied ids in its top-level `untranslated`
 * array (the messages stay valid ICU, so the site runs meanwhile), a long-text file carries
 * `"untranslated": true`. The validator counts them as a warning per file; translating a text means
 * editing it and removing its id from the list.
 */
import type { Issue } from '../../src/config/issue.ts';

export function untranslatedIssues(files: Record<string, unknown>): Issue[] {
  const issues: Issue[] = [];
  for (const [file, doc] of Object.entries(files)) {
    const mark = (doc as { untranslated?: unknown } | undefined)?.untranslated;
    if (file.startsWith('locales/') && Array.isArray(mark) && mark.length) {
      const messages = (doc as { messages?: Record<string, unknown> }).messages ?? {};
      const stale = mark.filter((id) => typeof id !== 'string' || !(id in messages));
      issues.push({
        file,
        pointer: '/untranslated',
        severity: 'warning',
        message: `${mark.length - stale.length} of ${Object.keys(messages).length} texts are untranslated copies of another language: translate each and remove its id from /untranslated${stale.length ? ` (${stale.length} listed ids are not in /messages: remove them)` : ''}`,
        detail: { ids: mark },
      });
    } else if (file.startsWith('content/') && mark === true)
      issues.push({
        file,
        pointer: '/untranslated',
        severity: 'warning',
        message: 'this file is an untranslated copy of another language: translate it and remove "untranslated"',
      });
  }
  return issues;
}
