import { observer } from 'mobx-react-lite';
import type { MaintenanceNotice } from '../../models/shell/MaintenanceStore';
import { Modal } from '../common/Modal';
import { MaintenanceScreen } from '../shell/MaintenanceScreen';
import { usePageStore } from '../StoreContext';

/** The cash desk dialog while the platform has the cash desk (or the site) in maintenance: its notice instead of the forms. */
const CashDeskClosed = observer(function CashDeskClosed({ notice }: { notice: MaintenanceNotice }) {
  const payment = usePageStore('payment');
  return (
    <Modal open onClose={() => payment.close()} testId="cashdesk-maintenance">
      <MaintenanceScreen notice={notice} compact />
    </Modal>
  );
});

export default CashDeskClosed;
