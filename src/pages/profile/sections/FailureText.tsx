import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { errorIdOf } from '../../../models/shell/NotifyStore';
import { errorTextValues } from '../../../i18n/labelValues';
import { useStore } from '../../../ui/StoreContext';
import type { Failure } from '../../../ports/env';

/**
 * What went wrong with a section's call: where (the section), what (the code's text from the
 * brand's table, else the server's message, else the default text) and what to do (try again).
 */
export const FailureText = observer(function FailureText({ failure, whereId }: { failure: Failure | undefined; whereId: string }) {
  const { config } = useStore();
  if (!failure) return null;
  const mapped = failure.code > 0 && config.rules.errorCodes[String(failure.code)] !== undefined;
  return (
    <Text role="alert" color="brand.error" data-testid="section-error">
      <FormattedMessage id={whereId} />{' '}
      {mapped || !failure.message ? <FormattedMessage id={errorIdOf(failure.code, config.rules)} values={errorTextValues(config)} /> : failure.message}{' '}
      <FormattedMessage id="profile.error.retry" />
    </Text>
  );
});
