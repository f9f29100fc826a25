/** `npm run gen:types`: writes src/config/types.gen.ts and each plugin's params.gen.ts (scripts/authoring/genTypes.ts renders them). */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPluginTypes, renderTypes, ROOT, TYPES_FILE } from './authoring/genTypes.ts';

async function main(): Promise<void> {
  await writeFile(TYPES_FILE, await renderTypes());
  console.log(`wrote ${path.relative(ROOT, TYPES_FILE)}`);
  for (const [file, text] of await renderPluginTypes()) {
    await writeFile(file, text);
    console.log(`wrote ${path.relative(ROOT, file)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
