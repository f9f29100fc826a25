/** The live preview at phone and desktop width, with its colour mode, language and page. */
import { observer } from 'mobx-react-lite';
import { Frame } from '../Preview';
import type { EditorStoreInstance } from '../store';

/** Pages the preview can show (a change reloads the frames; the edited config is sent again when they are ready). */
const PREVIEW_PAGES: Array<[string, string]> = [
  ['/', 'home'],
  ['/casino/providers', 'providers'],
  ['/casino/slots', 'slots'],
  ['/casino/live', 'live casino'],
  ['/promotions', 'promotions'],
];

/** The phone and the desktop frame: their size, scale in the pane, title and test id. */
const FRAMES = [
  { width: 390, height: 760, scale: 0.62, title: 'preview at phone width', testId: 'preview-phone' },
  { width: 1280, height: 820, scale: 0.3, title: 'preview at desktop width', testId: 'preview-desktop' },
];

export const PreviewPane = observer(function PreviewPane({ store }: { store: EditorStoreInstance }) {
  const { brand: id, path, bundle } = store;
  const settings = store.previewSettings;
  return (
    <aside className="preview">
      <div className="row">
        <label>
          Mode{' '}
          <select value={store.colorMode} onChange={(e) => store.setColorMode(e.target.value as 'light' | 'dark')} data-testid="color-mode">
            <option value="light">light</option>
            <option value="dark">dark</option>
          </select>
        </label>
        <label>
          Language{' '}
          <select value={store.language} onChange={(e) => store.setLanguage(e.target.value)} data-testid="language">
            {store.languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label} ({l.code})
              </option>
            ))}
          </select>
        </label>
        <label>
          Page{' '}
          <select value={path} onChange={(e) => store.setPath(e.target.value)} data-testid="preview-path">
            {(PREVIEW_PAGES.some(([p]) => p === path) ? PREVIEW_PAGES : [...PREVIEW_PAGES, [path, path] as [string, string]]).map(([p, label]) => (
              <option key={p} value={p}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {FRAMES.map((f) => (
        <Frame key={f.testId} brand={id} path={path} bundle={bundle} settings={settings} {...f} />
      ))}
    </aside>
  );
});
