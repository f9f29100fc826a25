import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { computedFn } from '../kit/computedFn';
import { API_PATHS } from '../../api/paths';
import { isRecord, listOf, num, str } from '../../api/read';
import { configOf } from '../kit/config';
import type { StoreEnv } from '../env';
import { withRequests } from '../kit/request';

export interface FlatPage {
  idName: string;
  name: string;
  priority: number;
  text: string;
}

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

/** What the footer and the flat page route show for one language. */
export interface FlatPagesView {
  pages: readonly FlatPage[];
  /** True until the platform has answered for this language (the bundled pages show meanwhile). */
  loading: boolean;
  fromServer: boolean;
}

/**
 * Static pages (spec: flat pages) per language: the platform's list, else the brand's bundled
 * pages. A good list is kept for the session; a failed call is not, so the next visit asks again.
 */
export const FlatPagesStoreModel = types
  .model('FlatPagesStore', {
    /** Platform lists by language api code (only good, non-empty answers). */
    byLanguage: types.frozen<Readonly<Record<string, readonly FlatPage[]>>>({}),
    /** Api codes whose last call failed or came back empty (bundled pages show; a new visit retries). */
    failed: types.frozen<readonly string[]>([]),
  })
  .extend(withRequests)
  .actions((self) => ({
    setPages(apiCode: string, pages: readonly FlatPage[] | null) {
      if (pages?.length) self.byLanguage = Object.freeze({ ...self.byLanguage, [apiCode]: Object.freeze([...pages]) });
      self.failed = Object.freeze([...self.failed.filter((c) => c !== apiCode), ...(pages?.length ? [] : [apiCode])]);
    },
  }))
  .views((self) => ({
    /** A list is being loaded (for any language). */
    get actionProcessing(): boolean {
      return self.busy();
    },
    /** The brand's bundled pages for a site language (else its default language), by priority. */
    bundled(language: string): readonly FlatPage[] {
      const config = configOf(self);
      const packs = config.content?.flatPages;
      const pack = packs?.[language] ?? packs?.[config.brand.defaultLanguage];
      return [...(pack?.pages ?? [])].sort((a, b) => a.priority - b.priority);
    },
  }))
  .views((self) => ({
    /** The pages of a language: the platform's when it gave some, else the bundled ones. */
    forLanguage: computedFn(function forLanguage(apiCode: string, language: string): FlatPagesView {
      const server = self.byLanguage[apiCode];
      if (server) return { pages: server, loading: false, fromServer: true };
      const answered = self.failed.includes(apiCode) && !self.busy(apiCode);
      return { pages: self.bundled(language), loading: !answered, fromServer: false };
    }),
  }))
  .actions((self) => ({
    /** Loads a language's list unless it is held (a second call while it loads joins it); a failure is logged and retried by the next call. */
    ensure: flow(function* (apiCode: string) {
      if (self.byLanguage[apiCode]) return;
      const env = getEnv<StoreEnv>(self);
      const res = yield* self.request(apiCode, { method: 'GET', path: `${API_PATHS.flatPages}/${encodeURIComponent(apiCode)}` }, { what: 'flat pages' });
      if (!res) return;
      self.setPages(apiCode, res.ok ? readFlatPages(res.data, env.log) : null);
    }),
  }));

export interface FlatPagesStore extends Instance<typeof FlatPagesStoreModel> {}
export interface FlatPagesStoreSnapshotIn extends SnapshotIn<typeof FlatPagesStoreModel> {}
