/**
 * The config format's changelog (CHANGELOG.md), written from the steps in schemas/migrations (`npm run migrate --
 * --changelog`); a test keeps the file equal to it.
 */
import { dirname, join } from 'node:path';
import { type Change, currentVersion, loadMigrations, type Migration, type Place } from '../lib/configFormat';

const where = (p: Place) => `${p.file} ${p.pointer}`;

export function renderChangelog(migrations: Migration[] = loadMigrations()): string {
  const out = [
    '# Brand config format — changelog',
    '',
    'Generated from `schemas/migrations/` by `npm run migrate -- --changelog`; a test fails when this file and the data differ.',
    `The engine reads config version ${currentVersion(migrations)}. A brand states its own in \`brand.json\` \`configVersion\`;`,
    '`npm run migrate -- <brand>` applies every step below that the brand is behind (README "Upgrade a brand").',
    '',
  ];
  for (const step of [...migrations].reverse()) {
    out.push(`## Version ${step.version} — ${step.date}`, '', step.title, '');
    if (step.commits.length) out.push(`Commits: ${step.commits.map((c) => `\`${c}\``).join(', ')}.`, '');
    const kinds: Array<[Change['kind'], string]> = [
      ['removed', 'Removed'],
      ['renamed', 'Renamed or moved'],
      ['required', 'New required values'],
      ['added', 'New optional fields'],
      ['changed', 'Changed meaning (migrate keeps the value and names it)'],
    ];
    for (const [kind, heading] of kinds) {
      const changes = step.changes.filter((c) => c.kind === kind);
      if (!changes.length) continue;
      out.push(`${heading}:`, '');
      for (const c of changes) {
        const at = `\`${c.file} ${c.pointer}\``;
        if (c.kind === 'removed')
          out.push(
            `- ${at}: ${c.why}${c.supersededBy ? ` (its value moves to \`${where(c.supersededBy)}\` when that is unset)` : ''}${c.keepText ? ' (migrate keeps its text in `brand.json /notes`)' : ''}.`,
          );
        else if (c.kind === 'renamed') out.push(`- ${at} → \`${where(c.to)}\`: ${c.why}.`);
        else if (c.kind === 'required')
          out.push(
            `- ${at}: ${c.what}. Where to get it: ${c.where}.${c.from === 'platform' ? ' Migrate copies it from `brands/_platform` (inherited when the brand extends it).' : c.value !== undefined ? ` Migrate sets \`${JSON.stringify(c.value)}\`.` : ' Migrate asks for it (`--set`).'}`,
          );
        else if (c.kind === 'changed') out.push(`- ${at}: ${c.why}.`);
        else out.push(`- ${at}: ${c.what}`);
      }
      out.push('');
    }
    if (!step.changes.length) out.push('The format the versions start from.', '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The repository's CHANGELOG.md. */
export const CHANGELOG = join(dirname(dirname(import.meta.dirname)), 'CHANGELOG.md');
