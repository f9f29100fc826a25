import { Box, Button, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { Game } from '../../catalogue/types';
import { defineStaticStyles } from '../common/staticStyles';
import { GameImage } from './GameImage';
import { radius, tok } from './tokens';
import { useGrowingCount } from './useGrowingCount';
import type { GrowthSettings } from './growth';

export interface ProviderItem {
  id: string;
  name: string;
  logo?: string;
}

/** A provider in search results: its logo and name; choosing it opens its games. */
export function SearchProviderButton({ provider, onPick }: { provider: ProviderItem; onPick(id: string): void }) {
  return (
    <Button
      data-testid="search-result-provider"
      data-provider={provider.id}
      variant="outline"
      h="[auto]"
      py="2"
      borderRadius={radius.card}
      borderColor={tok.border}
      color={tok.text}
      onClick={() => onPick(provider.id)}
    >
      {provider.logo && <Image src={provider.logo} alt="" aria-hidden="true" maxH="6" maxW="12" objectFit="contain" />}
      <Text truncate>{provider.name}</Text>
    </Button>
  );
}

const useResultClasses = defineStaticStyles({
  game: () => [
    {
      textAlign: 'left',
      borderRadius: radius.card,
      overflow: 'hidden',
      bg: tok.surfaceAlt,
      cursor: '[pointer]',
      _focusVisible: { outline: '2px solid', outlineColor: tok.primary },
    },
  ],
  picture: () => [{ aspectRatio: '[0.75]' }],
  name: () => [{ px: '2', py: '1', fontSize: 'xs', color: tok.text, truncate: true }],
  studio: () => [{ px: '2', pb: '1', fontSize: '2xs', color: tok.textMuted, truncate: true }],
});

/**
 * A game in search results: picture and name; choosing it launches the game. Plain elements with classes
 * resolved once (as a game tile's), memoised: a keystroke renders again only the results that changed.
 */
export const SearchGameButton = memo(function SearchGameButton({ game, studio, onPick }: { game: Game; studio?: string; onPick(game: Game): void }) {
  const c = useResultClasses();
  return (
    <button
      type="button"
      className={c.game}
      data-testid="search-result-game"
      data-game-id={game.id}
      data-provider={game.routeProvider}
      onClick={() => onPick(game)}
    >
      <div className={c.picture}>
        <GameImage src={game.imageUrl} alt={game.gameName} />
      </div>
      <p className={c.name}>{game.gameName}</p>
      {studio && (
        <p className={c.studio} data-testid="search-result-studio">
          {studio}
        </p>
      )}
    </button>
  );
});

const searchColumns = { base: 3, md: 5, lg: 7 } as const;

/** What a list of games in the search shows and does: the studio of an aggregator's game (GameGrid's TileBinding.studioName) and the pick. */
export interface SearchGamesProps {
  studioName?(game: Game): string | undefined;
  onPick(game: Game): void;
}

export const SearchGameList = memo(function SearchGameList({ games, studioName, onPick }: SearchGamesProps & { games: readonly Game[] }) {
  return (
    <SimpleGrid columns={searchColumns} gap="2">
      {games.map((g) => (
        <SearchGameButton key={g.id} game={g} studio={studioName?.(g)} onPick={onPick} />
      ))}
    </SimpleGrid>
  );
});

export function SearchProviderList({ providers, onPick }: { providers: readonly ProviderItem[]; onPick(id: string): void }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4, lg: 5 }} gap="2">
      {providers.map((p) => (
        <SearchProviderButton key={p.id} provider={p} onPick={onPick} />
      ))}
    </SimpleGrid>
  );
}

/** The sentinel and accessible "load more" button under a growing list. */
function LoadMore({ hasMore, loadMore, sentinelRef }: Pick<ReturnType<typeof useGrowingCount>, 'hasMore' | 'loadMore' | 'sentinelRef'>) {
  const intl = useIntl();
  if (!hasMore) return null;
  return (
    <Box textAlign="center">
      <Box ref={sentinelRef} h="[1px]" aria-hidden="true" />
      <Button size="sm" variant="outline" borderRadius={radius.button} data-testid="load-more" onClick={loadMore}>
        {intl.formatMessage({ id: 'casino.loadMore' })}
      </Button>
    </Box>
  );
}

/** What a growing search list takes: how it grows, the key that starts it again, and what picking an item does. */
interface GrowingProps<T> {
  growth: GrowthSettings;
  resetKey: string;
  onPick(item: T): void;
}

/** A search list growing as the user scrolls inside the modal: `list` renders the first `count` items. */
function Growing({ total, growth, resetKey, list }: Omit<GrowingProps<never>, 'onPick'> & { total: number; list(count: number): React.ReactNode }) {
  const { count, hasMore, loadMore, sentinelRef } = useGrowingCount(total, growth, resetKey);
  return (
    <Stack gap="3">
      {list(count)}
      <LoadMore hasMore={hasMore} loadMore={loadMore} sentinelRef={sentinelRef} />
    </Stack>
  );
}

/** All games of a search, growing as the user scrolls inside the modal. */
export function SearchGamesInfinite({ games, studioName, onPick, ...rest }: GrowingProps<Game> & SearchGamesProps & { games: readonly Game[] }) {
  return <Growing total={games.length} {...rest} list={(count) => <SearchGameList games={games.slice(0, count)} studioName={studioName} onPick={onPick} />} />;
}

/** All providers of a search, growing in the same steps as the games list. */
export function SearchProvidersInfinite({ providers, onPick, ...rest }: GrowingProps<string> & { providers: readonly ProviderItem[] }) {
  return <Growing total={providers.length} {...rest} list={(count) => <SearchProviderList providers={providers.slice(0, count)} onPick={onPick} />} />;
}

/** A titled block of the search page with an optional "show all" action. */
export function SearchSection({ title, count, onShowAll, children }: { title: string; count?: number; onShowAll?(): void; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <HStack justify="space-between">
        <Text fontWeight="semibold" color={tok.text}>
          {title}
          {count !== undefined && (
            <Text as="span" color={tok.textMuted}>
              {' '}
              ({count})
            </Text>
          )}
        </Text>
        {onShowAll && (
          <Button size="xs" variant="ghost" color={tok.primary} data-testid="search-show-all" onClick={onShowAll}>
            {intl.formatMessage({ id: 'casino.search.showAll' })}
          </Button>
        )}
      </HStack>
      {children}
    </Stack>
  );
}
