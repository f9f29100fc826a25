import { describe, expect, it } from 'vitest';
import type { OfferOutcome } from './liveConfig';
import { listenForPreview, previewHandler, type PreviewWindow } from './previewChannel';

const ORIGIN = 'http://127.0.0.1:5173';

/** A parent frame that records what the site posts to it. */
function frame() {
  const posted: Array<{ message: unknown; origin: string }> = [];
  return { posted, postMessage: (message: unknown, origin: string) => void posted.push({ message, origin }) };
}

function setup(outcome: OfferOutcome = { ok: true, problems: [] }) {
  const parent = frame();
  const listeners: Array<(e: MessageEvent) => void> = [];
  const win: PreviewWindow = {
    location: { origin: ORIGIN },
    parent,
    addEventListener: (_t, fn) => void listeners.push(fn),
    removeEventListener: (_t, fn) => void listeners.splice(listeners.indexOf(fn), 1),
  };
  const calls = { offered: [] as unknown[], modes: [] as string[], languages: [] as string[] };
  const target = {
    brand: 'acme',
    offer: async (bundle: unknown) => (calls.offered.push(bundle), outcome),
    setColorMode: (m: 'light' | 'dark') => void calls.modes.push(m),
    setLanguage: (l: string) => void calls.languages.push(l),
  };
  const event = (data: unknown, over: Partial<{ origin: string; source: unknown }> = {}) =>
    ({ data, origin: over.origin ?? ORIGIN, source: 'source' in over ? over.source : parent }) as unknown as MessageEvent;
  return { win, parent, listeners, calls, target, event, handle: previewHandler(win, target) };
}

describe('studio preview channel', () => {
  it('a config from the parent is offered and answered with the result', async () => {
    const t = setup({ ok: false, problems: ['brands/acme/theme.json /colors/primary: expected a colour, found "nope"'] });
    await t.handle(t.event({ type: 'croupier:config', brand: 'acme', bundle: { x: 1 } }));
    expect(t.calls.offered).toEqual([{ x: 1 }]);
    expect(t.parent.posted).toEqual([
      {
        message: {
          type: 'croupier:config-result',
          brand: 'acme',
          ok: false,
          problems: ['brands/acme/theme.json /colors/primary: expected a colour, found "nope"'],
        },
        origin: ORIGIN,
      },
    ]);
  });

  it('a config of another brand is not applied, and the answer says why', async () => {
    const t = setup();
    await t.handle(t.event({ type: 'croupier:config', brand: 'other', bundle: {} }));
    expect(t.calls.offered).toEqual([]);
    expect(t.parent.posted[0].message).toMatchObject({ type: 'croupier:config-result', brand: 'other', ok: false });
  });

  it('colour mode and language go to the stores; unknown values are ignored', async () => {
    const t = setup();
    await t.handle(t.event({ type: 'croupier:preview', colorMode: 'dark', language: 'en-US' }));
    await t.handle(t.event({ type: 'croupier:preview', colorMode: 'sepia' }));
    expect(t.calls.modes).toEqual(['dark']);
    expect(t.calls.languages).toEqual(['en-US']);
  });

  it('ignores messages of another origin, of another frame, and of other shapes', async () => {
    const t = setup();
    await t.handle(t.event({ type: 'croupier:config', brand: 'acme', bundle: {} }, { origin: 'https://evil.example' }));
    await t.handle(t.event({ type: 'croupier:config', brand: 'acme', bundle: {} }, { source: frame() }));
    await t.handle(t.event({ type: 'croupier:preview', colorMode: 'dark' }, { source: null }));
    await t.handle(t.event('croupier:config'));
    await t.handle(t.event({ type: 'something-else' }));
    expect(t.calls).toEqual({ offered: [], modes: [], languages: [] });
    expect(t.parent.posted).toEqual([]);
  });

  it('tells the parent it is ready once listening, and stops when told', () => {
    const t = setup();
    const stop = listenForPreview(t.win, t.target);
    expect(t.listeners).toHaveLength(1);
    expect(t.parent.posted).toEqual([{ message: { type: 'croupier:preview-ready', brand: 'acme' }, origin: ORIGIN }]);
    stop();
    expect(t.listeners).toHaveLength(0);
  });
});
