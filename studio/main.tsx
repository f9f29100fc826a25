/** The brand studio's page: a hash router over the gallery and one brand's editor, texts and UI kit. */
import { Component, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { Gallery } from './Gallery';
import './studio.css';

/** `#/` gallery, `#/brand/<id>[/<view>][?page=&lang=&mode=]` one brand (view: files, texts, kit, kit/locale). */
const parseHash = () => location.hash.replace(/^#\/?/, '').split('?')[0].split('/').filter(Boolean);
/** `#/brand/<id>?page=/casino/providers&lang=fr-fr&mode=dark` opens the preview there. */
const hashQuery = () => new URLSearchParams(location.hash.split('?')[1] ?? '');

function useHashRoute(): string[] {
  const [route, setRoute] = useState(parseHash);
  useEffect(() => {
    const on = () => setRoute(parseHash());
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return route;
}

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

function Studio() {
  const route = useHashRoute();
  if (route[0] === 'brand' && route[1]) return <Editor key={route[1]} id={route[1]} view={route.slice(2).join('/') || 'files'} initial={hashQuery()} />;
  return <Gallery />;
}

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Boundary>
      <Studio />
    </Boundary>
  </StrictMode>,
);
