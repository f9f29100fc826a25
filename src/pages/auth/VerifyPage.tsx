import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading, Muted, Page } from '../common/Page';
import { useApiData } from '../common/useApiData';

/** E-mail verification result (/verify/:code); the start-up auth check is skipped on this path. */
export default function VerifyPage() {
  const { code = '' } = useParams();
  const data = useApiData<unknown>({ method: 'GET', path: `/api/user/verify/email/${encodeURIComponent(code)}` }, code);
  return (
    <Page title={<FormattedMessage id="verify.title" />} testId="verify-page">
      {data.loading ? (
        <Loading />
      ) : (
        <Muted>
          <FormattedMessage id={data.result.ok ? 'verify.success' : 'verify.failure'} />
        </Muted>
      )}
      <Button asChild mt={6} bg="brand.primary" color="brand.primaryText" borderRadius="button">
        <RouterLink to="/casino">
          <FormattedMessage id="common.backToCasino" />
        </RouterLink>
      </Button>
    </Page>
  );
}
