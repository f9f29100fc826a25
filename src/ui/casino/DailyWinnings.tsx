import { Stack, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatAmount, formatAmountShort } from '../../i18n/format';
import { defineStaticStyles } from '../common/staticStyles';
import { ScrollStrip, stripCard } from './ScrollStrip';
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

// A win's parts as the Chakra elements they were would style them (a Stack card, an HStack, Text lines, an outline
// badge), resolved once per theme system: the strip holds dozens of wins, and as Chakra elements each resolved and
// hashed six style objects on every render, one 60–90 ms task at 4× CPU when the strip mounted.
const useWinClasses = defineStaticStyles({
  card: () => [{ display: 'flex', flexDirection: 'column', ...stripCard, px: '2.5', minW: '36' }],
  head: () => [{ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: '1.5' }],
  user: () => [{ fontSize: 'sm', fontWeight: 'semibold', color: tok.text }],
  tier: ({ getRecipeFn }) => [getRecipeFn('badge')({ variant: 'outline', size: 'xs' }), { color: tok.accent }],
  provider: () => [{ fontSize: 'xs', color: tok.textMuted }],
  win: () => [{ fontSize: 'sm', color: tok.accent }],
});

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
  const c = useWinClasses();
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
            // a group named by its tier: ARIA gives no name to a plain div (the Stack this was had its label unread)
            // biome-ignore lint/a11y/useSemanticElements: lines of text, not form controls: a fieldset would misname them
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the index only tells apart equal wins in a list replaced whole on each load
              key={`${tier}-${w.userName}-${w.date ?? ''}-${i}`}
              className={c.card}
              data-testid="daily-winning"
              data-tier={tier}
              role="group"
              aria-label={intl.formatMessage({ id: 'casino.dailyWinnings.tierSection' }, { tier: label })}
            >
              <div className={c.head}>
                <p className={c.user}>{w.userName}</p>
                <span className={c.tier} data-testid="daily-winnings-tier-label">
                  {label}
                </span>
              </div>
              <p className={c.provider} data-testid="daily-winning-provider">
                {w.provider}
              </p>
              <p className={c.win}>
                {intl.formatMessage(
                  { id: 'casino.dailyWinnings.win' },
                  { amount: `${money(w.amount)}${currency ? ` ${currency}` : ''}`, multiple: times(w.multiple) },
                )}
              </p>
            </div>
          ));
        })}
      </ScrollStrip>
    </Stack>
  );
}
