import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Muted, Page } from './common/Page';

export default function NotFoundPage() {
  return (
    <Page title={<FormattedMessage id="notFound.title" />} testId="not-found">
      <Muted>
        <FormattedMessage id="notFound.text" />
      </Muted>
      <Button asChild mt={6} bg="brand.primary" color="brand.primaryText" borderRadius="button">
        <RouterLink to="/casino">
          <FormattedMessage id="common.backToCasino" />
        </RouterLink>
      </Button>
    </Page>
  );
}
