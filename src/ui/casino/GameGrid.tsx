import { Box, Button, Skeleton, type SystemStyleObject } from '@chakra-ui/react';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '../../catalogue/types';
import { defineStaticStyles } from '../common/staticStyles';
import { GameTile, type TileMarks } from './GameTile';
import { ProviderErrorNotice, type ProviderFailure } from './ProviderErrorNotice';
import type { GrowthSettings } from './growth';
import { JACKPOTS_STRIP_MIN_H, radius, SLIDER_RATIO } from './tokens';
import { useGrowingCount } from './useGrowingCount';
import { columnsAt, gridColumns } from './columns';

/** What a grid asks of its surroundings for each tile. */
export interface TileBinding {
  isFavorite(game: Game): boolean;
  marks(game: Game): TileMarks;
  providerLogo(routeProvider: string): string | undefined;
  providerName(routeProvider: string): string | undefined;
  /** The studio's display name for an aggregator's game (none for a game of a single studio's provider). */
  studioName(game: Game): string | undefined;
  /** The game's page, the tile's link. */
  href(game: Game): string;
  /** The game's demo page, when a demo is offered to this visitor. */
  demoHref?(game: Game): string | undefined;
  onPlay(game: Game): void;
  onToggleFavorite(game: Game): void;
}

export interface GameGridProps {
  games: readonly Game[];
  tiles: TileBinding;
  growth: GrowthSettings;
  /** Changes whenever the filters change, so the grid starts again from the base count. */
  resetKey: string;
  /** Providers whose lists are still loading: skeleton tiles while no game is shown yet. */
  loadingCount?: number;
  failures?: readonly ProviderFailure[];
  retrying?: (provider: string) => boolean;
  onRetry?(provider: string): void;
  /** Shown when nothing is loading and there are no games. */
  empty?: ReactNode;
  /** Fixed number of tiles, no growth (lobby rows). */
  limit?: number;
  /** The grid starts on the first screen: its first row's pictures load at once, ahead of the rest. */
  firstScreen?: boolean;
  /**
   * The grid's name among the first screen's grids (models/casino/firstScreen.ts firstScreenGrids): start-up paints
   * its games' pictures into the prerendered skeletons before the page hydrates (firstPictures.ts).
   */
  slot?: string;
}

/** A skeleton's content is not React's: start-up may have painted a picture into it (hydration leaves it be). */
const NO_HTML = { __html: '' };

/**
 * The window's size, read once and then on resize: reading innerWidth while a render has changed the page
 * makes the browser lay the page out there and then (a forced layout, 200 ms at 4× CPU in a profile).
 */
let size: { width: number; height: number } | undefined;
function screenSize(): { width: number; height: number } {
  if (!size && typeof window !== 'undefined') {
    size = { width: window.innerWidth, height: window.innerHeight };
    window.addEventListener(
      'resize',
      () => {
        size = { width: window.innerWidth, height: window.innerHeight };
      },
      { passive: true },
    );
  }
  return size ?? { width: 0, height: 0 };
}

/**
 * How many tiles fill one screen (at the grid's full width; a side menu's narrower tiles get theirs a moment
 * later): a grid renders
 * those first and the rest right after, as a transition, so the first screen and a tap's answer are not
 * held up by tiles below the fold.
 */
export function firstScreenTiles(width = screenSize().width, height = screenSize().height): number {
  if (!width || !height) return Number.POSITIVE_INFINITY;
  const columns = columnsAt(width);
  const tileHeight = ((width / columns) * 4) / 3;
  return columns * Math.ceil(height / tileHeight);
}

/** The grid's columns as Chakra's SimpleGrid writes them (`repeat(n, minmax(0, 1fr))` at each breakpoint). */
const templateColumns = Object.fromEntries(Object.entries(gridColumns).map(([at, n]) => [at, `repeat(${n}, minmax(0, 1fr))`]));

// The grid and its frame as the Chakra elements they were (SimpleGrid, Stack) would style them, resolved once per theme
// system: a grid renders again on every list that answers while others load (a dozen times before a lobby's first
// tile), and as Chakra elements each render resolved the responsive columns and hashed the styles anew.
const useGridClasses = defineStaticStyles({
  frame: () => [{ display: 'flex', flexDirection: 'column', gap: '3' }],
  grid: () => [{ display: 'grid', gridTemplateColumns: templateColumns, gap: { base: '2', md: '3' } } as SystemStyleObject],
  box: () => [{ aspectRatio: '[0.75]' }],
});

/**
 * The space `count` tiles take in a grid, with nothing in it: what a block not yet rendered holds (see
 * DeferredMount) so the page below it does not move when it arrives. Plain boxes, no tile work.
 */
export function GridSpace({ count }: { count: number }) {
  // a class, not a style attribute: the page's policy allows no inline style in markup (a prerendered page has this)
  const { grid, box } = useGridClasses();
  return (
    <div className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical empty boxes; the index is all that tells them apart
        <div key={i} className={box} />
      ))}
    </div>
  );
}

/**
 * The room the promotion slider takes, with nothing in it: what the lobby holds while the slider's code and slides
 * are on their way (the lobby reserves it without downloading the slider).
 */
export function SliderSpace() {
  return <Box w="full" aspectRatio={`[${SLIDER_RATIO}]`} borderRadius="card" bg="brand.surfaceAlt" aria-hidden="true" />;
}

/** The room the jackpots strip takes while its code and lists are on their way. */
export function JackpotsSpace() {
  return <Box minH={JACKPOTS_STRIP_MIN_H} aria-hidden="true" />;
}

/** Responsive grid of game tiles that grows as the user scrolls, with a "load more" button fallback. */
export function GameGrid({
  games,
  tiles,
  growth,
  resetKey,
  loadingCount = 0,
  failures = [],
  retrying,
  onRetry,
  empty,
  limit,
  firstScreen = false,
  slot,
}: GameGridProps) {
  const intl = useIntl();
  const c = useGridClasses();
  const total = limit !== undefined ? Math.min(limit, games.length) : games.length;
  const { count, hasMore, loadMore, sentinelRef } = useGrowingCount(total, growth, resetKey);
  const shown = limit !== undefined ? games.slice(0, total) : games.slice(0, count);
  // Skeletons hold the first screen only while the grid has no game yet (at most a step's worth, never past a
  // row's limit). Once games are there it shows exactly those: a provider still loading may add none, and a
  // grey box that is never filled reads as a broken lobby (aria-busy still says more may come).
  const room = shown.length ? 0 : (limit ?? growth.base);
  const skeletons = loadingCount > 0 ? Math.max(0, Math.min(growth.step, room)) : 0;
  // the tiles past the first screen follow in a transition, once per filter set (resetKey)
  const [restFor, setRestFor] = useState<string | undefined>(undefined);
  const first = firstScreenTiles();
  const partial = restFor !== resetKey && shown.length > first;
  useEffect(() => {
    if (!partial) return;
    const t = setTimeout(() => startTransition(() => setRestFor(resetKey)), 0);
    return () => clearTimeout(t);
  }, [partial, resetKey]);
  const rendered = partial ? shown.slice(0, first) : shown;
  // the first row of a grid on the first screen: its pictures are the page's largest paint
  const priorityTiles = firstScreen ? columnsAt(screenSize().width) : 0;
  // the same elements while the count stays: React skips them when a store change renders the grid again
  // (each list that arrives while others load does)
  const skeletonTiles = useMemo(
    () =>
      Array.from({ length: skeletons }, (_, i) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons are identical placeholders; the index is all that tells them apart
          key={`s${i}`}
          data-testid="game-tile-skeleton"
          data-picture-slot=""
          aspectRatio="[0.75]"
          borderRadius={radius.card}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; it keeps React out of the skeleton, where start-up may paint a picture
          dangerouslySetInnerHTML={NO_HTML}
          suppressHydrationWarning
        />
      )),
    [skeletons],
  );
  return (
    <div className={c.frame}>
      {failures.map((f) => (
        <ProviderErrorNotice key={f.provider} failure={f} retrying={retrying?.(f.provider)} onRetry={(p) => onRetry?.(p)} />
      ))}
      {shown.length === 0 && skeletons === 0 ? (
        // A list whose items were all discarded has its notice above: "no games here" would contradict it.
        failures.some((f) => f.discarded) ? null : (
          empty
        )
      ) : (
        <div className={c.grid} data-testid="game-grid" data-first-screen={slot} aria-busy={loadingCount > 0 || partial} data-partial={partial || undefined}>
          {rendered.map((g, i) => (
            <GameTile
              key={g.id}
              game={g}
              href={tiles.href(g)}
              demoHref={tiles.demoHref?.(g)}
              isFavorite={tiles.isFavorite(g)}
              marks={tiles.marks(g)}
              providerLogo={tiles.providerLogo(g.routeProvider)}
              providerName={tiles.providerName(g.routeProvider)}
              studio={tiles.studioName(g)}
              onPlay={tiles.onPlay}
              onToggleFavorite={tiles.onToggleFavorite}
              priority={i < priorityTiles}
            />
          ))}
          {skeletonTiles}
        </div>
      )}
      {limit === undefined && hasMore && (
        <Box textAlign="center">
          <Box ref={sentinelRef} h="[1px]" aria-hidden="true" />
          <Button variant="outline" borderRadius={radius.button} data-testid="load-more" onClick={loadMore}>
            {intl.formatMessage({ id: 'casino.loadMore' })}
          </Button>
        </Box>
      )}
    </div>
  );
}
