import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatAmountShort } from '../../i18n/format';
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

/** The wins of one tier, as the store groups them (root.dailyWinnings.tiers / byTier). */
export interface DailyWinningTier {
  /** The platform's tier value (gold, silver, bronze, diamond…); empty for wins without a tier. */
  tier: string;
  items: readonly DailyWinningItem[];
}

/** A tier's label: the text pack's casino.dailyWinnings.tier.<tier>, "other" for wins without a tier, else the raw value. */
function tierLabel(intl: IntlShape, tier: string): string {
  if (tier === '') return intl.formatMessage({ id: 'casino.dailyWinnings.tier.other' });
  return intl.formatMessage({ id: `casino.dailyWinnings.tier.${tier}`, defaultMessage: tier });
}

/** Today's biggest wins, masked user names, one section per tier in the order given (the store's tier order). */
/** `decimals`: the brand's rules.amountDecimals (amounts show up to that many). */
export function DailyWinnings({ tiers, currency, decimals }: { tiers: readonly DailyWinningTier[]; currency?: string; decimals: number }) {
  const intl = useIntl();
  const shown = tiers.filter((t) => t.items.length > 0);
  if (shown.length === 0) return null;
  const n = (v: number) => formatAmountShort(v, intl.locale, decimals);
  return (
    <Stack as="section" gap="2" data-testid="daily-winnings" aria-label={intl.formatMessage({ id: 'casino.dailyWinnings' })}>
      <Text as="h2" fontWeight="bold" fontSize="lg" color={tok.text}>{intl.formatMessage({ id: 'casino.dailyWinnings' })}</Text>
      {shown.map(({ tier, items }) => {
        const label = tierLabel(intl, tier);
        return (
          <Stack as="section" key={tier || '-'} gap="1" data-testid="daily-winnings-tier" data-tier={tier}
            aria-label={intl.formatMessage({ id: 'casino.dailyWinnings.tierSection' }, { tier: label })}>
            <HStack gap="2">
              <Badge variant="outline" color={tok.accent} data-testid="daily-winnings-tier-label">{label}</Badge>
            </HStack>
            {/* focusable so a keyboard user can scroll the row with the arrow keys */}
            <HStack gap="2" overflowX="auto" pb="1" tabIndex={0} role="group"
              aria-label={intl.formatMessage({ id: 'casino.dailyWinnings.tierSection' }, { tier: label })}
              _focusVisible={{ outline: '2px solid', outlineColor: tok.primary, outlineOffset: '2px' }}>
              {items.map((w, i) => (
                <Stack key={`${w.userName}-${w.date ?? ''}-${i}`} data-testid="daily-winning" flexShrink={0} gap="0.5" p="2" minW="40"
                  bg={tok.surface} borderRadius={radius.card}>
                  <Text fontSize="sm" fontWeight="semibold" color={tok.text}>{w.userName}</Text>
                  <Text fontSize="xs" color={tok.textMuted}>{w.provider}</Text>
                  <Text fontSize="sm" color={tok.accent}>
                    {intl.formatMessage({ id: 'casino.dailyWinnings.win' }, { amount: `${n(w.amount)}${currency ? ` ${currency}` : ''}`, multiple: n(w.multiple) })}
                  </Text>
                </Stack>
              ))}
            </HStack>
          </Stack>
        );
      })}
    </Stack>
  );
}
