import { describe, expect, it } from 'vitest';
import { nginxConf } from './e2e-nginx.ts';

const base = { dir: '/tmp/x', dist: '/srv/dist', brands: ['acme'], proxied: ['/api/'], mimeTypes: '/etc/nginx/mime.types', asRoot: false };

describe('nginxConf', () => {
  it('serves every brand over TLS and HTTP/2 on the TLS port, beside the plain port, with the given certificate', () => {
    const conf = nginxConf({
      ...base,
      sites: [{ port: 4001, upstream: 'http://127.0.0.1:4000', tlsPort: 4002 }],
      tls: { cert: '/tmp/x/edge.crt', key: '/tmp/x/edge.key' },
    });
    // the default server and the brand's server each listen on both ports
    expect(conf.match(/listen 127\.0\.0\.1:4002 ssl http2/g)).toHaveLength(2);
    expect(conf.match(/listen 127\.0\.0\.1:4001[; ]/g)).toHaveLength(2);
    expect(conf).toContain('ssl_certificate /tmp/x/edge.crt;');
    expect(conf).toContain('ssl_certificate_key /tmp/x/edge.key;');
    expect(conf).toContain('include /srv/dist/deploy/acme/nginx.conf;');
  });

  it('has no TLS listener when no TLS port is asked for', () => {
    const conf = nginxConf({ ...base, sites: [{ port: 4001, upstream: 'http://127.0.0.1:4000' }] });
    expect(conf).not.toMatch(/ssl/);
  });

  it('serves a static site by its host on the same ports, with compression, and its unknown paths get its index page', () => {
    const conf = nginxConf({
      ...base,
      sites: [{ port: 4001, upstream: 'http://127.0.0.1:4000', tlsPort: 4002 }],
      tls: { cert: '/tmp/x/edge.crt', key: '/tmp/x/edge.key' },
      statics: [{ host: 'bare.test', root: '/tmp/bare' }],
    });
    const block = conf.slice(conf.indexOf('server_name bare.test;'));
    expect(conf.slice(0, conf.indexOf('server_name bare.test;'))).toMatch(
      /listen 127\.0\.0\.1:4002 ssl http2;\s+ssl_certificate \/tmp\/x\/edge\.crt;\s+ssl_certificate_key \/tmp\/x\/edge\.key;\s+$/,
    );
    expect(block).toContain('root /tmp/bare;');
    expect(block).toContain('gzip on;');
    expect(block).toContain('try_files $uri /index.html;');
  });
});
