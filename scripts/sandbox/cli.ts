import { createServer } from 'node:http';
import { cliArgs, numberArg } from '../lib/args.ts';
import { createSandbox } from './index.ts';

/** `npm run sandbox`: the sandbox alone (options, else PORT / SANDBOX_SEED / SANDBOX_GAMES). */
const { values } = cliArgs({
  usage: `usage: npm run sandbox -- [--port <n>] [--seed <n>] [--games <n>]

Serves the local operator-platform stand-in alone.
  --port <n>    port (default: PORT, else 4318)
  --seed <n>    seed of the generated players and games (default: SANDBOX_SEED, else the built-in seed)
  --games <n>   size of the generated catalogue (default: SANDBOX_GAMES, else the built-in size)
  -h, --help    show this text`,
  options: { port: { type: 'string' }, seed: { type: 'string' }, games: { type: 'string' } },
});
const optional = (name: string, value: string | undefined) => (value === undefined ? undefined : numberArg(name, value, 0));
const port = numberArg('port', values.port ?? process.env.PORT, 4318);
const sandbox = createSandbox({
  seed: optional('seed', values.seed ?? process.env.SANDBOX_SEED),
  catalogueSize: optional('games', values.games ?? process.env.SANDBOX_GAMES),
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
