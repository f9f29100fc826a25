import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { radius, tok } from './tokens';

export interface JackpotItem {
  id: string;
  name: string;
  amount: number;
  image?: string;
  lastWinner?: string;
  lastWinAmount?: number;
}

export interface FakeJackpotItem {
  amount: number;
  winner: string;
}

/** The lobby's jackpots: real jackpots as cards, then the recent (fake) jackpot winners. */
export function JackpotsStrip({ jackpots, fake, currency }: { jackpots: readonly JackpotItem[]; fake: readonly FakeJackpotItem[]; currency?: string }) {
  const intl = useIntl();
  if (jackpots.length === 0 && fake.length === 0) return null;
  const money = (n: number) => currency
    ? `${intl.formatNumber(n, { maximumFractionDigits: 2, minimumFractionDigits: 0 })} ${currency}`
    : intl.formatNumber(n, { maximumFractionDigits: 2 });
  return (
    <Stack as="section" gap="2" data-testid="jackpots" aria-label={intl.formatMessage({ id: 'casino.jackpots' })}>
      <Text as="h2" fontWeight="bold" fontSize="lg" color={tok.text}>{intl.formatMessage({ id: 'casino.jackpots' })}</Text>
      <HStack gap="3" overflowX="auto" pb="1" align="stretch">
        {jackpots.map((j) => (
          <Stack key={j.id} data-testid="jackpot" flexShrink={0} minW={{ base: '44', md: '56' }} p="3" gap="1"
            bg={tok.surface} borderRadius={radius.card} borderWidth="1px" borderColor={tok.accent}>
            <HStack gap="2">
              {j.image && <Image src={j.image} alt="" aria-hidden="true" boxSize="8" objectFit="contain" />}
              <Text fontSize="sm" color={tok.textMuted} truncate>{j.name}</Text>
            </HStack>
            <Text fontWeight="bold" fontSize="xl" color={tok.accent}>{money(j.amount)}</Text>
            {j.lastWinner && (
              <Text fontSize="xs" color={tok.textMuted}>
                {intl.formatMessage({ id: 'casino.jackpots.lastWinner' }, { name: j.lastWinner, amount: money(j.lastWinAmount ?? 0) })}
              </Text>
            )}
          </Stack>
        ))}
        {fake.map((f, i) => (
          <Box key={`${f.winner}-${i}`} data-testid="fake-jackpot" flexShrink={0} p="3" bg={tok.surfaceAlt} borderRadius={radius.card}>
            <Text fontSize="xs" color={tok.textMuted}>{intl.formatMessage({ id: 'casino.jackpots.won' }, { name: f.winner })}</Text>
            <Text fontWeight="bold" color={tok.accent}>{money(f.amount)}</Text>
          </Box>
        ))}
      </HStack>
    </Stack>
  );
}
