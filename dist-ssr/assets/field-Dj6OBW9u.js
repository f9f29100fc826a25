import { O as cx, P as require_jsx_runtime, S as chakra, m as createRecipeContext } from "./react-intl-BjT29jKx.js";
import { t as field_exports } from "./field-B3E-jsK2.js";
import { n as useFieldContext } from "./use-field-context-D7DQmRHd.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
// node_modules/@chakra-ui/react/dist/esm/components/icon/icon.js
var import_jsx_runtime = require_jsx_runtime();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var { useRecipeResult, PropsProvider: PropsProvider$1 } = createRecipeContext({ key: "icon" });
var Icon = import_react.forwardRef(function Icon2(props, ref) {
	const { styles, className, props: otherProps } = useRecipeResult({
		asChild: !props.as,
		...props
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		focusable: false,
		"aria-hidden": "true",
		...otherProps,
		css: [styles, props.css],
		className: cx(className, props.className)
	});
});
// node_modules/@chakra-ui/react/dist/esm/components/icon/create-icon.js
function createIcon(options) {
	const { viewBox = "0 0 24 24", d: pathDefinition, displayName, defaultProps = {} } = options;
	const path = import_react.Children.toArray(options.path);
	const Comp = (0, import_react.forwardRef)((props, ref) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		ref,
		asChild: false,
		viewBox,
		...defaultProps,
		...props,
		children: path.length ? path : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			fill: "currentColor",
			d: pathDefinition
		})
	}));
	Comp.displayName = displayName;
	return Comp;
}
// node_modules/@chakra-ui/react/dist/esm/components/field/field.js
var { withProvider, withContext, useStyles: useFieldStyles, useClassNames, PropsProvider } = createSlotRecipeContext({ key: "field" });
var FieldRoot = withProvider(field_exports.Root, "root", { forwardAsChild: true });
var FieldLabel = withContext(field_exports.Label, "label", { forwardAsChild: true });
var FieldHelperText = withContext(field_exports.HelperText, "helperText", { forwardAsChild: true });
var FieldErrorText = withContext(field_exports.ErrorText, "errorText", { forwardAsChild: true });
createIcon({
	d: "M11.983,0a12.206,12.206,0,0,0-8.51,3.653A11.8,11.8,0,0,0,0,12.207,11.779,11.779,0,0,0,11.8,24h.214A12.111,12.111,0,0,0,24,11.791h0A11.766,11.766,0,0,0,11.983,0ZM10.5,16.542a1.476,1.476,0,0,1,1.449-1.53h.027a1.527,1.527,0,0,1,1.523,1.47,1.475,1.475,0,0,1-1.449,1.53h-.027A1.529,1.529,0,0,1,10.5,16.542ZM11,12.5v-6a1,1,0,0,1,2,0v6a1,1,0,1,1-2,0Z",
	defaultProps: { boxSize: "1em" }
});
(0, import_react.forwardRef)(function RequiredIndicator(props, ref) {
	const { fallback, children = "*", ...restProps } = props;
	const field = useFieldContext();
	const classNames = useClassNames();
	const styles = useFieldStyles();
	if (!field?.required) return fallback;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.span, {
		ref,
		"aria-hidden": "true",
		...restProps,
		className: cx(classNames.requiredIndicator, props.className),
		css: [styles.requiredIndicator, props.css],
		children
	});
});
export { FieldRoot as i, FieldHelperText as n, FieldLabel as r, FieldErrorText as t };
