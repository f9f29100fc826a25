import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PromocodeEntry } from '../../../models/profile/HistoryListStore';
import { usePageStore } from '../../../ui/StoreContext';
import { LazyHistoryTable } from '../HistoryTable';
import { useHistoryList } from '../useHistoryList';
import { DateCell } from './common';
import { PrimaryButton } from '../../../ui/common/ActionButton';
import { SectionTitle } from '../../../ui/common/SectionTitle';

/** Promo code: activation (refusal text under the field, success toast) and the activated codes. */
export const Promocode = observer(function Promocode() {
  const promocode = usePageStore('promocode');
  const intl = useIntl();
  const [code, setCode] = useState('');
  const history = useHistoryList<PromocodeEntry>(promocode.history, `promocodes|${promocode.lastActivated}`);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const failure = await promocode.activate(code);
    // The typed code stays after a refusal so the player can correct it.
    if (!failure && !promocode.errorId) setCode('');
  };
  return (
    <Stack gap="4" data-testid="profile-promocode">
      <SectionTitle id="profile.tab.promocode" />
      <form onSubmit={(e) => void submit(e)}>
        <HStack gap="2" align="start" wrap="wrap">
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={intl.formatMessage({ id: 'profile.promo.placeholder' })}
            aria-label={intl.formatMessage({ id: 'profile.promo.placeholder' })}
            aria-invalid={promocode.errorId !== undefined}
            maxW="[320px]"
            data-testid="promo-input"
          />
          <PrimaryButton type="submit" disabled={promocode.sending || !code.trim()} data-testid="promo-activate">
            <FormattedMessage id="profile.promo.activate" />
          </PrimaryButton>
        </HStack>
      </form>
      {promocode.errorId && (
        <Text role="alert" color="brand.error" data-testid="promo-error">
          <FormattedMessage id={promocode.errorId} />
        </Text>
      )}
      <SectionTitle id="profile.promo.history" />
      <LazyHistoryTable
        testId="promo-history"
        history={history}
        columns={[
          { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
          { labelId: 'profile.col.code', cell: (r) => r.code ?? '' },
        ]}
      />
    </Stack>
  );
});
