// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnsAt } from './columns';
import { GameGrid, type TileBinding } from './GameGrid';
import { click, game, render } from '../../../tests/support/casinoUi';

const growth = { base: 5, step: 3, stepDelayMs: 300, throttleMs: 500, startDelayMs: 300, threshold: 0.5 };
const tiles: TileBinding = {
  isFavorite: () => false,
  marks: () => ({ hot: false, featured: false, bordered: false }),
  providerLogo: () => undefined,
  providerName: () => 'Prov',
  studioName: () => undefined,
  href: (g) => `/casino/game/${g.routeProvider}/${g.gameId}`,
  onPlay: () => {},
  onToggleFavorite: () => {},
};
const games = Array.from({ length: 12 }, (_, i) => game(i));
const count = (el: HTMLElement, id: string) => el.querySelectorAll(`[data-testid="${id}"]`).length;

let view: ReturnType<typeof render> | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => (view?.unmount(), vi.useRealTimers()));

/** The failure notice once its chunk is there (it is lazy: a lobby whose lists load never downloads it). */
async function shownNotice(container: HTMLElement): Promise<Element> {
  await act(async () => {
    await import('./ProviderErrorNoticeView');
  });
  const notice = container.querySelector('[data-testid="provider-error"]');
  if (!notice) throw new Error('no provider notice shown');
  return notice;
}

describe('GameGrid', () => {
  it('shows the base count, then grows by a step after the step delay on "load more"', () => {
    view = render(<GameGrid games={games} tiles={tiles} growth={growth} resetKey="a" />);
    expect(count(view.container, 'game-tile')).toBe(5);
    click(view.container.querySelector('[data-testid="load-more"]'));
    expect(count(view.container, 'game-tile')).toBe(5);
    act(() => void vi.advanceTimersByTime(300));
    expect(count(view.container, 'game-tile')).toBe(8);
    // a second click inside the throttle window is ignored
    click(view.container.querySelector('[data-testid="load-more"]'));
    act(() => void vi.advanceTimersByTime(300));
    expect(count(view.container, 'game-tile')).toBe(8);
    act(() => void vi.advanceTimersByTime(500));
    click(view.container.querySelector('[data-testid="load-more"]'));
    act(() => void vi.advanceTimersByTime(300));
    expect(count(view.container, 'game-tile')).toBe(11);
  });

  it("loads a first-screen grid's first row of pictures at once and ahead of the rest; other pictures when near", () => {
    const imgs = () => [...view!.container.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')];
    view = render(<GameGrid games={games} tiles={tiles} growth={growth} resetKey="a" limit={10} firstScreen />);
    const row = columnsAt(window.innerWidth);
    expect(imgs()).toHaveLength(10);
    expect(imgs().map((i) => `${i.getAttribute('loading')}:${i.getAttribute('fetchpriority') ?? ''}`)).toEqual(
      imgs().map((_, n) => (n < row ? 'eager:high' : 'lazy:')),
    );
    view.unmount();
    view = render(<GameGrid games={games} tiles={tiles} growth={growth} resetKey="a" limit={10} />);
    expect(imgs().every((i) => i.getAttribute('loading') === 'lazy' && !i.hasAttribute('fetchpriority'))).toBe(true);
  });

  it('starts again from the base when the filters change, and hides "load more" at the end', () => {
    view = render(<GameGrid games={games} tiles={tiles} growth={growth} resetKey="a" />);
    click(view.container.querySelector('[data-testid="load-more"]'));
    act(() => void vi.advanceTimersByTime(300));
    view.rerender(<GameGrid games={games.slice(0, 4)} tiles={tiles} growth={growth} resetKey="b" />);
    expect(count(view.container, 'game-tile')).toBe(4);
    expect(count(view.container, 'load-more')).toBe(0);
  });

  it('shows skeletons while no game is there yet, then exactly the games, even with a provider still loading', () => {
    view = render(<GameGrid games={[]} tiles={tiles} growth={growth} resetKey="a" limit={4} loadingCount={2} />);
    expect(count(view.container, 'game-tile-skeleton')).toBe(3);
    view.rerender(<GameGrid games={games.slice(0, 2)} tiles={tiles} growth={growth} resetKey="a" limit={4} loadingCount={1} />);
    expect(count(view.container, 'game-tile')).toBe(2);
    expect(count(view.container, 'game-tile-skeleton')).toBe(0);
    expect(view.container.querySelector('[data-testid="game-grid"]')!.getAttribute('aria-busy')).toBe('true');
  });

  it('shows a retry notice for a failed provider', async () => {
    const onRetry = vi.fn();
    view = render(
      <GameGrid
        games={games.slice(0, 2)}
        tiles={tiles}
        growth={growth}
        resetKey="a"
        loadingCount={1}
        failures={[{ provider: 'bad', name: 'Bad Games' }]}
        onRetry={onRetry}
      />,
    );
    expect(count(view.container, 'game-tile')).toBe(2);
    const notice = await shownNotice(view.container);
    expect(notice.getAttribute('data-provider')).toBe('bad');
    expect(notice.textContent).toContain('Bad Games');
    click(notice.querySelector('[data-testid="provider-retry"]'));
    expect(onRetry).toHaveBeenCalledWith('bad');
  });

  it('says a provider mapping discarded every item of its list, with how many, instead of the empty state', async () => {
    view = render(
      <GameGrid
        games={[]}
        tiles={tiles}
        growth={growth}
        resetKey="a"
        failures={[{ provider: 'fish', name: 'Fish', discarded: 12 }]}
        empty={<p data-testid="empty">none</p>}
      />,
    );
    const notice = await shownNotice(view.container);
    expect(notice.getAttribute('data-discarded')).toBe('12');
    expect(notice.textContent).toContain('Fish games cannot be shown: the provider mapping discarded all 12 games of its list.');
    expect(count(view.container, 'empty')).toBe(0);
  });

  it('shows the empty state when nothing loads and nothing matches', () => {
    view = render(<GameGrid games={[]} tiles={tiles} growth={growth} resetKey="a" empty={<p data-testid="empty">none</p>} />);
    expect(count(view.container, 'empty')).toBe(1);
    expect(count(view.container, 'game-grid')).toBe(0);
  });
});
