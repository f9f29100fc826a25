import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';

/**
 * What the shell (menus, footer, bottom bar) needs of the router — the path and a way to navigate — without
 * react-router's own hooks: those make a component render again on every navigation, a query change
 * included (a category tab or a provider filter is one), and the shell is most of the page's elements.
 * `ShellRouting` follows the router; below it `usePathname` renders again only when the path changes and
 * `useShellNavigate` never changes.
 */
const PathnameContext = createContext<string | null>(null);
const NavigateContext = createContext<NavigateFunction | null>(null);

/** Around the shell (Layout): its children are created by the shell, so they are the same elements when only this re-renders. */
export function ShellRouting({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  const stable = useCallback(
    ((to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options))) as NavigateFunction,
    [],
  );
  return (
    <NavigateContext.Provider value={stable}>
      <PathnameContext.Provider value={pathname}>{children}</PathnameContext.Provider>
    </NavigateContext.Provider>
  );
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook}: render inside ShellRouting (the shell's Layout)`);
  return value;
}

/** The current path; a change of the query or hash alone does not render the caller again. */
export function usePathname(): string {
  return required(useContext(PathnameContext), 'usePathname');
}

/** The router's navigate, one function for the page's life (it does not change on navigation). */
export function useShellNavigate(): NavigateFunction {
  return required(useContext(NavigateContext), 'useShellNavigate');
}
