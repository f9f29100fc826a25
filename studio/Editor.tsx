/**
 * One brand: its own files as schema forms or raw JSON, the validator's lines at the fields and in a list,
 * the live preview beside them, the text view and the UI kit; save when the CLI would accept the folder.
 * Its state is one store (store.ts); the parts below render it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from './api';
import { FileList } from './editor/FileList';
import { FileView } from './editor/FileView';
import { IssueList } from './editor/IssueList';
import { PreviewPane } from './editor/PreviewPane';
import { Toolbar } from './editor/Toolbar';
import { createEditorStore } from './store';
import { Texts } from './Texts';
import { UiKit } from './UiKit';

export const Editor = observer(function Editor({ id, view, initial }: { id: string; view: string; initial?: URLSearchParams }) {
  const [store] = useState(() => createEditorStore(id, { api, now: () => performance.now() }, initial));
  const navigate = useNavigate();
  useEffect(() => {
    void store.load();
  }, [store]);

  const showFile = (rel: string) => {
    navigate(`/brand/${id}`);
    store.showFile(rel);
  };

  const { doc } = store;
  if (store.loadError)
    return (
      <p className="problem page">
        brands/{id}: {store.loadError}
      </p>
    );
  if (!doc || !store.schemas) return <p className="muted page">Loading brands/{id}…</p>;

  return (
    <div className="editor">
      <Toolbar store={store} view={view} />
      <div className="workspace">
        <FileList store={store} view={view} onShow={showFile} />
        <main className="main">
          {view === 'files' && <FileView store={store} />}
          {(view === 'texts' || view === 'kit/locale') && (
            <Texts
              brand={id}
              doc={doc}
              files={store.files}
              bundle={store.bundle}
              onEdit={store.edit}
              onFillMissing={(lang) => void store.fillLanguage(lang)}
              dirty={store.dirty}
            />
          )}
          {view === 'kit' && (
            <UiKit
              theme={store.bundle?.theme}
              brand={id}
              colorMode={store.colorMode}
              locale={store.language || 'en-US'}
              messages={{ ...doc.texts.engine[store.language], ...store.bundle?.locales?.[store.language] }}
            />
          )}
          <IssueList store={store} onShow={showFile} />
        </main>
        <PreviewPane store={store} />
      </div>
    </div>
  );
});
