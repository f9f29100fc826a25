/**
 * `npm start [-- --brand <id>] [-- --port <n>]`: the Vite dev server with the sandbox mounted
 * (scripts/sandbox/vitePlugin.ts) and BRAND set, so the brand index defaults to that brand.
 */
import { createServer } from 'vite';
import { listBrandIds } from './lib/brands.ts';
import { cliArgs, numberArg } from './lib/args.ts';
import { brandIndex } from './vite/brandBundle.ts';

const { values } = cliArgs({
  usage: `usage: npm start -- [--brand <id>] [--port <n>] [--host <host>]

The dev server with the sandbox platform mounted.
  --brand <id>    the brand served by default (default: BRAND, else the buildDefault brand)
  --port <n>      port (default: PORT, else 5173)
  --host <host>   address to listen on (default: localhost)
  -h, --help      show this text`,
  options: { brand: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
});

const brands = listBrandIds();
const brand = values.brand ?? process.env.BRAND ?? brandIndex().defaultBrand;
if (!brand || !brands.includes(brand)) {
  console.error(`Unknown brand "${brand ?? ''}". Brands in brands/: ${brands.join(', ') || '(none)'}`);
  process.exit(1);
}
process.env.BRAND = brand;
const port = numberArg('port', values.port ?? process.env.PORT, 5173);

const server = await createServer({ server: { port, host: values.host } });
await server.listen();
const local = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`;
console.log(`\n  Croupier — brand ${brand}\n  ${local}?brand=${brand}\n`);
for (const other of brands.filter((b) => b !== brand)) console.log(`  other brand: ${local}?brand=${other}`);
