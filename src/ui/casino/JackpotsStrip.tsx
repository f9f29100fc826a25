import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatAmountShort } from '../../i18n/format';
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

export interface WonJackpotItem {
  key: string;
  /** Masked winner name, as the platform sends it. */
  winner: string;
  amount: number;
  /** The jackpot's name. */
  jackpot: string;
}

export interface JackpotInfo {
  title?: string;
  description?: string;
}

export interface JackpotsStripProps {
  jackpots: readonly JackpotItem[];
  fake: readonly FakeJackpotItem[];
  /** Recently won jackpots (the platform's won_jackpots). */
  won?: readonly WonJackpotItem[];
  /** The jackpot info text (title and description). */
  info?: JackpotInfo;
  currency?: string;
  /** The brand's rules.amountDecimals: amounts show up to that many. */
  decimals: number;
}

/** The lobby's jackpots: the info text, real jackpots as cards, the recent (fake) jackpot winners, and the recently won list. */
export function JackpotsStrip({ jackpots, fake, won = [], info, currency, decimals }: JackpotsStripProps) {
  const intl = useIntl();
  const hasInfo = !!(info?.title || info?.description);
  if (jackpots.length === 0 && fake.length === 0 && won.length === 0 && !hasInfo) return null;
  const money = (n: number) => (currency ? `${formatAmountShort(n, intl.locale, decimals)} ${currency}` : formatAmountShort(n, intl.locale, decimals));
  return (
    <Stack as="section" gap="2" data-testid="jackpots" aria-label={intl.formatMessage({ id: 'casino.jackpots' })}>
      <Text as="h2" fontWeight="bold" fontSize="lg" color={tok.text}>{intl.formatMessage({ id: 'casino.jackpots' })}</Text>
      {hasInfo && (
        <Stack gap="0.5" data-testid="jackpot-info">
          {info?.title && <Text fontWeight="semibold" color={tok.text}>{info.title}</Text>}
          {info?.description && <Text fontSize="sm" color={tok.textMuted}>{info.description}</Text>}
        </Stack>
      )}
      {/* focusable so a keyboard user can scroll the row with the arrow keys */}
      <HStack gap="3" overflowX="auto" pb="1" align="stretch" tabIndex={0} role="group" aria-label={intl.formatMessage({ id: 'casino.jackpots' })}
        _focusVisible={{ outline: '2px solid', outlineColor: tok.primary, outlineOffset: '2px' }}>
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
      {won.length > 0 && (
        <Stack as="section" gap="1" aria-label={intl.formatMessage({ id: 'casino.jackpots.recentlyWon' })}>
          <Text as="h3" fontWeight="semibold" fontSize="md" color={tok.text}>{intl.formatMessage({ id: 'casino.jackpots.recentlyWon' })}</Text>
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {won.map((w) => (
              <HStack as="li" key={w.key} data-testid="won-jackpot" gap="2" px="3" py="1.5" bg={tok.surface} borderRadius={radius.card} flexWrap="wrap">
                <Text fontSize="sm" fontWeight="semibold" color={tok.text}>{w.winner}</Text>
                <Text fontSize="sm" color={tok.textMuted}>
                  {intl.formatMessage({ id: w.jackpot ? 'casino.jackpots.wonItem' : 'casino.jackpots.wonItemNoName' }, { amount: money(w.amount), jackpot: w.jackpot })}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
