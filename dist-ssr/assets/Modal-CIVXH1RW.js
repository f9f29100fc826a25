import { t as CloseButton } from "./close-button-DxsR-3sk.js";
import { t as Portal } from "./portal-DcAZmYl4.js";
import { P as require_jsx_runtime, i as useIntl } from "./react-intl-BjT29jKx.js";
import { a as DialogHeader, c as DialogTitle, i as DialogContent, n as DialogBody, o as DialogPositioner, r as DialogCloseTrigger, s as DialogRoot, t as DialogBackdrop } from "./dialog-DnS1D-ms.js";
// src/ui/common/Modal.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The engine's dialog: closes on an outside click, Escape or its close cross (not on focus moving out). */
function Modal({ open, onClose, title, closable = true, children, testId, size }) {
	const intl = useIntl();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogRoot, {
		open,
		onOpenChange: (e) => {
			if (!e.open && closable) onClose();
		},
		closeOnInteractOutside: closable,
		onFocusOutside: (e) => e.preventDefault(),
		closeOnEscape: closable,
		placement: "center",
		size,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Portal, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBackdrop, {}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogPositioner, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			bg: "brand.surface",
			color: "brand.text",
			borderRadius: "modal",
			"data-testid": testId,
			mx: 3,
			children: [
				title && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogHeader, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, { children: title }) }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogBody, {
					pb: 6,
					children
				}),
				closable && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogCloseTrigger, {
					asChild: true,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseButton, {
						size: "sm",
						"aria-label": intl.formatMessage({ id: "common.close" })
					})
				})
			]
		}) })] })
	});
}
export { Modal as t };
