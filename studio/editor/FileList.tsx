/** The brand's own files, a dot on each the validator finds an error in. */
import { observer } from 'mobx-react-lite';
import type { EditorStoreInstance } from '../store';

export const FileList = observer(function FileList({ store, view, onShow }: { store: EditorStoreInstance; view: string; onShow: (rel: string) => void }) {
  return (
    <aside className="files">
      {Object.keys(store.files).map((rel) => (
        <button type="button" key={rel} className={rel === store.file && view === 'files' ? 'on' : ''} onClick={() => onShow(rel)}>
          {rel}
          {store.hasError(rel) ? <span className="dot bad" /> : null}
        </button>
      ))}
    </aside>
  );
});
