/**
 * One brand open in the studio: its files as edited (drafts), the active file and view mode, the validator's
 * answer, the preview's settings, the save and new-language state. The components only render it; every call
 * to the studio's API goes through `getEnv(self).api`, so a test hands in a fake one.
 */
import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import type { api as studioApi, BrandDoc, BrandFiles, Schema, ValidateResult } from './api';

/** Edits within this time of the previous one (typing) are checked once they stop. */
export const DEBOUNCE_MS = 300;

export interface PreviewBundle {
  brand?: { languages?: Array<{ code: string; label: string }>; defaultLanguage?: string; name?: string };
  theme?: unknown;
  locales?: Record<string, Record<string, string>>;
}

export interface StudioEnv {
  api: Pick<typeof studioApi, 'brand' | 'schemas' | 'validate' | 'bundle' | 'save' | 'newLanguage' | 'updateLanguage'>;
  /** performance.now in the page; a test's own clock. */
  now: () => number;
}

const NewLanguage = types.model('NewLanguage', { code: '', label: '', from: '' });

export const EditorStore = types
  .model('EditorStore', {
    brand: types.string,
    file: 'brand.json',
    mode: types.optional(types.enumeration(['form', 'raw']), 'form'),
    /** The drafts: every own file of the brand as edited, saved or not. */
    files: types.frozen<BrandFiles>({}),
    dirty: false,
    checking: false,
    checkMs: types.maybe(types.number),
    loadError: types.maybe(types.string),
    saveLines: types.array(types.string),
    colorMode: types.optional(types.enumeration(['light', 'dark']), 'light'),
    language: '',
    path: '/',
    newLanguage: types.maybe(NewLanguage),
  })
  .volatile(() => ({
    doc: undefined as BrandDoc | undefined,
    schemas: undefined as Record<string, Schema> | undefined,
    result: undefined as ValidateResult | undefined,
    bundle: undefined as PreviewBundle | undefined,
  }))
  .views((self) => ({
    get issues() {
      return self.result?.issues ?? [];
    },
    /** The lines of this brand's own file (a line about a base it extends is listed, not placed on a field). */
    issuesOf(rel: string) {
      return (self.result?.issues ?? []).filter((i) => i.file === rel && (!i.layer || i.layer === self.brand));
    },
    get languages() {
      return self.bundle?.brand?.languages ?? [];
    },
    /**
     * Unsaved edits whose last check passed. Not held while a newer check runs: the server validates the folder again
     * on save (an invalid one is refused, 422), and a button that turned disabled under the cursor while a typed draft
     * was being checked swallowed the click.
     */
    get canSave() {
      return self.dirty && !!self.result?.ok;
    },
    get schemaOfFile(): Schema | undefined {
      const name = self.doc?.schemas[self.file] ?? (self.file.startsWith('locales/') ? 'locale' : undefined);
      return name ? self.schemas?.[name] : undefined;
    },
    /** One object while mode and language stay (a computed view): the frames post it again only when it changes. */
    get previewSettings(): { colorMode: 'light' | 'dark'; language: string } {
      return { colorMode: self.colorMode, language: self.language };
    },
    get stateLabel() {
      const r = self.result;
      if (self.checking) return 'checking…';
      if (!r) return '';
      return (r.errors ? `${r.errors} error(s)` : 'valid') + (r.warnings ? `, ${r.warnings} warning(s)` : '');
    },
  }))
  .views((self) => ({
    get fileIssues() {
      return self.issuesOf(self.file);
    },
    hasError(rel: string) {
      return self.issuesOf(rel).some((i) => !i.severity);
    },
  }))
  .actions((self) => {
    const env = () => getEnv<StudioEnv>(self);
    let generation = 0;
    let lastEdit = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;

    /** The CLI's lines for the files as they are now; the bundle for the preview when there is no error. */
    const check = flow(function* (next: BrandFiles) {
      const mine = ++generation;
      const started = env().now();
      self.checking = true;
      try {
        // Both at once: the preview must follow an edit within a second; the bundle is used only when the CLI accepts it.
        const [r, b]: [ValidateResult, unknown] = yield Promise.all([
          env().api.validate(self.brand, next),
          env()
            .api.bundle(self.brand, next)
            .catch(() => undefined),
        ]);
        if (mine !== generation) return;
        self.result = r;
        self.checkMs = Math.round(env().now() - started);
        if (r.ok && b) {
          self.bundle = b as PreviewBundle;
          const lang = self.bundle.brand?.defaultLanguage;
          if (lang && !self.language) self.language = lang;
        }
      } catch (e) {
        if (mine === generation) self.loadError = (e as Error).message;
      } finally {
        if (mine === generation) self.checking = false;
      }
    });

    const load = flow(function* () {
      try {
        const [d, s]: [BrandDoc, Record<string, Schema>] = yield Promise.all([env().api.brand(self.brand), env().api.schemas()]);
        self.doc = d;
        self.schemas = s;
        self.files = d.files;
        self.dirty = false;
        yield check(d.files);
      } catch (e) {
        self.loadError = (e as Error).message;
      }
    });

    return {
      load,
      check,
      /**
       * A change to one file. The first edit after a pause is checked at once (a colour picked, an item moved);
       * edits that follow within DEBOUNCE_MS (typing) are checked once they stop.
       */
      edit(rel: string, value: unknown) {
        const now = env().now();
        const immediate = now - lastEdit > DEBOUNCE_MS;
        lastEdit = now;
        self.files = { ...self.files, [rel]: value };
        self.dirty = true;
        self.saveLines.clear();
        clearTimeout(timer);
        const files = self.files;
        // A timer runs outside any action: the check starts through the node's own bound action.
        const node = self as typeof self & { check: (next: BrandFiles) => Promise<void> };
        timer = setTimeout(() => void node.check(files), immediate ? 0 : DEBOUNCE_MS);
      },
      save: flow(function* () {
        const { status, data }: Awaited<ReturnType<StudioEnv['api']['save']>> = yield env().api.save(self.brand, self.files);
        self.result = data;
        if (status === 422) self.saveLines.replace(['Not saved: the folder does not validate. Fix the lines below.']);
        else {
          self.saveLines.replace([
            data.written.length ? `Saved ${data.written.map((w) => `brands/${self.brand}/${w}`).join(', ')}` : 'Nothing changed on disk.',
          ]);
          self.dirty = false;
        }
      }),
      addLanguage: flow(function* () {
        const asked = self.newLanguage;
        if (!asked) return;
        const { code, from, label } = asked;
        const { data }: { data: { ok: boolean; lines: string[] } } = yield env()
          .api.newLanguage(self.brand, code, from, label || undefined)
          .catch((e: Error) => ({ data: { ok: false, lines: [e.message] } }));
        self.saveLines.replace(data.lines);
        if (data.lines.some((l) => l.includes(`added ${code}`))) {
          self.newLanguage = undefined;
          yield load();
        }
      }),
      /**
       * The texts `lang` lacks (engine texts newer than the language, texts of the default language) added to the
       * brand's locales/<lang>.json, copied and listed as untranslated: the CLI's `new-language --update`. It writes
       * the brand folder, so unsaved edits must be saved or reloaded first.
       */
      fillLanguage: flow(function* (lang: string) {
        if (self.dirty) {
          self.saveLines.replace([`Save or reload your edits first: adding the texts ${lang} lacks writes the brand folder`]);
          return;
        }
        const { data }: { data: { ok: boolean; lines: string[]; written?: string[] } } = yield env()
          .api.updateLanguage(self.brand, lang)
          .catch((e: Error) => ({ data: { ok: false, lines: [e.message] } }));
        self.saveLines.replace(data.lines);
        if (data.written?.length) yield load();
      }),
      openNewLanguage() {
        self.newLanguage = NewLanguage.create({ from: self.bundle?.brand?.defaultLanguage ?? '' });
      },
      setNewLanguage(patch: Partial<{ code: string; label: string; from: string }>) {
        if (self.newLanguage) Object.assign(self.newLanguage, patch);
      },
      cancelNewLanguage() {
        self.newLanguage = undefined;
      },
      showFile(rel: string) {
        self.file = rel;
      },
      setMode(mode: 'form' | 'raw') {
        self.mode = mode;
      },
      setColorMode(mode: 'light' | 'dark') {
        self.colorMode = mode;
      },
      setLanguage(code: string) {
        self.language = code;
      },
      setPath(path: string) {
        self.path = path;
      },
      beforeDestroy() {
        clearTimeout(timer);
      },
    };
  });

export type EditorStoreInstance = Instance<typeof EditorStore>;

/** The store of one brand; `initial` is the link's query (`?page=/casino/providers&lang=fr-fr&mode=dark`). */
export function createEditorStore(brand: string, env: StudioEnv, initial?: URLSearchParams): EditorStoreInstance {
  const page = initial?.get('page');
  return EditorStore.create(
    { brand, colorMode: initial?.get('mode') === 'dark' ? 'dark' : 'light', language: initial?.get('lang') ?? '', path: page?.startsWith('/') ? page : '/' },
    env,
  );
}
