import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paramList as list } from '../../models/casino/firstScreen';

/**
 * Filter choices kept in the URL (?category=a,b&provider=x,y) so they survive reloads, can be
 * shared, and the back button undoes them.
 *
 * A choice shows at once: the view that made it renders it as an urgent update, while the URL follows
 * through the router, whose update renders every route consumer in a transition (RouterProvider's
 * v7_startTransition) and would otherwise hold the new games back. Until the URL has the choice, the view
 * shows the choice; once the URL moves (to it, or anywhere else: back, a link), the URL is what it shows.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const url = params.toString();
  const [choice, setChoice] = useState<{ url: string; next: URLSearchParams } | undefined>(undefined);
  const current = choice && choice.url === url ? choice.next : params;
  const categories = list(current.get('category'));
  const providers = list(current.get('provider'));
  const show = (next: URLSearchParams) => {
    setChoice({ url, next });
    setParams(next, { replace: true });
  };
  const write = (key: 'category' | 'provider', values: string[]) => {
    const next = new URLSearchParams(current);
    if (values.length) next.set(key, values.join(','));
    else next.delete(key);
    show(next);
  };
  const toggle = (key: 'category' | 'provider', chosen: string[], id: string, single: boolean) =>
    write(key, chosen.includes(id) ? chosen.filter((x) => x !== id) : single ? [id] : [...chosen, id]);
  return {
    categories,
    providers,
    /** Category tabs select one at a time (clicking the active one clears it). */
    toggleCategory: (id: string, single = true) => toggle('category', categories, id, single),
    toggleProvider: (id: string) => toggle('provider', providers, id, false),
    clear: () => show(new URLSearchParams()),
  };
}
