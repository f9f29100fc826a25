/**
 * One brand: its own files as schema forms or raw JSON, the validator's lines at the fields and in a list,
 * the live preview beside them, the text view and the UI kit; save when the CLI would accept the folder.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, type BrandDoc, type BrandFiles, type Schema, type ValidateResult } from './api';
import { FormView } from './FormView';
import { Frame, type PreviewSettings } from './Preview';
import { RawView } from './RawView';
import { Texts } from './Texts';
import { UiKit } from './UiKit';

const DEBOUNCE_MS = 300;

/** Pages the preview can show (a change reloads the frames; the edited config is sent again when they are ready). */
const PREVIEW_PAGES: Array<[string, string]> = [
  ['/', 'home'],
  ['/casino/providers', 'providers'],
  ['/casino/slots', 'slots'],
  ['/casino/live', 'live casino'],
  ['/promotions', 'promotions'],
];

interface Bundle {
  brand?: { languages?: Array<{ code: string; label: string }>; defaultLanguage?: string; name?: string };
  theme?: unknown;
  locales?: Record<string, Record<string, string>>;
}

export function Editor({ id, view, initial }: { id: string; view: string; initial?: URLSearchParams }) {
  const [doc, setDoc] = useState<BrandDoc>();
  const [schemas, setSchemas] = useState<Record<string, Schema>>();
  const [files, setFiles] = useState<BrandFiles>({});
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<ValidateResult>();
  const [checking, setChecking] = useState(false);
  const [bundle, setBundle] = useState<Bundle>();
  const [loadError, setLoadError] = useState<string>();
  const [saveLines, setSaveLines] = useState<string[]>([]);
  const [file, setFile] = useState('brand.json');
  const [mode, setMode] = useState<'form' | 'raw'>('form');
  const [settings, setSettings] = useState<PreviewSettings>({
    colorMode: initial?.get('mode') === 'dark' ? 'dark' : 'light',
    language: initial?.get('lang') ?? '',
  });
  const [path, setPath] = useState(initial?.get('page')?.startsWith('/') ? initial.get('page')! : '/');
  const generation = useRef(0);
  const [checkMs, setCheckMs] = useState<number>();

  /** The CLI's lines for the files as they are now; the bundle for the preview when there is no error. */
  const check = useCallback(
    async (next: BrandFiles) => {
      const mine = ++generation.current;
      const started = performance.now();
      setChecking(true);
      try {
        // Both at once: the preview must follow an edit within a second; the bundle is used only when the CLI accepts it.
        const [r, b] = await Promise.all([api.validate(id, next), api.bundle(id, next).catch(() => undefined)]);
        if (mine !== generation.current) return;
        setResult(r);
        setCheckMs(Math.round(performance.now() - started));
        if (r.ok && b) setBundle(b as Bundle);
      } catch (e) {
        if (mine === generation.current) setLoadError((e as Error).message);
      } finally {
        if (mine === generation.current) setChecking(false);
      }
    },
    [id],
  );

  const reload = useCallback(async () => {
    const [d, s] = await Promise.all([api.brand(id), api.schemas()]);
    setDoc(d);
    setSchemas(s);
    setFiles(d.files);
    setDirty(false);
    await check(d.files);
  }, [id, check]);

  useEffect(() => {
    reload().catch((e: Error) => setLoadError(e.message));
  }, [reload]);

  // The first edit after a pause is checked at once (a colour picked, an item moved); edits that follow
  // within DEBOUNCE_MS (typing) are checked once they stop.
  const lastEdit = useRef(0);
  const immediate = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const t = setTimeout(() => void check(files), immediate.current ? 0 : DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [files, dirty, check]);

  useEffect(() => {
    const lang = bundle?.brand?.defaultLanguage;
    if (lang && !settings.language) setSettings((s) => ({ ...s, language: lang }));
  }, [bundle, settings.language]);

  const edit = useCallback((rel: string, value: unknown) => {
    const now = performance.now();
    immediate.current = now - lastEdit.current > DEBOUNCE_MS;
    lastEdit.current = now;
    setFiles((f) => ({ ...f, [rel]: value }));
    setDirty(true);
    setSaveLines([]);
  }, []);

  const save = async () => {
    const { status, data } = await api.save(id, files);
    setResult(data);
    if (status === 422) setSaveLines(['Not saved: the folder does not validate. Fix the lines below.']);
    else {
      setSaveLines([data.written.length ? `Saved ${data.written.map((w) => `brands/${id}/${w}`).join(', ')}` : 'Nothing changed on disk.']);
      setDirty(false);
    }
  };

  const [newLang, setNewLang] = useState<{ code: string; label: string; from: string }>();
  const addLanguage = async () => {
    if (!newLang) return;
    const { data } = await api
      .newLanguage(id, newLang.code, newLang.from, newLang.label || undefined)
      .catch((e: Error) => ({ data: { ok: false, lines: [e.message] } }));
    setSaveLines(data.lines);
    if (data.lines.some((l) => l.includes(`added ${newLang.code}`))) {
      setNewLang(undefined);
      await reload();
    }
  };

  const showFile = (rel: string) => {
    location.hash = `#/brand/${id}`;
    setFile(rel);
  };

  const fileIssues = useMemo(() => (result?.issues ?? []).filter((i) => i.file === file && (!i.layer || i.layer === id)), [result, file, id]);
  const languages = bundle?.brand?.languages ?? [];
  const canSave = dirty && !checking && !!result?.ok;

  if (loadError)
    return (
      <p className="problem page">
        brands/{id}: {loadError}
      </p>
    );
  if (!doc || !schemas) return <p className="muted page">Loading brands/{id}…</p>;
  const schemaName = doc.schemas[file] ?? (file.startsWith('locales/') ? 'locale' : undefined);
  const schema = schemaName ? schemas[schemaName] : undefined;

  return (
    <div className="editor">
      <header className="bar">
        <a href="#/">← Gallery</a>
        <h1>{bundle?.brand?.name ?? id}</h1>
        <nav className="tabs">
          <a className={view === 'files' ? 'on' : ''} href={`#/brand/${id}`}>
            Files
          </a>
          <a className={view === 'texts' || view === 'kit/locale' ? 'on' : ''} href={`#/brand/${id}/texts`}>
            Texts
          </a>
          <a className={view === 'kit' ? 'on' : ''} href={`#/brand/${id}/kit`}>
            UI kit
          </a>
        </nav>
        <span className={result?.errors ? 'badge bad' : result?.warnings ? 'badge warn' : 'badge ok'} data-testid="brand-state">
          {checking
            ? 'checking…'
            : result
              ? (result.errors ? `${result.errors} error(s)` : 'valid') + (result.warnings ? `, ${result.warnings} warning(s)` : '')
              : ''}
        </span>
        {checkMs !== undefined && (
          <span className="muted" data-testid="check-ms">
            checked in {checkMs} ms
          </span>
        )}
        {newLang ? (
          <span className="row" data-testid="new-language">
            <input aria-label="language code" placeholder="pt-BR" value={newLang.code} onChange={(e) => setNewLang({ ...newLang, code: e.target.value })} />
            <input
              aria-label="language label"
              placeholder="label (optional)"
              value={newLang.label}
              onChange={(e) => setNewLang({ ...newLang, label: e.target.value })}
            />
            <label>
              from{' '}
              <select value={newLang.from} onChange={(e) => setNewLang({ ...newLang, from: e.target.value })}>
                {languages.map((l) => (
                  <option key={l.code}>{l.code}</option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="primary"
              disabled={!newLang.code || dirty}
              title={dirty ? 'Save or reload your edits first: adding a language writes the brand folder' : undefined}
              onClick={addLanguage}
            >
              Add
            </button>
            <button type="button" onClick={() => setNewLang(undefined)}>
              Cancel
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setNewLang({ code: '', label: '', from: bundle?.brand?.defaultLanguage ?? '' })}>
            New language…
          </button>
        )}
        <button type="button" className="primary" disabled={!canSave} onClick={save} data-testid="save">
          Save
        </button>
        {saveLines.map((l) => (
          <span key={l} className="muted" data-testid="save-status">
            {l}
          </span>
        ))}
      </header>
      <div className="workspace">
        <aside className="files">
          {Object.keys(files).map((rel) => (
            <button type="button" key={rel} className={rel === file && view === 'files' ? 'on' : ''} onClick={() => showFile(rel)}>
              {rel}
              {(result?.issues ?? []).some((i) => i.file === rel && !i.severity && (!i.layer || i.layer === id)) ? <span className="dot bad" /> : null}
            </button>
          ))}
        </aside>
        <main className="main">
          {view === 'files' && (
            <>
              <div className="row">
                <strong>
                  brands/{id}/{file}
                </strong>
                <span className="tabs small">
                  <button type="button" className={mode === 'form' ? 'on' : ''} onClick={() => setMode('form')}>
                    Form
                  </button>
                  <button type="button" className={mode === 'raw' ? 'on' : ''} onClick={() => setMode('raw')}>
                    Raw JSON
                  </button>
                </span>
              </div>
              {!schema && <p className="muted">No schema checks this file; edit it as raw JSON.</p>}
              {mode === 'form' && schema ? (
                <FormView key={file} brand={id} schema={schema} value={files[file]} issues={fileIssues} onChange={(v) => edit(file, v)} />
              ) : (
                <RawView key={file} schema={schema} value={files[file]} issues={fileIssues} onChange={(v) => edit(file, v)} />
              )}
            </>
          )}
          {(view === 'texts' || view === 'kit/locale') && <Texts brand={id} doc={doc} files={files} bundle={bundle} onEdit={edit} />}
          {view === 'kit' && (
            <UiKit
              theme={bundle?.theme}
              brand={id}
              colorMode={settings.colorMode}
              locale={settings.language || 'en-US'}
              messages={{ ...doc.texts.engine[settings.language], ...bundle?.locales?.[settings.language] }}
            />
          )}
          <section className="issues">
            <h3>Validator ({result ? `${result.errors} error(s), ${result.warnings} warning(s)` : '…'}) — the lines npm run validate prints</h3>
            <ul className="lines" data-testid="issues">
              {(result?.issues ?? []).map((i) => (
                <li key={i.line} className={i.severity ? 'warn' : 'bad'}>
                  <button type="button" className="link" onClick={() => showFile(i.file)}>
                    {i.line}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </main>
        <aside className="preview">
          <div className="row">
            <label>
              Mode{' '}
              <select
                value={settings.colorMode}
                onChange={(e) => setSettings({ ...settings, colorMode: e.target.value as 'light' | 'dark' })}
                data-testid="color-mode"
              >
                <option value="light">light</option>
                <option value="dark">dark</option>
              </select>
            </label>
            <label>
              Language{' '}
              <select value={settings.language} onChange={(e) => setSettings({ ...settings, language: e.target.value })} data-testid="language">
                {languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.label} ({l.code})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Page{' '}
              <select value={path} onChange={(e) => setPath(e.target.value)} data-testid="preview-path">
                {(PREVIEW_PAGES.some(([p]) => p === path) ? PREVIEW_PAGES : [...PREVIEW_PAGES, [path, path] as [string, string]]).map(([p, label]) => (
                  <option key={p} value={p}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Frame
            brand={id}
            path={path}
            width={390}
            height={760}
            scale={0.62}
            title="preview at phone width"
            bundle={bundle}
            settings={settings}
            testId="preview-phone"
          />
          <Frame
            brand={id}
            path={path}
            width={1280}
            height={820}
            scale={0.3}
            title="preview at desktop width"
            bundle={bundle}
            settings={settings}
            testId="preview-desktop"
          />
        </aside>
      </div>
    </div>
  );
}
