import { Flex, Stack, Text } from '@chakra-ui/react';
import { ActionButton } from '../common/ActionButton';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { usePathname } from './shellRouting';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageStore } from '../StoreContext';

/**
 * The signed-in player's unread referral programme notifications, under the header: the outcome of their
 * request (accepted, or declined with the platform's reason) and a dismiss button that marks it read on the
 * server. Loaded on sign-in and shown from the next page on (never popping in over the page on screen); not
 * on a game page; nothing of a previous player stays after sign-out.
 */
const ReferralNotices = observer(function ReferralNotices() {
  const intl = useIntl();
  const store = usePageStore('referralNotices');
  useEffect(() => {
    void store.load();
  }, [store]);
  // In the page's flow, so never popping in over a page already shown: a notice that arrives while a page is
  // on screen waits for the next page (it would push the page down under the player's eyes and finger).
  const pathname = usePathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page (pathname) decides when the list on screen is taken
  const shownHere = useMemo(() => new Set(store.unread.map((n) => n.id)), [pathname, store]);
  const unread = store.unread.filter((n) => shownHere.has(n.id));
  if (unread.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-label={intl.formatMessage({ id: 'referralNotice.label' })}
      gap="2"
      px={{ base: '3', md: '5' }}
      pt="3"
      data-testid="referral-notices"
    >
      {unread.map((n) => (
        <Flex
          key={n.id}
          role="status"
          data-testid="referral-notice"
          data-id={n.id}
          data-outcome={n.accepted ? 'accepted' : 'declined'}
          direction="column"
          gap="1"
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
