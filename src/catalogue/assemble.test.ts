import { describe, expect, it } from 'vitest';
import { assembleGames, type AssemblyContext, type GameFilters } from './assemble';
import { banMatcher } from './bans';
import { buildGameIndex, type CatalogueOrder } from './gameIndex';
import { DEFAULT_PSEUDO_PROVIDERS } from './pseudo';
import { makeGame } from '../../tests/support/catalogueTestKit';

const a1 = makeGame({ gameId: 'a1', gameName: 'Book of Ra', routeProvider: 'alpha', tab: ['popular'] });
const a2 = makeGame({ gameId: 'a2', gameName: 'Aviator', routeProvider: 'alpha', tab: ['crash'], provider: 'Spribe' });
const a3 = makeGame({ gameId: 'a3', gameName: 'Zeppelin', routeProvider: 'alpha', tab: ['crash', 'cardgames'] });
const b1 = makeGame({ gameId: 'b1', gameName: 'Big Bass', routeProvider: 'beta', tab: ['popular'] });
const b2 = makeGame({ gameId: 'b2', gameName: 'book of dead', routeProvider: 'beta' });
const c1 = makeGame({ gameId: 'c1', gameName: 'Roulette', routeProvider: 'gamma', casinoType: 'live', tab: ['roulette'] });
const u1 = makeGame({ gameId: 'u1', gameName: 'Unlisted one', routeProvider: 'omega' });
const u2 = makeGame({ gameId: 'u2', gameName: 'Unlisted two', routeProvider: 'zeta' });

const order: CatalogueOrder = { providerOrder: ['gamma', 'beta', 'alpha'], gameOrder: [], sourceOrder: ['alpha', 'beta', 'gamma', 'omega', 'zeta'] };
const sources = { providers: { zeta: [u2], alpha: [a1, a2, a3], gamma: [c1], beta: [b1, b2], omega: [u1] }, favorites: [b2, a1], recentlyPlayed: [a3] };
const ctx: AssemblyContext = { pseudo: DEFAULT_PSEUDO_PROVIDERS, special: { hot: ['a2', 'c1'] }, categoryAliases: { cards: ['cardgames'] } };

function ids(filters: GameFilters, c: AssemblyContext = ctx, o: CatalogueOrder = order) {
  return assembleGames(buildGameIndex(sources, o), filters, c).map((g) => g.gameId);
}

describe('assembleGames', () => {
  it('no provider chosen = every provider, in provider priority order; unlisted providers after, in configuration order', () => {
    expect(ids({})).toEqual(['c1', 'b1', 'b2', 'a1', 'a2', 'a3', 'u1', 'u2']);
  });

  it('game priority order is applied after the provider order: listed games first, the rest keep their order', () => {
    expect(ids({}, ctx, { ...order, gameOrder: ['a3', 'u2', 'b2'] })).toEqual(['a3', 'u2', 'b2', 'c1', 'b1', 'a1', 'a2', 'u1']);
  });

  it('chosen providers restrict the source; several are merged in priority order', () => {
    expect(ids({ selectedProviders: ['alpha'] })).toEqual(['a1', 'a2', 'a3']);
    expect(ids({ selectedProviders: ['alpha', 'beta'] })).toEqual(['b1', 'b2', 'a1', 'a2', 'a3']);
    expect(ids({ selectedProviders: ['all'] })).toHaveLength(8);
  });

  it('the favourite pseudo-provider selects the favourites list', () => {
    expect(ids({ selectedProviders: ['favorite'] })).toEqual(['b2', 'a1']);
  });

  it('the recently played filter selects the recently played list', () => {
    expect(ids({ selectedRecentlyPlayed: true })).toEqual(['a3']);
  });

  it('the recently played filter with chosen providers keeps only their recently played games (by gameId)', () => {
    expect(ids({ selectedRecentlyPlayed: true, selectedProviders: ['alpha', 'beta'] })).toEqual(['a3']);
    expect(ids({ selectedRecentlyPlayed: true, selectedProviders: ['beta'] })).toEqual([]);
  });

  it('filters by casino type', () => {
    expect(ids({ casinoType: 'live' })).toEqual(['c1']);
    expect(ids({ casinoType: 'live', selectedProviders: ['alpha'] })).toEqual([]);
  });

  it('searches game names case-insensitively, ignoring surrounding spaces', () => {
    expect(ids({ searchString: '  BOOK ' })).toEqual(['b2', 'a1']);
  });

  it('favourites filter keeps favourite games of any source', () => {
    expect(ids({ selectedFavorites: true })).toEqual(['b2', 'a1']);
  });

  it('categories keep games in any selected category, aliases included', () => {
    expect(ids({ selectedCategories: ['popular'] })).toEqual(['b1', 'a1']);
    expect(ids({ selectedCategories: ['cards'] })).toEqual(['a3']);
  });

  it('special categories keep games on the named special list', () => {
    expect(ids({ selectedSpecialCategories: ['hot'] })).toEqual(['c1', 'a2']);
  });

  it('route providers filter', () => {
    expect(ids({ selectedRouteProviders: ['beta', 'gamma'] })).toEqual(['c1', 'b1', 'b2']);
  });

  it('banned casino types and banned providers (route key or studio, any case) are removed', () => {
    expect(ids({}, { ...ctx, bans: banMatcher({ providers: [], casinoTypes: ['SLOTS'] }) })).toEqual(['c1']);
    expect(ids({}, { ...ctx, bans: banMatcher({ providers: ['BETA', 'spribe'], casinoTypes: [] }) })).toEqual(['c1', 'a1', 'a3', 'u1', 'u2']);
  });

  it('a banned provider display name (providers.json name) removes its route key too', () => {
    const bans = banMatcher({ providers: ['beta studios'], casinoTypes: [] }, [{ id: 'beta', name: 'Beta Studios', casinoType: 'slots' }]);
    expect(ids({}, { ...ctx, bans })).toEqual(['c1', 'a1', 'a2', 'a3', 'u1', 'u2']);
  });

  it('favourites and recently played hide the games of a banned provider or casino type', () => {
    expect(ids({ selectedProviders: ['favorite'] }, { ...ctx, bans: banMatcher({ providers: ['Beta'], casinoTypes: [] }) })).toEqual(['a1']);
    expect(ids({ selectedFavorites: true }, { ...ctx, bans: banMatcher({ providers: ['beta'], casinoTypes: [] }) })).toEqual(['a1']);
    expect(ids({ selectedRecentlyPlayed: true }, { ...ctx, bans: banMatcher({ providers: ['ALPHA'], casinoTypes: [] }) })).toEqual([]);
    expect(ids({ selectedRecentlyPlayed: true }, { ...ctx, bans: banMatcher({ providers: [], casinoTypes: ['slots'] }) })).toEqual([]);
  });

  it('returns a frozen array, honouring a limit', () => {
    const list = assembleGames(buildGameIndex(sources, order), {}, ctx, 2);
    expect(list.map((g) => g.gameId)).toEqual(['c1', 'b1']);
    expect(Object.isFrozen(list)).toBe(true);
  });
});
