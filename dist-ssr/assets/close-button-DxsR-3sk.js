import { P as require_jsx_runtime } from "./react-intl-BjT29jKx.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { r as CloseIcon } from "./icons-DE7LikgF.js";
import { w as IconButton } from "../entry-server.js";
// node_modules/@chakra-ui/react/dist/esm/components/button/close-button.js
var import_jsx_runtime = require_jsx_runtime();
var CloseButton = (/* @__PURE__ */ __toESM(require_react(), 1)).forwardRef(function CloseButton2(props, ref) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
		variant: "ghost",
		"aria-label": "Close",
		ref,
		...props,
		children: props.children ?? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseIcon, {})
	});
});
CloseButton.displayName = "CloseButton";
export { CloseButton as t };
