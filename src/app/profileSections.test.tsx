// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderOverStore } from '../../tests/support/pageUi';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../config/types';
import engineMessages from '../i18n/locales/en-US.json';
import { loadedRoot, signIn, testConfig, testEnv } from '../../tests/support/testEnv';
import { pageRoutesFor } from './routes';
import pageMessages from '../pages/profile/messages.en-US.json';

// Three sections added to the real table: everything the profile shows must follow from these rows alone
// (the router, the tabs, the switch, the dashboard), with no list of its own to update.
vi.mock('../config/profileSections', async (importOriginal) => {
  const real = await importOriginal<typeof import('../config/profileSections')>();
  return {
    ...real,
    PROFILE_SECTIONS: {
      ...real.PROFILE_SECTIONS,
      extra: { path: 'extra', labelId: 'test.tab.extra', tab: true, dashboard: true },
      tabOnly: { path: 'tab-only', labelId: 'test.tab.tabOnly', tab: true },
      switchedOff: { path: 'switched-off', labelId: 'test.tab.switchedOff', feature: 'bonus', tab: true, dashboard: true },
    },
  };
});
vi.mock('../pages/profile/sectionViews', async (importOriginal) => {
  const real = await importOriginal<typeof import('../pages/profile/sectionViews')>();
  const shows = (testId: string) => ({ load: async () => undefined, View: () => <p data-testid={testId}>{testId}</p> });
  return { SECTION_VIEWS: { ...real.SECTION_VIEWS, extra: shows('extra-section'), tabOnly: shows('tab-only-section'), switchedOff: shows('off-section') } };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = {
  ...engineMessages,
  ...pageMessages,
  'test.tab.extra': 'Extra section',
  'test.tab.tabOnly': 'Tab-only section',
  'test.tab.switchedOff': 'Switched-off section',
} as Record<string, string>;

let view: { root: Root; container: HTMLElement } | undefined;
afterEach(() => {
  if (view) act(() => view!.root.unmount());
  view?.container.remove();
  view = undefined;
});

/** Waits (real time: the router downloads the page modules) until `found` holds; fails after two seconds. */
async function until(found: () => boolean, what: string) {
  for (let i = 0; i < 200 && !found(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(found(), what).toBe(true);
}

/** The app's own page routes for a brand with `bonus` off, at `path`, for a signed-in account of `role`. */
function open(path: string, role = 0, agentAllowedPaths: string[] = []) {
  const config = testConfig();
  config.brand.features = { bonus: false };
  config.rules.roles = { ...config.rules.roles, agentAllowedPaths };
  const root = loadedRoot({ config }, testEnv().env);
  signIn(root, role);
  const router = createMemoryRouter([{ path: '/', children: pageRoutesFor(config.brand.features as BrandConfig['brand']['features']) }], {
    initialEntries: [path],
  });
  view = renderOverStore(root, messages, <RouterProvider router={router} />);
  const { container } = view;
  const has = (testId: string) => container.querySelector(`[data-testid="${testId}"]`) !== null;
  const links = (selector: string) => [...container.querySelectorAll<HTMLAnchorElement>(`${selector} a`)].map((a) => a.getAttribute('href'));
  return { router, container, has, tabs: () => links('[data-testid="profile"] nav'), dashboard: () => links('[data-testid="profile-dashboard"]') };
}

describe('the profile section table', { timeout: 20_000 }, () => {
  it('a section added to it is routed, switched to, in the tabs and (when flagged) on the dashboard', async () => {
    const page = open('/profile/extra');
    await until(() => page.has('extra-section'), 'the switch shows the new section at its path');
    const tabs = page.tabs();
    expect(tabs).toContain('/profile/extra');
    expect(tabs).toContain('/profile/tab-only');
    // in table order, after the real ones
    expect(tabs.slice(-2)).toEqual(['/profile/extra', '/profile/tab-only']);
    expect(page.container.querySelector('nav a[href="/profile/extra"]')?.textContent).toBe('Extra section');

    await act(() => page.router.navigate('/profile/tab-only'));
    await until(() => page.has('tab-only-section'), 'a section flagged for the tabs only is served too');

    await act(() => page.router.navigate('/profile/dashboard'));
    await until(() => page.has('profile-dashboard'), 'the dashboard');
    const dashboard = page.dashboard();
    expect(dashboard).toContain('/profile/extra');
    expect(dashboard).not.toContain('/profile/tab-only');
    expect(dashboard).toContain('/profile/userinfo');
  });

  it('a section of a feature the brand switched off is neither linked nor served', async () => {
    const page = open('/profile/switched-off');
    await until(() => page.has('not-found'), 'the not-found page');
    expect(page.has('off-section')).toBe(false);
    await act(() => page.router.navigate('/profile/dashboard'));
    await until(() => page.has('profile-dashboard'), 'the dashboard');
    expect(page.tabs()).not.toContain('/profile/switched-off');
    expect(page.dashboard()).not.toContain('/profile/switched-off');
    // the real table's own switched-off section (bonus) goes the same way
    expect(page.tabs()).not.toContain('/profile/bonus');
  });

  it('an unknown profile path still shows the not-found page, not a section', async () => {
    const page = open('/profile/no-such-section');
    await until(() => page.has('not-found'), 'the not-found page');
    expect(page.has('profile')).toBe(false);
  });

  it("links only the sections an agent's role may visit (rules.json roles.agentAllowedPaths)", async () => {
    const page = open('/profile/extra', 1, ['/profile/extra', '/profile/dashboard']);
    await until(() => page.has('extra-section'), 'the new section');
    expect(page.tabs()).toEqual(['/profile/dashboard', '/profile/extra']);
  });
});
