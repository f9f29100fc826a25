import { memo } from 'react';
import { Badge, Box, Button, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Game } from '../../catalogue/types';
import { GameImage } from './GameImage';
import { radius, tok } from './tokens';

export interface TileMarks {
  hot: boolean;
  featured: boolean;
  bordered: boolean;
}

export interface GameTileProps {
  game: Game;
  isFavorite: boolean;
  marks: TileMarks;
  /** Small provider logo URL, shown on hover/focus. */
  providerLogo?: string;
  providerName?: string;
  onPlay(game: Game): void;
  onToggleFavorite(game: Game): void;
}

/** One game: picture, and on hover or keyboard focus the provider, "Play now!" and the favourite toggle. */
export const GameTile = memo(function GameTile({ game, isFavorite, marks, providerLogo, providerName, onPlay, onToggleFavorite }: GameTileProps) {
  const intl = useIntl();
  return (
    <Box className="group" position="relative" data-testid="game-tile" data-game-id={game.id} data-provider={game.routeProvider}
      borderRadius={radius.card} overflow="hidden" bg={tok.surface} aspectRatio={3 / 4}
      borderWidth={marks.bordered ? '2px' : '0'} borderColor={marks.bordered ? tok.accent : undefined}
      data-bordered={marks.bordered || undefined}>
      <Box as="button" w="full" h="full" display="block" cursor="pointer" onClick={() => onPlay(game)}
        aria-label={intl.formatMessage({ id: 'casino.tile.playGame' }, { name: game.gameName })} tabIndex={-1}>
        <GameImage src={game.imageUrl} alt={game.gameName} />
      </Box>
      <HStack position="absolute" top="1.5" left="1.5" gap="1" pointerEvents="none">
        {marks.hot && <Badge bg={tok.accent} color={tok.primaryText} data-testid="badge-hot">{intl.formatMessage({ id: 'casino.badge.hot' })}</Badge>}
        {marks.featured && <Badge bg={tok.primary} color={tok.primaryText} data-testid="badge-featured">{intl.formatMessage({ id: 'casino.badge.featured' })}</Badge>}
      </HStack>
      <Box position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="2" p="2"
        bg={tok.overlay} opacity="0" transition="opacity 0.15s" pointerEvents="none" cursor="pointer"
        _groupHover={{ opacity: 1, pointerEvents: 'auto' }} _groupFocusWithin={{ opacity: 1, pointerEvents: 'auto' }}
        // The whole shown overlay plays the game (a tap on a phone shows it under the finger); the
        // "Play now!" button's click bubbles here, so one click is one launch.
        onClick={() => onPlay(game)}>
        {providerLogo ? (
          <Image src={providerLogo} alt={providerName ?? game.provider} maxH="6" maxW="70%" objectFit="contain" loading="lazy" />
        ) : (
          <Text fontSize="xs" color={tok.primaryText}>{providerName ?? game.provider}</Text>
        )}
        <Text fontSize="sm" fontWeight="semibold" color={tok.primaryText} textAlign="center" lineClamp={2}>{game.gameName}</Text>
        <Button size="sm" data-testid="play-now" bg={tok.primary} color={tok.primaryText} borderRadius={radius.button}
          aria-label={intl.formatMessage({ id: 'casino.tile.playGame' }, { name: game.gameName })}>
          {intl.formatMessage({ id: 'casino.tile.playNow' })}
        </Button>
      </Box>
      <IconButton position="absolute" top="1" right="1" size="xs" variant="ghost" data-testid="favourite-toggle"
        aria-pressed={isFavorite} color={isFavorite ? tok.accent : tok.primaryText}
        opacity={{ base: 1, md: isFavorite ? 1 : 0 }} _groupHover={{ opacity: 1 }} _groupFocusWithin={{ opacity: 1 }}
        aria-label={intl.formatMessage({ id: isFavorite ? 'casino.tile.removeFavourite' : 'casino.tile.addFavourite' }, { name: game.gameName })}
        onClick={() => onToggleFavorite(game)}>
        <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
      </IconButton>
    </Box>
  );
});
