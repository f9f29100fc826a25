/**
 * The docs and the validator agree on which engine texts a brand language needs: the files
 * docs/CONTRACTS.md names as the sources of the required ids yield exactly the ids the validator demands,
 * and no doc states a count of them that could go stale.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnginePacks } from '../../scripts/validate/lib';
import { requiredEngineIds } from '../../src/config/engineTexts';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');

describe('engine text ids in the docs', () => {
  it('CONTRACTS.md names the files the required ids come from, and they give exactly the validator’s list', () => {
    const contracts = read('docs/CONTRACTS.md');
    expect(contracts).toContain('`src/i18n/locales/en-US.json` together with every `src/pages/<area>/messages.en-US.json`');
    const pagesDir = join(ROOT, 'src/pages');
    const areaPacks = readdirSync(pagesDir)
      .map((area) => `src/pages/${area}/messages.en-US.json`)
      .filter((rel) => existsSync(join(ROOT, rel)));
    const documented = new Set([read('src/i18n/locales/en-US.json'), ...areaPacks.map(read)].flatMap((text) => Object.keys(JSON.parse(text))));
    expect([...documented].sort()).toEqual(requiredEngineIds(loadEnginePacks()).sort());
  });

  it('no doc states a number of engine ids', () => {
    for (const rel of ['README.md', 'docs/CONTRACTS.md', 'docs/ARCHITECTURE.md']) expect(read(rel)).not.toMatch(/\b\d+\s+(engine\s+)?(message|text)\s+ids\b/i);
  });
});
