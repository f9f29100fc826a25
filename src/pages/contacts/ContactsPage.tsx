import { Box, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { ContactChannelsText } from '../../ui/shell/ContactChannels';
import { Muted, Page } from '../../ui/common/Page';
import { ContactsList } from '../../ui/shell/ContactsList';
import { useSocialSlots } from '../../ui/shell/useSocialLinks';

/** Contacts page: every social/contact link the brand configures, targets from server settings. */
const ContactsPage = observer(function ContactsPage() {
  const slots = useSocialSlots();
  const links = slots.flatMap((l) => (l.pending ? [] : [l]));
  return (
    <Page title={<FormattedMessage id="contacts.title" />} testId="contacts-page">
      {/* the channels first, their summary under them; a channel the platform's settings may still give holds its
          place, so their answer moves nothing on the page */}
      <Stack>
        <ContactsList links={slots} />
      </Stack>
      {links.length > 0 && (
        <Box mt="5">
          <Muted>
            <span data-testid="contacts-description">
              <ContactChannelsText links={links} />
            </span>
          </Muted>
        </Box>
      )}
    </Page>
  );
});
export default ContactsPage;
