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

/** Renders AuthPage at a URL of the auth family (the route table's paths) over a fresh root. */
function openAt(url: string, state: unknown = null) {
  cleanup();
  const at = new URL(url, 'http://same.origin');
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
        <MemoryRouter initialEntries={[{ pathname: at.pathname, search: at.search, state }]}>
          <Routes>
            <Route path="/auth/*" element={<AuthPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </StoreContext.Provider>,
    ),
  );
  return { root, where: () => container.querySelector('[data-testid="where"]')?.textContent ?? '' };
}

/** Opens /auth with the given router state, closes the sign-in modal, and returns where the user lands. */
function closeFrom(state: unknown): string {
  const { root, where } = openAt('/auth', state);
  expect(root.app.authModal.isOpen).toBe(true);
  act(() => root.app.closeAuthModal());
  return where();
}

describe('AuthPage', () => {
  it('closing the sign-in modal goes back to the page /auth was opened from', () => {
    expect(closeFrom({ from: { pathname: '/casino/slots', search: '?provider=alpha' } })).toBe('/casino/slots?provider=alpha');
  });

  it('falls back to casino home when there is no safe page to go back to', () => {
    expect(closeFrom({ from: { pathname: '//evil.example/x' } })).toBe('/casino');
    expect(closeFrom(null)).toBe('/casino');
  });

  it('each form of the modal has a link: /auth signs in, /auth/sign-up signs up', () => {
    expect(openAt('/auth').root.app.authModal).toMatchObject({ isOpen: true, type: 'SignIn' });
    expect(openAt('/auth/sign-up').root.app.authModal).toMatchObject({ isOpen: true, type: 'SignUp' });
  });

  it("a reset step's link opens that step with the code its query carries", () => {
    const first = openAt('/auth/reset-password').root;
    expect([first.app.authModal.type, first.account.reset.step]).toEqual(['ResetPassword', 0]);
    const code = openAt('/auth/reset-password/code?code=58213').root;
    expect([code.app.authModal.type, code.account.reset.step, code.account.reset.code]).toEqual(['ResetPassword2', 1, '58213']);
    const next = openAt('/auth/reset-password/new?code=58213').root;
    expect([next.app.authModal.type, next.account.reset.step, next.account.reset.code]).toEqual(['ResetPassword3', 2, '58213']);
  });

  it('closing a form opened by its link goes back as /auth does', () => {
    const { root, where } = openAt('/auth/sign-up', { from: { pathname: '/promotions' } });
    act(() => root.app.closeAuthModal());
    expect(where()).toBe('/promotions');
  });
});
