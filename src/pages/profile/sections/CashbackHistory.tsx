import { observer } from 'mobx-react-lite';
import type { CashbackEntry } from '../../../models/profile/HistoryListStore';
import { Money } from '../../../ui/common/Money';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { TitledHistory } from './TitledHistory';
import { useHistoryList } from '../useHistoryList';
import { DateCell, StatusName } from './common';

/**
 * The cashback entries (spec §3: id, date, amount, type — credited, or moved to the main balance), a list that grows
 * as it scrolls. `version` restarts it (a move to the main balance adds an entry).
 */
export const CashbackHistory = observer(function CashbackHistory({ version }: { version: number }) {
  const root = useStore();
  const history = useHistoryList<CashbackEntry>(usePageStore('profileHistory').cashback, `cashback|${root.locale.apiCode}|${version}`);
  return (
    <TitledHistory
      titleId="profile.cashback.historyTitle"
      testId="cashback-history"
      history={history}
      columns={[
        { labelId: 'profile.col.id', cell: (r) => (r.id === undefined ? '' : String(r.id)) },
        { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.date} /> },
        { labelId: 'profile.col.amount', cell: (r) => <Money value={r.amount} /> },
        { labelId: 'profile.col.type', cell: (r) => <StatusName list="cashback" value={r.type} /> },
      ]}
    />
  );
});
