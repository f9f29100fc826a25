import { createServer } from 'node:http';
import { createSandbox } from './index.ts';

/** `npm run sandbox`: the sandbox alone on PORT (default 4318). */
const port = Number(process.env.PORT ?? 4318);
const sandbox = createSandbox({
  seed: process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined,
  catalogueSize: process.env.SANDBOX_GAMES ? Number(process.env.SANDBOX_GAMES) : undefined,
  logger: { info: (m) => console.log(m), warn: (m) => console.warn(m), error: (m, c) => console.error(m, c) },
});
const server = createServer((req, res) => {
  void sandbox.handle(req, res);
});
server.listen(port, () => {
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  console.log(`Croupier sandbox listening on http://localhost:${actual}/ (index: http://localhost:${actual}/sandbox)`);
});
const stop = () => {
  sandbox.close();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
