import { HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { PrimaryButton } from '../../../ui/auth/fields';
import { Money } from '../../../ui/common/Money';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { FailureText } from './FailureText';

/**
 * The bonus balance and the player's request for it (POST /api/user/bonus_balance_request). Once the platform takes
 * it, the balance and wagering are read again and the button says the request is sent.
 */
export const BonusRequest = observer(function BonusRequest() {
  const { auth, notify } = useStore();
  const bonus = usePageStore('profile').bonusRequest;
  const send = async () => {
    if (await bonus.send()) return;
    notify.success('profile.bonus.requestSent');
    void auth.fetchBalance();
    void auth.fetchBonusState();
    void auth.fetchWagerInfo();
  };
  return (
    <Stack gap="2" data-testid="bonus-request">
      <HStack gap="4" wrap="wrap">
        <Text>
          <FormattedMessage id="header.bonusBalance" />:{' '}
          <Text as="span" fontWeight="bold" data-testid="bonus-request-balance">
            <Money value={auth.bonusBalance} /> {auth.currencyLabel}
          </Text>
        </Text>
        <PrimaryButton onClick={() => void send()} disabled={bonus.sending || bonus.requested} loading={bonus.sending} data-testid="bonus-request-submit">
          <FormattedMessage id={bonus.requested ? 'profile.bonus.requested' : 'profile.bonus.request'} />
        </PrimaryButton>
      </HStack>
      <FailureText failure={bonus.failure} whereId="profile.where.bonusRequest" />
    </Stack>
  );
});
