import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResolvedSocialLink } from './useSocialLinks';

/**
 * The contacts description naming exactly the channels shown below it (their labels as one list of the
 * language), so it never promises a channel without a link; with none, it says so.
 */
export const ContactChannelsText = observer(function ContactChannelsText({ links }: { links: ResolvedSocialLink[] }) {
  const intl = useIntl();
  if (links.length === 0) return <FormattedMessage id="contacts.none" />;
  const channels = new Intl.ListFormat(intl.locale, { type: 'disjunction' }).format(links.map((l) => intl.formatMessage({ id: l.labelId })));
  return <FormattedMessage id="contacts.description" values={{ channels }} />;
});
