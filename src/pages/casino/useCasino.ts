import { createContext, createElement, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Game, Platform } from '../../catalogue/types';
import type { BrandConfig, ProviderEntry } from '../../config/types';
import { CASINO_MESSAGES, type CasinoStore } from '../../models/casino/CasinoStore';
import type { RootStore } from '../../models/RootStore';
import { authRedirectState } from '../../ui/safeRedirect';
import { brandAsset } from '../../ui/common/brand';
import { useStore } from '../../ui/StoreContext';
import { useWide } from '../../ui/common/useWide';
import type { TileBinding } from '../../ui/casino/GameGrid';
import type { TileMarks } from '../../ui/casino/GameTile';
import type { GrowthSettings } from '../../ui/casino/growth';
import type { ProviderItem } from '../../ui/casino/SearchResults';
import type { DailyWinningsStore } from '../../models/casino/DailyWinningsStore';
import type { JackpotsStore } from '../../models/casino/JackpotsStore';
import { demoGamePath, gamePath } from '../../catalogue/paths';

/** The casino stores of the tree (optional so the screens also render in a partial test tree). */
export function casinoStores(root: RootStore): { casino?: CasinoStore; jackpots?: JackpotsStore; dailyWinnings?: DailyWinningsStore } {
  return { casino: root.casino, jackpots: root.jackpots, dailyWinnings: root.dailyWinnings };
}

/** Paging of game grids: sizes from catalogue.grid, scroll trigger from rules.lazyList. */
export function growthOf(config: BrandConfig): GrowthSettings {
  const { grid } = config.catalogue;
  const lazy = config.rules.lazyList;
  return {
    base: grid.base,
    step: grid.step,
    stepDelayMs: grid.stepDelayMs,
    throttleMs: lazy.throttleMs,
    startDelayMs: lazy.startDelayMs,
    threshold: lazy.threshold,
  };
}

export { casinoTypeAt, pseudoKind } from '../../models/casino/firstScreen';

export function providerLogo(root: RootStore, entry: ProviderEntry | undefined, size: 'small' | 'big' = 'small'): string | undefined {
  const pair = entry?.logo?.[size];
  return pair ? brandAsset(root.config, pair[root.userSettings.themeMode]) : undefined;
}

/**
 * The platform the layout is in: mobile below the md breakpoint. Read from the media query in the first
 * render (ssr: false; the site is rendered in the browser only), so a phone's first list loads already
 * ask for the mobile variants instead of loading every list again once the breakpoint is known.
 */
export function usePlatform(): Platform {
  return useWide() ? 'desktop' : 'mobile';
}

/** The 32 possible mark sets, shared: a tile (memo) is not rendered again for an equal but new object. */
const MARKS: readonly TileMarks[] = Array.from({ length: 32 }, (_, i) =>
  Object.freeze({ hot: !!(i & 16), featured: !!(i & 8), bordered: !!(i & 4), isNew: !!(i & 2), maintenance: !!(i & 1) }),
);
const tileMarks = (hot: boolean, featured: boolean, bordered: boolean, isNew: boolean, maintenance: boolean): TileMarks =>
  MARKS[(hot ? 16 : 0) + (featured ? 8 : 0) + (bordered ? 4 : 0) + (isNew ? 2 : 0) + (maintenance ? 1 : 0)];

/**
 * The light casino hook: the stores, the brand config and message lookup. It subscribes to no router
 * location and no breakpoint, so any number of components (lobby rows, grids, views) may call it.
 */
export function useCasinoBase() {
  const root = useStore();
  const intl = useIntl();
  const { casino } = casinoStores(root);
  const label = useCallback((id: string) => intl.formatMessage({ id }), [intl]);
  return { root, config: root.config, casino, label };
}

/**
 * Everything a page needs to render and act on game tiles: the layout's platform (told to the store),
 * grid paging, the tile bindings (play, favourite, marks, logos) and the game query. It follows the
 * router location and the breakpoint, so it runs once per page (LobbyPage, the search modal); the
 * grids below a page read it from the page through CasinoTilesProvider / useCasinoTiles.
 */
export function useCasino() {
  const { root, config, casino, label } = useCasinoBase();
  const navigate = useNavigate();
  const location = useLocation();
  const platform = usePlatform();
  const growth = useMemo(() => growthOf(config), [config]);

  const pleaseAuth = useCallback(() => root.notify.add({ messageId: CASINO_MESSAGES.pleaseAuth, type: 'default' }), [root]);

  // the page's location at the time of a play (its filters are the way back), read then: the bindings stay the
  // same object across a filter change, so the tiles shown are not rendered again for it
  const locationNow = useRef(location);
  useLayoutEffect(() => {
    locationNow.current = location;
  }, [location]);
  const play = useCallback(
    (game: Game) => {
      const from = locationNow.current;
      // a provider in maintenance: its game page shows the platform's notice, to guests too (no sign-in first)
      if (casino?.inMaintenance(game.routeProvider)) return void navigate(gamePath(game, platform), { state: authRedirectState(from) });
      if (!root.auth.isAuth) {
        // a guest goes straight to /auth: from = this page (with its filters), next = the game, opened after sign-in
        pleaseAuth();
        return void navigate('/auth', { state: authRedirectState(from, gamePath(game, platform)) });
      }
      if (!root.auth.isPlayer) return void pleaseAuth();
      navigate(gamePath(game, platform), { state: authRedirectState(from) });
    },
    [root, casino, navigate, platform, pleaseAuth],
  );

  const toggleFavorite = useCallback(
    (game: Game) => {
      if (!root.auth.isPlayer) return void pleaseAuth();
      casino?.toggleFavorite(game);
    },
    [root, casino, pleaseAuth],
  );

  const byId = useMemo(() => new Map(config.providers.providers.map((p) => [p.id, p])), [config]);
  const special = config.catalogue.special;
  const specialSets = useMemo(() => ({ hot: new Set(special.hot), featured: new Set(special.featured), bordered: new Set(special.bordered) }), [special]);
  // the store keeps only the variants of the layout's platform: tell it which one we are in, in a layout
  // effect so it is set before the grids' (passive) effects start their list loads
  useLayoutEffect(() => {
    if (casino && casino.platform !== platform) casino.setPlatform(platform);
  }, [casino, platform]);
  const theme = root.userSettings.themeMode;
  const isAuth = root.auth.isAuth;
  // a provider entering or leaving maintenance changes its tiles' marks
  const maintenanceNotices = root.maintenance.active;

  // biome-ignore lint/correctness/useExhaustiveDependencies: theme is read inside providerLogo through root, so logos follow light/dark; the maintenance notices are read inside marks
  const tiles: TileBinding = useMemo(
    () => ({
      isFavorite: (g) => casino?.isFavorite(g) ?? false,
      marks: (g) =>
        tileMarks(
          specialSets.hot.has(g.gameId),
          specialSets.featured.has(g.gameId),
          specialSets.bordered.has(g.gameId),
          casino?.isNew(g) ?? false,
          casino?.inMaintenance(g.routeProvider) ?? false,
        ),
      // demo play is offered to guests (a player plays for real; the game page still takes ?demo=1)
      demoHref: (g) => (!isAuth && casino?.offersDemo(g.routeProvider) ? demoGamePath(g, platform) : undefined),
      providerLogo: (id) => providerLogo(root, byId.get(id)),
      providerName: (id) => root.casino.providerName(id),
      studioName: (g) => root.casino.studioName(g),
      href: (g) => gamePath(g, platform),
      onPlay: play,
      onToggleFavorite: toggleFavorite,
    }),
    [casino, specialSets, root, byId, play, toggleFavorite, theme, platform, isAuth, maintenanceNotices],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: theme is read inside providerLogo through root, so logos follow light/dark
  const providerItems = useCallback(
    (entries: readonly ProviderEntry[]): ProviderItem[] => entries.map((p) => ({ id: p.id, name: p.name, logo: providerLogo(root, p) })),
    [root, theme],
  );

  return { root, config, casino, platform, growth, tiles, play, providerItems, label, navigate };
}

/** What a page hands its game grids: the tile bindings and paging of useCasino, computed once per page. */
export interface CasinoTiles {
  tiles: TileBinding;
  growth: GrowthSettings;
  platform: Platform;
}

const CasinoTilesContext = createContext<CasinoTiles | null>(null);

/** Runs useCasino once for a page and gives its tiles to every CasinoGames below. */
export function CasinoTilesProvider({ children }: { children: ReactNode }) {
  const { tiles, growth, platform } = useCasino();
  const value = useMemo(() => ({ tiles, growth, platform }), [tiles, growth, platform]);
  return createElement(CasinoTilesContext.Provider, { value }, children);
}

/** The page's tile bindings (inside CasinoTilesProvider: LobbyPage). */
export function useCasinoTiles(): CasinoTiles {
  const value = useContext(CasinoTilesContext);
  if (!value) throw new Error('useCasinoTiles: render the game grid inside CasinoTilesProvider (the casino LobbyPage)');
  return value;
}
