/**
 * The e2e suite's real deployment: Debian's nginx serving the built dist/ with the configs the build
 * generated (dist/deploy/<brand>/nginx.conf, one server block per brand, chosen by host name), in front
 * of the workers' `vite preview` servers for the platform's paths (the sandbox), so each worker keeps its
 * own sandbox state. One nginx for the run, one port per worker (E2E_NGINX_PORT, default E2E_PORT + 50,
 * and up), started by scripts/e2e-servers.ts; no root needed (every path nginx writes is in a temp dir).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BRANDS_DIR, listBrandIds } from './brands.ts';
import { layerDirs, mergeLayers, readLayers } from './brandLayers.ts';

/** The nginx port of worker `index`: E2E_NGINX_PORT, else 50 above the preview servers' E2E_PORT. */
export function nginxPort(index = 0, env: NodeJS.ProcessEnv = process.env): number {
  const previewBase = Number(env.E2E_PORT ?? 4179);
  return Number(env.E2E_NGINX_PORT ?? previewBase + 50) + index;
}

/** The host names brands answer to (brand.json `hosts`, layers merged), by brand id. Light: Playwright's config reads it. */
export function brandHosts(brandsDir = BRANDS_DIR): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of listBrandIds(brandsDir)) {
    const brandJson = mergeLayers(readLayers(layerDirs(join(brandsDir, id)), 'brand.json')) as { hosts?: unknown } | undefined;
    const hosts = Array.isArray(brandJson?.hosts) ? brandJson.hosts.filter((h): h is string => typeof h === 'string') : [];
    out[id] = hosts.map((h) => h.toLowerCase());
  }
  return out;
}

/** The host a test uses for a brand: its first host outside `.localhost` (a real-looking name), else its first. */
export function testHost(brand: string): string | undefined {
  const hosts = brandHosts()[brand] ?? [];
  return hosts.find((h) => !h.endsWith('.localhost') && !h.startsWith('*.')) ?? hosts[0];
}

/** Chromium's `--host-resolver-rules` value sending every brand host (but `*.localhost`, already loopback) to 127.0.0.1. */
export function hostResolverRules(): string {
  const hosts = Object.values(brandHosts())
    .flat()
    .filter((h) => !h.endsWith('.localhost') && !h.startsWith('*.'));
  return hosts.map((h) => `MAP ${h} 127.0.0.1`).join(',');
}

export interface NginxConfOptions {
  /** The temp folder holding the config, pid file, logs and nginx's temp files. */
  dir: string;
  /** The built site (its deploy/<brand>/nginx.conf are included). */
  dist: string;
  /** Brand ids whose generated server blocks are served. */
  brands: readonly string[];
  /**
   * One per worker: the port nginx listens on, the origin of that worker's preview server and, optionally, a
   * port where the same sites answer over TLS and HTTP/2 (what a brand's visitors reach through its CDN or
   * load balancer; the bench measures there). Its certificate is self-signed for the brand hosts.
   */
  sites: ReadonlyArray<{ port: number; upstream: string; tlsPort?: number }>;
  /** The certificate and key for the TLS ports (startNginx makes them). */
  tls?: { cert: string; key: string };
  /**
   * Plain static sites served beside the brands on the same ports, by host name (the bench's bare React page,
   * measured behind the same server, compression and TLS as the brands' pages). Their files are compressed on
   * the fly as the brands' pages are.
   */
  statics?: ReadonlyArray<{ host: string; root: string }>;
  /** Path prefixes (`/api/`) and exact paths (`/sandbox`) that go to the preview server (the sandbox). */
  proxied: readonly string[];
  /** nginx's mime.types. */
  mimeTypes: string;
  /** Whether nginx starts as root: its workers then run as nobody (they need no more). */
  asRoot: boolean;
}

/** What nginx hands to the preview server: the host as the browser sent it, so the sandbox's origins are right. */
function proxy(upstream: string): string[] {
  return [
    `proxy_pass ${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    // answers stream through (a sandbox fault that hangs stays a hang, a late answer arrives when sent)
    'proxy_buffering off;',
    'proxy_read_timeout 300s;',
  ];
}

const indent = (lines: string[], n: number) => lines.map((l) => `${' '.repeat(n)}${l}`);

/** A complete nginx.conf for the e2e run. Pure. */
export function nginxConf(o: NginxConfOptions): string {
  const servers: string[] = [];
  for (const site of o.sites) {
    const tls = site.tlsPort !== undefined && o.tls;
    const listen = (extra: string) => [
      `    listen 127.0.0.1:${site.port}${extra};`,
      ...(tls
        ? [`    listen 127.0.0.1:${site.tlsPort} ssl http2${extra};`, `    ssl_certificate ${o.tls!.cert};`, `    ssl_certificate_key ${o.tls!.key};`]
        : []),
    ];
    // Any other host (the sandbox's game origin 127.0.0.1:<port>, localhost): the worker's preview server.
    servers.push(`server {`, ...listen(' default_server'), `    server_name _;`, `    location / {`, ...indent(proxy(site.upstream), 8), `    }`, `}`);
    for (const brand of o.brands) {
      const platform = o.proxied.flatMap((p) => [`    location ${p.endsWith('/') ? '^~' : '='} ${p} {`, ...indent(proxy(site.upstream), 8), '    }']);
      servers.push(
        `server {`,
        ...listen(''),
        `    root ${o.dist};`,
        `    include ${join(o.dist, 'deploy', brand, 'nginx.conf')};`,
        '    # the platform (here the sandbox of this worker)',
        ...platform,
        `}`,
      );
    }
    for (const site of o.statics ?? [])
      servers.push(
        `server {`,
        ...listen(''),
        `    server_name ${site.host};`,
        `    root ${site.root};`,
        '    gzip on;',
        '    gzip_comp_level 5;',
        '    gzip_min_length 1024;',
        '    gzip_types text/css text/javascript application/javascript application/json image/svg+xml;',
        '    location / { try_files $uri /index.html; }',
        `}`,
      );
  }
  return [
    '# Croupier e2e: generated by scripts/lib/e2e-nginx.ts',
    ...(o.asRoot ? ['user nobody nogroup;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(o.dir, 'nginx.pid')};`,
    `error_log ${join(o.dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `    include ${o.mimeTypes};`,
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    '    keepalive_timeout 120s;',
    '    server_names_hash_bucket_size 128;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${join(o.dir, `${t}_temp`)};`),
    ...indent(servers, 4),
    '}',
    '',
  ].join('\n');
}

/** nginx's own mime.types (beside its default config, `nginx -V` --conf-path). */
function mimeTypesFile(bin: string): string {
  const info = execFileSync(bin, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  const confPath = /--conf-path=(\S+)/.exec(info)?.[1] ?? '/etc/nginx/nginx.conf';
  const file = join(dirname(confPath), 'mime.types');
  if (!existsSync(file)) throw new Error(`nginx: no mime.types beside ${confPath}`);
  return file;
}

/** The nginx binary; as root, installs Debian's nginx-light when there is none (like Chromium, scripts/ensure-chromium.ts). */
export function ensureNginx(): string {
  const find = () => ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
  const found = process.env.NGINX_PATH ?? find();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error(
      "No nginx found for the e2e tests. Install Debian's nginx as root:\n  sudo apt-get update && sudo apt-get install -y nginx-light\nor set NGINX_PATH.",
    );
  console.log("No nginx found: installing Debian's nginx-light (apt-get install -y nginx-light)...");
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light'], { stdio: 'inherit' });
  const installed = find();
  if (!installed) throw new Error('apt-get finished but nginx is still missing.');
  return installed;
}

/** A throw-away self-signed certificate for the brand hosts (the browser is told to accept it), made with openssl. */
function selfSignedCertificate(dir: string, hosts: readonly string[]): { cert: string; key: string } {
  const cert = join(dir, 'edge.crt');
  const key = join(dir, 'edge.key');
  const names = [...new Set(hosts.map((h) => h.replace(/^\*\./, '')))].map((h) => `DNS:${h}`).join(',');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=croupier.test',
      '-addext',
      `subjectAltName=${names || 'DNS:localhost'}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  conf: string;
  stop(): void;
}

/**
 * Writes the config into a temp folder of its own (one per first port, rewritten each start) and runs
 * nginx in the foreground as a child; resolves once every port accepts connections.
 */
export async function startNginx(options: Omit<NginxConfOptions, 'dir' | 'mimeTypes' | 'asRoot'>): Promise<RunningNginx> {
  const bin = ensureNginx();
  for (const brand of options.brands) {
    const file = join(options.dist, 'deploy', brand, 'nginx.conf');
    if (!existsSync(file)) throw new Error(`nginx: ${file} is missing (npm run build writes it)`);
  }
  const busy = (await Promise.all(options.sites.map(async (s) => ((await listening(s.port)) ? s.port : 0)))).filter(Boolean);
  if (busy.length) throw new Error(`nginx: port(s) ${busy.join(', ')} already in use (an nginx of an earlier run?)`);
  const dir = join(tmpdir(), `croupier-nginx-${options.sites[0]?.port ?? 0}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const tls = options.sites.some((s) => s.tlsPort !== undefined)
    ? selfSignedCertificate(dir, [...Object.values(brandHosts()).flat(), ...(options.statics ?? []).map((s) => s.host)])
    : undefined;
  const conf = nginxConf({ ...options, dir, mimeTypes: mimeTypesFile(bin), asRoot: process.getuid?.() === 0, tls });
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', confFile, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const errors = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  for (const deadline = Date.now() + 15_000; ; ) {
    if (exited !== undefined) throw new Error(`nginx exited (${exited}) at start:\n${errors()}`);
    const up = await Promise.all(options.sites.flatMap((s) => [s.port, ...(s.tlsPort !== undefined ? [s.tlsPort] : [])]).map((p) => listening(p)));
    if (up.every(Boolean)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${options.sites.map((s) => s.port).join(', ')}:\n${errors()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    conf,
    stop() {
      if (exited === undefined) child.kill('SIGTERM');
    },
  };
}
