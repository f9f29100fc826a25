import { describe, expect, it } from 'vitest';
import { routeTable } from '../../scripts/sandbox/index';
import { PLAYER, withSandbox } from '../support/sandbox';

const crashes: string[] = [];
const h = withSandbox({ sandbox: { logger: { error: (m) => crashes.push(m) } }, reset: false });

const BODIES = [
  '{}',
  '[]',
  'null',
  '"text"',
  'not json',
  '{"a":',
  '{"slot":null,"code":[],"amount":{},"email":1,"username":null,"password":true,"id":{},"status":"x","phone":[1],"game_id":{}}',
  '{"slot":{"id":5},"amount":"1e400","requisite_id":"abc","platform":7,"__proto__":{"polluted":1}}',
];

describe('every route survives malformed input', () => {
  it('answers garbage bodies, broken params and odd queries with the envelope, never a crash', async () => {
    const routes = routeTable();
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const r of routes) {
      // A fresh session per route: logout or a password change must not leave the rest anonymous.
      h.sandbox.reset();
      const session = await h.login(PLAYER.email, PLAYER.password);
      const paths = [r.pattern.replace(/:[a-z]+/gi, '%E0%A4%A'), `${r.pattern.replace(/:[a-z]+/gi, 'x')}?page=-5&count=abc&game_id=&lang=%00`];
      for (const path of paths) {
        for (const body of r.method === 'GET' ? [undefined] : BODIES) {
          for (const s of [session, undefined]) {
            const res = await h.call(r.method, path, { session: s, raw: body });
            if (res.http >= 500) failures.push(`${r.method} ${path} ${body ?? ''} -> ${res.http}`);
            if (r.style === 'main' && (res.body === undefined || typeof res.body.status !== 'number'))
              failures.push(`${r.method} ${path} ${body ?? ''}: no envelope`);
            if (r.style === 'line' && res.http >= 400 && typeof res.body?.message !== 'string') failures.push(`${r.method} ${path}: no {message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(crashes).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
