/** The brand studio's page: a hash router over the gallery and one brand's editor, texts and UI kit. */
import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider, useParams, useSearchParams } from 'react-router-dom';
import { Editor } from './Editor';
import { Gallery } from './Gallery';
import './studio.css';

/** A view that throws shows what broke instead of a blank page; the edits in memory are lost only on reload. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page">
        <p className="problem">The studio hit an error: {this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: undefined })}>
          Try again
        </button>
      </div>
    );
  }
}

/** `#/brand/<id>[/<view>][?page=&lang=&mode=]`: one brand (view: files, texts, kit, kit/locale); the query opens the preview there. */
function EditorRoute() {
  const { id = '', '*': view } = useParams();
  const [query] = useSearchParams();
  return <Editor key={id} id={id} view={view || 'files'} initial={query} />;
}

// A hash router: the page is one static file the dev server serves at /__studio/.
const router = createHashRouter([
  { path: '/', element: <Gallery /> },
  { path: '/brand/:id/*', element: <EditorRoute /> },
  { path: '*', element: <Gallery /> },
]);

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Boundary>
      <RouterProvider router={router} />
    </Boundary>
  </StrictMode>,
);
