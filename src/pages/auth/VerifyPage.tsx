import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { BackToCasino, Loading, Muted, Page } from '../common/Page';
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
      <BackToCasino />
    </Page>
  );
}
