import { h as require_dist, l as MaintenanceScreen } from "../entry-server.js";
import { t as Modal } from "./Modal-CIVXH1RW.js";
import { n as useStore } from "./StoreContext-CZyEXHLm.js";
import { P as require_jsx_runtime } from "./react-intl-BjT29jKx.js";
// src/ui/cashdesk/CashDeskClosed.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/** The cash desk dialog while the platform has the cash desk (or the site) in maintenance: its notice instead of the forms. */
var CashDeskClosed = (0, import_dist.observer)(function CashDeskClosed({ notice }) {
	const { payment } = useStore();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
		open: true,
		onClose: () => payment.close(),
		testId: "cashdesk-maintenance",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MaintenanceScreen, {
			notice,
			compact: true
		})
	});
});
export { CashDeskClosed as default };
