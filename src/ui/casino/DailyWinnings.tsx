import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { radius, tok } from './tokens';

export interface DailyWinningItem {
  userName: string;
  provider: string;
  bet: number;
  multiple: number;
  amount: number;
  date?: string;
  /** Tier of the win (e.g. gold, silver): shown as a label from the text pack. */
  type?: string;
}

/** Today's biggest wins, masked user names, as a compact list. */
export function DailyWinnings({ items, currency }: { items: readonly DailyWinningItem[]; currency?: string }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const n = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 });
  return (
    <Stack as="section" gap="2" data-testid="daily-winnings" aria-label={intl.formatMessage({ id: 'casino.dailyWinnings' })}>
      <Text as="h2" fontWeight="bold" fontSize="lg" color={tok.text}>{intl.formatMessage({ id: 'casino.dailyWinnings' })}</Text>
      <HStack gap="2" overflowX="auto" pb="1">
        {items.map((w, i) => (
          <Stack key={`${w.userName}-${w.date ?? ''}-${i}`} data-testid="daily-winning" flexShrink={0} gap="0.5" p="2" minW="40"
            bg={tok.surface} borderRadius={radius.card}>
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" fontWeight="semibold" color={tok.text}>{w.userName}</Text>
              {w.type && (
                <Badge variant="outline" color={tok.accent}>
                  {intl.formatMessage({ id: `casino.dailyWinnings.tier.${w.type}`, defaultMessage: w.type })}
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color={tok.textMuted}>{w.provider}</Text>
            <Text fontSize="sm" color={tok.accent}>
              {intl.formatMessage({ id: 'casino.dailyWinnings.win' }, { amount: `${n(w.amount)}${currency ? ` ${currency}` : ''}`, multiple: n(w.multiple) })}
            </Text>
          </Stack>
        ))}
      </HStack>
    </Stack>
  );
}
