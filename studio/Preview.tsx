/**
 * The site in iframes, and the studio's side of the preview message contract (the site's side is in src/,
 * owned by the live-config work):
 * - studio → frame `{ type: 'croupier:config', brand, bundle }` and `{ type: 'croupier:preview', colorMode?, language? }`;
 * - frame → studio `{ type: 'croupier:preview-ready', brand }` and `{ type: 'croupier:config-result', brand, ok, problems }`.
 */
import { useEffect, useRef, useState } from 'react';

export interface PreviewSettings {
  colorMode: 'light' | 'dark';
  language: string;
}

interface FrameProps {
  brand: string;
  /** The site's page (default `/`). */
  path?: string;
  width: number;
  height: number;
  scale: number;
  title: string;
  /** The bundle to apply (posted when it changes and when the frame says it is ready); none = the saved config. */
  bundle?: unknown;
  settings?: PreviewSettings;
  testId?: string;
}

/** One scaled iframe of `/?brand=<id>`. */
export function Frame({ brand, path = '/', width, height, scale, title, bundle, settings, testId }: FrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  // Ready is per page: a new path reloads the frame, which says it is ready again.
  const [readyPath, setReadyPath] = useState<string>();
  const ready = readyPath === path;
  const [result, setResult] = useState<{ ok: boolean; problems: string[]; ms: number }>();
  const postedAt = useRef(0);
  const latest = useRef({ bundle, settings, path });
  latest.current = { bundle, settings, path };

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== ref.current?.contentWindow) return;
      const data = event.data as { type?: string; ok?: boolean; problems?: string[] };
      if (data?.type === 'croupier:preview-ready') {
        setReadyPath(latest.current.path);
        if (post(ref.current, latest.current.bundle, brand)) postedAt.current = performance.now();
        postSettings(ref.current, latest.current.settings);
      }
      if (data?.type === 'croupier:config-result')
        setResult({ ok: !!data.ok, problems: data.problems ?? [], ms: Math.round(performance.now() - postedAt.current) });
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [brand]);

  useEffect(() => {
    if (ready && post(ref.current, bundle, brand)) postedAt.current = performance.now();
  }, [bundle, ready, brand]);
  useEffect(() => {
    if (ready) postSettings(ref.current, settings);
  }, [settings, ready]);

  return (
    <figure className="frame" style={{ width: width * scale }} data-ready={ready} data-testid={testId && `${testId}-figure`}>
      <div className="frame-box" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={ref}
          title={title}
          data-testid={testId}
          src={`${path}?brand=${encodeURIComponent(brand)}`}
          style={{ width, height, transform: `scale(${scale})` }}
        />
      </div>
      <figcaption>
        {width}px{result?.ok ? <span data-testid={testId && `${testId}-applied`}> — applied in {result.ms} ms</span> : null}
        {result && !result.ok ? <span className="problem"> — preview refused the config: {result.problems.join('; ')}</span> : null}
      </figcaption>
    </figure>
  );
}

/** Sends the bundle; whether there was one to send. */
function post(frame: HTMLIFrameElement | null, bundle: unknown, brand: string): boolean {
  if (!frame?.contentWindow || !bundle) return false;
  frame.contentWindow.postMessage({ type: 'croupier:config', brand, bundle }, location.origin);
  return true;
}

function postSettings(frame: HTMLIFrameElement | null, settings?: PreviewSettings) {
  if (frame?.contentWindow && settings)
    frame.contentWindow.postMessage({ type: 'croupier:preview', colorMode: settings.colorMode, language: settings.language }, location.origin);
}
