// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../tests/support/casinoUi';
import { OfflineNotice } from './OfflineNotice';

let view: ReturnType<typeof render> | undefined;
afterEach(() => {
  view?.unmount();
  vi.restoreAllMocks();
});
const notice = () => document.querySelector('[data-testid="offline-notice"]');
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('OfflineNotice', () => {
  it('offline at boot: the notice is there at once, from navigator.onLine (no event needed)', () => {
    setOnline(false);
    view = render(<OfflineNotice />);
    expect(notice()).not.toBeNull();
  });

  it('follows the browser: shown when the network goes, hidden when it returns', () => {
    setOnline(true);
    view = render(<OfflineNotice />);
    expect(notice()).toBeNull();
    setOnline(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(notice()).not.toBeNull();
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(notice()).toBeNull();
  });
});
