/**
 * `npm start [-- --brand <id>] [-- --port <n>]`: the Vite dev server with the sandbox mounted
 * (scripts/sandbox/vitePlugin.ts) and BRAND set, so the brand index defaults to that brand.
 */
import { createServer } from 'vite';
import { listBrandIds } from './brands.ts';
import { brandIndex } from './vite/brandBundle.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const brands = listBrandIds();
const brand = arg('brand') ?? process.env.BRAND ?? brandIndex().defaultBrand;
if (!brand || !brands.includes(brand)) {
  console.error(`Unknown brand "${brand ?? ''}". Brands in brands/: ${brands.join(', ') || '(none)'}`);
  process.exit(1);
}
process.env.BRAND = brand;
const port = Number(arg('port') ?? process.env.PORT ?? 5173);

const server = await createServer({ server: { port, host: arg('host') } });
await server.listen();
const local = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`;
console.log(`\n  Croupier — brand ${brand}\n  ${local}?brand=${brand}\n`);
for (const other of brands.filter((b) => b !== brand)) console.log(`  other brand: ${local}?brand=${other}`);
