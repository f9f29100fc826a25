import { Flex, Stack, Text } from '@chakra-ui/react';
import { ActionButton } from '../common/ActionButton';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageStore } from '../StoreContext';

/**
 * The signed-in player's unread referral programme notifications, over the page beside the toasts (never
 * in its flow: one arriving after the first screen moves nothing): the outcome of their request
 * (accepted, or declined with the platform's reason) and a dismiss button that marks it read on the
 * server. Loaded on sign-in, not shown over a game; nothing of a previous player stays after sign-out.
 */
const ReferralNotices = observer(function ReferralNotices() {
  const intl = useIntl();
  const store = usePageStore('referralNotices');
  // Loaded when shown; what a player was told goes with them (a sign-out unmounts this), and a game page
  // (where it is not shown) is followed by a fresh load.
  useEffect(() => {
    void store.load();
    return () => store.clear();
  }, [store]);
  const unread = store.unread;
  if (unread.length === 0) return null;
  return (
    <Stack as="section" aria-label={intl.formatMessage({ id: 'referralNotice.label' })} gap="2" data-testid="referral-notices">
      {unread.map((n) => (
        <Flex
          key={n.id}
          role="status"
          data-testid="referral-notice"
          data-id={n.id}
          data-outcome={n.accepted ? 'accepted' : 'declined'}
          direction="column"
          gap="1"
          w={{ base: '[calc(100vw - 32px)]', sm: '[340px]' }}
          boxShadow="lg"
          bg="brand.surface"
          borderWidth="[1px]"
          borderColor="brand.border"
          borderLeftWidth="[4px]"
          borderLeftColor={n.accepted ? 'brand.success' : 'brand.error'}
          borderRadius="card"
          px="3"
          py="2"
        >
          {/* Title and dismiss on one line, the outcome under them: a card no taller than a toast. */}
          <Flex align="center" gap="2">
            <Text fontWeight="bold" fontSize="sm" flex={1} minW="[0]">
              <FormattedMessage id="referralNotice.title" />
            </Text>
            <ActionButton
              size="xs"
              variant="outline"
              borderColor="brand.border"
              color="brand.text"
              borderRadius="button"
              onClick={() => void store.dismiss(n.id)}
              loading={store.dismissing === n.id}
              disabled={Boolean(store.dismissing)}
              data-testid="referral-notice-dismiss"
            >
              <FormattedMessage id="referralNotice.dismiss" />
            </ActionButton>
          </Flex>
          <Text fontSize="sm" color="brand.text" data-testid="referral-notice-text">
            {n.accepted ? (
              <FormattedMessage id="referralNotice.accepted" />
            ) : n.rejectNote ? (
              <FormattedMessage id="referralNotice.declined" values={{ reason: n.rejectNote }} />
            ) : (
              <FormattedMessage id="referralNotice.declinedNoReason" />
            )}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
});

export default ReferralNotices;
