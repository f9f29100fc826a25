import { Box, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { ContactChannelsText } from '../../ui/shell/ContactChannels';
import { Muted, Page } from '../../ui/common/Page';
import { ContactsList } from '../../ui/shell/ContactsList';
import { useSocialLinks } from '../../ui/shell/useSocialLinks';

/** Contacts page: every social/contact link the brand configures, targets from server settings. */
const ContactsPage = observer(function ContactsPage() {
  const links = useSocialLinks();
  return (
    <Page title={<FormattedMessage id="contacts.title" />} testId="contacts-page">
      {/* the channels first, their summary under them: channels the platform's settings add later extend the
          list downwards instead of pushing it down */}
      <Stack>
        <ContactsList links={links} />
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
