import type { OfferOutcome } from './liveConfig';

/**
 * The studio's preview channel (development builds only: app/start.tsx imports this module behind
 * `import.meta.env.DEV`, so production bundles do not contain it). The studio shows the site in an
 * iframe of the same origin and talks to it with postMessage:
 *
 * - parent → site `{ type: 'croupier:config', brand, bundle }`: checked exactly as at boot and applied;
 *   answered with `{ type: 'croupier:config-result', brand, ok, problems }` (problems: the CLI's lines);
 * - parent → site `{ type: 'croupier:preview', colorMode?: 'light' | 'dark', language?: string }`;
 * - site → parent, once listening: `{ type: 'croupier:preview-ready', brand }`.
 */
export interface PreviewTarget {
  brand: string;
  offer(bundle: unknown): Promise<OfferOutcome>;
  setColorMode(mode: 'light' | 'dark'): void;
  setLanguage(code: string): void;
}

/** The parts of a window the channel uses (tests pass plain objects). */
export interface PreviewWindow {
  location: { origin: string };
  parent: unknown;
  addEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
}

type Reply = { postMessage(message: unknown, targetOrigin: string): void };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The message handler: only messages of this origin from the parent frame count; anything else
 * (another origin, another frame, a message of another shape) is ignored. Resolves when handled.
 */
export function previewHandler(win: PreviewWindow, target: PreviewTarget): (event: MessageEvent) => Promise<void> {
  return async (event) => {
    if (event.origin !== win.location.origin || !event.source || event.source !== win.parent) return;
    const data: unknown = event.data;
    if (!isObject(data)) return;
    const reply = event.source as unknown as Reply;
    if (data.type === 'croupier:config') {
      const brand = typeof data.brand === 'string' ? data.brand : '';
      let outcome: OfferOutcome;
      if (brand !== target.brand) {
        outcome = { ok: false, problems: [`this preview runs brand "${target.brand}", not "${brand}": open the preview of "${brand}" to try its config`] };
      } else {
        try {
          outcome = await target.offer(data.bundle);
        } catch (err) {
          outcome = { ok: false, problems: [`the config could not be applied: ${(err as Error).message}`] };
        }
      }
      reply.postMessage({ type: 'croupier:config-result', brand, ok: outcome.ok, problems: outcome.problems }, win.location.origin);
      return;
    }
    if (data.type === 'croupier:preview') {
      if (data.colorMode === 'light' || data.colorMode === 'dark') target.setColorMode(data.colorMode);
      if (typeof data.language === 'string') target.setLanguage(data.language);
    }
  };
}

/** Starts listening when the page runs in a frame, then tells the parent it is ready; returns the stop. */
export function listenForPreview(win: PreviewWindow, target: PreviewTarget): () => void {
  if (!win.parent || win.parent === win) return () => undefined;
  const handler = previewHandler(win, target);
  const listener = (event: MessageEvent) => void handler(event);
  win.addEventListener('message', listener);
  (win.parent as Reply).postMessage({ type: 'croupier:preview-ready', brand: target.brand }, win.location.origin);
  return () => win.removeEventListener('message', listener);
}
