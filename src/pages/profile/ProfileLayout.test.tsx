// @vitest-environment jsdom
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { renderOverStore } from '../../../tests/support/pageUi';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import engineMessages from '../../i18n/locales/en-US.json';
import { loadedRoot, signIn, testConfig, testEnv } from '../../../tests/support/testEnv';
import ProfileLayout from './ProfileLayout';
import { shownProfileLinks } from './links';
import pageMessages from './messages.en-US.json';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The responsible-gambling section's tab text sits in its own family's pack, which this family may not import: read from disk.
const gamblingMessages = JSON.parse(readFileSync(join(import.meta.dirname, '../responsibleGambling/messages.en-US.json'), 'utf8'));
const messages = { ...engineMessages, ...pageMessages, ...gamblingMessages } as Record<string, string>;
let view: { root: Root; container: HTMLElement } | undefined;
afterEach(() => {
  if (view) act(() => view!.root.unmount());
  view?.container.remove();
  view = undefined;
  vi.restoreAllMocks();
});

// A phone's tab row: 390 px wide, each tab 120 px with an 8 px gap, scrolled by its scrollLeft, which stays between 0
// and the overflow as a browser's does (jsdom lays nothing out and keeps no scroll).
const ROW = 390;
const TAB = 120;
const GAP = 8;
function phoneLayout() {
  const rect = (left: number, width: number) => ({ left, width, right: left + width, top: 0, bottom: 30, height: 30, x: left, y: 0, toJSON: () => ({}) });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const nav = this.closest('nav');
    if (this === nav) return rect(0, ROW) as DOMRect;
    if (nav && this.tagName === 'A') return rect([...nav.children].indexOf(this) * (TAB + GAP) - nav.scrollLeft, TAB) as DOMRect;
    return rect(0, 0) as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? ROW : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? this.children.length * (TAB + GAP) : 0;
  });
  const scrolled = new WeakMap<Element, number>();
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrolled.get(this) ?? 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
    scrolled.set(this, Math.max(0, Math.min(value, this.scrollWidth - this.clientWidth)));
  });
}

const config = testConfig();
const tabPaths = shownProfileLinks('tab', config, 0).map((l) => l.to);

function open(path: string) {
  const root = loadedRoot({ config }, testEnv().env);
  signIn(root);
  const router = createMemoryRouter([{ path: '/profile', element: <ProfileLayout />, children: [{ path: '*', element: <p>section</p> }] }], {
    initialEntries: [path],
  });
  view = renderOverStore(root, messages, <RouterProvider router={router} />);
  const { container } = view;
  const nav = container.querySelector<HTMLElement>('[data-testid="profile-tabs"]')!;
  const tabs = () => [...nav.querySelectorAll<HTMLAnchorElement>('a')];
  const selected = () => nav.querySelector<HTMLAnchorElement>('a[aria-current="page"]');
  const centreOf = (a: HTMLElement) => a.getBoundingClientRect().left + TAB / 2;
  return { router, nav, tabs, selected, centreOf };
}

describe('the profile tabs on a phone', () => {
  it('are a named navigation whose selected tab says so, and that tab is scrolled to the middle of the row', () => {
    phoneLayout();
    const middle = tabPaths[Math.floor(tabPaths.length / 2)];
    const page = open(middle);
    expect(page.nav.tagName).toBe('NAV');
    expect(page.nav.getAttribute('aria-label')).toBe(messages['profile.tabs.label']);
    expect(page.tabs().length).toBeGreaterThan(6);
    expect(page.selected()?.getAttribute('href')).toBe(middle);
    expect(page.nav.scrollLeft).toBeGreaterThan(0);
    expect(page.centreOf(page.selected()!)).toBeCloseTo(ROW / 2);
  });

  it('scroll the next selected tab into the middle when the section changes', async () => {
    phoneLayout();
    const page = open(tabPaths[0]);
    // the first tab cannot come to the middle: the row stays at its start
    expect(page.nav.scrollLeft).toBe(0);
    const last = tabPaths.at(-3)!;
    await act(() => page.router.navigate(last));
    expect(page.selected()?.getAttribute('href')).toBe(last);
    expect(page.centreOf(page.selected()!)).toBeCloseTo(ROW / 2);
  });

  it('leave a row that does not scroll (a wide screen: the tabs wrap) as it is', () => {
    const page = open(tabPaths.at(-2)!);
    expect(page.selected()?.getAttribute('href')).toBe(tabPaths.at(-2));
    expect(page.nav.scrollLeft).toBe(0);
  });
});
