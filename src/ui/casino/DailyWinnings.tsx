import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatAmount, formatAmountShort } from '../../i18n/format';
import { ScrollStrip, StripCard } from './ScrollStrip';
import { tok } from './tokens';

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
  // The raw value as is (not a defaultMessage: packs are precompiled, the shipped react-intl has no parser for one).
  const id = `casino.dailyWinnings.tier.${tier}`;
  return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : tier;
}

/**
 * Today's biggest wins as one compact strip (tiers in the order given, the store's tier order), each
 * win labelled with its tier, so the lobby's games stay near the top of the page.
 * `decimals`: the brand's rules.amountDecimals (a win shows exactly that many, as money does everywhere; the multiple up to that many).
 */
export function DailyWinnings({
  title: titleProp,
  tiers,
  currency,
  decimals,
}: {
  title?: string;
  tiers: readonly DailyWinningTier[];
  currency?: string;
  decimals: number;
}) {
  const intl = useIntl();
  const shown = tiers.filter((t) => t.items.length > 0);
  if (shown.length === 0) return null;
  const money = (v: number) => formatAmount(v, intl.locale, decimals);
  const times = (v: number) => formatAmountShort(v, intl.locale, decimals);
  const title = titleProp ?? intl.formatMessage({ id: 'casino.dailyWinnings' });
  return (
    <Stack as="section" gap="1.5" data-testid="daily-winnings" aria-label={title}>
      <Text as="h2" fontWeight="bold" fontSize="md" color={tok.text}>
        {title}
      </Text>
      <ScrollStrip label={title} testId="daily-winnings-strip">
        {shown.flatMap(({ tier, items }) => {
          const label = tierLabel(intl, tier);
          return items.map((w, i) => (
            <StripCard
              // biome-ignore lint/suspicious/noArrayIndexKey: the index only tells apart equal wins in a list replaced whole on each load
              key={`${tier}-${w.userName}-${w.date ?? ''}-${i}`}
              data-testid="daily-winning"
              data-tier={tier}
              px="2.5"
              minW="36"
              aria-label={intl.formatMessage({ id: 'casino.dailyWinnings.tierSection' }, { tier: label })}
            >
              <HStack gap="1.5" justify="space-between">
                <Text fontSize="sm" fontWeight="semibold" color={tok.text}>
                  {w.userName}
                </Text>
                <Badge variant="outline" size="xs" color={tok.accent} data-testid="daily-winnings-tier-label">
                  {label}
                </Badge>
              </HStack>
              <Text fontSize="xs" color={tok.textMuted} data-testid="daily-winning-provider">
                {w.provider}
              </Text>
              <Text fontSize="sm" color={tok.accent}>
                {intl.formatMessage(
                  { id: 'casino.dailyWinnings.win' },
                  { amount: `${money(w.amount)}${currency ? ` ${currency}` : ''}`, multiple: times(w.multiple) },
                )}
              </Text>
            </StripCard>
          ));
        })}
      </ScrollStrip>
    </Stack>
  );
}
