import { Box, HStack, IconButton, Stack, type StackProps, type Tokens } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { radius, tok } from './tokens';

/**
 * A horizontal row that shows it scrolls: edges fade where more items hide, arrow buttons (wide
 * screens) page through it, and items snap to the start. Focusable so a keyboard user can scroll it
 * with the arrow keys.
 */
export function ScrollStrip({ label, children, testId, gap = '2' }: { label: string; children: ReactNode; testId?: string; gap?: Tokens['spacing'] }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ prev: false, next: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // one pixel of slack: fractional widths never reach the exact end
    const prev = el.scrollLeft > 1;
    const next = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.prev === prev && e.next === next ? e : { prev, next }));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new children are new elements to observe and measure
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A ResizeObserver reports every observed element once when observing starts, after the browser's own
    // layout: measuring there instead of here does not force a layout of the whole page on each render.
    if (typeof ResizeObserver === 'undefined') return void measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    for (const child of el.children) ro.observe(child);
    return () => ro.disconnect();
  }, [measure, children]);
  const page = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * ref.current.clientWidth * 0.8, behavior: 'smooth' });
  const arrow = (dir: 1 | -1) => (
    <IconButton
      size="sm"
      variant="subtle"
      position="absolute"
      top="[50%]"
      transform="translateY(-50%)"
      zIndex="[1]"
      {...(dir < 0 ? { left: '1' } : { right: '1' })}
      display={{ base: 'none', md: 'inline-flex' }}
      bg={tok.surfaceAlt}
      color={tok.text}
      borderRadius="full"
      boxShadow="md"
      data-testid={dir < 0 ? 'strip-previous' : 'strip-next'}
      aria-label={intl.formatMessage({ id: dir < 0 ? 'casino.strip.previous' : 'casino.strip.next' }, { label })}
      onClick={() => page(dir)}
    >
      <span aria-hidden="true">{dir < 0 ? '‹' : '›'}</span>
    </IconButton>
  );
  const fade = (side: 'left' | 'right') => (
    <Box
      position="absolute"
      top="[0]"
      bottom="[0]"
      {...{ [side]: 0 }}
      w="10"
      pointerEvents="none"
      zIndex="[1]"
      aria-hidden="true"
      bgGradient={side === 'left' ? 'to-r' : 'to-l'}
      gradientFrom={tok.bg}
      gradientTo="transparent"
      data-testid={`strip-fade-${side}`}
    />
  );
  return (
    <Box position="relative" data-testid={testId} data-can-scroll-next={edges.next || undefined} data-can-scroll-previous={edges.prev || undefined}>
      {edges.prev && fade('left')}
      {edges.prev && arrow(-1)}
      <HStack
        ref={ref}
        gap={gap}
        overflowX="auto"
        pb="1"
        align="stretch"
        tabIndex={0}
        role="group"
        aria-label={label}
        onScroll={measure}
        scrollSnapType="[x mandatory]"
        scrollPaddingInline="1"
        css={{ '& > *': { scrollSnapAlign: 'start', flexShrink: 0 }, scrollbarWidth: 'thin' }}
        _focusVisible={{ outline: '2px solid', outlineColor: tok.primary, outlineOffset: '2px' }}
      >
        {children}
      </HStack>
      {edges.next && fade('right')}
      {edges.next && arrow(1)}
    </Box>
  );
}

// one object spread before the caller's props, as PrimaryButton does (src/ui/common/ActionButton.tsx); also a win card's
// static class (DailyWinnings.tsx)
export const stripCard = { gap: '[0]', py: '1.5', bg: tok.surface, borderRadius: radius.card } as const satisfies StackProps;

/** An item of a strip (a jackpot, a win): a small card on the surface colour, its lines stacked tight. */
export function StripCard(props: StackProps) {
  return <Stack {...(stripCard as StackProps)} {...props} />;
}
