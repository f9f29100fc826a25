import { describe, expect, it } from 'vitest';
import { ok, testConfig, testEnv, testRoot } from '../../../tests/support/testEnv';
import { MAINTENANCE_PATH, readMaintenance } from './MaintenanceStore';
import type { BrandConfig } from '../../config/types';

const config = (maintenance?: BrandConfig['rules']['maintenance']) => {
  const c = testConfig();
  return { ...c, rules: { ...c.rules, ...(maintenance ? { maintenance } : {}) } } as BrandConfig;
};

function setup(answer: () => unknown, maintenance: BrandConfig['rules']['maintenance'] = { pollMs: 30_000 }) {
  const t = testEnv({ [`GET ${MAINTENANCE_PATH}`]: () => ok(answer()) });
  const root = testRoot(config(maintenance), t.env);
  return { ...t, root, m: root.maintenance };
}

describe('MaintenanceStore', () => {
  it('closes the area the platform names, the whole site closing every area; a provider notice touches only that provider', async () => {
    let items: unknown[] = [{ area: 'casino', message: { en: 'Back soon', es: 'Volvemos pronto' } }];
    const { m } = setup(() => ({ items }));
    await m.load();
    expect(m.noticeFor('casino')?.area).toBe('casino');
    expect(m.noticeFor('sport')).toBeUndefined();
    expect(m.messageOf(m.noticeFor('casino')!, 'es')).toBe('Volvemos pronto');
    expect(m.messageOf(m.noticeFor('casino')!, 'fr')).toBeUndefined();
    items = [{ area: 'site' }, { area: 'provider', provider: 'Alpha' }];
    await m.load();
    expect(m.noticeFor('sport')?.area).toBe('site');
    expect(m.noticeFor(undefined)?.area).toBe('site');
    expect(m.providerNotice('alpha')?.provider).toBe('Alpha');
    expect(m.providerNotice('beta')).toBeUndefined();
  });

  it('the end time passing reopens the area by a timer on the env clock, without asking the platform again', async () => {
    const { m, clock, api } = setup(() => ({ items: [{ area: 'casino', ends_at: new Date(1_000_000 + 90_000).toISOString() }] }));
    await m.load();
    expect(m.noticeFor('casino')).toBeDefined();
    clock.advance(89_999);
    expect(m.noticeFor('casino')).toBeDefined();
    clock.advance(1);
    expect(m.noticeFor('casino')).toBeUndefined();
    expect(api.calls.length).toBe(1);
  });

  it('a failed question keeps the last answer (a network blip neither opens nor closes an area)', async () => {
    let up = true;
    const t = testEnv({ [`GET ${MAINTENANCE_PATH}`]: () => (up ? ok({ items: [{ area: 'sport' }] }) : { ok: false, kind: 'server', code: 500, message: '' }) });
    const root = testRoot(config({ pollMs: 30_000 }), t.env);
    await root.maintenance.load();
    up = false;
    await root.maintenance.load();
    expect(root.maintenance.noticeFor('sport')).toBeDefined();
  });

  it('a brand with maintenance turned off never asks', async () => {
    const { m, api } = setup(() => ({ items: [{ area: 'site' }] }), { pollMs: 30_000, enabled: false });
    await m.load();
    expect(api.calls.length).toBe(0);
    expect(m.noticeFor('casino')).toBeUndefined();
  });

  it('drops malformed items: an unknown area, a provider notice without a provider, an unreadable end', () => {
    const logged: string[] = [];
    const items = readMaintenance(
      { items: [{ area: 'moon' }, { area: 'provider' }, { area: 'sport', ends_at: 'soon' }, { area: 'cashdesk', ends_at: '2030-01-01T10:00:00Z' }] },
      (m) => logged.push(m),
    );
    expect(items).toEqual([{ area: 'cashdesk', endsAt: Date.parse('2030-01-01T10:00:00Z') }]);
    expect(logged.length).toBe(3);
  });
});
