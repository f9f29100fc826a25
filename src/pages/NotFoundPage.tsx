import { FormattedMessage } from 'react-intl';
import { BackToCasino, Muted, Page } from './common/Page';

export default function NotFoundPage() {
  return (
    <Page title={<FormattedMessage id="notFound.title" />} testId="not-found">
      <Muted>
        <FormattedMessage id="notFound.text" />
      </Muted>
      <BackToCasino />
    </Page>
  );
}
