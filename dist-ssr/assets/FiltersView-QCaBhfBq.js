import { P as require_jsx_runtime, S as chakra, _ as EMPTY_STYLES, a as Button, f as noop, h as useRecipe, l as dataAttr, p as pipe, s as Text } from "./react-intl-BjT29jKx.js";
import { D as parts, E as checkboxAnatomy, S as HStack, g as SimpleGrid, h as require_dist, q as pseudoProviders } from "../entry-server.js";
import { t as Stack } from "./stack-F7ILj1Kw.js";
import { r as EmptyState } from "./GameImage-Bntac84a.js";
import { _ as radius, a as useCasinoBase, v as tok } from "./useCasino-DpeU2XOT.js";
import { i as CasinoGames, n as useFilterParams, r as PageTitle } from "./LobbyPage-CRj_4cBw.js";
import { S as createContext$1, a as contains, d as isActiveElement, i as ark, n as createSplitProps, o as getActiveElement, r as __exportAll, s as getDocument, u as getWindow, x as useEnvironmentContext, y as mergeProps } from "./create-anatomy-N5bLh3sX.js";
import { a as addDomEvent, d as isMac, i as useLocaleContext, l as isVirtualClick, m as createMachine, n as useMachine, o as getEventPoint, p as createGuards, r as useEvent, s as getEventTarget, t as normalizeProps } from "./normalize-props-DYy3tMnD.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { n as useFieldContext, r as useFieldsetContext } from "./use-field-context-D7DQmRHd.js";
import { t as createSlotRecipeContext } from "./create-slot-recipe-context-CVfxw9B2.js";
// node_modules/@zag-js/dom-query/dist/form.mjs
function getDescriptor(el, options) {
	const { type = "HTMLInputElement", property = "value" } = options;
	const proto = getWindow(el)[type].prototype;
	return Object.getOwnPropertyDescriptor(proto, property) ?? {};
}
function setElementChecked(el, checked) {
	if (!el) return;
	getDescriptor(el, {
		type: "HTMLInputElement",
		property: "checked"
	}).set?.call(el, checked);
	if (checked) el.setAttribute("checked", "");
	else el.removeAttribute("checked");
}
function dispatchInputCheckedEvent(el, options) {
	const { checked, bubbles = true } = options;
	if (!el) return;
	const win = getWindow(el);
	if (!(el instanceof win.HTMLInputElement)) return;
	setElementChecked(el, checked);
	const event = new win.Event("click", { bubbles });
	el.dispatchEvent(markAsInternalChangeEvent(event));
}
function isFormElement(el) {
	return el.matches("textarea, input, select, button");
}
function trackFormReset(el, callback) {
	if (!el) return;
	const form = isFormElement(el) ? el.form : el.closest("form");
	const onReset = (e) => {
		if (e.defaultPrevented) return;
		callback();
	};
	form?.addEventListener("reset", onReset, { passive: true });
	return () => form?.removeEventListener("reset", onReset);
}
function trackFieldsetDisabled(el, callback) {
	const fieldset = el?.closest("fieldset");
	if (!fieldset) return;
	callback(fieldset.disabled);
	const obs = new (getWindow(fieldset)).MutationObserver(() => callback(fieldset.disabled));
	obs.observe(fieldset, {
		attributes: true,
		attributeFilter: ["disabled"]
	});
	return () => obs.disconnect();
}
function trackFormControl(el, options) {
	if (!el) return;
	const { onFieldsetDisabledChange, onFormReset } = options;
	const cleanups = [trackFormReset(el, onFormReset), trackFieldsetDisabled(el, onFieldsetDisabledChange)];
	return () => cleanups.forEach((cleanup) => cleanup?.());
}
var INTERNAL_CHANGE_EVENT = /* @__PURE__ */ Symbol.for("zag.changeEvent");
function isInternalChangeEvent(e) {
	return Object.prototype.hasOwnProperty.call(e, INTERNAL_CHANGE_EVENT);
}
function markAsInternalChangeEvent(event) {
	if (isInternalChangeEvent(event)) return event;
	Object.defineProperty(event, INTERNAL_CHANGE_EVENT, { value: true });
	return event;
}
// node_modules/@zag-js/dom-query/dist/press.mjs
function trackPress(options) {
	const { pointerNode, keyboardNode = pointerNode, onPress, onPressStart, onPressEnd, isValidKey = (e) => e.key === "Enter" } = options;
	if (!pointerNode) return noop;
	const win = getWindow(pointerNode);
	let removeStartListeners = noop;
	let removeEndListeners = noop;
	let removeAccessibleListeners = noop;
	const getInfo = (event) => ({
		point: getEventPoint(event),
		event
	});
	function startPress(event) {
		onPressStart?.(getInfo(event));
	}
	function cancelPress(event) {
		onPressEnd?.(getInfo(event));
	}
	const startPointerPress = (startEvent) => {
		removeEndListeners();
		const endPointerPress = (endEvent) => {
			const target = getEventTarget(endEvent);
			if (contains(pointerNode, target)) onPress?.(getInfo(endEvent));
			else onPressEnd?.(getInfo(endEvent));
		};
		const removePointerUpListener = addDomEvent(win, "pointerup", endPointerPress, {
			passive: !onPress,
			once: true
		});
		const removePointerCancelListener = addDomEvent(win, "pointercancel", cancelPress, {
			passive: !onPressEnd,
			once: true
		});
		removeEndListeners = pipe(removePointerUpListener, removePointerCancelListener);
		if (isActiveElement(keyboardNode) && startEvent.pointerType === "mouse") startEvent.preventDefault();
		startPress(startEvent);
	};
	const removePointerListener = addDomEvent(pointerNode, "pointerdown", startPointerPress, { passive: !onPressStart });
	const removeFocusListener = addDomEvent(keyboardNode, "focus", startAccessiblePress);
	removeStartListeners = pipe(removePointerListener, removeFocusListener);
	function startAccessiblePress() {
		const handleKeydown = (keydownEvent) => {
			if (!isValidKey(keydownEvent)) return;
			const handleKeyup = (keyupEvent) => {
				if (!isValidKey(keyupEvent)) return;
				const evt2 = new win.PointerEvent("pointerup");
				const info = getInfo(evt2);
				onPress?.(info);
				onPressEnd?.(info);
			};
			removeEndListeners();
			removeEndListeners = addDomEvent(keyboardNode, "keyup", handleKeyup);
			startPress(new win.PointerEvent("pointerdown"));
		};
		const handleBlur = () => {
			cancelPress(new win.PointerEvent("pointercancel"));
		};
		const removeKeydownListener = addDomEvent(keyboardNode, "keydown", handleKeydown);
		const removeBlurListener = addDomEvent(keyboardNode, "blur", handleBlur);
		removeAccessibleListeners = pipe(removeKeydownListener, removeBlurListener);
	}
	return () => {
		removeStartListeners();
		removeEndListeners();
		removeAccessibleListeners();
	};
}
// node_modules/@zag-js/dom-query/dist/visually-hidden.mjs
var visuallyHiddenStyle = {
	border: "0",
	clip: "rect(0 0 0 0)",
	height: "1px",
	margin: "-1px",
	overflow: "hidden",
	padding: "0",
	position: "absolute",
	width: "1px",
	whiteSpace: "nowrap",
	wordWrap: "normal"
};
// node_modules/@zag-js/focus-visible/dist/index.mjs
function isValidKey(e) {
	return !(e.metaKey || !isMac() && e.altKey || e.ctrlKey || e.key === "Control" || e.key === "Shift" || e.key === "Meta");
}
var nonTextInputTypes = /* @__PURE__ */ new Set([
	"checkbox",
	"radio",
	"range",
	"color",
	"file",
	"image",
	"button",
	"submit",
	"reset"
]);
var interactiveContentSelector = [
	"a[href]",
	"audio[controls]",
	"button",
	"details",
	"embed",
	"iframe",
	"img[controls]",
	"img[usemap]",
	"input",
	"select",
	"textarea",
	"video[controls]"
].join(",");
function isKeyboardFocusEvent(isTextInput, modality, e) {
	const eventTarget = e ? getEventTarget(e) : null;
	const doc = getDocument(eventTarget);
	const win = getWindow(eventTarget);
	const activeElement = getActiveElement(doc);
	isTextInput = isTextInput || activeElement instanceof win.HTMLInputElement && !nonTextInputTypes.has(activeElement?.type) || activeElement instanceof win.HTMLTextAreaElement || activeElement instanceof win.HTMLElement && activeElement.isContentEditable;
	return !(isTextInput && modality === "keyboard" && e instanceof win.KeyboardEvent && !Reflect.has(FOCUS_VISIBLE_INPUT_KEYS, e.key));
}
var currentModality = null;
var changeHandlers = /* @__PURE__ */ new Set();
var listenerMap = /* @__PURE__ */ new Map();
var hasEventBeforeFocus = false;
var pendingLabelControl = null;
var hasBlurredWindowRecently = false;
var lastPointerPosition = null;
var FOCUS_VISIBLE_INPUT_KEYS = {
	Tab: true,
	Escape: true
};
function triggerChangeHandlers(modality, e) {
	for (let handler of changeHandlers) handler(modality, e);
}
function handleKeyboardEvent(e) {
	pendingLabelControl = null;
	hasEventBeforeFocus = true;
	if (isValidKey(e)) {
		currentModality = "keyboard";
		triggerChangeHandlers("keyboard", e);
	}
}
function handlePointerEvent(e) {
	if ((e.type === "pointermove" || e.type === "mousemove") && lastPointerPosition?.x === e.clientX && lastPointerPosition?.y === e.clientY) return;
	lastPointerPosition = {
		x: e.clientX,
		y: e.clientY
	};
	currentModality = "pointer";
	if (e.type === "mousedown" || e.type === "pointerdown") {
		pendingLabelControl = null;
		hasEventBeforeFocus = true;
		triggerChangeHandlers("pointer", e);
	}
}
function handleClickEvent(e) {
	if (isVirtualClick(e)) {
		pendingLabelControl = null;
		hasEventBeforeFocus = true;
		currentModality = "virtual";
		return;
	}
	pendingLabelControl = null;
	const target = getEventTarget(e);
	const label = target?.closest("label");
	const control = label?.control;
	if (!label || !control || control.matches(":disabled")) return;
	const interactive = target?.closest(interactiveContentSelector);
	if (interactive && label.contains(interactive) && interactive !== control) return;
	if (control !== getActiveElement(label.ownerDocument)) pendingLabelControl = control;
}
function handleFocusEvent(e) {
	const target = getEventTarget(e);
	const isLabelActivationFocus = target === pendingLabelControl;
	if (target === getWindow(target) || target === getDocument(target) || !e.isTrusted) return;
	if (!hasEventBeforeFocus && !isLabelActivationFocus && !hasBlurredWindowRecently) {
		currentModality = "virtual";
		triggerChangeHandlers("virtual", e);
	}
	hasEventBeforeFocus = false;
	pendingLabelControl = null;
	hasBlurredWindowRecently = false;
}
function handleWindowBlur() {
	hasEventBeforeFocus = false;
	pendingLabelControl = null;
	hasBlurredWindowRecently = true;
}
function setupGlobalFocusEvents(root) {
	if (typeof window === "undefined" || listenerMap.get(getWindow(root))) return;
	const win = getWindow(root);
	const doc = getDocument(root);
	let focus = win.HTMLElement.prototype.focus;
	function patchedFocus() {
		hasEventBeforeFocus = true;
		focus.apply(this, arguments);
	}
	try {
		Object.defineProperty(win.HTMLElement.prototype, "focus", {
			configurable: true,
			value: patchedFocus
		});
	} catch {}
	doc.addEventListener("keydown", handleKeyboardEvent, true);
	doc.addEventListener("keyup", handleKeyboardEvent, true);
	doc.addEventListener("click", handleClickEvent, true);
	win.addEventListener("focus", handleFocusEvent, true);
	win.addEventListener("blur", handleWindowBlur, false);
	if (typeof win.PointerEvent !== "undefined") {
		doc.addEventListener("pointerdown", handlePointerEvent, true);
		doc.addEventListener("pointermove", handlePointerEvent, true);
		doc.addEventListener("pointerup", handlePointerEvent, true);
	} else {
		doc.addEventListener("mousedown", handlePointerEvent, true);
		doc.addEventListener("mousemove", handlePointerEvent, true);
		doc.addEventListener("mouseup", handlePointerEvent, true);
	}
	win.addEventListener("beforeunload", () => {
		tearDownWindowFocusTracking(root);
	}, { once: true });
	listenerMap.set(win, { focus });
}
var tearDownWindowFocusTracking = (root, loadListener) => {
	const win = getWindow(root);
	const doc = getDocument(root);
	if (loadListener) doc.removeEventListener("DOMContentLoaded", loadListener);
	const listenerData = listenerMap.get(win);
	if (!listenerData) return;
	try {
		Object.defineProperty(win.HTMLElement.prototype, "focus", {
			configurable: true,
			value: listenerData.focus
		});
	} catch {}
	doc.removeEventListener("keydown", handleKeyboardEvent, true);
	doc.removeEventListener("keyup", handleKeyboardEvent, true);
	doc.removeEventListener("click", handleClickEvent, true);
	win.removeEventListener("focus", handleFocusEvent, true);
	win.removeEventListener("blur", handleWindowBlur, false);
	if (typeof win.PointerEvent !== "undefined") {
		doc.removeEventListener("pointerdown", handlePointerEvent, true);
		doc.removeEventListener("pointermove", handlePointerEvent, true);
		doc.removeEventListener("pointerup", handlePointerEvent, true);
	} else {
		doc.removeEventListener("mousedown", handlePointerEvent, true);
		doc.removeEventListener("mousemove", handlePointerEvent, true);
		doc.removeEventListener("mouseup", handlePointerEvent, true);
	}
	listenerMap.delete(win);
};
function isFocusVisible() {
	return currentModality === "keyboard" || currentModality === "virtual";
}
function trackFocusVisible(props = {}) {
	const { isTextInput, autoFocus, onChange, root } = props;
	setupGlobalFocusEvents(root);
	onChange?.({
		isFocusVisible: autoFocus || isFocusVisible(),
		modality: currentModality
	});
	const handler = (modality, e) => {
		if (!isKeyboardFocusEvent(!!isTextInput, modality, e)) return;
		onChange?.({
			isFocusVisible: isFocusVisible(),
			modality
		});
	};
	changeHandlers.add(handler);
	return () => {
		changeHandlers.delete(handler);
	};
}
// node_modules/@zag-js/checkbox/dist/checkbox.dom.mjs
var getRootId = (ctx) => ctx.ids?.root ?? `checkbox:${ctx.id}`;
var getLabelId = (ctx) => ctx.ids?.label ?? `checkbox:${ctx.id}:label`;
var getControlId = (ctx) => ctx.ids?.control ?? `checkbox:${ctx.id}:control`;
var getHiddenInputId = (ctx) => ctx.ids?.hiddenInput ?? `checkbox:${ctx.id}:input`;
var getRootEl = (ctx) => ctx.getById(getRootId(ctx));
var getHiddenInputEl = (ctx) => ctx.getById(getHiddenInputId(ctx));
// node_modules/@zag-js/checkbox/dist/checkbox.connect.mjs
function connect(service, normalize) {
	const { send, context, prop, computed, scope } = service;
	const disabled = !!prop("disabled");
	const readOnly = !!prop("readOnly");
	const required = !!prop("required");
	const invalid = !!prop("invalid");
	const focused = !disabled && context.get("focused");
	const focusVisible = !disabled && context.get("focusVisible");
	const checked = computed("checked");
	const indeterminate = computed("indeterminate");
	const checkedState = context.get("checked");
	const dataAttrs = {
		"data-active": dataAttr(context.get("active")),
		"data-focus": dataAttr(focused),
		"data-focus-visible": dataAttr(focusVisible),
		"data-readonly": dataAttr(readOnly),
		"data-hover": dataAttr(context.get("hovered")),
		"data-disabled": dataAttr(disabled),
		"data-state": indeterminate ? "indeterminate" : checked ? "checked" : "unchecked",
		"data-invalid": dataAttr(invalid),
		"data-required": dataAttr(required)
	};
	return {
		checked,
		disabled,
		indeterminate,
		focused,
		checkedState,
		setChecked(checked2) {
			send({
				type: "CHECKED.SET",
				checked: checked2,
				isTrusted: false
			});
		},
		toggleChecked() {
			send({
				type: "CHECKED.TOGGLE",
				checked,
				isTrusted: false
			});
		},
		getRootProps() {
			return normalize.label({
				...parts.root.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getRootId(scope),
				htmlFor: getHiddenInputId(scope),
				onPointerMove() {
					if (disabled) return;
					send({
						type: "CONTEXT.SET",
						context: { hovered: true }
					});
				},
				onPointerLeave() {
					if (disabled) return;
					send({
						type: "CONTEXT.SET",
						context: { hovered: false }
					});
				},
				onClick(event) {
					if (getEventTarget(event) === getHiddenInputEl(scope)) event.stopPropagation();
				}
			});
		},
		getLabelProps() {
			return normalize.element({
				...parts.label.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getLabelId(scope)
			});
		},
		getControlProps() {
			return normalize.element({
				...parts.control.attrs,
				...dataAttrs,
				dir: prop("dir"),
				id: getControlId(scope),
				"aria-hidden": true
			});
		},
		getIndicatorProps() {
			return normalize.element({
				...parts.indicator.attrs,
				...dataAttrs,
				dir: prop("dir"),
				hidden: !indeterminate && !checked
			});
		},
		getHiddenInputProps() {
			return normalize.input({
				id: getHiddenInputId(scope),
				type: "checkbox",
				required: prop("required"),
				defaultChecked: checked,
				disabled,
				"aria-labelledby": getLabelId(scope),
				"aria-invalid": invalid,
				name: prop("name"),
				form: prop("form"),
				value: prop("value"),
				style: visuallyHiddenStyle,
				onFocus() {
					const focusVisible2 = isFocusVisible();
					send({
						type: "CONTEXT.SET",
						context: {
							focused: true,
							focusVisible: focusVisible2
						}
					});
				},
				onBlur() {
					send({
						type: "CONTEXT.SET",
						context: {
							focused: false,
							focusVisible: false
						}
					});
				},
				onClick(event) {
					if (readOnly) {
						event.preventDefault();
						return;
					}
					const checked2 = event.currentTarget.checked;
					send({
						type: "CHECKED.SET",
						checked: checked2,
						isTrusted: true
					});
				}
			});
		}
	};
}
// node_modules/@zag-js/checkbox/dist/checkbox.machine.mjs
var { not } = createGuards();
var machine = createMachine({
	props({ props }) {
		return {
			value: "on",
			...props,
			defaultChecked: props.defaultChecked ?? false
		};
	},
	initialState() {
		return "ready";
	},
	context({ prop, bindable }) {
		return {
			checked: bindable(() => ({
				defaultValue: prop("defaultChecked"),
				value: prop("checked"),
				onChange(checked) {
					prop("onCheckedChange")?.({ checked });
				}
			})),
			fieldsetDisabled: bindable(() => ({ defaultValue: false })),
			focusVisible: bindable(() => ({ defaultValue: false })),
			active: bindable(() => ({ defaultValue: false })),
			focused: bindable(() => ({ defaultValue: false })),
			hovered: bindable(() => ({ defaultValue: false }))
		};
	},
	watch({ track, context, prop, action }) {
		track([() => prop("disabled")], () => {
			action(["removeFocusIfNeeded"]);
		});
		track([() => context.get("checked")], () => {
			action(["syncInputElement"]);
		});
	},
	effects: [
		"trackFormControlState",
		"trackPressEvent",
		"trackFocusVisible"
	],
	on: {
		"CHECKED.TOGGLE": [{
			guard: not("isTrusted"),
			actions: ["toggleChecked", "dispatchChangeEvent"]
		}, { actions: ["toggleChecked"] }],
		"CHECKED.SET": [{
			guard: not("isTrusted"),
			actions: ["setChecked", "dispatchChangeEvent"]
		}, { actions: ["setChecked"] }],
		"CONTEXT.SET": { actions: ["setContext"] }
	},
	computed: {
		indeterminate: ({ context }) => isIndeterminate(context.get("checked")),
		checked: ({ context }) => isChecked(context.get("checked")),
		disabled: ({ context, prop }) => !!prop("disabled") || context.get("fieldsetDisabled")
	},
	states: { ready: {} },
	implementations: {
		guards: { isTrusted: ({ event }) => !!event.isTrusted },
		effects: {
			trackPressEvent({ context, computed, scope }) {
				if (computed("disabled")) return;
				return trackPress({
					pointerNode: getRootEl(scope),
					keyboardNode: getHiddenInputEl(scope),
					isValidKey: (event) => event.key === " ",
					onPress: () => context.set("active", false),
					onPressStart: () => context.set("active", true),
					onPressEnd: () => context.set("active", false)
				});
			},
			trackFocusVisible({ computed, scope }) {
				if (computed("disabled")) return;
				return trackFocusVisible({ root: scope.getRootNode?.() });
			},
			trackFormControlState({ context, scope }) {
				return trackFormControl(getHiddenInputEl(scope), {
					onFieldsetDisabledChange(disabled) {
						context.set("fieldsetDisabled", disabled);
					},
					onFormReset() {
						context.set("checked", context.initial("checked"));
					}
				});
			}
		},
		actions: {
			setContext({ context, event }) {
				for (const key in event.context) context.set(key, event.context[key]);
			},
			syncInputElement({ context, computed, scope }) {
				const inputEl = getHiddenInputEl(scope);
				if (!inputEl) return;
				setElementChecked(inputEl, computed("checked"));
				inputEl.indeterminate = isIndeterminate(context.get("checked"));
			},
			removeFocusIfNeeded({ context, prop }) {
				if (prop("disabled") && context.get("focused")) {
					context.set("focused", false);
					context.set("focusVisible", false);
				}
			},
			setChecked({ context, event }) {
				context.set("checked", event.checked);
			},
			toggleChecked({ context, computed }) {
				const checked = isIndeterminate(computed("checked")) ? true : !computed("checked");
				context.set("checked", checked);
			},
			dispatchChangeEvent({ computed, scope }) {
				queueMicrotask(() => {
					dispatchInputCheckedEvent(getHiddenInputEl(scope), { checked: computed("checked") });
				});
			}
		}
	}
});
function isIndeterminate(checked) {
	return checked === "indeterminate";
}
function isChecked(checked) {
	return isIndeterminate(checked) ? false : !!checked;
}
// node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox-context.js
var [CheckboxProvider, useCheckboxContext] = createContext$1({
	name: "CheckboxContext",
	hookName: "useCheckboxContext",
	providerName: "<CheckboxProvider />"
});
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-context.js
var CheckboxContext$1 = (props) => props.children(useCheckboxContext());
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-control.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var CheckboxControl$1 = (0, import_react.forwardRef)((props, ref) => {
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getControlProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
CheckboxControl$1.displayName = "CheckboxControl";
// node_modules/@ark-ui/react/dist/utils/use-controllable-state.js
function useControllableState(props) {
	const { value, onChange, defaultValue } = props;
	const [uncontrolledValue, setUncontrolledValue] = (0, import_react.useState)(defaultValue);
	const controlled = value !== void 0;
	return [controlled ? value : uncontrolledValue, (0, import_react.useCallback)((value) => {
		if (controlled) return onChange?.(value);
		setUncontrolledValue(value);
		return onChange?.(value);
	}, [controlled, onChange])];
}
// node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox-group.js
function useCheckboxGroup(props = {}) {
	const fieldset = useFieldsetContext();
	const { defaultValue, value: controlledValue, onValueChange, disabled = fieldset?.disabled, readOnly, name, invalid = fieldset?.invalid, maxSelectedValues } = props;
	const interactive = !(disabled || readOnly);
	const onChangeProp = useEvent(onValueChange, { sync: true });
	const [value, setValue] = useControllableState({
		value: controlledValue,
		defaultValue: defaultValue || [],
		onChange: onChangeProp
	});
	const isChecked = (val) => {
		return value.some((v) => String(v) === String(val));
	};
	const toggleValue = (val) => {
		isChecked(val) ? removeValue(val) : addValue(val);
	};
	const isAtMax = maxSelectedValues != null && value.length >= maxSelectedValues;
	const addValue = (val) => {
		if (!interactive) return;
		if (isChecked(val)) return;
		if (isAtMax) return;
		setValue(value.concat(val));
	};
	const removeValue = (val) => {
		if (!interactive) return;
		setValue(value.filter((v) => String(v) !== String(val)));
	};
	const getItemProps = (props) => {
		const checked = props.value != null ? isChecked(props.value) : void 0;
		return {
			checked,
			onCheckedChange() {
				if (props.value != null) toggleValue(props.value);
			},
			name,
			disabled: disabled || isAtMax && !checked,
			readOnly,
			invalid
		};
	};
	return {
		isChecked,
		value,
		name,
		disabled: !!disabled,
		readOnly: !!readOnly,
		invalid: !!invalid,
		setValue,
		addValue,
		toggleValue,
		getItemProps
	};
}
// node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox-group-context.js
var [CheckboxGroupContextProvider, useCheckboxGroupContext] = createContext$1({
	name: "CheckboxGroupContext",
	hookName: "useCheckboxGroupContext",
	providerName: "<CheckboxGroupProvider />",
	strict: false
});
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-group.js
var splitGroupProps = createSplitProps();
var CheckboxGroup$1 = (0, import_react.forwardRef)((props, ref) => {
	const [checkboxGroupProps, localProps] = splitGroupProps(props, [
		"defaultValue",
		"value",
		"onValueChange",
		"disabled",
		"invalid",
		"readOnly",
		"name",
		"maxSelectedValues"
	]);
	const checkboxGroup = useCheckboxGroup(checkboxGroupProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroupContextProvider, {
		value: checkboxGroup,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			ref,
			role: "group",
			...localProps,
			...checkboxAnatomy.build().group.attrs
		})
	});
});
CheckboxGroup$1.displayName = "CheckboxGroup";
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-group-provider.js
var splitProviderProps = createSplitProps();
var CheckboxGroupProvider = (0, import_react.forwardRef)((props, ref) => {
	const [localProps, restProps] = splitProviderProps(props, ["value"]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxGroupContextProvider, {
		value: localProps.value,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			ref,
			role: "group",
			...restProps,
			...checkboxAnatomy.build().group.attrs
		})
	});
});
CheckboxGroupProvider.displayName = "CheckboxGroupProvider";
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-hidden-input.js
var CheckboxHiddenInput$1 = (0, import_react.forwardRef)((props, ref) => {
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getHiddenInputProps(), props);
	const field = useFieldContext();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.input, {
		"aria-describedby": field?.ariaDescribedby,
		...mergedProps,
		ref
	});
});
CheckboxHiddenInput$1.displayName = "CheckboxHiddenInput";
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-indicator.js
var CheckboxIndicator$1 = (0, import_react.forwardRef)((props, ref) => {
	const { indeterminate, ...rest } = props;
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getIndicatorProps(), rest);
	const isVisible = indeterminate ? checkbox.indeterminate : checkbox.checked;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		hidden: !isVisible,
		ref
	});
});
CheckboxIndicator$1.displayName = "CheckboxIndicator";
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-label.js
var CheckboxLabel$1 = (0, import_react.forwardRef)((props, ref) => {
	const checkbox = useCheckboxContext();
	const mergedProps = mergeProps(checkbox.getLabelProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.span, {
		...mergedProps,
		ref
	});
});
CheckboxLabel$1.displayName = "CheckboxLabel";
// node_modules/@ark-ui/react/dist/components/checkbox/use-checkbox.js
var useCheckbox = (ownProps = {}) => {
	const checkboxGroup = useCheckboxGroupContext();
	const field = useFieldContext();
	const props = (0, import_react.useMemo)(() => {
		return mergeProps(checkboxGroup?.getItemProps({ value: ownProps.value }) ?? {}, ownProps);
	}, [ownProps, checkboxGroup]);
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		ids: {
			label: field?.ids.label,
			hiddenInput: field?.ids.control
		},
		dir,
		disabled: field?.disabled,
		readOnly: field?.readOnly,
		invalid: field?.invalid,
		required: field?.required,
		getRootNode,
		...props
	};
	return connect(useMachine(machine, machineProps), normalizeProps);
};
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-root.js
var splitRootProps = createSplitProps();
var CheckboxRoot$1 = (0, import_react.forwardRef)((props, ref) => {
	const [useCheckboxProps, localProps] = splitRootProps(props, [
		"checked",
		"defaultChecked",
		"disabled",
		"form",
		"id",
		"ids",
		"invalid",
		"name",
		"onCheckedChange",
		"readOnly",
		"required",
		"value"
	]);
	const checkbox = useCheckbox(useCheckboxProps);
	const mergedProps = mergeProps(checkbox.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxProvider, {
		value: checkbox,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
			...mergedProps,
			ref
		})
	});
});
CheckboxRoot$1.displayName = "CheckboxRoot";
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox-root-provider.js
var splitRootProviderProps = createSplitProps();
var CheckboxRootProvider$1 = (0, import_react.forwardRef)((props, ref) => {
	const [{ value: checkbox }, localProps] = splitRootProviderProps(props, ["value"]);
	const mergedProps = mergeProps(checkbox.getRootProps(), localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxProvider, {
		value: checkbox,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.label, {
			...mergedProps,
			ref
		})
	});
});
CheckboxRootProvider$1.displayName = "CheckboxRootProvider";
// node_modules/@ark-ui/react/dist/components/checkbox/checkbox.js
var checkbox_exports = /* @__PURE__ */ __exportAll({
	Context: () => CheckboxContext$1,
	Control: () => CheckboxControl$1,
	Group: () => CheckboxGroup$1,
	GroupProvider: () => CheckboxGroupProvider,
	HiddenInput: () => CheckboxHiddenInput$1,
	Indicator: () => CheckboxIndicator$1,
	Label: () => CheckboxLabel$1,
	Root: () => CheckboxRoot$1,
	RootProvider: () => CheckboxRootProvider$1
});
// node_modules/@chakra-ui/react/dist/esm/components/checkmark/checkmark.js
var Checkmark = (0, import_react.forwardRef)(function Checkmark2(props, ref) {
	const recipe = useRecipe({
		key: "checkmark",
		recipe: props.recipe
	});
	const [variantProps, restProps] = recipe.splitVariantProps(props);
	const { checked, indeterminate, disabled, unstyled, children, css, ...rest } = restProps;
	const styles = unstyled ? EMPTY_STYLES : recipe(variantProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		viewBox: "0 0 24 24",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "3px",
		strokeLinecap: "round",
		strokeLinejoin: "round",
		"data-state": indeterminate ? "indeterminate" : checked ? "checked" : "unchecked",
		"data-disabled": dataAttr(disabled),
		css: [styles, css],
		...rest,
		children: indeterminate ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", { d: "M5 12h14" }) : checked ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("polyline", { points: "20 6 9 17 4 12" }) : null
	});
});
Checkmark.displayName = "Checkmark";
// node_modules/@chakra-ui/react/dist/esm/components/checkbox/checkbox.js
var { withProvider, withContext, useStyles: useCheckboxStyles, PropsProvider } = createSlotRecipeContext({ key: "checkbox" });
withProvider(checkbox_exports.RootProvider, "root", { forwardAsChild: true });
var CheckboxRoot = withProvider(checkbox_exports.Root, "root", { forwardAsChild: true });
var CheckboxLabel = withContext(checkbox_exports.Label, "label", { forwardAsChild: true });
var CheckboxIndicator = (0, import_react.forwardRef)(function CheckboxIndicator2(props, ref) {
	const { checked, indeterminate, ...rest } = props;
	const api = useCheckboxContext();
	const styles = useCheckboxStyles();
	if (checked && api.checked) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		asChild: true,
		...rest,
		css: [styles.indicator, props.css],
		children: checked
	});
	if (indeterminate && api.indeterminate) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(chakra.svg, {
		ref,
		asChild: true,
		...rest,
		css: [styles.indicator, props.css],
		children: indeterminate
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkmark, {
		ref,
		checked: api.checked,
		indeterminate: api.indeterminate,
		disabled: api.disabled,
		unstyled: true,
		...rest,
		css: [styles.indicator, props.css]
	});
});
var CheckboxControl = withContext(checkbox_exports.Control, "control", {
	forwardAsChild: true,
	defaultProps: { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxIndicator, {}) }
});
chakra(checkbox_exports.Group, { base: {
	display: "flex",
	flexDirection: "column",
	gap: "1.5"
} }, { forwardAsChild: true });
checkbox_exports.Context;
var CheckboxHiddenInput = checkbox_exports.HiddenInput;
// src/pages/casino/FiltersView.tsx
var import_dist = require_dist();
function CheckList({ legend, options, selected, onToggle, testId }) {
	const attr = testId === "category-tab" ? "data-category" : "data-provider";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		as: "fieldset",
		gap: "2",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
			as: "legend",
			fontWeight: "semibold",
			color: tok.text,
			mb: "2",
			children: legend
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SimpleGrid, {
			columns: {
				base: 2,
				md: 4,
				lg: 6
			},
			gap: "2",
			children: options.map((o) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(CheckboxRoot, {
				checked: selected.includes(o.id),
				onCheckedChange: () => onToggle(o.id),
				"data-testid": testId,
				[attr]: o.id,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxHiddenInput, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxControl, {}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckboxLabel, {
						color: tok.text,
						children: o.label
					})
				]
			}, o.id))
		})]
	});
}
/** /casino/filters: pick several categories and providers; the grid shows games matching both. */
var FiltersView = (0, import_dist.observer)(function FiltersView() {
	const { root, config, label } = useCasinoBase();
	const f = useFilterParams();
	const pseudo = pseudoProviders(config.catalogue);
	const providers = root.casino.visibleProviders;
	const categories = config.catalogue.categories.filter((c) => c.id !== pseudo.all && c.id !== pseudo.favorite && c.id !== pseudo.recentlyPlayed).map((c) => ({
		id: c.id,
		label: label(c.labelId)
	}));
	const chosen = f.providers.filter((id) => providers.some((p) => p.id === id));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "5",
		p: {
			base: "3",
			md: "6"
		},
		"data-testid": "filters-page",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HStack, {
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageTitle, { children: label("casino.filters") }), (f.categories.length > 0 || f.providers.length > 0) && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					size: "sm",
					variant: "outline",
					borderRadius: radius.button,
					onClick: f.clear,
					"data-testid": "filters-clear",
					children: label("casino.filters.clear")
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, {
				legend: label("casino.filters.categories"),
				options: categories,
				selected: f.categories,
				onToggle: (id) => f.toggleCategory(id, false),
				testId: "category-tab"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckList, {
				legend: label("casino.filters.providers"),
				options: providers.map((p) => ({
					id: p.id,
					label: p.name
				})),
				selected: chosen,
				onToggle: f.toggleProvider,
				testId: "provider-filter"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CasinoGames, {
				providerIds: chosen.length ? chosen : providers.map((p) => p.id),
				filters: {
					selectedCategories: f.categories,
					selectedRouteProviders: chosen
				},
				empty: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmptyState, { message: label("casino.filters.empty") })
			})
		]
	});
});
export { FiltersView };
