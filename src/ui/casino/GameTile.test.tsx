// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameTile } from './GameTile';
import { click, game, render } from '../../../tests/support/casinoUi';

const marks = { hot: false, featured: false, bordered: false };
let view: ReturnType<typeof render> | undefined;
afterEach(() => view?.unmount());

describe('GameTile', () => {
  it('carries the e2e hooks and plays / toggles through its callbacks', () => {
    const onPlay = vi.fn();
    const onToggle = vi.fn();
    const g = game(1);
    view = render(<GameTile game={g} isFavorite={false} marks={marks} onPlay={onPlay} onToggleFavorite={onToggle} />);
    const tile = view.container.querySelector('[data-testid="game-tile"]')!;
    expect(tile.getAttribute('data-game-id')).toBe(g.id);
    expect(tile.getAttribute('data-provider')).toBe('prov');
    expect(tile.querySelector('img')!.getAttribute('alt')).toBe('Game 1');
    expect(tile.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    click(tile.querySelector('[data-testid="play-now"]'));
    expect(onPlay).toHaveBeenCalledTimes(1); // one click, one launch (the overlay handles the bubbled click)
    expect(onPlay).toHaveBeenCalledWith(g);
    const fav = tile.querySelector('[data-testid="favourite-toggle"]')!;
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    click(fav);
    expect(onToggle).toHaveBeenCalledWith(g);
    expect(tile.textContent).toContain('Play now!');
  });

  it('shows the game name when the picture fails, and special badges', () => {
    view = render(<GameTile game={game(2)} isFavorite marks={{ hot: true, featured: true, bordered: true }} onPlay={() => {}} onToggleFavorite={() => {}} />);
    const img = view.container.querySelector('img')!;
    act(() => void img.dispatchEvent(new Event('error')));
    expect(view.container.querySelector('[data-testid="game-image-fallback"]')!.textContent).toBe('Game 2');
    expect(view.container.querySelector('[data-testid="badge-hot"]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="badge-featured"]')).not.toBeNull();
    expect(view.container.querySelector('[data-bordered]')).not.toBeNull();
    expect(view.container.querySelector('[data-testid="favourite-toggle"]')!.getAttribute('aria-pressed')).toBe('true');
  });
});
