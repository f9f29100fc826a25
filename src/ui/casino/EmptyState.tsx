import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { tok } from './tokens';

/** A list with nothing to show: one sentence, and optionally a way on. */
export function EmptyState({ message, testId = 'empty-state', children }: { message: string; testId?: string; children?: ReactNode }) {
  return (
    <Box data-testid={testId} role="status" py="10" textAlign="center" color={tok.textMuted}>
      <Text mb={children ? '4' : '[0]'}>{message}</Text>
      {children}
    </Box>
  );
}
