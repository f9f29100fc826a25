// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameTile } from './GameTile';
import { click, game, render } from '../../../tests/support/casinoUi';

const marks = { hot: false, featured: false, bordered: false };
let view: ReturnType<typeof render> | undefined;
afterEach(() => view?.unmount());

describe('GameTile', () => {
  it('is a link to the game page: a plain click plays in place, a modified or middle click is left to the browser', () => {
    const onPlay = vi.fn();
    const onToggle = vi.fn();
    const g = game(1);
    view = render(<GameTile game={g} href="/casino/game/prov/1" isFavorite={false} marks={marks} onPlay={onPlay} onToggleFavorite={onToggle} />);
    const tile = view.container.querySelector('[data-testid="game-tile"]')!;
    expect(tile.getAttribute('data-game-id')).toBe(g.id);
    expect(tile.getAttribute('data-provider')).toBe('prov');
    const link = tile.querySelector('a[data-testid="game-tile-link"]')!;
    expect(link.getAttribute('href')).toBe('/casino/game/prov/1');
    expect(tile.querySelector('button:not([data-testid="favourite-toggle"])')).toBeNull(); // no button plays the game
    expect(tile.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void tile.querySelector('[data-testid="play-now"]')!.dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(true);
    expect(onPlay).toHaveBeenCalledTimes(1); // one click, one launch
    expect(onPlay).toHaveBeenCalledWith(g);
    // what the tile left to the browser, read at the document before jsdom would navigate
    const leftToBrowser: boolean[] = [];
    const record = (e: Event) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })));
    }
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(onPlay).toHaveBeenCalledTimes(1);
    const fav = tile.querySelector('[data-testid="favourite-toggle"]')!;
    expect(link.contains(fav)).toBe(false); // no interactive content nested in the link
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    click(fav);
    expect(onToggle).toHaveBeenCalledWith(g);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(tile.textContent).toContain('Play now!');
    // the overlay names the game once
    const overlay = tile.querySelector('[data-testid="game-tile-overlay"]')!;
    expect(overlay.textContent!.split('Game 1').length - 1).toBe(1);
  });

  it('shows the game name when the picture fails, and special badges', () => {
    view = render(
      <GameTile game={game(2)} href="/g/2" isFavorite marks={{ hot: true, featured: true, bordered: true }} onPlay={() => {}} onToggleFavorite={() => {}} />,
    );
    const img = view.container.querySelector('img')!;
    act(() => void img.dispatchEvent(new Event('error')));
    expect(view.container.querySelector('[data-testid="game-image-fallback"]')!.textContent).toBe('Game 2');
    expect(view.container.querySelector('[data-testid="badge-hot"]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="badge-featured"]')).not.toBeNull();
    expect(view.container.querySelector('[data-bordered]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="favourite-toggle"]')!.getAttribute('aria-pressed')).toBe('true');
  });
});
