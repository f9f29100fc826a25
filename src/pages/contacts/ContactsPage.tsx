import { Button, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/common/Icon';
import { useSocialLinks } from '../../ui/shell/useSocialLinks';
import { Muted, Page } from '../common/Page';

/** Contacts page: every social/contact link the brand configures, targets from server settings. */
export const ContactsList = observer(function ContactsList() {
  const links = useSocialLinks();
  if (links.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="contacts.none" />
      </Muted>
    );
  }
  return (
    <Stack gap={3} align="flex-start">
      {links.map((l) => (
        <Button key={l.id} asChild variant="outline" borderColor="brand.border" color="brand.text" borderRadius="button">
          <Link href={l.href} target={l.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
            <Icon name={l.icon} />
            <FormattedMessage id={l.labelId} />
          </Link>
        </Button>
      ))}
    </Stack>
  );
});

export default function ContactsPage() {
  return (
    <Page title={<FormattedMessage id="contacts.title" />} testId="contacts-page">
      <Muted>
        <FormattedMessage id="contacts.description" />
      </Muted>
      <Stack mt={5}>
        <ContactsList />
      </Stack>
    </Page>
  );
}
