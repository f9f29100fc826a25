import { useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { tok } from './tokens';

/**
 * A game picture, loaded when it comes near the screen — or at once and ahead of other downloads when it is
 * `priority` (a tile in the first screen's first row: the page's largest paint waits for it); when it fails,
 * the game's name on a plain surface instead.
 */
export function GameImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <Box
        role="img"
        aria-label={alt}
        data-testid="game-image-fallback"
        w="full"
        h="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={tok.surfaceAlt}
        color={tok.textMuted}
        p="2"
      >
        <Text textAlign="center" fontSize="sm" fontWeight="semibold" lineClamp={3}>
          {alt}
        </Text>
      </Box>
    );
  }
  // a plain <img> with one shared style object: a grid has many, and a Chakra Image resolves its style
  // props (hash, cache, class) for each of them on every render
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={FILL}
      onError={() => setFailed(true)}
    />
  );
}

const FILL = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;
