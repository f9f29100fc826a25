import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { useStore } from '../StoreContext';

/** An amount with the brand's decimals (rules.amountDecimals). */
export const Money = observer(function Money({ value }: { value: number | undefined }) {
  const { config } = useStore();
  return <>{formatAmount(Number(value) || 0, useIntl().locale, config.rules.amountDecimals)}</>;
});
