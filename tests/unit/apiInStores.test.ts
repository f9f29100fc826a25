import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { layerViolations, scanRenderLayers } from './apiInStores';

const repo = join(import.meta.dirname, '../..');

describe('pages, ui and app only render stores', () => {
  it('no module in src/ui, src/pages or src/app (but start-up) imports src/api, uses useEnv or calls .api.request', () => {
    expect(scanRenderLayers(repo)).toEqual([]);
  });

  it('the check catches each breach in a violating page (fixture read as if it were src/pages/promo/ViolatingPage.tsx)', () => {
    const source = readFileSync(join(import.meta.dirname, 'fixtures/api-in-stores/ViolatingPage.tsx.txt'), 'utf8');
    expect(layerViolations(repo, 'src/pages/promo/ViolatingPage.tsx', source)).toEqual([
      'src/pages/promo/ViolatingPage.tsx: imports ../../api/paths (src/api) — call a store action instead',
      'src/pages/promo/ViolatingPage.tsx: uses useEnv — read a store instead; the env belongs to the stores',
      'src/pages/promo/ViolatingPage.tsx: calls .api.request — move the call into a store action',
    ]);
  });

  it('reads dynamic and bare imports, and does not flag a folder that only starts with "api"', () => {
    expect(layerViolations(repo, 'src/ui/x.ts', "const m = import('../api');\nimport '../api/client';")).toHaveLength(2);
    expect(layerViolations(repo, 'src/ui/x.ts', "import { a } from '../apiary/a';\nimport { b } from '../models/api';")).toEqual([]);
  });
});
