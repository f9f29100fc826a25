/** The editor's bar: back to the gallery, the brand's views, the validator's state, a new language, save. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { EditorStoreInstance } from '../store';

export const Toolbar = observer(function Toolbar({ store, view }: { store: EditorStoreInstance; view: string }) {
  const { brand: id, result } = store;
  return (
    <header className="bar">
      <Link to="/">← Gallery</Link>
      <h1>{store.bundle?.brand?.name ?? id}</h1>
      <nav className="tabs">
        <Link className={view === 'files' ? 'on' : ''} to={`/brand/${id}`}>
          Files
        </Link>
        <Link className={view === 'texts' || view === 'kit/locale' ? 'on' : ''} to={`/brand/${id}/texts`}>
          Texts
        </Link>
        <Link className={view === 'kit' ? 'on' : ''} to={`/brand/${id}/kit`}>
          UI kit
        </Link>
      </nav>
      <span className={result?.errors ? 'badge bad' : result?.warnings ? 'badge warn' : 'badge ok'} data-testid="brand-state">
        {store.stateLabel}
      </span>
      {store.checkMs !== undefined && (
        <span className="muted" data-testid="check-ms">
          checked in {store.checkMs} ms
        </span>
      )}
      <NewLanguage store={store} />
      <button type="button" className="primary" disabled={!store.canSave} onClick={() => void store.save()} data-testid="save">
        Save
      </button>
      {store.saveLines.map((l) => (
        <span key={l} className="muted" data-testid="save-status">
          {l}
        </span>
      ))}
    </header>
  );
});

const NewLanguage = observer(function NewLanguage({ store }: { store: EditorStoreInstance }) {
  const asked = store.newLanguage;
  if (!asked)
    return (
      <button type="button" onClick={() => store.openNewLanguage()}>
        New language…
      </button>
    );
  return (
    <span className="row" data-testid="new-language">
      <input aria-label="language code" placeholder="pt-BR" value={asked.code} onChange={(e) => store.setNewLanguage({ code: e.target.value })} />
      <input aria-label="language label" placeholder="label (optional)" value={asked.label} onChange={(e) => store.setNewLanguage({ label: e.target.value })} />
      <label>
        from{' '}
        <select value={asked.from} onChange={(e) => store.setNewLanguage({ from: e.target.value })}>
          {store.languages.map((l) => (
            <option key={l.code}>{l.code}</option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="primary"
        disabled={!asked.code || store.dirty}
        title={store.dirty ? 'Save or reload your edits first: adding a language writes the brand folder' : undefined}
        onClick={() => void store.addLanguage()}
      >
        Add
      </button>
      <button type="button" onClick={() => store.cancelNewLanguage()}>
        Cancel
      </button>
    </span>
  );
});
