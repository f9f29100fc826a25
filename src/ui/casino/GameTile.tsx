import { memo, type MouseEvent } from 'react';
import type { SystemStyleObject, Tokens } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Game } from '../../catalogue/types';
import { defineStaticStyles } from '../common/staticStyles';
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
  /** The studio that made the game, by its display name, when it is not the provider itself (an aggregator's game). */
  studio?: string;
  /** A plain click (no modifier key, main button): the page plays the game in place (sign-in first for a guest). */
  onPlay(game: Game): void;
  onToggleFavorite(game: Game): void;
  /** In the first screen's first row: its picture loads at once, ahead of other downloads (GameImage). */
  priority?: boolean;
}

/** A click the browser would open elsewhere (new tab or window, download): the link's own behaviour. */
function opensElsewhere(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

// The tile's parts as a Chakra element would style them (recipe styles first, then style props, in the order
// the components pass them), resolved once per theme system: a grid renders many tiles, and a tile of Chakra
// elements resolved and hashed about ten style objects on every render.
const root = (bordered: boolean): SystemStyleObject => ({
  position: 'relative',
  borderRadius: radius.card,
  overflow: 'hidden',
  bg: tok.surface,
  aspectRatio: '[0.75]',
  borderWidth: bordered ? '[2px]' : '[0]',
  ...(bordered ? { borderColor: tok.accent } : {}),
});
const hoverOrFocus = { _groupHover: { opacity: '[1]' }, _groupFocusWithin: { opacity: '[1]' } } as const;
const text = { fontSize: 'sm', fontWeight: 'semibold', color: tok.primaryText } as const;
/** The badges a tile shows, in this order: the mark that shows each, its style and its text. */
const BADGES = [
  { mark: 'isNew', style: 'badgeNew', testId: 'badge-new', textId: 'casino.badge.new' },
  { mark: 'maintenance', style: 'badgeMaintenance', testId: 'badge-maintenance', textId: 'maintenance.badge' },
  { mark: 'hot', style: 'badgeHot', testId: 'badge-hot', textId: 'casino.badge.hot' },
  { mark: 'featured', style: 'badgeFeatured', testId: 'badge-featured', textId: 'casino.badge.featured' },
] as const;

/** A badge: Chakra's badge recipe (its default variant) and the badge's colours. */
const badge =
  (bg: Tokens['colors'], color: Tokens['colors']) =>
  ({ getRecipeFn }: { getRecipeFn(key: string): (v: object) => SystemStyleObject }) => [getRecipeFn('badge')({}), { bg, color }];
/** The favourite toggle: Chakra's IconButton (the button recipe, xs ghost) where it sits on the tile. */
const favourite =
  (on: boolean) =>
  ({ getRecipeFn }: { getRecipeFn(key: string): (v: object) => SystemStyleObject }): SystemStyleObject[] => [
    {},
    getRecipeFn('button')({ size: 'xs', variant: 'ghost' }),
    {
      px: '[0]',
      py: '[0]',
      _icon: { fontSize: '[1.2em]' },
      position: 'absolute',
      top: '1',
      right: '1',
      color: on ? tok.accent : tok.primaryText,
      opacity: { base: '[1]', md: on ? '[1]' : '[0]' },
      ...hoverOrFocus,
      _focusVisible: { opacity: '[1]' },
    },
  ];

const useTileClasses = defineStaticStyles({
  root: () => [root(false)],
  rootBordered: () => [root(true)],
  link: () => [{ position: 'absolute', inset: '[0]', display: 'block', cursor: '[pointer]', outline: 'none' }],
  overlay: () => [
    {
      position: 'absolute',
      inset: '[0]',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      p: '2',
      // blurred, so a name printed in the game's art does not show through beside the overlay's one
      bg: tok.overlay,
      backdropFilter: 'blur(8px)',
      opacity: '[0]',
      transition: '[opacity 0.15s]',
      ...hoverOrFocus,
    },
  ],
  providerLogo: () => [{ objectFit: 'contain', maxH: '6', maxW: '[70%]' }],
  providerName: () => [{ fontSize: 'xs', color: tok.primaryText }],
  name: () => [{ ...text, textAlign: 'center', lineClamp: 2 }],
  maintenance: () => [text],
  playNow: () => [{ px: '3', py: '1.5', fontSize: 'sm', fontWeight: 'semibold', bg: tok.primary, color: tok.primaryText, borderRadius: radius.button }],
  demoRoom: () => [{ h: '8' }],
  demo: () => [
    {
      position: 'absolute',
      bottom: '2',
      left: '[50%]',
      transform: 'translateX(-50%)',
      px: '3',
      py: '1',
      fontSize: 'xs',
      fontWeight: 'semibold',
      borderWidth: '[1px]',
      borderColor: tok.primary,
      color: tok.text,
      borderRadius: radius.button,
      bg: tok.surface,
      boxShadow: 'sm',
      opacity: { base: '[1]', md: '[0]' },
      ...hoverOrFocus,
      _focusVisible: { opacity: '[1]' },
    },
  ],
  badges: () => [
    { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '1', position: 'absolute', top: '1.5', left: '1.5', pointerEvents: 'none' },
  ],
  badgeNew: badge(tok.primary, tok.primaryText),
  badgeMaintenance: badge(tok.surface, tok.text),
  badgeHot: badge(tok.accent, tok.primaryText),
  badgeFeatured: badge(tok.primary, tok.primaryText),
  favourite: favourite(false),
  favouriteOn: favourite(true),
});

/**
 * One game: a link to its page with the picture, and on hover or keyboard focus the provider, the
 * game's name and "Play now!"; the favourite toggle is a separate control beside the link. Plain elements
 * with classes resolved once (useTileClasses), not Chakra components: the same look and markup for a
 * fraction of the work, which is most of what a tap on a filter costs.
 */
export const GameTile = memo(function GameTile({
  game,
  href,
  demoHref,
  isFavorite,
  marks,
  providerLogo,
  providerName,
  studio,
  onPlay,
  onToggleFavorite,
  priority,
}: GameTileProps) {
  const intl = useIntl();
  const c = useTileClasses();
  const provider = providerName ?? game.provider;
  const demo = demoHref && !marks.maintenance;
  return (
    <div
      className={`group ${marks.bordered ? c.rootBordered : c.root}`}
      data-testid="game-tile"
      data-game-id={game.id}
      data-provider={game.routeProvider}
      data-bordered={marks.bordered || undefined}
    >
      <a
        href={href}
        className={c.link}
        data-testid="game-tile-link"
        aria-label={intl.formatMessage({ id: 'casino.tile.playGame' }, { name: game.gameName })}
        onClick={(e) => {
          if (opensElsewhere(e)) return;
          e.preventDefault();
          onPlay(game);
        }}
      >
        <GameImage src={game.imageUrl} alt={game.gameName} priority={priority} />
        <div className={c.overlay} data-testid="game-tile-overlay">
          {providerLogo ? (
            <img src={providerLogo} alt={provider} className={`chakra-image ${c.providerLogo}`} loading="lazy" />
          ) : (
            <p className={c.providerName}>{provider}</p>
          )}
          <p className={c.name} data-testid="game-tile-name">
            {game.gameName}
          </p>
          {studio && (
            <p className={c.providerName} data-testid="game-tile-studio">
              {studio}
            </p>
          )}
          {marks.maintenance ? (
            <span className={c.maintenance} data-testid="tile-maintenance">
              {intl.formatMessage({ id: 'maintenance.tile' })}
            </span>
          ) : (
            <span className={c.playNow} data-testid="play-now">
              {intl.formatMessage({ id: 'casino.tile.playNow' })}
            </span>
          )}
          {/* room for the Demo link below, which sits outside this link */}
          {demo && <div className={c.demoRoom} aria-hidden="true" />}
        </div>
      </a>
      {demo && (
        <Link to={demoHref} className={c.demo} data-testid="play-demo" aria-label={intl.formatMessage({ id: 'casino.tile.playDemo' }, { name: game.gameName })}>
          {intl.formatMessage({ id: 'casino.tile.demo' })}
        </Link>
      )}
      <div className={`chakra-stack ${c.badges}`}>
        {BADGES.map(({ mark, style, testId, textId }) =>
          marks[mark] ? (
            <span key={mark} className={`chakra-badge ${c[style]}`} data-testid={testId}>
              {intl.formatMessage({ id: textId })}
            </span>
          ) : null,
        )}
      </div>
      <button
        type="button"
        className={`chakra-button ${isFavorite ? c.favouriteOn : c.favourite}`}
        data-testid="favourite-toggle"
        aria-pressed={isFavorite}
        aria-label={intl.formatMessage({ id: isFavorite ? 'casino.tile.removeFavourite' : 'casino.tile.addFavourite' }, { name: game.gameName })}
        onClick={() => onToggleFavorite(game)}
      >
        <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
      </button>
    </div>
  );
});
