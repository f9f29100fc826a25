import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmountShort } from '../../../i18n/format';
import { weekdayName } from '../../../i18n/weekday';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { MoneyField } from './common';
import { FailureText } from './FailureText';
import { BonusRequest } from './BonusRequest';
import { FreespinsHistory } from './FreespinsHistory';
import { SectionTitle } from '../../../ui/common/SectionTitle';

/**
 * My bonus: wagering (bonus state and wager info), the brand's bonus terms, the odds conditions of bonus and
 * free bets (rules.betting), the loyalty programme (rules.loyalty), and the balance switch.
 */
export const Bonus = observer(function Bonus() {
  const root = useStore();
  const { auth } = root;
  const profile = usePageStore('profile');
  useEffect(() => {
    void auth.fetchBonusState();
    void auth.fetchWagerInfo();
    void profile.load();
  }, [auth, profile]);
  const w = auth.wageringData;
  const terms = root.config.rules.bonus;
  const { betting, loyalty, amountDecimals } = root.config.rules;
  const { locale, formatMessage } = useIntl();
  const odds = (n: number) => formatAmountShort(n, locale, amountDecimals);
  return (
    <Stack gap="4" data-testid="profile-bonus">
      <SectionTitle id="profile.tab.bonus" />
      <BonusRequest />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <MoneyField labelId="profile.bonus.total" value={w.totalWagerAmount || auth.wageringAmount} testId="bonus-total" />
        <MoneyField labelId="profile.bonus.played" value={w.alreadyPlaid || auth.amountPlayed} testId="bonus-played" />
        <MoneyField labelId="profile.bonus.left" value={w.leftToPlay || auth.amountLeftToPlay} testId="bonus-left" />
      </SimpleGrid>
      <Text data-testid="bonus-terms">
        <FormattedMessage
          id="profile.bonus.terms"
          values={{ percent: terms.firstDepositPercent, multiplier: terms.wageringMultiplier, spins: terms.registrationFreeSpins }}
        />
      </Text>
      <Text data-testid="bonus-bet-conditions">
        <FormattedMessage id="profile.bonus.betConditions" values={{ bonusOdds: odds(betting.bonusBetMinOdds), freeOdds: odds(betting.freeBetMinOdds) }} />
      </Text>
      <Stack gap="1" data-testid="bonus-loyalty">
        <Text fontWeight="bold">
          <FormattedMessage id="profile.bonus.loyaltyTitle" />
        </Text>
        <Text>
          <FormattedMessage
            id="profile.bonus.loyalty"
            values={{
              points: formatAmountShort(loyalty.points, locale, 0),
              amount: formatAmountShort(loyalty.amount, locale, amountDecimals),
              currency: formatMessage({ id: loyalty.currencyLabelId }),
              days: loyalty.lossWindowDays,
              day: weekdayName(loyalty.payoutDay, locale),
              time: loyalty.payoutTime,
            }}
          />
        </Text>
      </Stack>
      <Stack gap="2" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Text data-testid="bonus-active" data-active={profile.isBonusActive}>
          <FormattedMessage id={profile.isBonusActive ? 'profile.bonus.playingBonus' : 'profile.bonus.playingReal'} />
        </Text>
        <Button
          onClick={() => void profile.switchBalance()}
          disabled={profile.actionProcessing || !profile.loaded}
          bg="brand.primary"
          color="brand.primaryText"
          borderRadius="button"
          data-testid="bonus-switch"
        >
          <FormattedMessage id={profile.isBonusActive ? 'profile.bonus.switchToReal' : 'profile.bonus.switchToBonus'} />
        </Button>
      </Stack>
      <FailureText failure={profile.failures.switch ?? profile.failures.profile} whereId="profile.where.bonus" />
      <FreespinsHistory />
    </Stack>
  );
});
