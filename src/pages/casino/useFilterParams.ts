import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramList as list } from './firstScreen';

/**
 * Filter choices kept in the URL (?category=a,b&provider=x,y) so they survive reloads, can be
 * shared, and the back button undoes them.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const categories = list(params.get('category'));
  const providers = list(params.get('provider'));
  const write = useCallback((key: 'category' | 'provider', values: string[]) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (values.length) next.set(key, values.join(','));
      else next.delete(key);
      return next;
    }, { replace: true });
  }, [setParams]);
  const toggle = (key: 'category' | 'provider', current: string[], id: string, single: boolean) =>
    write(key, current.includes(id) ? current.filter((x) => x !== id) : single ? [id] : [...current, id]);
  return {
    categories,
    providers,
    /** Category tabs select one at a time (clicking the active one clears it). */
    toggleCategory: (id: string, single = true) => toggle('category', categories, id, single),
    toggleProvider: (id: string) => toggle('provider', providers, id, false),
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}
