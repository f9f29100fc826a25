import { memo, type MouseEvent } from 'react';
import { Badge, Box, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Game } from '../../catalogue/types';
import { GameImage } from './GameImage';
import { radius, tok } from './tokens';

export interface TileMarks {
  hot: boolean;
  featured: boolean;
  bordered: boolean;
  /** First seen within the brand's new-games days (catalogue.json newGames). */
  isNew?: boolean;
  /** The provider is in maintenance: the game cannot be played now. */
  maintenance?: boolean;
}

export interface GameTileProps {
  game: Game;
  /** The game's page: the tile is a link to it (new tab, middle-click, copy, share). */
  href: string;
  /** The game's demo page: a "Demo" link beside "Play" (play for fun, no sign-in). */
  demoHref?: string;
  isFavorite: boolean;
  marks: TileMarks;
  /** Small provider logo URL, shown on hover/focus. */
  providerLogo?: string;
  providerName?: string;
  /** A plain click (no modifier key, main button): the page plays the game in place (sign-in first for a guest). */
  onPlay(game: Game): void;
  onToggleFavorite(game: Game): void;
}

/** A click the browser would open elsewhere (new tab or window, download): the link's own behaviour. */
function opensElsewhere(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/**
 * One game: a link to its page with the picture, and on hover or keyboard focus the provider, the
 * game's name and "Play now!"; the favourite toggle is a separate control beside the link.
 */
export const GameTile = memo(function GameTile({ game, href, demoHref, isFavorite, marks, providerLogo, providerName, onPlay, onToggleFavorite }: GameTileProps) {
  const intl = useIntl();
  const provider = providerName ?? game.provider;
  return (
    <Box className="group" position="relative" data-testid="game-tile" data-game-id={game.id} data-provider={game.routeProvider}
      borderRadius={radius.card} overflow="hidden" bg={tok.surface} aspectRatio={3 / 4}
      borderWidth={marks.bordered ? '2px' : '0'} borderColor={marks.bordered ? tok.accent : undefined}
      data-bordered={marks.bordered || undefined}>
      <Box asChild position="absolute" inset="0" display="block" cursor="pointer" outline="none">
        <a href={href} data-testid="game-tile-link" aria-label={intl.formatMessage({ id: 'casino.tile.playGame' }, { name: game.gameName })}
          onClick={(e) => {
            if (opensElsewhere(e)) return;
            e.preventDefault();
            onPlay(game);
          }}>
          <GameImage src={game.imageUrl} alt={game.gameName} />
          <Box position="absolute" inset="0" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="2" p="2"
            // blurred, so a name printed in the game's art does not show through beside the overlay's one
            bg={tok.overlay} backdropFilter="blur(8px)" opacity="0" transition="opacity 0.15s" data-testid="game-tile-overlay"
            _groupHover={{ opacity: 1 }} _groupFocusWithin={{ opacity: 1 }}>
            {providerLogo ? (
              <Image src={providerLogo} alt={provider} maxH="6" maxW="70%" objectFit="contain" loading="lazy" />
            ) : (
              <Text fontSize="xs" color={tok.primaryText}>{provider}</Text>
            )}
            <Text fontSize="sm" fontWeight="semibold" color={tok.primaryText} textAlign="center" lineClamp={2} data-testid="game-tile-name">{game.gameName}</Text>
            {marks.maintenance ? (
              <Text as="span" data-testid="tile-maintenance" fontSize="sm" fontWeight="semibold" color={tok.primaryText}>{intl.formatMessage({ id: 'maintenance.tile' })}</Text>
            ) : (
              <Box as="span" data-testid="play-now" px="3" py="1.5" fontSize="sm" fontWeight="semibold" bg={tok.primary} color={tok.primaryText}
                borderRadius={radius.button}>
                {intl.formatMessage({ id: 'casino.tile.playNow' })}
              </Box>
            )}
            {/* room for the Demo link below, which sits outside this link */}
            {demoHref && !marks.maintenance && <Box h="8" aria-hidden="true" />}
          </Box>
        </a>
      </Box>
      {demoHref && !marks.maintenance && (
        <Box asChild position="absolute" bottom="2" left="50%" transform="translateX(-50%)" px="3" py="1" fontSize="xs" fontWeight="semibold"
          borderWidth="1px" borderColor={tok.primary} color={tok.text} borderRadius={radius.button} bg={tok.surface} boxShadow="sm"
          opacity={{ base: 1, md: 0 }} _groupHover={{ opacity: 1 }} _groupFocusWithin={{ opacity: 1 }} _focusVisible={{ opacity: 1 }}>
          <Link to={demoHref} data-testid="play-demo" aria-label={intl.formatMessage({ id: 'casino.tile.playDemo' }, { name: game.gameName })}>
            {intl.formatMessage({ id: 'casino.tile.demo' })}
          </Link>
        </Box>
      )}
      <HStack position="absolute" top="1.5" left="1.5" gap="1" pointerEvents="none">
        {marks.isNew && <Badge bg={tok.primary} color={tok.primaryText} data-testid="badge-new">{intl.formatMessage({ id: 'casino.badge.new' })}</Badge>}
        {marks.maintenance && <Badge bg={tok.surface} color={tok.text} data-testid="badge-maintenance">{intl.formatMessage({ id: 'maintenance.badge' })}</Badge>}
        {marks.hot && <Badge bg={tok.accent} color={tok.primaryText} data-testid="badge-hot">{intl.formatMessage({ id: 'casino.badge.hot' })}</Badge>}
        {marks.featured && <Badge bg={tok.primary} color={tok.primaryText} data-testid="badge-featured">{intl.formatMessage({ id: 'casino.badge.featured' })}</Badge>}
      </HStack>
      <IconButton position="absolute" top="1" right="1" size="xs" variant="ghost" data-testid="favourite-toggle"
        aria-pressed={isFavorite} color={isFavorite ? tok.accent : tok.primaryText}
        opacity={{ base: 1, md: isFavorite ? 1 : 0 }} _groupHover={{ opacity: 1 }} _groupFocusWithin={{ opacity: 1 }} _focusVisible={{ opacity: 1 }}
        aria-label={intl.formatMessage({ id: isFavorite ? 'casino.tile.removeFavourite' : 'casino.tile.addFavourite' }, { name: game.gameName })}
        onClick={() => onToggleFavorite(game)}>
        <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
      </IconButton>
    </Box>
  );
});
