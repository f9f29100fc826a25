import { useEffect, useState } from 'react';
import type { StoreEnv } from '../../models/env';
import type { RootStore } from '../../models/RootStore';
import { useEnv, useStore } from '../../ui/StoreContext';

export interface FlatPage {
  idName: string;
  name: string;
  priority: number;
  text: string;
}

interface ServerFlatPage {
  id_name?: string;
  name?: string;
  priority?: number;
  text?: string;
  is_active?: boolean | number;
}

const cache = new Map<string, Promise<FlatPage[] | null>>();

/** Server flat pages of a language (active ones, by priority); null when the call failed. */
function fetchFlatPages(env: StoreEnv, apiCode: string): Promise<FlatPage[] | null> {
  let p = cache.get(apiCode);
  if (!p) {
    p = env.api.request<ServerFlatPage[]>({ method: 'GET', path: `/api/site/flatpages/list/${apiCode}` }).then((res) => {
      if (!res.ok || !Array.isArray(res.data)) {
        cache.delete(apiCode);
        return null;
      }
      return res.data
        .filter((x) => x.id_name && x.is_active !== false && x.is_active !== 0)
        .map((x) => ({ idName: String(x.id_name), name: x.name ?? String(x.id_name), priority: Number(x.priority) || 0, text: x.text ?? '' }))
        .sort((a, b) => a.priority - b.priority);
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
