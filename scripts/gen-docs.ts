/** `npm run docs`: writes docs/config/ afresh (scripts/authoring/genDocs.ts renders it). */
import { writeDocs } from './authoring/genDocs.ts';

const written = writeDocs();
console.log(`docs/config/: wrote ${written.length} page(s)`);
