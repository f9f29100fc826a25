import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { ScrollStrip, StripCard } from './ScrollStrip';
import { JACKPOTS_STRIP_MIN_H, radius, tok } from './tokens';

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
  /** The strip's title (the lobby row's label); the engine's "Jackpots" when absent. */
  title?: string;
  jackpots: readonly JackpotItem[];
  fake: readonly FakeJackpotItem[];
  /** Recently won jackpots (the platform's won_jackpots). */
  won?: readonly WonJackpotItem[];
  /** The jackpot info text (title and description). */
  info?: JackpotInfo;
  currency?: string;
  /** The brand's rules.amountDecimals: every amount shows exactly that many ("250.000,50" beside "19.000,75"). */
  decimals: number;
}

/** Two titles that read the same to a player (case and spaces aside). */
const sameText = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0;

/**
 * The lobby's jackpots as one compact strip: the info text in a line, then real jackpots, the recently won list
 * and the recent (fake, polled) jackpot winners side by side, so games stay near the top. The polled list is last:
 * each poll changes only its own cards, never moves the others. The strip keeps one height (JACKPOTS_STRIP_MIN_H).
 */
export function JackpotsStrip({ title: titleProp, jackpots, fake, won = [], info, currency, decimals }: JackpotsStripProps) {
  const intl = useIntl();
  const money = (n: number) => (currency ? `${formatAmount(n, intl.locale, decimals)} ${currency}` : formatAmount(n, intl.locale, decimals));
  const title = titleProp ?? intl.formatMessage({ id: 'casino.jackpots' });
  // The info's title often is the row's own label ("Jackpots", the brand's texts for both): shown twice it reads "Botes Botes".
  const infoTitle = info?.title && !sameText(info.title, title) ? info.title : undefined;
  const hasInfo = !!(infoTitle || info?.description);
  if (jackpots.length === 0 && fake.length === 0 && won.length === 0 && !hasInfo) return null;
  return (
    <Stack as="section" gap="1.5" minH={JACKPOTS_STRIP_MIN_H} data-testid="jackpots" aria-label={title}>
      <HStack gap="3" align="baseline" flexWrap="wrap">
        <Text as="h2" fontWeight="bold" fontSize="md" color={tok.text}>
          {title}
        </Text>
        {hasInfo && (
          <Text fontSize="sm" color={tok.textMuted} lineClamp={1} data-testid="jackpot-info" title={info?.description}>
            {infoTitle && (
              <Text as="span" fontWeight="semibold" color={tok.text}>
                {infoTitle}
              </Text>
            )}
            {infoTitle && info?.description ? ' – ' : ''}
            {info?.description}
          </Text>
        )}
      </HStack>
      <ScrollStrip label={title} testId="jackpots-strip" gap="2">
        {jackpots.map((j) => (
          <StripCard key={j.id} data-testid="jackpot" minW={{ base: '40', md: '48' }} px="3" borderWidth="[1px]" borderColor={tok.accent}>
            <HStack gap="2">
              {j.image && <Image src={j.image} alt="" aria-hidden="true" boxSize="5" objectFit="contain" />}
              <Text fontSize="xs" color={tok.textMuted} truncate>
                {j.name}
              </Text>
            </HStack>
            <Text fontWeight="bold" fontSize="lg" color={tok.accent}>
              {money(j.amount)}
            </Text>
            {j.lastWinner && (
              <Text fontSize="xs" color={tok.textMuted} truncate>
                {intl.formatMessage({ id: 'casino.jackpots.lastWinner' }, { name: j.lastWinner, amount: money(j.lastWinAmount ?? 0) })}
              </Text>
            )}
          </StripCard>
        ))}
        {won.map((w) => (
          <StripCard key={w.key} data-testid="won-jackpot" px="3" maxW="60" aria-label={intl.formatMessage({ id: 'casino.jackpots.recentlyWon' })}>
            <Text fontSize="xs" color={tok.textMuted}>
              {intl.formatMessage({ id: 'casino.jackpots.recentlyWon' })}
            </Text>
            <Text fontSize="sm" color={tok.text}>
              <Text as="span" fontWeight="semibold">
                {w.winner}
              </Text>{' '}
              {intl.formatMessage(
                { id: w.jackpot ? 'casino.jackpots.wonItem' : 'casino.jackpots.wonItemNoName' },
                { amount: money(w.amount), jackpot: w.jackpot },
              )}
            </Text>
          </StripCard>
        ))}
        {fake.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index only tells apart equal entries in a list replaced whole on each change
          <Box key={`${f.winner}-${i}`} data-testid="fake-jackpot" px="3" py="1.5" bg={tok.surfaceAlt} borderRadius={radius.card}>
            <Text fontSize="xs" color={tok.textMuted}>
              {intl.formatMessage({ id: 'casino.jackpots.won' }, { name: f.winner })}
            </Text>
            <Text fontWeight="bold" color={tok.accent}>
              {money(f.amount)}
            </Text>
          </Box>
        ))}
      </ScrollStrip>
    </Stack>
  );
}
