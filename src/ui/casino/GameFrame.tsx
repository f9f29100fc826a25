import { Box, Button, HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { radius, tok } from './tokens';

export type GameFrameState =
  | { kind: 'launching' }
  /** `sandbox` and `referrerPolicy` come from the frame rules (src/config/frames.ts). */
  | { kind: 'ready'; url: string; title: string; sandbox: string; referrerPolicy: ReferrerPolicy }
  /** `detailId` is a text-pack id filled into the message's {message} (e.g. the brand's error-code text). */
  | { kind: 'error'; messageId: string; message?: string; detailId?: string };

/** The game page body: a spinner while launching, the game frame, or a clear error with retry and a way back. */
export function GameFrame({ state, onRetry, onBack }: { state: GameFrameState; onRetry(): void; onBack(): void }) {
  const intl = useIntl();
  if (state.kind === 'launching') {
    return (
      <Stack align="center" justify="center" minH="[60vh]" gap="3" role="status" data-testid="game-launching">
        <Spinner color={tok.primary} size="lg" />
        <Text color={tok.textMuted}>{intl.formatMessage({ id: 'casino.game.launching' })}</Text>
      </Stack>
    );
  }
  if (state.kind === 'error') {
    return (
      <Stack align="center" justify="center" minH="[60vh]" gap="4" role="alert" data-testid="game-error" textAlign="center" px="4">
        <Text fontWeight="semibold" color={tok.error}>
          {intl.formatMessage({ id: state.messageId }, { message: state.detailId ? intl.formatMessage({ id: state.detailId }) : (state.message ?? '') })}
        </Text>
        <HStack gap="3">
          <Button data-testid="game-retry" bg={tok.primary} color={tok.primaryText} borderRadius={radius.button} onClick={onRetry}>
            {intl.formatMessage({ id: 'casino.retry' })}
          </Button>
          <Button data-testid="game-back" variant="outline" borderRadius={radius.button} onClick={onBack}>
            {intl.formatMessage({ id: 'casino.game.back' })}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Box position="relative" w="full" h={{ base: '[calc(100dvh - 3.5rem)]', md: '[calc(100dvh - 4rem)]' }} bg={tok.bg}>
      <chakra.iframe
        data-testid="game-frame"
        title={state.title}
        src={state.url}
        w="full"
        h="full"
        border="[0]"
        sandbox={state.sandbox}
        allow="autoplay; fullscreen; encrypted-media"
        allowFullScreen
        referrerPolicy={state.referrerPolicy}
      />
    </Box>
  );
}
