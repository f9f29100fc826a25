/** Every line the validator prints for the brand; a line opens its file. */
import { observer } from 'mobx-react-lite';
import type { EditorStoreInstance } from '../store';

export const IssueList = observer(function IssueList({ store, onShow }: { store: EditorStoreInstance; onShow: (rel: string) => void }) {
  const { result } = store;
  return (
    <section className="issues">
      <h3>Validator ({result ? `${result.errors} error(s), ${result.warnings} warning(s)` : '…'}) — the lines npm run validate prints</h3>
      <ul className="lines" data-testid="issues">
        {store.issues.map((i) => (
          <li key={i.line} className={i.severity ? 'warn' : 'bad'}>
            <button type="button" className="link" onClick={() => onShow(i.file)}>
              {i.line}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
