import type { Plugin } from 'vite';
import { createSandbox, type Sandbox } from './index.ts';

/** Mounts the sandbox on the Vite dev and preview servers (before Vite's own middlewares); SANDBOX=off disables it. */
export function sandboxPlugin(): Plugin {
  if (process.env.SANDBOX === 'off') return { name: 'croupier-sandbox' };
  let sandbox: Sandbox | undefined;
  const get = (): Sandbox => (sandbox ??= createSandbox({ catalogueSize: process.env.SANDBOX_GAMES ? Number(process.env.SANDBOX_GAMES) : undefined }));
  const mount = (server: {
    middlewares: { use(fn: (req: any, res: any, next: (err?: unknown) => void) => void): unknown };
    httpServer?: { on(event: 'close', fn: () => void): unknown } | null;
  }) => {
    const sb = get();
    server.middlewares.use((req, res, next) => {
      sb.handle(req, res, next).catch(next);
    });
    // Hung requests (fault "hang") would keep the server from closing.
    server.httpServer?.on('close', () => sb.close());
  };
  return {
    name: 'croupier-sandbox',
    configureServer: (server) => mount(server),
    configurePreviewServer: (server) => mount(server),
  };
}
