import { Button, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../common/Icon';
import { Muted } from '../common/Page';
import { type ResolvedSocialLink, useSocialLinks } from './useSocialLinks';

/** Every social/contact link the brand configures, targets from server settings (the contacts page, the profile, Major VIP). */
export const ContactsList = observer(function ContactsList({ links: given }: { links?: ResolvedSocialLink[] }) {
  const own = useSocialLinks();
  const links = given ?? own;
  if (links.length === 0) {
    return <Muted id="contacts.none" />;
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
