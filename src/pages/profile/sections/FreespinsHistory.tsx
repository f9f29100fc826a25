import { observer } from 'mobx-react-lite';
import type { FreespinEntry } from '../../../models/profile/HistoryListStore';
import { Money } from '../../../ui/common/Money';
import { usePageStore, useStore } from '../../../ui/StoreContext';
import { TitledHistory } from './TitledHistory';
import { useHistoryList } from '../useHistoryList';
import { DateCell, StatusName } from './common';

/** The free-spin packages the player was given (GET /api/payment/freespins/history), a list that grows as it scrolls. */
export const FreespinsHistory = observer(function FreespinsHistory() {
  const root = useStore();
  const history = useHistoryList<FreespinEntry>(usePageStore('profileHistory').freespins, `freespins|${root.locale.apiCode}`);
  return (
    <TitledHistory
      titleId="profile.freespins.title"
      testId="freespins-history"
      history={history}
      columns={[
        { labelId: 'profile.col.date', cell: (r) => <DateCell value={r.created_at} /> },
        { labelId: 'profile.col.provider', cell: (r) => (r.provider ? root.casino.providerName(r.provider) : '') },
        { labelId: 'profile.col.game', cell: (r) => r.game ?? '' },
        { labelId: 'profile.col.spins', cell: (r) => (r.count === undefined ? '' : `${r.used ?? 0} / ${r.count}`) },
        { labelId: 'profile.col.win', cell: (r) => <Money value={r.win_amount} /> },
        { labelId: 'profile.col.status', cell: (r) => <StatusName list="freespins" value={r.status} /> },
      ]}
    />
  );
});
