import { P as require_jsx_runtime, S as chakra } from "./react-intl-BjT29jKx.js";
import { n as dialog_exports, r as useDialogContext } from "./portal-DcAZmYl4.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
// node_modules/@chakra-ui/react/dist/esm/components/dialog/dialog.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { withRootProvider, withContext, useStyles: useDialogStyles, PropsProvider } = createSlotRecipeContext({ key: "dialog" });
withRootProvider(dialog_exports.RootProvider, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var DialogRoot = withRootProvider(dialog_exports.Root, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
withContext(dialog_exports.Trigger, "trigger", { forwardAsChild: true });
var DialogPositioner = withContext(dialog_exports.Positioner, "positioner", { forwardAsChild: true });
var DialogContent = withContext(dialog_exports.Content, "content", { forwardAsChild: true });
withContext(dialog_exports.Description, "description", { forwardAsChild: true });
var DialogTitle = withContext(dialog_exports.Title, "title", { forwardAsChild: true });
var DialogCloseTrigger = withContext(dialog_exports.CloseTrigger, "closeTrigger", { forwardAsChild: true });
(0, import_react.forwardRef)(function DialogActionTrigger2(props, ref) {
	const dialog = useDialogContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.button, {
		type: "button",
		...props,
		ref,
		onClick: (event) => {
			props.onClick?.(event);
			dialog.setOpen(false);
		}
	});
});
var DialogBackdrop = withContext(dialog_exports.Backdrop, "backdrop", { forwardAsChild: true });
var DialogBody = withContext("div", "body");
withContext("div", "footer");
var DialogHeader = withContext("div", "header");
dialog_exports.Context;
export { DialogHeader as a, DialogTitle as c, DialogContent as i, DialogBody as n, DialogPositioner as o, DialogCloseTrigger as r, DialogRoot as s, DialogBackdrop as t };
