import { freezeGame } from './load';
import { FAVORITE_TAB } from './pseudo';
import type { Game } from './types';

/** The game with the favourite tab added (once). */
export function withFavoriteTab(game: Game): Game {
  return game.tab.includes(FAVORITE_TAB) ? game : freezeGame({ ...game, tab: [...game.tab, FAVORITE_TAB] });
}

/** The game without the favourite tab. */
export function withoutFavoriteTab(game: Game): Game {
  return game.tab.includes(FAVORITE_TAB) ? freezeGame({ ...game, tab: game.tab.filter((t) => t !== FAVORITE_TAB) }) : game;
}

/** A new frozen list where the game with `id` is replaced by `update(game)`; the same list when nothing changed. */
export function updateGameIn(list: readonly Game[], id: string, update: (g: Game) => Game): readonly Game[] {
  const i = list.findIndex((g) => g.id === id);
  if (i < 0) return list;
  const next = update(list[i]);
  if (next === list[i]) return list;
  const copy = list.slice();
  copy[i] = next;
  return Object.freeze(copy);
}

/** Appends a game unless one with the same key is already there. */
export function appendUnique(list: readonly Game[], game: Game, key: (g: Game) => string): readonly Game[] {
  const k = key(game);
  return list.some((g) => key(g) === k) ? list : Object.freeze([...list, freezeGame(game)]);
}
