// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';
import { StoreContext } from '../../ui/StoreContext';
import AuthPage from './AuthPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Opens /auth with the given router state, closes the sign-in modal, and returns where the user lands. */
function closeFrom(state: unknown): string {
  cleanup();
  const t = testEnv();
  const root = loadedRoot({ config: testConfig() }, t.env);
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  cleanup = () => {
    act(() => view.unmount());
    container.remove();
    cleanup = () => {};
  };
  act(() =>
    view.render(
      <StoreContext.Provider value={{ root }}>
        <MemoryRouter initialEntries={[{ pathname: '/auth', state }]}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </StoreContext.Provider>,
    ),
  );
  expect(root.app.authModal.isOpen).toBe(true);
  act(() => root.app.closeAuthModal());
  return container.querySelector('[data-testid="where"]')?.textContent ?? '';
}

describe('AuthPage', () => {
  it('closing the sign-in modal goes back to the page /auth was opened from', () => {
    expect(closeFrom({ from: { pathname: '/casino/slots', search: '?provider=alpha' } })).toBe('/casino/slots?provider=alpha');
  });

  it('falls back to casino home when there is no safe page to go back to', () => {
    expect(closeFrom({ from: { pathname: '//evil.example/x' } })).toBe('/casino');
    expect(closeFrom(null)).toBe('/casino');
  });
});
