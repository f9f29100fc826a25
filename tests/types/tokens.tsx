/**
 * Compile-time fixtures for the theme's tokens, checked by `npm run typecheck` (which first types Chakra's
 * style props from the engine's system, `npm run theme:types`): every line under a `@ts-expect-error`
 * must fail to compile, or tsc reports the directive as unused and the check fails. They prove that a
 * token the system does not define — the `brand.card` radius that once reached the CSS as
 * `border-radius: brand.card` for a year — is a compile error, not a rule the browser drops.
 */
import { Box, type SystemStyleObject } from '@chakra-ui/react';

export const KnownTokens = () => <Box borderRadius="card" color="brand.text" bg="brand.surface" p="4" />;

// @ts-expect-error an unknown radius token does not compile
export const UnknownRadius = () => <Box borderRadius="brand.card" />;

// @ts-expect-error an unknown colour token does not compile
export const UnknownColour = () => <Box color="brand.nope" />;

// @ts-expect-error a palette key a brand may leave out (theme.json `info`) is no token every brand has
export const OptionalPaletteKey = () => <Box color="brand.info" />;

// @ts-expect-error a raw length where the prop takes tokens does not compile; `[12px]` says it is meant
export const RawLength: SystemStyleObject = { borderRadius: '12px' };

export const EscapedLength: SystemStyleObject = { borderRadius: '[12px]' };
