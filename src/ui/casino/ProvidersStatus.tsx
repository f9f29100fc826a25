import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { tok } from './tokens';

/**
 * The line naming the provider lists still loading once the others have answered (a slow or hung list is
 * shown as loading, not as a row silently missing games). It never takes room the page would lose or move:
 * beside a title it keeps that row's one-line height and is cut when long; `floating`, it is a pill under the
 * header over the page (the lobby, which has no title row to share). The live region is always there for screen
 * readers; the whole text is on hover.
 */
export function ProvidersStatus({ text, floating = false }: { text: string; floating?: boolean }) {
  const line = text ? (
    <>
      <Spinner size="sm" color="brand.primary" flexShrink={0} />
      <Text fontSize="sm" data-testid="providers-loading" truncate minW="[0]" title={text}>
        {text}
      </Text>
    </>
  ) : null;
  if (!floating) {
    return (
      <HStack role="status" data-testid="providers-status" gap="2" h="6" overflow="hidden" minW="[0]" flexShrink={1}>
        {line}
      </HStack>
    );
  }
  return (
    <Box
      role="status"
      data-testid="providers-status"
      position="fixed"
      top="[76px]"
      insetX="[0]"
      zIndex="banner"
      pointerEvents="none"
      display="flex"
      justifyContent="center"
      px="4"
    >
      {line && (
        <HStack gap="2" px="3" py="1" maxW="full" minW="[0]" bg={tok.surface} color={tok.text} borderRadius="full" boxShadow="md" overflow="hidden">
          {line}
        </HStack>
      )}
    </Box>
  );
}
