import { useEffect, useState } from 'react';
import { isRecord, listOf, num, str } from '../../api/read';
import type { StoreEnv } from '../../models/env';
import type { RootStore } from '../../models/RootStore';
import { useEnv, useStore } from '../../ui/StoreContext';

export interface FlatPage {
  idName: string;
  name: string;
  priority: number;
  text: string;
}

const cache = new Map<string, Promise<FlatPage[] | null>>();

/** Active flat pages with a string id_name and name (by priority); other items are skipped and logged. Null when not a list. */
export function readFlatPages(data: unknown, log?: StoreEnv['log']): FlatPage[] | null {
  const list = listOf(data);
  if (!list) {
    log?.('flat pages: response is not a list', data);
    return null;
  }
  const pages: FlatPage[] = [];
  for (const x of list) {
    const r = isRecord(x) ? x : {};
    const idName = str(r.id_name);
    // A missing name falls back to the id; a name of another type (e.g. an object) would crash the footer.
    const name = r.name == null ? idName : str(r.name);
    if (!idName || !name) {
      log?.('flat pages: item without a string id_name and name skipped', x);
      continue;
    }
    if (r.is_active === false || r.is_active === 0) continue;
    pages.push({ idName, name, priority: num(r.priority) ?? 0, text: typeof r.text === 'string' ? r.text : '' });
  }
  return pages.sort((a, b) => a.priority - b.priority);
}

/** Server flat pages of a language (active ones, by priority); null when the call failed. A failure is not cached. */
export function fetchFlatPages(env: StoreEnv, apiCode: string): Promise<FlatPage[] | null> {
  let p = cache.get(apiCode);
  if (!p) {
    p = env.api
      .request<unknown>({ method: 'GET', path: `/api/site/flatpages/list/${apiCode}` })
      .then((res) => (res.ok ? readFlatPages(res.data, env.log) : null))
      .catch((error: unknown) => {
        env.log?.('flat pages: loading failed', error);
        return null;
      })
      .then((pages) => {
        // Only a good list is kept: a failed call is retried on the next visit instead of staying cached.
        if (!pages) cache.delete(apiCode);
        return pages;
      });
    cache.set(apiCode, p);
  }
  return p;
}

/** The brand's bundled pages for a language: used when the platform's list is unavailable. */
function fallbackPages(root: RootStore, language: string): FlatPage[] {
  const pack = root.config.content?.flatPages?.[language] ?? root.config.content?.flatPages?.[root.config.brand.defaultLanguage];
  return [...(pack?.pages ?? [])].sort((a, b) => a.priority - b.priority);
}

/** Flat pages for the current language; reloads when the language changes. */
export function useFlatPages(): { pages: FlatPage[]; loading: boolean; fromServer: boolean } {
  const root = useStore();
  const env = useEnv();
  const { language, apiCode } = root.locale;
  const [state, setState] = useState<{ key: string; pages: FlatPage[] | null } | null>(null);
  useEffect(() => {
    let live = true;
    void fetchFlatPages(env, apiCode).then((pages) => live && setState({ key: apiCode, pages }));
    return () => {
      live = false;
    };
  }, [env, apiCode]);
  const current = state?.key === apiCode ? state : null;
  if (current?.pages?.length) return { pages: current.pages, loading: false, fromServer: true };
  return { pages: fallbackPages(root, language), loading: !current, fromServer: false };
}
