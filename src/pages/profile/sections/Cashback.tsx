import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDailyTime } from '../../../i18n/format';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { Loading } from '../../../ui/common/Page';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { MoneyField } from './common';
import { FailureText } from './FailureText';
import { CashbackHistory } from './CashbackHistory';
import { PrimaryButton } from '../../../ui/common/ActionButton';

/** Cashback: the balance (GET /api/cashback/balance), moving it to the main balance, when it is paid, and its history. */
export const Cashback = observer(function Cashback() {
  const root = useStore();
  const profile = usePageStore('profile');
  const intl = useIntl();
  // Each move to the main balance adds an entry: the history starts again.
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    void profile.loadCashback();
  }, [profile]);
  const { payoutTime, timeZone } = root.config.rules.cashback;
  const when = formatDailyTime(payoutTime, timeZone, intl.locale);
  const withdraw = async () => {
    const failure = await profile.withdrawCashback();
    if (!failure) {
      setMoves((n) => n + 1);
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
      <CashbackHistory version={moves} />
    </Stack>
  );
});
