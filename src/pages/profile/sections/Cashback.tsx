import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatDailyTime } from '../../../i18n/format';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { Loading } from '../../../ui/common/Page';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { MoneyField } from './common';
import { FailureText } from './FailureText';
import { PrimaryButton } from '../../../ui/common/ActionButton';

/**
 * Cashback: the balance (GET /api/cashback/balance), moving it to the main balance, and when it is
 * paid. The platform has no cashback history call (spec §3 calls its history mocked data): credited
 * cashback shows in the balance history, and the page says so and links there.
 */
export const Cashback = observer(function Cashback() {
  const root = useStore();
  const profile = usePageStore('profile');
  const intl = useIntl();
  useEffect(() => {
    void profile.loadCashback();
  }, [profile]);
  const { payoutTime, timeZone } = root.config.rules.cashback;
  const when = formatDailyTime(payoutTime, timeZone, intl.locale);
  const withdraw = async () => {
    const failure = await profile.withdrawCashback();
    if (!failure) {
      root.notify.success('profile.cashback.withdrawn');
      void root.auth.fetchBalance();
    }
  };
  return (
    <Stack gap="4" data-testid="profile-cashback">
      <SectionTitle id="profile.tab.cashback" />
      <Text data-testid="cashback-payout">
        <FormattedMessage id="profile.cashback.payout" values={when} />
      </Text>
      {profile.cashbackBalance === undefined && !profile.failures.cashback ? (
        <Loading />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MoneyField labelId="profile.cashback.balance" value={profile.cashbackBalance} testId="cashback-balance" />
        </SimpleGrid>
      )}
      <PrimaryButton
        alignSelf="start"
        onClick={() => void withdraw()}
        disabled={profile.actionProcessing || !profile.cashbackBalance}
        data-testid="cashback-withdraw"
      >
        <FormattedMessage id="profile.cashback.withdraw" />
      </PrimaryButton>
      <FailureText failure={profile.failures.cashbackWithdraw ?? profile.failures.cashback} whereId="profile.where.cashback" />
      <Text color="brand.textMuted" data-testid="cashback-history">
        <FormattedMessage
          id="profile.cashback.history"
          values={{
            link: (chunks) => (
              <Link asChild color="brand.primary">
                <RouterLink to="/profile/balance-history">{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
    </Stack>
  );
});
