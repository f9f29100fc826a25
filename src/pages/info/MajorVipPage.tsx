import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ContactsList } from '../../ui/shell/ContactsList';
import { Muted, Page } from '../../ui/common/Page';

/** VIP programme page: what it offers and how to reach the VIP managers. */
export default function MajorVipPage() {
  return (
    <Page title={<FormattedMessage id="majorVip.title" />} testId="major-vip-page">
      <Stack gap="5">
        <Muted id="majorVip.intro" />
        <ContactsList />
      </Stack>
    </Page>
  );
}
