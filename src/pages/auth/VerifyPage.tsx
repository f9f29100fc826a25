import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useStore } from '../../ui/StoreContext';
import { BackToCasino, Loading, Muted, Page } from '../../ui/common/Page';

/** E-mail verification result (/verify/:code); the start-up auth check is skipped on this path. */
const VerifyPage = observer(function VerifyPage() {
  const { code = '' } = useParams();
  const { verify } = useStore();
  // The store calls once per code, so StrictMode's second effect run spends nothing.
  useEffect(() => {
    void verify.verify(code);
  }, [verify, code]);
  const status = verify.statusOf(code);
  return (
    <Page title={<FormattedMessage id="verify.title" />} testId="verify-page">
      {status === 'pending' ? (
        <Loading />
      ) : (
        <Muted>
          <span data-testid="verify-result" data-status={status} data-code={verify.failureCode}>
            <FormattedMessage id={status === 'verified' ? 'verify.success' : verify.failureMessageId} />
          </span>
        </Muted>
      )}
      <BackToCasino />
    </Page>
  );
});
export default VerifyPage;
