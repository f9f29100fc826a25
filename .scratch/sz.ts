import { brandValidatorModule } from '../scripts/vite/validatorCode.ts';
import { loadEnginePacks, loadPlugins } from '../scripts/validate/lib.ts';
import { gzipSync } from 'node:zlib';
const plugins = await loadPlugins();
const pp = Object.fromEntries([...plugins].map(([k, v]) => [k, v.paramsSchema]));
const g = (s: string) => `${s.length} ${gzipSync(s).length}`;
console.log('full', g(brandValidatorModule({ pluginParams: pp, enginePacks: loadEnginePacks() })));
console.log('no packs', g(brandValidatorModule({ pluginParams: pp, enginePacks: {} })));
console.log('no plugins', g(brandValidatorModule({ pluginParams: {}, enginePacks: {} })));
