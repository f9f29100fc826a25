import { Box, Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Referral as ReferralRow } from '../../../models/profile/ReferralStore';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { Loading } from '../../../ui/common/Page';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { HistoryTable } from '../HistoryTable';
import { DateCell, Field, MoneyField } from './common';
import { FailureText } from './FailureText';
import { ReferralApplication } from './ReferralApplication';
import { Money } from '../../../ui/common/Money';
import { selectedColors } from '../../../ui/common/selected';

/** Previous, the page numbers, next; the current page is marked for assistive technology too. */
const Paginator = observer(function Paginator({ page, count, onPage }: { page: number; count: number; onPage(p: number): void }) {
  const intl = useIntl();
  if (count <= 1) return null;
  return (
    <HStack gap="1" wrap="wrap" as="nav" aria-label={intl.formatMessage({ id: 'profile.referral.pages' })} data-testid="referral-paginator">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage({ id: 'profile.page.previous' })}
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </IconButton>
      {Array.from({ length: count }, (_, i) => (
        <Button
          // biome-ignore lint/suspicious/noArrayIndexKey: the buttons are the fixed pages 1..count; the index is the page
          key={i}
          size="sm"
          variant={i === page ? 'solid' : 'outline'}
          {...selectedColors(i === page)}
          aria-current={i === page ? 'page' : undefined}
          onClick={() => onPage(i)}
        >
          {i + 1}
        </Button>
      ))}
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage({ id: 'profile.page.next' })}
        disabled={page >= count - 1}
        onClick={() => onPage(page + 1)}
      >
        ›
      </IconButton>
    </HStack>
  );
});

/** Referral programme: the invite link to copy, friends invited, the reward, and the paged history. */
export const Referral = observer(function Referral() {
  const root = useStore();
  const { notify } = root;
  const referral = usePageStore('referral');
  useEffect(() => {
    void referral.loadStatistic();
    void referral.loadPage(referral.page);
    // Loads once per visit; paging calls loadPage itself.
  }, [referral]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referral.inviteLink);
      notify.success('profile.referral.copied');
    } catch {
      notify.add({ messageId: 'profile.referral.copyFailed', type: 'error' });
    }
  };
  return (
    <Stack gap="4" data-testid="profile-referral">
      <SectionTitle id="profile.tab.referral" />
      {referral.statisticLoaded && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Box p="4" bg="brand.surface" borderRadius="card" borderWidth="[1px]" borderColor="brand.border" minW="[0]">
            <Text fontSize="xs" color="brand.textMuted">
              <FormattedMessage id="profile.referral.link" />
            </Text>
            <Text fontWeight="bold" wordBreak="break-all" data-testid="referral-link">
              {referral.inviteLink}
            </Text>
            <Button size="xs" mt="2" onClick={() => void copy()} variant="outline" borderRadius="button" data-testid="referral-copy">
              <FormattedMessage id="profile.referral.copy" />
            </Button>
          </Box>
          <Field labelId="profile.referral.invited" testId="referral-invited">
            {referral.friendsInvited}
          </Field>
          <MoneyField labelId="profile.referral.reward" value={referral.rewardAmount} testId="referral-reward" />
        </SimpleGrid>
      )}
      <FailureText failure={referral.failures.statistic ?? referral.failures.history} whereId="profile.where.referral" />
      <SectionTitle id="profile.referral.history" />
      {!referral.historyLoaded && !referral.failures.history ? (
        <Loading />
      ) : (
        <Box data-testid="referral-history" data-page={referral.page}>
          <HistoryTable<ReferralRow>
            rows={referral.rows}
            testId="referral-table"
            columns={[
              { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
              { labelId: 'profile.col.username', cell: (r) => r.username ?? '' },
              { labelId: 'profile.col.reward', cell: (r) => <Money value={r.reward} /> },
            ]}
          />
        </Box>
      )}
      <Paginator page={referral.page} count={referral.pageCount} onPage={(p) => void referral.loadPage(p)} />
      <ReferralApplication />
    </Stack>
  );
});
