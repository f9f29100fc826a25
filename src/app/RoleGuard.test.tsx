// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedRoot, signIn, testConfig, testEnv } from '../../tests/support/testEnv';
import { StoreContext } from '../ui/StoreContext';
import { RoleGuard } from './RoleGuard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The platform's roles (brands/_platform, which every brand extends), as the brands have them.
const platformRoles = JSON.parse(readFileSync(join(import.meta.dirname, '../../brands/_platform/rules.json'), 'utf8')).roles;

let view: { root: Root; container: HTMLElement } | undefined;
afterEach(() => {
  if (view) act(() => view!.root.unmount());
  view?.container.remove();
  view = undefined;
});

/** Where an account of `role` ends up after opening `path` under the role guard (null: a guest). */
function landing(path: string, role: number | null): string {
  const config = testConfig();
  config.rules.roles = platformRoles;
  const root = loadedRoot({ config }, testEnv().env);
  if (role !== null) signIn(root, role);
  const router = createMemoryRouter([{ path: '*', element: <RoleGuard>page</RoleGuard> }], { initialEntries: [path] });
  const container = document.body.appendChild(document.createElement('div'));
  view = { root: createRoot(container), container };
  act(() =>
    view!.root.render(
      <StoreContext.Provider value={{ root }}>
        <RouterProvider router={router} />
      </StoreContext.Provider>,
    ),
  );
  const where = router.state.location.pathname;
  act(() => view!.root.unmount());
  view.container.remove();
  view = undefined;
  return where;
}

describe('the role guard (spec §6: role 1 stays only on profile, bookmaker, digsport or casino paths)', () => {
  it('sends an agent (role 1) elsewhere to casino home', () => {
    for (const path of ['/promotions', '/promotions/1', '/flat-pages/about-us', '/contacts', '/referral', '/sport-rules', '/casinos', '/profiles'])
      expect(landing(path, platformRoles.agent), path).toBe('/casino');
  });

  it('lets an agent stay on the profile, bookmaker, digsport and casino paths', () => {
    for (const path of ['/profile', '/profile/transactions-history', '/bc', '/bc/live', '/digsport', '/digsport/bet-history', '/casino', '/casino/provider/x'])
      expect(landing(path, platformRoles.agent), path).toBe(path);
  });

  it('leaves players and guests where they are', () => {
    for (const role of [platformRoles.player, null]) expect(landing('/promotions', role)).toBe('/promotions');
  });
});
