import { Box, Button, Link, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../common/Icon';
import { Muted } from '../common/Page';
import type { SocialSlot } from '../../models/shell/socialSlots';
import { useSocialLinks } from './useSocialLinks';

/**
 * Every social/contact link the brand configures, targets from server settings (the contacts page, the profile,
 * Major VIP). A channel still waiting for the settings holds its place as a blank button of the same size.
 */
export const ContactsList = observer(function ContactsList({ links: given }: { links?: SocialSlot[] }) {
  const own = useSocialLinks();
  const links: SocialSlot[] = given ?? own;
  if (links.length === 0) {
    return <Muted id="contacts.none" />;
  }
  return (
    <Stack gap="3" align="flex-start">
      {links.map((l) =>
        l.pending ? (
          <Box key={l.id} h="10" w="32" borderWidth="[1px]" borderColor="brand.border" borderRadius="button" aria-hidden data-testid="contact-pending" />
        ) : (
          <Button key={l.id} asChild variant="outline" borderColor="brand.border" color="brand.text" borderRadius="button">
            <Link href={l.href} target={l.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer" data-testid={`contact-${l.id}`}>
              <Icon name={l.icon} />
              <FormattedMessage id={l.labelId} />
            </Link>
          </Button>
        ),
      )}
    </Stack>
  );
});
