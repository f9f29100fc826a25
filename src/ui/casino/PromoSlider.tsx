import { Box, chakra, Flex, IconButton, Image } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LinkTarget } from '../../config/linkTarget';
import { Icon } from '../common/Icon';
import { SLIDER_RATIO } from './tokens';

export interface SliderSlide {
  id: string;
  image: string;
  /** Where the slide leads, as decided by the brand's link rules; 'none' shows the image unlinked. */
  target: LinkTarget;
}

/** A horizontal drag longer than this turns the slide. */
const SWIPE_PX = 40;

function SlideLink({ target, label, children, tabbable }: { target: LinkTarget; label: string; children: ReactNode; tabbable: boolean }) {
  const common = { 'aria-label': label, tabIndex: tabbable ? 0 : -1, 'data-testid': 'slide-link', draggable: false } as const;
  if (target.kind === 'internal')
    return (
      <RouterLink to={target.path} {...common} style={{ display: 'block', height: '100%' }}>
        {children}
      </RouterLink>
    );
  if (target.kind === 'external') {
    return (
      <chakra.a href={target.href} target="_blank" rel="noopener noreferrer" {...common} display="block" h="full">
        {children}
      </chakra.a>
    );
  }
  return <>{children}</>;
}

/**
 * The lobby's promotion slider: one slide at a time, previous/next buttons and dots (labelled),
 * arrow keys while focus is inside, and a swipe on touch screens. No autoplay: the player turns it.
 */
export function PromoSlider({ slides, loading, label }: { slides: readonly SliderSlide[]; loading: boolean; label: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const drag = useRef<{ x: number; id: number } | undefined>(undefined);
  const count = slides.length;
  if (!loading && count === 0) return null;
  const current = count ? Math.min(index, count - 1) : 0;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const onKey = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') go(current - 1);
    else if (e.key === 'ArrowRight') go(current + 1);
    else return;
    e.preventDefault();
  };
  const onDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') drag.current = { x: e.clientX, id: e.pointerId };
  };
  const onUp = (e: PointerEvent) => {
    const d = drag.current;
    drag.current = undefined;
    if (!d || d.id !== e.pointerId || count < 2) return;
    const dx = e.clientX - d.x;
    if (Math.abs(dx) > SWIPE_PX) go(current + (dx < 0 ? 1 : -1));
  };
  const arrow = (dir: -1 | 1) => (
    <IconButton
      aria-label={intl.formatMessage({ id: dir < 0 ? 'slider.prev' : 'slider.next' })}
      data-testid={dir < 0 ? 'slider-prev' : 'slider-next'}
      onClick={() => go(current + dir)}
      position="absolute"
      top="[50%]"
      transform="translateY(-50%)"
      {...(dir < 0 ? { left: '2' } : { right: '2' })}
      size="sm"
      borderRadius="full"
      bg="blackAlpha.600"
      color="white"
      _hover={{ bg: 'blackAlpha.800' }}
    >
      <Icon name={dir < 0 ? 'collapse' : 'expand'} size={18} />
    </IconButton>
  );
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={label} data-testid="promo-slider" data-count={count} onKeyDown={onKey}>
      <Box
        position="relative"
        w="full"
        aspectRatio={`[${SLIDER_RATIO}]`}
        overflow="hidden"
        borderRadius="card"
        bg="brand.surfaceAlt"
        onPointerDown={onDown}
        onPointerUp={onUp}
        onPointerCancel={() => (drag.current = undefined)}
        style={{ touchAction: 'pan-y' }}
      >
        <Flex h="full" transition="[transform 0.35s ease]" transform={`translateX(-${current * 100}%)`} aria-live="polite">
          {slides.map((s, i) => {
            const name = intl.formatMessage({ id: 'slider.slide' }, { index: i + 1, count });
            return (
              <Box
                key={s.id}
                flex="0 0 100%"
                h="full"
                role="group"
                aria-roledescription="slide"
                aria-label={name}
                aria-hidden={i !== current}
                data-testid="slide"
                data-slide-id={s.id}
                data-current={i === current || undefined}
              >
                <SlideLink target={s.target} label={intl.formatMessage({ id: 'slider.open' }, { index: i + 1 })} tabbable={i === current}>
                  <Image src={s.image} alt="" w="full" h="full" objectFit="cover" draggable={false} loading={i === 0 ? 'eager' : 'lazy'} />
                </SlideLink>
              </Box>
            );
          })}
        </Flex>
        {count > 1 && arrow(-1)}
        {count > 1 && arrow(1)}
      </Box>
      {count > 1 && (
        <Flex justify="center" gap="1" mt="2">
          {slides.map((s, i) => (
            <chakra.button
              key={s.id}
              type="button"
              onClick={() => go(i)}
              aria-label={intl.formatMessage({ id: 'slider.slide' }, { index: i + 1, count })}
              aria-current={i === current || undefined}
              data-testid="slider-dot"
              w="[24px]"
              h="[24px]"
              display="flex"
              alignItems="center"
              justifyContent="center"
            >
              <Box
                as="span"
                w={i === current ? '[16px]' : '[8px]'}
                h="[8px]"
                borderRadius="full"
                bg={i === current ? 'brand.primary' : 'brand.border'}
                transition="[width 0.2s]"
              />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Box>
  );
}
