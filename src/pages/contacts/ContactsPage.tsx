import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/common/Icon';
import { ContactChannelsText } from '../../ui/shell/ContactChannels';
import { useSocialLinks, type ResolvedSocialLink } from '../../ui/shell/useSocialLinks';
import { Muted, Page } from '../common/Page';

/** Contacts page: every social/contact link the brand configures, targets from server settings. */
export const ContactsList = observer(function ContactsList({ links: given }: { links?: ResolvedSocialLink[] }) {
  const own = useSocialLinks();
  const links = given ?? own;
  if (links.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="contacts.none" />
      </Muted>
    );
  }
  return (
    <Stack gap="3" align="flex-start">
      {links.map((l) => (
        <Button key={l.id} asChild variant="outline" borderColor="brand.border" color="brand.text" borderRadius="button">
          <Link href={l.href} target={l.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer" data-testid={`contact-${l.id}`}>
            <Icon name={l.icon} />
            <FormattedMessage id={l.labelId} />
          </Link>
        </Button>
      ))}
    </Stack>
  );
});

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
