/**
 * Prerenders the entry pages into a build folder other than dist/ (as `npm run build` does for dist/), e.g. an
 * unminified build for tests/bench/profile.ts: `npx tsx scripts/prerender/run.ts dist-prof`.
 */
import { resolve } from 'node:path';
import { readManifest } from '../lib/firstVisit.ts';
import { prerender } from './render.ts';

const dir = resolve(process.argv[2] ?? 'dist');
const pages = await prerender(dir, readManifest(dir));
console.log(`written ${pages.length} prerendered pages into ${dir}/site/`);
