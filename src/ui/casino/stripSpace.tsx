import { Box } from '@chakra-ui/react';

/** Slides are wide banners: the slider's box keeps this width-to-height ratio, loading or not. */
export const SLIDER_RATIO = 3;

/**
 * The room the promotion slider takes, with nothing in it: what the lobby holds while the slider's code and slides
 * are on their way (a module of its own, so the lobby reserves the room without downloading the slider).
 */
export function SliderSpace() {
  return <Box w="full" aspectRatio={`[${SLIDER_RATIO}]`} borderRadius="card" bg="brand.surfaceAlt" aria-hidden="true" />;
}

/**
 * The height the jackpots strip holds from its placeholder until its lists are in (its title line and one line of
 * cards): a desktop's first screen shows the row under it, which must not move when the jackpots arrive.
 */
export const JACKPOTS_STRIP_MIN_H = '[7.5rem]';

/** The room the jackpots strip takes while its code and lists are on their way. */
export function JackpotsSpace() {
  return <Box minH={JACKPOTS_STRIP_MIN_H} aria-hidden="true" />;
}
