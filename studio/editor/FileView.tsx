/** The active file as a schema form or raw JSON, with the validator's lines at its fields. */
import { observer } from 'mobx-react-lite';
import { FormView } from '../FormView';
import { RawView } from '../RawView';
import type { EditorStoreInstance } from '../store';

export const FileView = observer(function FileView({ store }: { store: EditorStoreInstance }) {
  const { brand: id, file, mode } = store;
  const schema = store.schemaOfFile;
  const onChange = (v: unknown) => store.edit(file, v);
  return (
    <>
      <div className="row">
        <strong>
          brands/{id}/{file}
        </strong>
        <span className="tabs small">
          <button type="button" className={mode === 'form' ? 'on' : ''} onClick={() => store.setMode('form')}>
            Form
          </button>
          <button type="button" className={mode === 'raw' ? 'on' : ''} onClick={() => store.setMode('raw')}>
            Raw JSON
          </button>
        </span>
      </div>
      {!schema && <p className="muted">No schema checks this file; edit it as raw JSON.</p>}
      {mode === 'form' && schema ? (
        <FormView key={file} brand={id} schema={schema} value={store.files[file]} issues={store.fileIssues} onChange={onChange} />
      ) : (
        <RawView key={file} schema={schema} value={store.files[file]} issues={store.fileIssues} onChange={onChange} />
      )}
    </>
  );
});
