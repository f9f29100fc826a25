/** The config reference (docs/config/) is generated from the schemas and real brands (scripts/authoring/genDocs.ts), never kept by hand. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, renderDocs } from '../../scripts/authoring/genDocs';

describe('config reference', () => {
  const pages = renderDocs();

  it('docs/config/ equals what npm run docs writes now', () => {
    expect(readdirSync(DOCS_DIR).sort(), 'docs/config/ has other pages — run npm run docs').toEqual([...pages.keys()].sort());
    for (const [name, text] of pages) {
      const file = join(DOCS_DIR, name);
      expect(existsSync(file), `docs/config/${name} is missing — run npm run docs`).toBe(true);
      expect(readFileSync(file, 'utf8'), `docs/config/${name} is stale — run npm run docs`).toBe(text);
    }
  });

  it('every schema field has a row with its description, and a colour field says its allowed values in words', () => {
    const theme = pages.get('theme.md')!;
    expect(theme).toContain('| `light.primary` | string | yes |  | a CSS colour such as #1a2b3c, rgb(26, 43, 60) or darkgreen |');
    const undescribed = [...pages]
      .flatMap(([name, text]) =>
        text
          .split('\n')
          .filter((l) => l.startsWith('| `'))
          .map((l) => [name, l.split(/(?<!\\)\|/)] as const),
      )
      .filter(([, cells]) => !cells[6]?.trim())
      .map(([name, cells]) => `${name} ${cells[1].trim()}`);
    expect(undescribed).toEqual([]);
  });
});
