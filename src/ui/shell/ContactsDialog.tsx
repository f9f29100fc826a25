import { Button, Image, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useStore } from '../StoreContext';
import { brandAsset } from '../common/brand';
import { Icon } from '../common/Icon';
import { Modal } from '../common/Modal';
import { ContactChannelsText } from './ContactChannels';
import { useSocialLinks } from './useSocialLinks';

/** Contacts dialog: mascot, title, description, the configured social links, back to casino. */
export const ContactsDialog = observer(function ContactsDialog() {
  const root = useStore();
  const { app, config } = root;
  const ids = config.navigation.contactsDialog?.links;
  const links = useSocialLinks().filter((l) => !ids || ids.includes(l.id));
  const mascot = brandAsset(config, config.theme.images?.contactsMascot);
  const close = () => app.setProp('contactsOpened', false);
  return (
    <Modal open={app.contactsOpened} onClose={close} testId="contacts-dialog" title={<FormattedMessage id="contacts.title" />}>
      <Stack gap="4" align="center" textAlign="center">
        {mascot && <Image src={mascot} alt="" maxH={`[${config.rules.ui?.contactsDialogMaxHeight ?? '7.5rem'}]`} />}
        <Text color="brand.textMuted" data-testid="contacts-description">
          <ContactChannelsText links={links} />
        </Text>
        <Stack direction="row" gap="3" wrap="wrap" justify="center">
          {links.map((l) => (
            <Button key={l.id} asChild variant="outline" borderColor="brand.border" color="brand.text" borderRadius="button">
              <Link href={l.href} target="_blank" rel="noopener noreferrer" data-testid={`contact-${l.id}`}>
                <Icon name={l.icon} />
                <FormattedMessage id={l.labelId} />
              </Link>
            </Button>
          ))}
        </Stack>
        <Button onClick={close} bg="brand.primary" color="brand.primaryText" borderRadius="button" data-testid="contacts-back">
          <FormattedMessage id="contacts.backToCasino" />
        </Button>
      </Stack>
    </Modal>
  );
});
