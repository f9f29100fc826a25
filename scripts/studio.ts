/**
 * `npm run studio [-- --port <n>] [--host <host>] [--open]`: the dev server with the sandbox (as `npm start`)
 * plus the brand studio at /__studio/ (scripts/studio/plugin.ts). CROUPIER_BRANDS_DIR points it at
 * another brands folder (the studio's e2e test edits a temp copy).
 */
import { createServer } from 'vite';
import { BRANDS_DIR } from './lib/brands.ts';
import { cliArgs, numberArg } from './lib/args.ts';
import { studioPlugin } from './studio/plugin.ts';

const { values } = cliArgs({
  usage: `usage: npm run studio -- [--port <n>] [--host <host>] [--open]

The brand studio: edit brands in the browser, checked by the same validator as npm run validate.
  --port <n>      port (default: PORT, else 5400)
  --host <host>   address to listen on (default: localhost)
  --open          open the studio in the browser
  -h, --help      show this text`,
  options: { port: { type: 'string' }, host: { type: 'string' }, open: { type: 'boolean' } },
});

const port = numberArg('port', values.port ?? process.env.PORT, 5400);
const server = await createServer({
  plugins: [studioPlugin(BRANDS_DIR)],
  server: { port, strictPort: values.port !== undefined, host: values.host, open: values.open ? '/__studio/' : false },
  // The studio's own modules are found by its page, not by scanning index.html.
  optimizeDeps: { entries: ['index.html', 'studio/index.html'] },
});
await server.listen();
const local = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`;
console.log(`\n  Croupier brand studio (brands from ${BRANDS_DIR})\n  ${local}__studio/\n`);
