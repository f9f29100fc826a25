import { h as require_dist } from "../entry-server.js";
import { P as require_jsx_runtime, i as useIntl, r as MemoizedFormattedMessage } from "./react-intl-BjT29jKx.js";
// src/ui/shell/ContactChannels.tsx
var import_dist = require_dist();
var import_jsx_runtime = require_jsx_runtime();
/**
* The contacts description naming exactly the channels shown below it (their labels as one list of the
* language), so it never promises a channel without a link; with none, it says so.
*/
var ContactChannelsText = (0, import_dist.observer)(function ContactChannelsText({ links }) {
	const intl = useIntl();
	if (links.length === 0) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, { id: "contacts.none" });
	const channels = new Intl.ListFormat(intl.locale, { type: "disjunction" }).format(links.map((l) => intl.formatMessage({ id: l.labelId })));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MemoizedFormattedMessage, {
		id: "contacts.description",
		values: { channels }
	});
});
export { ContactChannelsText as t };
