// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchModal, type SearchModalProps } from './SearchModal';
import { click, game, render } from '../../../tests/support/casinoUi';

const all = Array.from({ length: 20 }, (_, i) => game(i, { gameName: i % 2 ? `Book ${i}` : `Fruit ${i}` }));
let view: ReturnType<typeof render> | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => (view?.unmount(), vi.useRealTimers()));

function props(over: Partial<SearchModalProps> = {}): SearchModalProps {
  return {
    open: true,
    onClose: vi.fn(),
    debounceMs: 1000,
    preview: { games: 3, providers: 1 },
    growth: { base: 4, step: 2, stepDelayMs: 0, throttleMs: 0, startDelayMs: 0, threshold: 0.5 },
    history: [],
    onSaveHistory: vi.fn(),
    onRemoveHistory: vi.fn(),
    recommended: all.slice(0, 2),
    recentlyPlayed: [],
    searchGames: (t) => all.filter((g) => g.gameName.toLowerCase().includes(t.toLowerCase())),
    searchProviders: (t) =>
      [
        { id: 'a', name: 'Alpha' },
        { id: 'b', name: 'Alphabet' },
      ].filter((p) => p.name.toLowerCase().includes(t.toLowerCase())),
    onPickGame: vi.fn(),
    onPickProvider: vi.fn(),
    studioName: (g) => (g.gameId === '1' ? 'Play’n GO' : undefined),
    ...over,
  };
}
const q = (id: string) => document.body.querySelectorAll(`[data-testid="${id}"]`);
function type(text: string) {
  const input = q('search-input')[0] as HTMLInputElement;
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('SearchModal', () => {
  it('shows recommended games, and an empty recently played tab', () => {
    view = render(<SearchModal {...props()} />);
    expect(q('search-result-game').length).toBe(2);
    // the studio of an aggregator's game under its name, as the store names it; none for the other
    expect([...q('search-result-game')].map((b) => b.querySelector('[data-testid="search-result-studio"]')?.textContent ?? null)).toEqual([null, 'Play’n GO']);
    click([...q('search-tab')].find((t) => t.getAttribute('data-tab') === 'recent')!);
    expect(q('search-empty')[0].textContent).toContain('Recently played is empty');
  });

  it('searches only after the debounce, previews the configured counts and saves the term', () => {
    const p = props();
    view = render(<SearchModal {...p} />);
    type('book');
    act(() => void vi.advanceTimersByTime(999));
    expect(p.onSaveHistory).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(p.onSaveHistory).toHaveBeenCalledWith('book');
    expect(q('search-result-game').length).toBe(3);
    expect(q('search-result-provider').length).toBe(0);
    // "show all" opens the full, growing games list
    click(q('search-show-all')[0]);
    expect(q('search-result-game').length).toBe(4);
  });

  it('says nothing was found, and a pick resets the search', () => {
    const p = props();
    view = render(<SearchModal {...p} />);
    type('zzz');
    act(() => void vi.advanceTimersByTime(1000));
    expect(q('search-empty')[0].textContent).toContain('Nothing found for "zzz"');
    type('alpha');
    act(() => void vi.advanceTimersByTime(1000));
    expect(q('search-result-provider').length).toBe(1);
    click(q('search-result-provider')[0]);
    expect(p.onPickProvider).toHaveBeenCalledWith('a');
    expect((q('search-input')[0] as HTMLInputElement).value).toBe('');
  });

  it('the providers sub-page grows in steps like the games list', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, name: `Studio ${i}` }));
    view = render(<SearchModal {...props({ searchProviders: (t) => many.filter((p) => p.name.toLowerCase().includes(t.toLowerCase())) })} />);
    type('studio');
    act(() => void vi.advanceTimersByTime(1000));
    expect(q('search-result-provider').length).toBe(1); // the preview
    click(q('search-show-all')[0]);
    expect(q('search-result-provider').length).toBe(4); // growth.base
    click(q('load-more')[0]);
    act(() => void vi.advanceTimersByTime(0));
    expect(q('search-result-provider').length).toBe(6); // + growth.step
    click(q('load-more')[0]);
    act(() => void vi.advanceTimersByTime(0));
    click(q('load-more')[0]);
    act(() => void vi.advanceTimersByTime(0));
    expect(q('search-result-provider').length).toBe(9);
    expect(q('load-more').length).toBe(0);
  });

  it('offers the history on focus; an entry can be reused or removed', () => {
    const p = props({ history: ['fruit', 'book'] });
    view = render(<SearchModal {...p} />);
    act(() => (q('search-input')[0] as HTMLInputElement).focus());
    const items = q('search-history-item');
    expect([...items].map((i) => i.getAttribute('data-term'))).toEqual(['book', 'fruit']);
    click(items[1].querySelector('[data-testid="search-history-remove"]'));
    expect(p.onRemoveHistory).toHaveBeenCalledWith('fruit');
    click(items[0].querySelector('button'));
    expect((q('search-input')[0] as HTMLInputElement).value).toBe('book');
  });
});
