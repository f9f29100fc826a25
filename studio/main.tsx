/** The brand studio's page: a hash router over the gallery and one brand's editor, texts and UI kit. */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';
import { Gallery } from './Gallery';
import './studio.css';

/** `#/` gallery, `#/brand/<id>[/<view>]` one brand (view: files, texts, kit, kit/locale). */
function useHashRoute(): string[] {
  const parse = () => location.hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const [route, setRoute] = useState(parse);
  useEffect(() => {
    const on = () => setRoute(parse());
    addEventListener('hashchange', on);
    return () => removeEventListener('hashchange', on);
  }, []);
  return route;
}

function Studio() {
  const route = useHashRoute();
  if (route[0] === 'brand' && route[1]) return <Editor key={route[1]} id={route[1]} view={route.slice(2).join('/') || 'files'} />;
  return <Gallery />;
}

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
