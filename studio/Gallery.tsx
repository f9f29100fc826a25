/** Every brand live at phone and desktop width with the validator's verdict, and a new-brand form. */
import { useCallback, useEffect, useState } from 'react';
import { api, type GalleryEntry } from './api';
import { Frame } from './Preview';

export function Gallery() {
  const [brands, setBrands] = useState<GalleryEntry[]>();
  const [error, setError] = useState<string>();
  const load = useCallback(() => api.brands().then(setBrands, (e: Error) => setError(e.message)), []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="page">
      <header className="bar">
        <h1>Croupier brand studio</h1>
        <span className="muted">every brand in brands/, checked by the same validator as npm run validate</span>
      </header>
      {error && <p className="problem">Could not list the brands: {error} — is the studio server still running?</p>}
      {!brands && !error && <p className="muted">Validating the brands…</p>}
      <div className="gallery">
        {brands?.map((b) => (
          <section key={b.id} className="card" data-testid={`gallery-${b.id}`}>
            <header>
              <h2>{b.name}</h2>
              <code>{b.id}</code>
              <span className={b.errors ? 'badge bad' : b.warnings ? 'badge warn' : 'badge ok'} data-testid="gallery-state">
                {b.errors ? `${b.errors} error(s)` : 'valid'}
                {b.warnings ? `, ${b.warnings} warning(s)` : ''}
              </span>
              <a className="button primary" href={`#/brand/${b.id}`}>
                Edit
              </a>
            </header>
            {b.lines.length > 0 && (
              <details>
                <summary>Validator lines</summary>
                <ul className="lines">
                  {b.lines.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </details>
            )}
            <div className="frames">
              <Frame brand={b.id} width={390} height={720} scale={0.45} title={`${b.name} at phone width`} />
              <Frame brand={b.id} width={1280} height={800} scale={0.4} title={`${b.name} at desktop width`} />
            </div>
          </section>
        ))}
      </div>
      {brands && <NewBrand brands={brands.map((b) => b.id)} onDone={load} />}
    </div>
  );
}

/** `npm run new-brand` from the page: the same function, the same lines. */
function NewBrand({ brands, onDone }: { brands: string[]; onDone: () => void }) {
  const [id, setId] = useState('');
  const [from, setFrom] = useState(brands[0] ?? '');
  const [name, setName] = useState('');
  const [lines, setLines] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const { data } = await api.newBrand(id, from, name || undefined);
      setLines(data.lines);
      onDone();
    } catch (e) {
      setLines([(e as Error).message]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card narrow">
      <h2>New brand</h2>
      <p className="muted">Runs the same code as npm run new-brand: a renamed copy of another brand, validated at once.</p>
      <div className="row">
        <label>
          id <input value={id} onChange={(e) => setId(e.target.value)} placeholder="acme" />
        </label>
        <label>
          name <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Acme" />
        </label>
        <label>
          from{' '}
          <select value={from} onChange={(e) => setFrom(e.target.value)}>
            {brands.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </label>
        <button type="button" className="primary" disabled={!id || busy} onClick={create}>
          Create
        </button>
      </div>
      {lines.length > 0 && (
        <ul className="lines">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
