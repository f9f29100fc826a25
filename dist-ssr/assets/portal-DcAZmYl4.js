import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { P as require_jsx_runtime, f as noop, l as dataAttr, u as getByOwnerId } from "./react-intl-BjT29jKx.js";
import { t as require_react_dom } from "./react-dom-CGicXJog.js";
import { a as addDomEvent, c as isContextMenuEvent, f as isTouchDevice, g as compact, h as warn, i as useLocaleContext, m as createMachine, n as useMachine, r as useEvent, s as getEventTarget, t as normalizeProps, u as isIos } from "./normalize-props-DYy3tMnD.js";
import { C as callAll, S as createContext$1, T as isFunction, _ as isRootElement, a as contains, b as useComposedRefs, c as getParentNode$1, f as isDocument, g as isInputElement, h as isHTMLElement, i as ark, l as getRootNode, m as isElementVisible, n as createSplitProps, o as getActiveElement, p as isEditableElement, r as __exportAll, s as getDocument, u as getWindow, v as isShadowRoot, x as useEnvironmentContext, y as mergeProps } from "./create-anatomy-N5bLh3sX.js";
import { n as parts, r as getComputedStyle } from "./dialog.anatomy-wZw3-9bf.js";
// node_modules/@zag-js/dom-query/dist/chunk-QZ7TP4HQ.mjs
var __defProp$1 = Object.defineProperty;
var __defNormalProp$1 = (obj, key, value) => key in obj ? __defProp$1(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __publicField$1 = (obj, key, value) => __defNormalProp$1(obj, typeof key !== "symbol" ? key + "" : key, value);
// node_modules/@zag-js/dom-query/dist/controller.mjs
var INTERACTIVE_CONTAINER_ROLE = /* @__PURE__ */ new Set([
	"menu",
	"listbox",
	"dialog",
	"grid",
	"tree",
	"region",
	"application"
]);
var isInteractiveContainerRole = (role) => INTERACTIVE_CONTAINER_ROLE.has(role);
var getAriaControls = (element) => element.getAttribute("aria-controls")?.split(" ") || [];
function isControlledElement(container, element) {
	const visitedIds = /* @__PURE__ */ new Set();
	const rootNode = getRootNode(container);
	const checkElement = (searchRoot) => {
		const controllingElements = searchRoot.querySelectorAll("[aria-controls]");
		for (const controller of controllingElements) {
			if (controller.getAttribute("aria-expanded") !== "true") continue;
			const controlledIds = getAriaControls(controller);
			for (const id of controlledIds) {
				if (!id || visitedIds.has(id)) continue;
				visitedIds.add(id);
				const controlledElement = rootNode.getElementById(id);
				if (controlledElement) {
					const role = controlledElement.getAttribute("role");
					const modal = controlledElement.getAttribute("aria-modal") === "true";
					if (role && isInteractiveContainerRole(role) && !modal) {
						if (controlledElement === element || controlledElement.contains(element)) return true;
						if (checkElement(controlledElement)) return true;
					}
				}
			}
		}
		return false;
	};
	return checkElement(container);
}
function findControlledElements(searchRoot, callback) {
	const rootNode = getRootNode(searchRoot);
	const visitedIds = /* @__PURE__ */ new Set();
	const findRecursive = (root) => {
		const controllingElements = root.querySelectorAll("[aria-controls]");
		for (const controller of controllingElements) {
			if (controller.getAttribute("aria-expanded") !== "true") continue;
			const controlledIds = getAriaControls(controller);
			for (const id of controlledIds) {
				if (!id || visitedIds.has(id)) continue;
				visitedIds.add(id);
				const controlledElement = rootNode.getElementById(id);
				if (controlledElement) {
					const role = controlledElement.getAttribute("role");
					const modal = controlledElement.getAttribute("aria-modal") === "true";
					if (role && INTERACTIVE_CONTAINER_ROLE.has(role) && !modal) {
						callback(controlledElement);
						findRecursive(controlledElement);
					}
				}
			}
		}
	};
	findRecursive(searchRoot);
}
function getControlledElements(container) {
	const controlledElements = /* @__PURE__ */ new Set();
	findControlledElements(container, (controlledElement) => {
		if (!container.contains(controlledElement)) controlledElements.add(controlledElement);
	});
	return Array.from(controlledElements);
}
function isInteractiveContainerElement(element) {
	const role = element.getAttribute("role");
	return Boolean(role && INTERACTIVE_CONTAINER_ROLE.has(role));
}
function isControllerElement(element) {
	return element.hasAttribute("aria-controls") && element.getAttribute("aria-expanded") === "true";
}
function hasControllerElements(element) {
	if (isControllerElement(element)) return true;
	return Boolean(element.querySelector?.("[aria-controls][aria-expanded=\"true\"]"));
}
function isControlledByExpandedController(element) {
	if (!element.id) return false;
	const rootNode = getRootNode(element);
	const escapedId = CSS.escape(element.id);
	const selector = `[aria-controls~="${escapedId}"][aria-expanded="true"], [aria-controls="${escapedId}"][aria-expanded="true"]`;
	const controller = rootNode.querySelector(selector);
	return Boolean(controller && isInteractiveContainerElement(element));
}
// node_modules/@zag-js/dom-query/dist/tabbable.mjs
var isFrame = (el) => isHTMLElement(el) && el.tagName === "IFRAME";
var NATURALLY_TABBABLE_REGEX = /^(audio|video|details)$/;
function parseTabIndex(el) {
	const attr = el.getAttribute("tabindex");
	if (!attr) return NaN;
	return parseInt(attr, 10);
}
var hasTabIndex = (el) => !Number.isNaN(parseTabIndex(el));
var hasNegativeTabIndex = (el) => parseTabIndex(el) < 0;
function isRadioInput(element) {
	return isInputElement(element) && element.type === "radio";
}
function isTabbableRadio(element) {
	if (!isRadioInput(element) || !element.name) return true;
	if (element.checked) return true;
	const selector = `input[type="radio"][name="${CSS.escape(element.name)}"]`;
	const scope = element.form ?? element.ownerDocument;
	const group = Array.from(scope.querySelectorAll(selector)).filter((radio) => radio.form === element.form && isFocusable(radio));
	const checked = group.find((radio) => radio.checked);
	if (checked) return checked === element;
	return group[0] === element;
}
function getShadowRootForNode(element, getShadowRoot) {
	if (!getShadowRoot) return null;
	if (getShadowRoot === true) return element.shadowRoot || null;
	const result = getShadowRoot(element);
	return (result === true ? element.shadowRoot : result) || null;
}
function collectElementsWithShadowDOM(elements, getShadowRoot, filterFn) {
	const allElements = [...elements];
	const toProcess = [...elements];
	const processed = /* @__PURE__ */ new Set();
	const positionMap = /* @__PURE__ */ new Map();
	elements.forEach((el, i) => positionMap.set(el, i));
	let processIndex = 0;
	while (processIndex < toProcess.length) {
		const element = toProcess[processIndex++];
		if (!element || processed.has(element)) continue;
		processed.add(element);
		const shadowRoot = getShadowRootForNode(element, getShadowRoot);
		if (shadowRoot) {
			const shadowElements = Array.from(shadowRoot.querySelectorAll(focusableSelector)).filter(filterFn);
			const hostIndex = positionMap.get(element);
			if (hostIndex !== void 0) {
				const insertPosition = hostIndex + 1;
				allElements.splice(insertPosition, 0, ...shadowElements);
				shadowElements.forEach((el, i) => {
					positionMap.set(el, insertPosition + i);
				});
				for (let i = insertPosition + shadowElements.length; i < allElements.length; i++) positionMap.set(allElements[i], i);
			} else {
				const insertPosition = allElements.length;
				allElements.push(...shadowElements);
				shadowElements.forEach((el, i) => {
					positionMap.set(el, insertPosition + i);
				});
			}
			toProcess.push(...shadowElements);
		}
	}
	return allElements;
}
var focusableSelector = "input:not([type='hidden']):not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], button:not([disabled]), [tabindex], iframe, object, embed, area[href], audio[controls], video[controls], [contenteditable]:not([contenteditable='false']), details > summary:first-of-type";
var getFocusables = (container, options = {}) => {
	if (!container) return [];
	const { includeContainer = false, getShadowRoot } = options;
	const elements = Array.from(container.querySelectorAll(focusableSelector));
	if ((includeContainer == true || includeContainer == "if-empty" && elements.length === 0) && isHTMLElement(container) && isFocusable(container)) elements.unshift(container);
	const focusableElements = [];
	for (const element of elements) {
		if (!isFocusable(element)) continue;
		if (isFrame(element) && element.contentDocument) {
			const frameBody = element.contentDocument.body;
			focusableElements.push(...getFocusables(frameBody, { getShadowRoot }));
			continue;
		}
		focusableElements.push(element);
	}
	if (getShadowRoot) return collectElementsWithShadowDOM(focusableElements, getShadowRoot, isFocusable);
	return focusableElements;
};
function isFocusable(element) {
	if (!isHTMLElement(element) || element.closest("[inert]")) return false;
	return element.matches(focusableSelector) && isElementVisible(element);
}
function getTabbables(container, options = {}) {
	if (!container) return [];
	const { includeContainer, getShadowRoot } = options;
	const elements = Array.from(container.querySelectorAll(focusableSelector));
	if (includeContainer && isTabbable(container)) elements.unshift(container);
	const tabbableElements = [];
	for (const element of elements) {
		if (!isTabbable(element)) continue;
		if (isFrame(element) && element.contentDocument) {
			const frameBody = element.contentDocument.body;
			tabbableElements.push(...getTabbables(frameBody, { getShadowRoot }));
			continue;
		}
		tabbableElements.push(element);
	}
	if (getShadowRoot) {
		const allElements = collectElementsWithShadowDOM(tabbableElements, getShadowRoot, isTabbable);
		if (!allElements.length && includeContainer) return elements;
		return allElements;
	}
	if (!tabbableElements.length && includeContainer) return elements;
	return tabbableElements;
}
function isTabbable(el) {
	if (isHTMLElement(el) && el.tabIndex > 0) return true;
	if (!isFocusable(el) || hasNegativeTabIndex(el)) return false;
	return isTabbableRadio(el);
}
function getTabIndex(node) {
	if (node.tabIndex < 0) {
		if ((NATURALLY_TABBABLE_REGEX.test(node.localName) || isEditableElement(node)) && !hasTabIndex(node)) return 0;
	}
	return node.tabIndex;
}
// node_modules/@zag-js/dom-query/dist/initial-focus.mjs
function getInitialFocus(options) {
	const { root, getInitialEl, filter, enabled = true } = options;
	if (!enabled) return;
	let node = typeof getInitialEl === "function" ? getInitialEl() : getInitialEl;
	node || (node = root?.querySelector("[data-autofocus],[autofocus]"));
	if (!node) node = getTabbables(root).filter((el) => filter ? filter(el) : true).find((el) => !el.hasAttribute("data-no-autofocus"));
	return node || root || void 0;
}
// node_modules/@zag-js/dom-query/dist/raf.mjs
var AnimationFrame = class _AnimationFrame {
	constructor() {
		__publicField$1(this, "id", null);
		__publicField$1(this, "fn_cleanup");
		__publicField$1(this, "cleanup", () => {
			this.cancel();
		});
	}
	static create() {
		return new _AnimationFrame();
	}
	request(fn) {
		this.cancel();
		this.id = globalThis.requestAnimationFrame(() => {
			this.id = null;
			this.fn_cleanup = fn?.();
		});
	}
	cancel() {
		if (this.id !== null) {
			globalThis.cancelAnimationFrame(this.id);
			this.id = null;
		}
		this.fn_cleanup?.();
		this.fn_cleanup = void 0;
	}
	isActive() {
		return this.id !== null;
	}
};
function raf$1(fn) {
	const frame = AnimationFrame.create();
	frame.request(fn);
	return frame.cleanup;
}
function nextTick(fn) {
	const set = /* @__PURE__ */ new Set();
	function raf2(fn2) {
		const id = globalThis.requestAnimationFrame(fn2);
		set.add(() => globalThis.cancelAnimationFrame(id));
	}
	raf2(() => raf2(fn));
	return function cleanup() {
		set.forEach((fn2) => fn2());
	};
}
// node_modules/@zag-js/dom-query/dist/overflow.mjs
function getNearestOverflowAncestor(el) {
	const parentNode = getParentNode$1(el);
	if (isRootElement(parentNode)) return getDocument(parentNode).body;
	if (isHTMLElement(parentNode) && isOverflowElement(parentNode)) return parentNode;
	return getNearestOverflowAncestor(parentNode);
}
var OVERFLOW_RE = /auto|scroll|overlay|hidden|clip/;
var nonOverflowValues = /* @__PURE__ */ new Set(["inline", "contents"]);
function isOverflowElement(el) {
	const { overflow, overflowX, overflowY, display } = getWindow(el).getComputedStyle(el);
	return OVERFLOW_RE.test(overflow + overflowY + overflowX) && !nonOverflowValues.has(display);
}
// node_modules/@zag-js/dom-query/dist/query.mjs
function queryAll(root, selector) {
	return Array.from(root?.querySelectorAll(selector) ?? []);
}
// node_modules/@zag-js/dom-query/dist/set.mjs
function setStyle(el, style) {
	if (!el) return noop;
	const prev = Object.keys(style).reduce((acc, key) => {
		acc[key] = el.style.getPropertyValue(key);
		return acc;
	}, {});
	if (isEqual(prev, style)) return noop;
	Object.assign(el.style, style);
	return () => {
		Object.assign(el.style, prev);
		if (el.style.length === 0) el.removeAttribute("style");
	};
}
function setStyleProperty(el, prop, value) {
	if (!el) return noop;
	const prev = el.style.getPropertyValue(prop);
	if (prev === value) return noop;
	el.style.setProperty(prop, value);
	return () => {
		el.style.setProperty(prop, prev);
		if (el.style.length === 0) el.removeAttribute("style");
	};
}
function isEqual(a, b) {
	return Object.keys(a).every((key) => a[key] === b[key]);
}
// node_modules/@zag-js/dom-query/dist/wait-for.mjs
function waitForPromise(promise, controller, timeout) {
	const { signal } = controller;
	const wrappedPromise = new Promise((resolve, reject) => {
		const timeoutId = setTimeout(() => {
			reject(/* @__PURE__ */ new Error(`Timeout of ${timeout}ms exceeded`));
		}, timeout);
		signal.addEventListener("abort", () => {
			clearTimeout(timeoutId);
			reject(new DOMException("Promise aborted", "AbortError"));
		});
		promise.then((result) => {
			if (!signal.aborted) {
				clearTimeout(timeoutId);
				resolve(result);
			}
		}).catch((error) => {
			if (!signal.aborted) {
				clearTimeout(timeoutId);
				reject(error);
			}
		});
	});
	const abort = () => controller.abort();
	return [wrappedPromise, abort];
}
function waitForElement(target, options) {
	const { timeout, rootNode } = options;
	const win = getWindow(rootNode);
	const doc = getDocument(rootNode);
	const controller = new win.AbortController();
	return waitForPromise(new Promise((resolve) => {
		const el = target();
		if (el) {
			resolve(el);
			return;
		}
		const observer = new win.MutationObserver(() => {
			const el2 = target();
			if (el2 && el2.isConnected) {
				observer.disconnect();
				resolve(el2);
			}
		});
		observer.observe(doc.body, {
			childList: true,
			subtree: true
		});
	}), controller, timeout);
}
// node_modules/@zag-js/dom-query/dist/when-node.mjs
function whenNode(nodeOrFn, fn, options = {}) {
	const { defer, onMissing } = options;
	const getNode = () => typeof nodeOrFn === "function" ? nodeOrFn() : nodeOrFn;
	const cleanups = [];
	const setup = (node2) => {
		if (!node2) return onMissing?.();
		cleanups.push(fn(node2));
	};
	const node = getNode();
	if (!defer || node) setup(node);
	else {
		let cancelled = false;
		cleanups.push(() => {
			cancelled = true;
		});
		queueMicrotask(() => {
			if (cancelled) return;
			const committed = getNode();
			if (committed) {
				setup(committed);
				return;
			}
			cleanups.push(raf$1(() => {
				if (cancelled) return;
				setup(getNode());
			}));
		});
	}
	return () => {
		cleanups.forEach((fn2) => fn2?.());
	};
}
// node_modules/@ark-ui/react/dist/components/presence/split-presence-props.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var splitPresenceProps = (props) => createSplitProps()(props, [
	"hideMode",
	"immediate",
	"lazyMount",
	"onEnterComplete",
	"onExitComplete",
	"present",
	"skipAnimationOnMount",
	"unmountOnExit"
]);
// node_modules/@ark-ui/react/dist/utils/react-activity.js
var getActivity = (react) => Reflect.get(react, "Activity");
var Activity = getActivity(import_react);
var supportsActivity = Activity !== void 0;
// node_modules/@zag-js/presence/dist/presence.connect.mjs
function connect$1(service, _normalize) {
	const { state, send, context } = service;
	const present = state.matches("mounted", "unmountSuspended");
	return {
		skip: !context.get("initial"),
		present,
		setNode(node) {
			if (!node) return;
			send({
				type: "NODE.SET",
				node
			});
		},
		unmount() {
			send({ type: "UNMOUNT" });
		}
	};
}
// node_modules/@zag-js/presence/dist/presence.machine.mjs
var machine$1 = createMachine({
	props({ props }) {
		return {
			...props,
			present: !!props.present
		};
	},
	initialState({ prop }) {
		return prop("present") ? "mounted" : "unmounted";
	},
	refs() {
		return {
			node: null,
			styles: null
		};
	},
	context({ bindable }) {
		return {
			unmountAnimationName: bindable(() => ({ defaultValue: null })),
			prevAnimationName: bindable(() => ({ defaultValue: null })),
			present: bindable(() => ({ defaultValue: false })),
			initial: bindable(() => ({
				sync: true,
				defaultValue: false
			}))
		};
	},
	exit: ["cleanupNode"],
	watch({ track, prop, send }) {
		track([() => prop("present")], () => {
			send({ type: "PRESENCE.CHANGED" });
		});
	},
	on: {
		"NODE.SET": { actions: ["setupNode"] },
		"PRESENCE.CHANGED": { actions: ["setInitial", "syncPresence"] }
	},
	states: {
		mounted: {
			effects: ["trackEnterAnimation"],
			on: {
				UNMOUNT: {
					target: "unmounted",
					actions: ["clearPrevAnimationName", "invokeOnExitComplete"]
				},
				"UNMOUNT.SUSPEND": { target: "unmountSuspended" }
			}
		},
		unmountSuspended: {
			effects: ["trackExitAnimation"],
			on: {
				MOUNT: {
					target: "mounted",
					actions: ["setPrevAnimationName"]
				},
				UNMOUNT: {
					target: "unmounted",
					actions: ["clearPrevAnimationName", "invokeOnExitComplete"]
				}
			}
		},
		unmounted: { on: { MOUNT: {
			target: "mounted",
			actions: ["setPrevAnimationName"]
		} } }
	},
	implementations: {
		actions: {
			setInitial: ({ context }) => {
				if (context.get("initial")) return;
				queueMicrotask(() => {
					context.set("initial", true);
				});
			},
			invokeOnExitComplete: ({ prop, refs }) => {
				prop("onExitComplete")?.();
				const node = refs.get("node");
				if (!node) return;
				const event = new (getWindow(node)).CustomEvent("exitcomplete", { bubbles: false });
				node.dispatchEvent(event);
			},
			setupNode: ({ refs, event }) => {
				if (refs.get("node") === event.node) return;
				refs.set("node", event.node);
				refs.set("styles", getComputedStyle(event.node));
			},
			cleanupNode: ({ refs }) => {
				refs.set("node", null);
				refs.set("styles", null);
			},
			syncPresence: ({ context, refs, send, prop }) => {
				const presentProp = prop("present");
				if (presentProp) return send({
					type: "MOUNT",
					src: "presence.changed"
				});
				const node = refs.get("node");
				if (!presentProp && node?.ownerDocument.visibilityState === "hidden") return send({
					type: "UNMOUNT",
					src: "visibilitychange"
				});
				raf$1(() => {
					if (prop("present")) return;
					const animationName = getAnimationName(refs.get("styles"));
					context.set("unmountAnimationName", animationName);
					if (animationName === "none" || animationName === context.get("prevAnimationName") || refs.get("styles")?.display === "none" || refs.get("styles")?.animationDuration === "0s") send({
						type: "UNMOUNT",
						src: "presence.changed"
					});
					else send({ type: "UNMOUNT.SUSPEND" });
				});
			},
			setPrevAnimationName: ({ context, refs }) => {
				raf$1(() => {
					context.set("prevAnimationName", getAnimationName(refs.get("styles")));
				});
			},
			clearPrevAnimationName: ({ context }) => {
				context.set("prevAnimationName", null);
			}
		},
		effects: {
			trackEnterAnimation: ({ context, refs, prop }) => {
				if (!prop("onEnterComplete") || !context.get("initial")) return;
				let cancel;
				const track = () => {
					cancel = raf$1(() => {
						const node = refs.get("node");
						if (!node || !node.isConnected) {
							track();
							return;
						}
						const styles = getComputedStyle(node);
						if (getAnimationName(styles) === "none" || styles.display === "none" || styles.animationDuration === "0s") {
							prop("onEnterComplete")?.();
							return;
						}
						const onEnd = (event) => {
							if (getEventTarget(event) !== node || !prop("present")) return;
							node.removeEventListener("animationend", onEnd);
							prop("onEnterComplete")?.();
						};
						node.addEventListener("animationend", onEnd);
						return () => {
							node.removeEventListener("animationend", onEnd);
						};
					});
				};
				track();
				return () => cancel?.();
			},
			trackExitAnimation: ({ context, refs, send, prop }) => {
				const node = refs.get("node");
				if (!node) return;
				const onStart = (event) => {
					if ((event.composedPath?.()?.[0] ?? event.target) === node) context.set("prevAnimationName", getAnimationName(refs.get("styles")));
				};
				const onEnd = (event) => {
					const animationName = getAnimationName(refs.get("styles"));
					if (getEventTarget(event) === node && animationName === context.get("unmountAnimationName") && !prop("present")) send({
						type: "UNMOUNT",
						src: "animationend"
					});
				};
				const onCancel = (event) => {
					if (getEventTarget(event) === node && !prop("present")) send({
						type: "UNMOUNT",
						src: "animationcancel"
					});
				};
				node.addEventListener("animationstart", onStart);
				node.addEventListener("animationcancel", onCancel);
				node.addEventListener("animationend", onEnd);
				const cleanupStyles = setStyle(node, { animationFillMode: "forwards" });
				return () => {
					node.removeEventListener("animationstart", onStart);
					node.removeEventListener("animationcancel", onCancel);
					node.removeEventListener("animationend", onEnd);
					nextTick(() => cleanupStyles());
				};
			}
		}
	}
});
function getAnimationName(styles) {
	return styles?.animationName || "none";
}
// node_modules/@ark-ui/react/dist/components/presence/use-presence.js
var usePresence = (props = {}) => {
	const { lazyMount, unmountOnExit, hideMode = "display-none", present, skipAnimationOnMount = false, ...rest } = props;
	const wasEverPresent = (0, import_react.useRef)(false);
	const machineProps = {
		...rest,
		present,
		onEnterComplete: useEvent(props.onEnterComplete),
		onExitComplete: useEvent(props.onExitComplete)
	};
	const api = connect$1(useMachine(machine$1, machineProps), normalizeProps);
	if (api.present) wasEverPresent.current = true;
	const unmounted = !api.present && !wasEverPresent.current && lazyMount || unmountOnExit && !api.present && wasEverPresent.current;
	const resolvedHideMode = hideMode === "activity" && supportsActivity ? "activity" : "display-none";
	const getPresenceProps = () => ({
		"data-state": api.skip && skipAnimationOnMount ? void 0 : present ? "open" : "closed",
		hidden: resolvedHideMode === "activity" ? false : !api.present
	});
	return {
		ref: api.setNode,
		getPresenceProps,
		present: api.present,
		unmounted,
		hideMode: resolvedHideMode
	};
};
// node_modules/@ark-ui/react/dist/components/presence/presence-gate.js
var PresenceGate = (props) => {
	const { presence, children } = props;
	if (presence.unmounted) return null;
	if (presence.hideMode === "activity" && Activity) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Activity, {
		mode: presence.present ? "visible" : "hidden",
		children
	});
	return children;
};
// node_modules/@ark-ui/react/dist/components/presence/use-presence-context.js
var [PresenceProvider, usePresenceContext] = createContext$1({
	name: "PresenceContext",
	hookName: "usePresenceContext",
	providerName: "<PresenceProvider />"
});
// node_modules/@ark-ui/react/dist/utils/render-strategy.js
var [RenderStrategyPropsProvider, useRenderStrategyPropsContext] = createContext$1({
	name: "RenderStrategyContext",
	hookName: "useRenderStrategyContext",
	providerName: "<RenderStrategyPropsProvider />"
});
var splitRenderStrategyProps = (props) => createSplitProps()(props, [
	"lazyMount",
	"unmountOnExit",
	"hideMode"
]);
// node_modules/@zag-js/aria-hidden/dist/walk-tree-outside.mjs
var counterMap = /* @__PURE__ */ new WeakMap();
var uncontrolledNodes = /* @__PURE__ */ new WeakMap();
var markerMap = {};
var lockCount = 0;
var unwrapHost = (node) => node && (node.host || unwrapHost(node.parentNode));
var correctTargets = (parent, targets) => targets.map((target) => {
	if (parent.contains(target)) return target;
	const correctedTarget = unwrapHost(target);
	if (correctedTarget && parent.contains(correctedTarget)) return correctedTarget;
	console.error("[zag-js > ariaHidden] target", target, "in not contained inside", parent, ". Doing nothing");
	return null;
}).filter((x) => Boolean(x));
var ignoreableNodes = /* @__PURE__ */ new Set([
	"script",
	"output",
	"status",
	"next-route-announcer"
]);
var isIgnoredNode = (node) => {
	if (ignoreableNodes.has(node.localName)) return true;
	if (node.role === "status") return true;
	if (node.hasAttribute("aria-live")) return true;
	return node.matches("[data-live-announcer]");
};
var walkTreeOutside = (originalTarget, props) => {
	const { parentNode, markerName, controlAttribute, explicitBooleanValue, followControlledElements = true } = props;
	const targets = correctTargets(parentNode, Array.isArray(originalTarget) ? originalTarget : [originalTarget]);
	markerMap[markerName] || (markerMap[markerName] = /* @__PURE__ */ new WeakMap());
	const markerCounter = markerMap[markerName];
	const hiddenNodes = [];
	const elementsToKeep = /* @__PURE__ */ new Set();
	const elementsToStop = new Set(targets);
	const keep = (el) => {
		if (!el || elementsToKeep.has(el)) return;
		elementsToKeep.add(el);
		keep(el.parentNode);
	};
	targets.forEach((target) => {
		keep(target);
		if (followControlledElements && isHTMLElement(target)) findControlledElements(target, (controlledElement) => {
			keep(controlledElement);
		});
	});
	const deep = (parent) => {
		if (!parent || elementsToStop.has(parent)) return;
		Array.prototype.forEach.call(parent.children, (node) => {
			if (elementsToKeep.has(node)) deep(node);
			else try {
				if (isIgnoredNode(node)) return;
				const attr = node.getAttribute(controlAttribute);
				const alreadyHidden = explicitBooleanValue ? attr === "true" : attr !== null && attr !== "false";
				const counterValue = (counterMap.get(node) || 0) + 1;
				const markerValue = (markerCounter.get(node) || 0) + 1;
				counterMap.set(node, counterValue);
				markerCounter.set(node, markerValue);
				hiddenNodes.push(node);
				if (counterValue === 1 && alreadyHidden) uncontrolledNodes.set(node, true);
				if (markerValue === 1) node.setAttribute(markerName, "");
				if (!alreadyHidden) node.setAttribute(controlAttribute, explicitBooleanValue ? "true" : "");
			} catch (e) {
				console.error("[zag-js > ariaHidden] cannot operate on ", node, e);
			}
		});
	};
	deep(parentNode);
	elementsToKeep.clear();
	lockCount++;
	return () => {
		hiddenNodes.forEach((node) => {
			const counterValue = counterMap.get(node) - 1;
			const markerValue = markerCounter.get(node) - 1;
			counterMap.set(node, counterValue);
			markerCounter.set(node, markerValue);
			if (!counterValue) {
				if (!uncontrolledNodes.has(node)) node.removeAttribute(controlAttribute);
				uncontrolledNodes.delete(node);
			}
			if (!markerValue) node.removeAttribute(markerName);
		});
		lockCount--;
		if (!lockCount) {
			counterMap = /* @__PURE__ */ new WeakMap();
			counterMap = /* @__PURE__ */ new WeakMap();
			uncontrolledNodes = /* @__PURE__ */ new WeakMap();
			markerMap = {};
		}
	};
};
// node_modules/@zag-js/aria-hidden/dist/aria-hidden.mjs
var getParentNode = (originalTarget) => {
	return (Array.isArray(originalTarget) ? originalTarget[0] : originalTarget).ownerDocument.body;
};
var hideOthers = (originalTarget, parentNode = getParentNode(originalTarget), markerName = "data-aria-hidden", followControlledElements = true) => {
	if (!parentNode) return;
	return walkTreeOutside(originalTarget, {
		parentNode,
		markerName,
		controlAttribute: "aria-hidden",
		explicitBooleanValue: true,
		followControlledElements
	});
};
// node_modules/@zag-js/aria-hidden/dist/index.mjs
var raf = (fn) => {
	const frameId = requestAnimationFrame(() => fn());
	return () => cancelAnimationFrame(frameId);
};
function ariaHidden(targetsOrFn, options = {}) {
	const { defer = true } = options;
	const func = defer ? raf : (v) => v();
	const cleanups = [];
	cleanups.push(func(() => {
		const elements = (typeof targetsOrFn === "function" ? targetsOrFn() : targetsOrFn).filter(Boolean);
		if (elements.length === 0) return;
		cleanups.push(hideOthers(elements));
	}));
	return () => {
		cleanups.forEach((fn) => fn?.());
	};
}
// node_modules/@zag-js/interact-outside/dist/frame-utils.mjs
function getWindowFrames(win) {
	const frames = {
		each(cb) {
			for (let i = 0; i < win.frames?.length; i += 1) {
				const frame = win.frames[i];
				if (frame) cb(frame);
			}
		},
		addEventListener(event, listener, options) {
			frames.each((frame) => {
				try {
					frame.document.addEventListener(event, listener, options);
				} catch {}
			});
			return () => {
				try {
					frames.removeEventListener(event, listener, options);
				} catch {}
			};
		},
		removeEventListener(event, listener, options) {
			frames.each((frame) => {
				try {
					frame.document.removeEventListener(event, listener, options);
				} catch {}
			});
		}
	};
	return frames;
}
function getParentWindow(win) {
	const parent = win.frameElement != null ? win.parent : null;
	return {
		addEventListener: (event, listener, options) => {
			try {
				parent?.addEventListener(event, listener, options);
			} catch {}
			return () => {
				try {
					parent?.removeEventListener(event, listener, options);
				} catch {}
			};
		},
		removeEventListener: (event, listener, options) => {
			try {
				parent?.removeEventListener(event, listener, options);
			} catch {}
		}
	};
}
// node_modules/@zag-js/interact-outside/dist/index.mjs
var POINTER_OUTSIDE_EVENT = "pointerdown.outside";
var FOCUS_OUTSIDE_EVENT = "focus.outside";
function isComposedPathFocusable(composedPath) {
	for (const node of composedPath) if (isHTMLElement(node) && isFocusable(node)) return true;
	return false;
}
var isPointerEvent = (event) => "clientY" in event;
function isEventPointWithin(node, event) {
	if (!isPointerEvent(event) || !node) return false;
	const rect = node.getBoundingClientRect();
	if (rect.width === 0 || rect.height === 0) return false;
	return rect.top <= event.clientY && event.clientY <= rect.top + rect.height && rect.left <= event.clientX && event.clientX <= rect.left + rect.width;
}
function isPointInRect(rect, point) {
	return rect.y <= point.y && point.y <= rect.y + rect.height && rect.x <= point.x && point.x <= rect.x + rect.width;
}
function isEventWithinScrollbar(event, ancestor) {
	if (!ancestor || !isPointerEvent(event)) return false;
	const isScrollableY = ancestor.scrollHeight > ancestor.clientHeight;
	const onScrollbarY = isScrollableY && event.clientX > ancestor.offsetLeft + ancestor.clientWidth;
	const isScrollableX = ancestor.scrollWidth > ancestor.clientWidth;
	const onScrollbarX = isScrollableX && event.clientY > ancestor.offsetTop + ancestor.clientHeight;
	if (!isPointInRect({
		x: ancestor.offsetLeft,
		y: ancestor.offsetTop,
		width: ancestor.clientWidth + (isScrollableY ? 16 : 0),
		height: ancestor.clientHeight + (isScrollableX ? 16 : 0)
	}, {
		x: event.clientX,
		y: event.clientY
	})) return false;
	return onScrollbarY || onScrollbarX;
}
function trackInteractOutsideImpl(node, options) {
	const { exclude, onFocusOutside, onPointerDownOutside, onInteractOutside, defer, followControlledElements = true } = options;
	if (!node) return;
	const doc = getDocument(node);
	const win = getWindow(node);
	const frames = getWindowFrames(win);
	const parentWin = getParentWindow(win);
	function isEventOutside(event, target) {
		if (!isHTMLElement(target)) return false;
		if (!target.isConnected) return false;
		if (contains(node, target)) return false;
		if (isEventPointWithin(node, event)) return false;
		if (followControlledElements && isControlledElement(node, target)) return false;
		const triggerEl = doc.querySelector(`[aria-controls="${node.id}"]`);
		if (triggerEl) {
			if (isEventWithinScrollbar(event, getNearestOverflowAncestor(triggerEl))) return false;
		}
		if (isEventWithinScrollbar(event, getNearestOverflowAncestor(node))) return false;
		return !exclude?.(target);
	}
	const pointerdownCleanups = /* @__PURE__ */ new Set();
	const isInShadowRoot = isShadowRoot(node?.getRootNode());
	let isPointerDown = false;
	function onPointerDown(event) {
		isPointerDown = true;
		const onPointerUp = () => {
			isPointerDown = false;
		};
		doc.addEventListener("pointerup", onPointerUp, { once: true });
		win.addEventListener("pointerup", onPointerUp, { once: true });
		function handler(clickEvent) {
			const func = defer && !isTouchDevice() ? raf$1 : (v) => v();
			const evt = clickEvent ?? event;
			const composedPath = evt?.composedPath?.() ?? [evt?.target];
			func(() => {
				const target = isInShadowRoot ? composedPath[0] : getEventTarget(event);
				if (!node || !isEventOutside(event, target)) return;
				if (onPointerDownOutside || onInteractOutside) {
					const handler2 = callAll(onPointerDownOutside, onInteractOutside);
					node.addEventListener(POINTER_OUTSIDE_EVENT, handler2, { once: true });
				}
				fireCustomEvent$1(node, POINTER_OUTSIDE_EVENT, {
					bubbles: false,
					cancelable: true,
					detail: {
						originalEvent: evt,
						contextmenu: isContextMenuEvent(evt),
						focusable: isComposedPathFocusable(composedPath),
						target
					}
				});
			});
		}
		if (event.pointerType === "touch") {
			pointerdownCleanups.forEach((fn) => fn());
			pointerdownCleanups.add(addDomEvent(doc, "click", handler, { once: true }));
			pointerdownCleanups.add(parentWin.addEventListener("click", handler, { once: true }));
			pointerdownCleanups.add(frames.addEventListener("click", handler, { once: true }));
		} else handler();
	}
	const cleanups = /* @__PURE__ */ new Set();
	const timer = setTimeout(() => {
		cleanups.add(addDomEvent(doc, "pointerdown", onPointerDown, true));
		cleanups.add(parentWin.addEventListener("pointerdown", onPointerDown, true));
		cleanups.add(frames.addEventListener("pointerdown", onPointerDown, true));
	}, 0);
	function onFocusin(event) {
		if (isPointerDown) return;
		(defer ? raf$1 : (v) => v())(() => {
			const composedPath = event?.composedPath?.() ?? [event?.target];
			const target = isInShadowRoot ? composedPath[0] : getEventTarget(event);
			if (!node || !isEventOutside(event, target)) return;
			if (onFocusOutside || onInteractOutside) {
				const handler = callAll(onFocusOutside, onInteractOutside);
				node.addEventListener(FOCUS_OUTSIDE_EVENT, handler, { once: true });
			}
			fireCustomEvent$1(node, FOCUS_OUTSIDE_EVENT, {
				bubbles: false,
				cancelable: true,
				detail: {
					originalEvent: event,
					contextmenu: false,
					focusable: isFocusable(target),
					target
				}
			});
		});
	}
	if (!isTouchDevice()) {
		cleanups.add(addDomEvent(doc, "focusin", onFocusin, true));
		cleanups.add(parentWin.addEventListener("focusin", onFocusin, true));
		cleanups.add(frames.addEventListener("focusin", onFocusin, true));
	}
	return () => {
		clearTimeout(timer);
		pointerdownCleanups.forEach((fn) => fn());
		cleanups.forEach((fn) => fn());
	};
}
function trackInteractOutside(nodeOrFn, options) {
	const { defer } = options;
	const func = defer ? raf$1 : (v) => v();
	const cleanups = [];
	cleanups.push(func(() => {
		const node = typeof nodeOrFn === "function" ? nodeOrFn() : nodeOrFn;
		cleanups.push(trackInteractOutsideImpl(node, options));
	}));
	return () => {
		cleanups.forEach((fn) => fn?.());
	};
}
function fireCustomEvent$1(el, type, init) {
	const event = new (el.ownerDocument.defaultView || window).CustomEvent(type, init);
	return el.dispatchEvent(event);
}
// node_modules/@zag-js/dismissable/dist/escape-keydown.mjs
function trackEscapeKeydown(node, fn) {
	const handleKeyDown = (event) => {
		if (event.key !== "Escape") return;
		if (event.isComposing) return;
		fn?.(event);
	};
	return addDomEvent(getDocument(node), "keydown", handleKeyDown, { capture: true });
}
// node_modules/@zag-js/dismissable/dist/layer-stack.mjs
var LAYER_REQUEST_DISMISS_EVENT = "layer:request-dismiss";
var layerStack = {
	layers: [],
	branches: [],
	recentlyRemoved: /* @__PURE__ */ new Set(),
	count() {
		return this.layers.length;
	},
	pointerBlockingLayers() {
		return this.layers.filter((layer) => layer.pointerBlocking);
	},
	topMostPointerBlockingLayer() {
		return [...this.pointerBlockingLayers()].slice(-1)[0];
	},
	hasPointerBlockingLayer() {
		return this.pointerBlockingLayers().length > 0;
	},
	isBelowPointerBlockingLayer(node) {
		return this.indexOf(node) < (this.topMostPointerBlockingLayer() ? this.indexOf(this.topMostPointerBlockingLayer()?.node) : -1);
	},
	isTopMost(node) {
		return this.layers[this.count() - 1]?.node === node;
	},
	getNestedLayers(node) {
		return Array.from(this.layers).slice(this.indexOf(node) + 1);
	},
	getLayersByType(type) {
		return this.layers.filter((layer) => layer.type === type);
	},
	getNestedLayersByType(node, type) {
		const index = this.indexOf(node);
		if (index === -1) return [];
		return this.layers.slice(index + 1).filter((layer) => layer.type === type);
	},
	getParentLayerOfType(node, type) {
		const index = this.indexOf(node);
		if (index <= 0) return void 0;
		return this.layers.slice(0, index).reverse().find((layer) => layer.type === type);
	},
	countNestedLayersOfType(node, type) {
		return this.getNestedLayersByType(node, type).length;
	},
	isInNestedLayer(node, target) {
		if (this.getNestedLayers(node).some((layer) => contains(layer.node, target))) return true;
		if (this.recentlyRemoved.size > 0) return true;
		return false;
	},
	isInBranch(target) {
		return Array.from(this.branches).some((branch) => contains(branch, target));
	},
	add(layer) {
		const existingIndex = this.indexOf(layer.node);
		if (existingIndex !== -1) this.layers.splice(existingIndex, 1);
		this.layers.push(layer);
		this.syncLayers();
	},
	addBranch(node) {
		this.branches.push(node);
	},
	remove(node) {
		const index = this.indexOf(node);
		if (index < 0) return;
		this.layers[index].styleTargets?.forEach((getTarget) => {
			const target = getTarget();
			if (target) clearLayerStyleMirror(target);
		});
		this.recentlyRemoved.add(node);
		nextTick(() => this.recentlyRemoved.delete(node));
		if (index < this.count() - 1) this.getNestedLayers(node).forEach((layer2) => layerStack.dismiss(layer2.node, node));
		this.layers.splice(index, 1);
		this.syncLayers();
	},
	removeBranch(node) {
		const index = this.branches.indexOf(node);
		if (index >= 0) this.branches.splice(index, 1);
	},
	syncLayers() {
		this.layers.forEach((layer, index) => {
			applyLayerStackMetadata(layer, index, layer.node);
			layer.styleTargets?.forEach((getTarget) => {
				const target = getTarget();
				if (!target || target === layer.node) return;
				applyLayerStackMetadata(layer, index, target);
				const { zIndex } = getComputedStyle(layer.node);
				target.style.setProperty("--z-index", zIndex);
			});
		});
	},
	indexOf(node) {
		return this.layers.findIndex((layer) => layer.node === node);
	},
	dismiss(node, parent) {
		const index = this.indexOf(node);
		if (index === -1) return;
		const layer = this.layers[index];
		addListenerOnce(node, LAYER_REQUEST_DISMISS_EVENT, (event) => {
			layer.requestDismiss?.(event);
			if (!event.defaultPrevented) layer?.dismiss();
		});
		fireCustomEvent(node, LAYER_REQUEST_DISMISS_EVENT, {
			originalLayer: node,
			targetLayer: parent,
			originalIndex: index,
			targetIndex: parent ? this.indexOf(parent) : -1
		});
		this.syncLayers();
	},
	clear() {
		this.remove(this.layers[0].node);
	}
};
function applyLayerStackMetadata(layer, index, el) {
	el.style.setProperty("--layer-index", `${index}`);
	el.removeAttribute("data-nested");
	el.removeAttribute("data-has-nested");
	if (layerStack.getParentLayerOfType(layer.node, layer.type)) el.setAttribute("data-nested", layer.type);
	const nestedCount = layerStack.countNestedLayersOfType(layer.node, layer.type);
	if (nestedCount > 0) el.setAttribute("data-has-nested", layer.type);
	el.style.setProperty("--nested-layer-count", `${nestedCount}`);
}
function clearLayerStyleMirror(el) {
	el.style.removeProperty("--layer-index");
	el.style.removeProperty("--nested-layer-count");
	el.style.removeProperty("--z-index");
	el.removeAttribute("data-nested");
	el.removeAttribute("data-has-nested");
}
function fireCustomEvent(el, type, detail) {
	const event = new (el.ownerDocument.defaultView || window).CustomEvent(type, {
		cancelable: true,
		bubbles: true,
		detail
	});
	return el.dispatchEvent(event);
}
function addListenerOnce(el, type, callback) {
	el.addEventListener(type, callback, { once: true });
}
// node_modules/@zag-js/dismissable/dist/pointer-event-outside.mjs
var originalBodyPointerEvents = /* @__PURE__ */ new WeakMap();
var layerObservers = /* @__PURE__ */ new WeakMap();
function getDesiredPointerEvents(node) {
	return layerStack.isBelowPointerBlockingLayer(node) ? "none" : "auto";
}
function applyPointerEvents(node) {
	const desired = getDesiredPointerEvents(node);
	if (node.style.pointerEvents !== desired) node.style.pointerEvents = desired;
}
function ensurePointerEventsObserver(node) {
	if (layerObservers.has(node)) return;
	const win = getWindow(node);
	if (typeof win.MutationObserver === "undefined") return;
	const observer = new win.MutationObserver(() => {
		if (!layerObservers.has(node)) return;
		applyPointerEvents(node);
	});
	observer.observe(node, {
		attributes: true,
		attributeFilter: ["style"]
	});
	layerObservers.set(node, observer);
}
function assignPointerEventToLayers() {
	layerStack.layers.forEach(({ node }) => {
		applyPointerEvents(node);
		ensurePointerEventsObserver(node);
	});
}
function clearPointerEvent(node) {
	const observer = layerObservers.get(node);
	if (observer) {
		observer.disconnect();
		layerObservers.delete(node);
	}
	node.style.pointerEvents = "";
}
function disablePointerEventsOutside(node, persistentElements) {
	const doc = getDocument(node);
	const cleanups = [];
	if (layerStack.hasPointerBlockingLayer() && !doc.body.hasAttribute("data-inert")) {
		originalBodyPointerEvents.set(doc.body, doc.body.style.pointerEvents);
		queueMicrotask(() => {
			const body = doc.body;
			if (!body) return;
			body.style.pointerEvents = "none";
			body.setAttribute("data-inert", "");
		});
	}
	persistentElements?.forEach((el) => {
		const [promise, abort] = waitForElement(() => {
			const node2 = el();
			return isHTMLElement(node2) ? node2 : null;
		}, { timeout: 1e3 });
		promise.then((el2) => cleanups.push(setStyle(el2, { pointerEvents: "auto" })));
		cleanups.push(abort);
	});
	return () => {
		if (layerStack.hasPointerBlockingLayer()) return;
		queueMicrotask(() => {
			const body = doc.body;
			if (!body) return;
			const original = originalBodyPointerEvents.get(body);
			if (original !== void 0) {
				body.style.pointerEvents = original;
				originalBodyPointerEvents.delete(body);
			}
			body.removeAttribute("data-inert");
			if (body.style.length === 0) body.removeAttribute("style");
		});
		cleanups.forEach((fn) => fn());
	};
}
// node_modules/@zag-js/dismissable/dist/dismissable-layer.mjs
function trackDismissableElementImpl(node, options) {
	const { onDismiss, onRequestDismiss, pointerBlocking, exclude: excludeContainers, debug, type = "dialog", layerStyleTargets } = options;
	const layer = {
		dismiss: onDismiss,
		node,
		type,
		pointerBlocking,
		requestDismiss: onRequestDismiss,
		styleTargets: layerStyleTargets
	};
	layerStack.add(layer);
	assignPointerEventToLayers();
	function onPointerDownOutside(event) {
		const target = getEventTarget(event.detail.originalEvent);
		if (layerStack.isBelowPointerBlockingLayer(node) || layerStack.isInBranch(target)) return;
		options.onPointerDownOutside?.(event);
		options.onInteractOutside?.(event);
		if (event.defaultPrevented) return;
		if (debug) console.log("onPointerDownOutside:", event.detail.originalEvent);
		onDismiss?.();
	}
	function onFocusOutside(event) {
		const target = getEventTarget(event.detail.originalEvent);
		if (layerStack.isInBranch(target)) return;
		options.onFocusOutside?.(event);
		options.onInteractOutside?.(event);
		if (event.defaultPrevented) return;
		if (debug) console.log("onFocusOutside:", event.detail.originalEvent);
		onDismiss?.();
	}
	function onEscapeKeyDown(event) {
		if (!layerStack.isTopMost(node)) return;
		options.onEscapeKeyDown?.(event);
		if (!event.defaultPrevented && onDismiss) {
			event.preventDefault();
			onDismiss();
		}
	}
	function exclude(target) {
		const containers = typeof excludeContainers === "function" ? excludeContainers() : excludeContainers;
		const _containers = Array.isArray(containers) ? containers : [containers];
		const persistentElements = options.persistentElements?.map((fn) => fn()).filter(isHTMLElement);
		if (persistentElements) _containers.push(...persistentElements);
		return _containers.some((node2) => contains(node2, target)) || layerStack.isInNestedLayer(node, target);
	}
	const cleanups = [
		pointerBlocking ? disablePointerEventsOutside(node, options.persistentElements) : void 0,
		trackEscapeKeydown(node, onEscapeKeyDown),
		trackInteractOutside(node, {
			exclude,
			onFocusOutside,
			onPointerDownOutside,
			defer: options.defer
		})
	];
	return () => {
		layerStack.remove(node);
		assignPointerEventToLayers();
		clearPointerEvent(node);
		cleanups.forEach((fn) => fn?.());
	};
}
function trackDismissableElement(nodeOrFn, options) {
	const { warnOnMissingNode = true } = options;
	return whenNode(nodeOrFn, (node) => trackDismissableElementImpl(node, options), {
		defer: options.defer,
		onMissing: warnOnMissingNode ? () => warn("[@zag-js/dismissable] node is `null` or `undefined`") : void 0
	});
}
// node_modules/@zag-js/focus-trap/dist/chunk-QZ7TP4HQ.mjs
var __defProp = Object.defineProperty;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, {
	enumerable: true,
	configurable: true,
	writable: true,
	value
}) : obj[key] = value;
var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);
// node_modules/@zag-js/focus-trap/dist/focus-trap.mjs
var activeFocusTraps = {
	activateTrap(trapStack, trap) {
		if (trapStack.length > 0) {
			const activeTrap = trapStack[trapStack.length - 1];
			if (activeTrap !== trap) activeTrap.pause();
		}
		const trapIndex = trapStack.indexOf(trap);
		if (trapIndex === -1) trapStack.push(trap);
		else {
			trapStack.splice(trapIndex, 1);
			trapStack.push(trap);
		}
	},
	deactivateTrap(trapStack, trap) {
		const trapIndex = trapStack.indexOf(trap);
		if (trapIndex !== -1) trapStack.splice(trapIndex, 1);
		if (trapStack.length > 0) trapStack[trapStack.length - 1].unpause();
	}
};
var sharedTrapStack = [];
var FocusTrap = class {
	constructor(elements, options) {
		__publicField(this, "trapStack");
		__publicField(this, "config");
		__publicField(this, "doc");
		__publicField(this, "state", {
			containers: [],
			containerGroups: [],
			tabbableGroups: [],
			nodeFocusedBeforeActivation: null,
			mostRecentlyFocusedNode: null,
			active: false,
			paused: false,
			delayInitialFocusTimer: void 0,
			recentNavEvent: void 0
		});
		__publicField(this, "lastInteractionType", "keyboard");
		__publicField(this, "portalContainers", /* @__PURE__ */ new Set());
		__publicField(this, "listenerCleanups", []);
		__publicField(this, "handleFocus", (event) => {
			const target = getEventTarget(event);
			const targetContained = this.findContainerIndex(target, event) >= 0;
			if (targetContained || isDocument(target)) {
				if (targetContained) this.state.mostRecentlyFocusedNode = target;
			} else {
				event.stopImmediatePropagation();
				let nextNode;
				let navAcrossContainers = true;
				if (this.state.mostRecentlyFocusedNode) {
					if (getTabIndex(this.state.mostRecentlyFocusedNode) > 0) {
						const mruContainerIdx = this.findContainerIndex(this.state.mostRecentlyFocusedNode);
						const { tabbableNodes } = this.state.containerGroups[mruContainerIdx];
						if (tabbableNodes.length > 0) {
							const mruTabIdx = tabbableNodes.findIndex((node) => node === this.state.mostRecentlyFocusedNode);
							if (mruTabIdx >= 0) {
								if (this.config.isKeyForward(this.state.recentNavEvent)) {
									if (mruTabIdx + 1 < tabbableNodes.length) {
										nextNode = tabbableNodes[mruTabIdx + 1];
										navAcrossContainers = false;
									}
								} else if (mruTabIdx - 1 >= 0) {
									nextNode = tabbableNodes[mruTabIdx - 1];
									navAcrossContainers = false;
								}
							}
						}
					} else if (!this.state.containerGroups.some((g) => g.tabbableNodes.some((n) => getTabIndex(n) > 0))) navAcrossContainers = false;
				} else navAcrossContainers = false;
				if (navAcrossContainers) nextNode = this.findNextNavNode({
					target: this.state.mostRecentlyFocusedNode,
					isBackward: this.config.isKeyBackward(this.state.recentNavEvent)
				});
				if (nextNode) this.tryFocus(nextNode);
				else this.tryFocus(this.state.mostRecentlyFocusedNode || this.getInitialFocusNode());
			}
			this.state.recentNavEvent = void 0;
		});
		__publicField(this, "handlePointerDown", (event) => {
			this.lastInteractionType = "pointer";
			const target = getEventTarget(event);
			if (this.findContainerIndex(target, event) >= 0) return;
			if (valueOrHandler(this.config.clickOutsideDeactivates, event)) {
				this.deactivate({ returnFocus: this.config.returnFocusOnDeactivate });
				return;
			}
			if (valueOrHandler(this.config.allowOutsideClick, event)) return;
			event.preventDefault();
		});
		__publicField(this, "handleClick", (event) => {
			const target = getEventTarget(event);
			if (this.findContainerIndex(target, event) >= 0) return;
			if (valueOrHandler(this.config.clickOutsideDeactivates, event)) return;
			if (valueOrHandler(this.config.allowOutsideClick, event)) return;
			event.preventDefault();
			event.stopImmediatePropagation();
		});
		__publicField(this, "handleTabKey", (event) => {
			this.lastInteractionType = "keyboard";
			if (this.config.isKeyForward(event) || this.config.isKeyBackward(event)) {
				this.state.recentNavEvent = event;
				const isBackward = this.config.isKeyBackward(event);
				const destinationNode = this.findNextNavNode({
					event,
					isBackward
				});
				if (!destinationNode) return;
				if (isTabEvent(event)) event.preventDefault();
				this.tryFocus(destinationNode);
			}
		});
		__publicField(this, "handleEscapeKey", (event) => {
			if (isEscapeEvent(event) && valueOrHandler(this.config.escapeDeactivates, event) !== false) {
				event.preventDefault();
				this.deactivate();
			}
		});
		__publicField(this, "_mutationObserver");
		__publicField(this, "setupMutationObserver", () => {
			const win = this.doc.defaultView || window;
			this._mutationObserver = new win.MutationObserver((mutations) => {
				if (mutations.some((mutation) => {
					return Array.from(mutation.removedNodes).some((node) => node === this.state.mostRecentlyFocusedNode);
				})) this.tryFocus(this.getInitialFocusNode());
				if (mutations.some((mutation) => {
					if (mutation.type === "attributes" && (mutation.attributeName === "aria-controls" || mutation.attributeName === "aria-expanded")) return true;
					if (mutation.type === "childList" && mutation.addedNodes.length > 0) return Array.from(mutation.addedNodes).some((node) => {
						if (node.nodeType !== Node.ELEMENT_NODE) return false;
						const element = node;
						if (hasControllerElements(element)) return true;
						if (element.id && !this.state.containers.some((c) => c.contains(element))) return isControlledByExpandedController(element);
						return false;
					});
					return false;
				}) && this.state.active && !this.state.paused) {
					this.updateTabbableNodes();
					this.updatePortalContainers();
				}
			});
		});
		__publicField(this, "updateObservedNodes", () => {
			this._mutationObserver?.disconnect();
			if (this.state.active && !this.state.paused) {
				this.state.containers.map((container) => {
					this._mutationObserver?.observe(container, {
						subtree: true,
						childList: true,
						attributes: true,
						attributeFilter: ["aria-controls", "aria-expanded"]
					});
				});
				this.portalContainers.forEach((portalContainer) => {
					this.observePortalContainer(portalContainer);
				});
			}
		});
		__publicField(this, "getInitialFocusNode", () => {
			let node = this.getNodeForOption("initialFocus", { hasFallback: true });
			if (node === false) return false;
			if (node === void 0 || node && !isFocusable(node)) {
				const activeElement = getActiveElement(this.doc);
				if (activeElement && this.findContainerIndex(activeElement) >= 0) node = activeElement;
				else {
					const firstTabbableGroup = this.state.tabbableGroups[0];
					node = firstTabbableGroup && firstTabbableGroup.firstTabbableNode || this.getNodeForOption("fallbackFocus");
				}
			} else if (node === null) node = this.getNodeForOption("fallbackFocus");
			if (!node) throw new Error("Your focus-trap needs to have at least one focusable element");
			if (!node.isConnected) node = this.getNodeForOption("fallbackFocus");
			if (!node || !node.isConnected) throw new Error("Your focus-trap needs to have at least one focusable element");
			return node;
		});
		__publicField(this, "tryFocus", (node, focusOptions) => {
			if (node === false) return;
			if (node === getActiveElement(this.doc)) return;
			if (!node || !node.focus) {
				this.tryFocus(this.getInitialFocusNode());
				return;
			}
			node.focus({
				preventScroll: !!this.config.preventScroll,
				...focusOptions
			});
			this.state.mostRecentlyFocusedNode = node;
			if (isSelectableInput(node)) node.select();
		});
		__publicField(this, "deactivate", (deactivateOptions) => {
			if (!this.state.active) return this;
			const options = {
				onDeactivate: this.config.onDeactivate,
				onPostDeactivate: this.config.onPostDeactivate,
				checkCanReturnFocus: this.config.checkCanReturnFocus,
				...deactivateOptions
			};
			clearTimeout(this.state.delayInitialFocusTimer);
			this.state.delayInitialFocusTimer = void 0;
			this.removeListeners();
			this.state.active = false;
			this.state.paused = false;
			this.updateObservedNodes();
			activeFocusTraps.deactivateTrap(this.trapStack, this);
			this.portalContainers.clear();
			const onDeactivate = this.getOption(options, "onDeactivate");
			const onPostDeactivate = this.getOption(options, "onPostDeactivate");
			const checkCanReturnFocus = this.getOption(options, "checkCanReturnFocus");
			const returnFocus = this.getOption(options, "returnFocus", "returnFocusOnDeactivate");
			onDeactivate?.();
			const finishDeactivation = () => {
				delay(() => {
					if (returnFocus && this.isSafeToOverrideFocus()) {
						const returnFocusNode = this.getReturnFocusNode(this.state.nodeFocusedBeforeActivation);
						const focusOptions = this.lastInteractionType === "keyboard" ? { focusVisible: true } : void 0;
						this.tryFocus(returnFocusNode, focusOptions);
					}
					onPostDeactivate?.();
				});
			};
			if (returnFocus && checkCanReturnFocus) {
				checkCanReturnFocus(this.getReturnFocusNode(this.state.nodeFocusedBeforeActivation)).then(finishDeactivation, finishDeactivation);
				return this;
			}
			finishDeactivation();
			return this;
		});
		__publicField(this, "pause", (pauseOptions) => {
			if (this.state.paused || !this.state.active) return this;
			const onPause = this.getOption(pauseOptions, "onPause");
			const onPostPause = this.getOption(pauseOptions, "onPostPause");
			this.state.paused = true;
			onPause?.();
			this.removeListeners();
			this.updateObservedNodes();
			onPostPause?.();
			return this;
		});
		__publicField(this, "unpause", (unpauseOptions) => {
			if (!this.state.paused || !this.state.active) return this;
			const onUnpause = this.getOption(unpauseOptions, "onUnpause");
			const onPostUnpause = this.getOption(unpauseOptions, "onPostUnpause");
			this.state.paused = false;
			onUnpause?.();
			try {
				this.updateTabbableNodes();
			} catch {}
			this.attachListeners();
			try {
				this.commitInitialFocus();
			} catch {}
			this.updateObservedNodes();
			onPostUnpause?.();
			return this;
		});
		__publicField(this, "updateContainerElements", (containerElements) => {
			this.state.containers = Array.isArray(containerElements) ? containerElements.filter(Boolean) : [containerElements].filter(Boolean);
			if (this.state.active) this.updateTabbableNodes();
			this.updateObservedNodes();
			return this;
		});
		__publicField(this, "getReturnFocusNode", (previousActiveElement) => {
			const node = this.getNodeForOption("setReturnFocus", { params: [previousActiveElement] });
			return node ? node : node === false ? false : previousActiveElement;
		});
		__publicField(this, "getOption", (configOverrideOptions, optionName, configOptionName) => {
			return configOverrideOptions && configOverrideOptions[optionName] !== void 0 ? configOverrideOptions[optionName] : this.config[configOptionName || optionName];
		});
		__publicField(this, "getNodeForOption", (optionName, { hasFallback = false, params = [] } = {}) => {
			let optionValue = this.config[optionName];
			if (typeof optionValue === "function") optionValue = optionValue(...params);
			if (optionValue === true) optionValue = void 0;
			if (!optionValue) {
				if (optionValue === void 0 || optionValue === false) return optionValue;
				throw new Error(`\`${optionName}\` was specified but was not a node, or did not return a node`);
			}
			let node = optionValue;
			if (typeof optionValue === "string") {
				try {
					node = this.doc.querySelector(optionValue);
				} catch (err) {
					throw new Error(`\`${optionName}\` appears to be an invalid selector; error="${err.message}"`);
				}
				if (!node) {
					if (!hasFallback) throw new Error(`\`${optionName}\` as selector refers to no known node`);
				}
			}
			return node;
		});
		__publicField(this, "findNextNavNode", (opts) => {
			const { event, isBackward = false } = opts;
			const target = opts.target || getEventTarget(event);
			this.updateTabbableNodes();
			let destinationNode = null;
			if (this.state.tabbableGroups.length > 0) {
				const containerIndex = this.findContainerIndex(target, event);
				const containerGroup = containerIndex >= 0 ? this.state.containerGroups[containerIndex] : void 0;
				if (containerIndex < 0) {
					if (isBackward) destinationNode = this.state.tabbableGroups[this.state.tabbableGroups.length - 1].lastTabbableNode;
					else destinationNode = this.state.tabbableGroups[0].firstTabbableNode;
				} else if (isBackward) {
					let startOfGroupIndex = this.state.tabbableGroups.findIndex(({ firstTabbableNode }) => target === firstTabbableNode);
					if (startOfGroupIndex < 0 && (containerGroup?.container === target || isFocusable(target) && !isTabbable(target) && !containerGroup?.nextTabbableNode(target, false))) startOfGroupIndex = containerIndex;
					if (startOfGroupIndex >= 0) {
						const destinationGroupIndex = startOfGroupIndex === 0 ? this.state.tabbableGroups.length - 1 : startOfGroupIndex - 1;
						const destinationGroup = this.state.tabbableGroups[destinationGroupIndex];
						destinationNode = getTabIndex(target) >= 0 ? destinationGroup.lastTabbableNode : destinationGroup.lastDomTabbableNode;
					} else if (!isTabEvent(event)) destinationNode = containerGroup?.nextTabbableNode(target, false);
				} else {
					let lastOfGroupIndex = this.state.tabbableGroups.findIndex(({ lastTabbableNode }) => target === lastTabbableNode);
					if (lastOfGroupIndex < 0 && (containerGroup?.container === target || isFocusable(target) && !isTabbable(target) && !containerGroup?.nextTabbableNode(target))) lastOfGroupIndex = containerIndex;
					if (lastOfGroupIndex >= 0) {
						const destinationGroupIndex = lastOfGroupIndex === this.state.tabbableGroups.length - 1 ? 0 : lastOfGroupIndex + 1;
						const destinationGroup = this.state.tabbableGroups[destinationGroupIndex];
						destinationNode = getTabIndex(target) >= 0 ? destinationGroup.firstTabbableNode : destinationGroup.firstDomTabbableNode;
					} else if (!isTabEvent(event)) destinationNode = containerGroup?.nextTabbableNode(target);
				}
			} else destinationNode = this.getNodeForOption("fallbackFocus");
			return destinationNode;
		});
		this.trapStack = options.trapStack || sharedTrapStack;
		const config = {
			returnFocusOnDeactivate: true,
			escapeDeactivates: true,
			delayInitialFocus: true,
			followControlledElements: true,
			isKeyForward,
			isKeyBackward,
			...options
		};
		this.doc = config.document || getDocument(Array.isArray(elements) ? elements[0] : elements);
		this.config = config;
		this.updateContainerElements(elements);
		this.setupMutationObserver();
	}
	addPortalContainer(controlledElement) {
		const portalContainer = controlledElement.parentElement;
		if (portalContainer && !this.portalContainers.has(portalContainer)) {
			this.portalContainers.add(portalContainer);
			if (this.state.active && !this.state.paused) this.observePortalContainer(portalContainer);
		}
	}
	observePortalContainer(portalContainer) {
		this._mutationObserver?.observe(portalContainer, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ["aria-controls", "aria-expanded"]
		});
	}
	updatePortalContainers() {
		if (!this.config.followControlledElements) return;
		this.state.containers.forEach((container) => {
			getControlledElements(container).forEach((controlledElement) => {
				this.addPortalContainer(controlledElement);
			});
		});
	}
	get active() {
		return this.state.active;
	}
	get paused() {
		return this.state.paused;
	}
	findContainerIndex(element, event) {
		const composedPath = typeof event?.composedPath === "function" ? event.composedPath() : void 0;
		return this.state.containerGroups.findIndex(({ container, tabbableNodes }) => container.contains(element) || composedPath?.includes(container) || tabbableNodes.find((node) => node === element) || this.isControlledElement(container, element) || this.isPersistentElement(element, event));
	}
	isControlledElement(container, element) {
		if (!this.config.followControlledElements) return false;
		return isControlledElement(container, element);
	}
	isPersistentElement(element, event) {
		const persistentElements = this.config.persistentElements;
		if (!persistentElements || persistentElements.length === 0) return false;
		const composedPath = typeof event?.composedPath === "function" ? event.composedPath() : void 0;
		return persistentElements.some((getEl) => {
			const el = getEl();
			return contains(el, element) || el != null && composedPath?.includes(el);
		});
	}
	updateTabbableNodes() {
		this.state.containerGroups = this.state.containers.map((container) => {
			const tabbableNodes = getTabbables(container, { getShadowRoot: this.config.getShadowRoot });
			const focusableNodes = getFocusables(container, { getShadowRoot: this.config.getShadowRoot });
			const firstTabbableNode = tabbableNodes[0];
			const lastTabbableNode = tabbableNodes[tabbableNodes.length - 1];
			const firstDomTabbableNode = firstTabbableNode;
			const lastDomTabbableNode = lastTabbableNode;
			let posTabIndexesFound = false;
			for (let i = 0; i < tabbableNodes.length; i++) if (getTabIndex(tabbableNodes[i]) > 0) {
				posTabIndexesFound = true;
				break;
			}
			function nextTabbableNode(node, forward = true) {
				const nodeIdx = tabbableNodes.indexOf(node);
				if (nodeIdx >= 0) return tabbableNodes[nodeIdx + (forward ? 1 : -1)];
				const focusableIdx = focusableNodes.indexOf(node);
				if (focusableIdx < 0) return void 0;
				if (forward) {
					for (let i = focusableIdx + 1; i < focusableNodes.length; i++) if (isTabbable(focusableNodes[i])) return focusableNodes[i];
				} else for (let i = focusableIdx - 1; i >= 0; i--) if (isTabbable(focusableNodes[i])) return focusableNodes[i];
			}
			return {
				container,
				tabbableNodes,
				focusableNodes,
				posTabIndexesFound,
				firstTabbableNode,
				lastTabbableNode,
				firstDomTabbableNode,
				lastDomTabbableNode,
				nextTabbableNode
			};
		});
		this.state.tabbableGroups = this.state.containerGroups.filter((group) => group.tabbableNodes.length > 0);
		if (this.state.tabbableGroups.length <= 0 && !this.getNodeForOption("fallbackFocus")) throw new Error("Your focus-trap must have at least one container with at least one tabbable node in it at all times");
		if (this.state.containerGroups.find((g) => g.posTabIndexesFound) && this.state.containerGroups.length > 1) throw new Error("At least one node with a positive tabindex was found in one of your focus-trap's multiple containers. Positive tabindexes are only supported in single-container focus-traps.");
	}
	attachListeners() {
		if (!this.state.active) return;
		activeFocusTraps.activateTrap(this.trapStack, this);
		this.listenerCleanups.push(addDomEvent(this.doc, "focusin", this.handleFocus, true), addDomEvent(this.doc, "mousedown", this.handlePointerDown, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "touchstart", this.handlePointerDown, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "click", this.handleClick, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "keydown", this.handleTabKey, {
			capture: true,
			passive: false
		}), addDomEvent(this.doc, "keydown", this.handleEscapeKey));
		return this;
	}
	commitInitialFocus() {
		this.state.delayInitialFocusTimer = this.config.delayInitialFocus ? delay(() => {
			this.tryFocus(this.getInitialFocusNode());
		}) : this.tryFocus(this.getInitialFocusNode());
		return this;
	}
	addListeners() {
		if (!this.state.active) return;
		this.attachListeners();
		this.commitInitialFocus();
		return this;
	}
	removeListeners() {
		if (!this.state.active) return;
		this.listenerCleanups.forEach((cleanup) => cleanup());
		this.listenerCleanups = [];
		return this;
	}
	containsElement(element) {
		return this.state.containers.some((container) => contains(container, element));
	}
	isSafeToOverrideFocus() {
		const activeEl = getActiveElement(this.doc);
		if (!activeEl || activeEl === this.doc.body) return true;
		if (this.containsElement(activeEl)) return true;
		return this.trapStack.some((trap) => trap !== this && trap.containsElement(activeEl));
	}
	activate(activateOptions) {
		if (this.state.active) return this;
		const onActivate = this.getOption(activateOptions, "onActivate");
		const onPostActivate = this.getOption(activateOptions, "onPostActivate");
		const checkCanFocusTrap = this.getOption(activateOptions, "checkCanFocusTrap");
		if (!checkCanFocusTrap) this.updateTabbableNodes();
		this.state.active = true;
		this.state.paused = false;
		this.state.nodeFocusedBeforeActivation = getActiveElement(this.doc);
		onActivate?.();
		const finishActivation = () => {
			if (checkCanFocusTrap) this.updateTabbableNodes();
			this.addListeners();
			this.updateObservedNodes();
			onPostActivate?.();
		};
		if (checkCanFocusTrap) {
			checkCanFocusTrap(this.state.containers.concat()).then(finishActivation, finishActivation);
			return this;
		}
		finishActivation();
		return this;
	}
};
var isKeyboardEvent = (event) => event?.type === "keydown";
var isTabEvent = (event) => isKeyboardEvent(event) && event?.key === "Tab";
var isKeyForward = (e) => isKeyboardEvent(e) && e.key === "Tab" && !e?.shiftKey;
var isKeyBackward = (e) => isKeyboardEvent(e) && e.key === "Tab" && e?.shiftKey;
var valueOrHandler = (value, ...params) => typeof value === "function" ? value(...params) : value;
var isEscapeEvent = (event) => !event.isComposing && event.key === "Escape";
var delay = (fn) => setTimeout(fn, 0);
var isSelectableInput = (node) => node.localName === "input" && "select" in node && typeof node.select === "function";
// node_modules/@zag-js/focus-trap/dist/index.mjs
function trapFocus(el, options = {}) {
	let trap;
	const cleanup = raf$1(() => {
		const resolvedElements = (Array.isArray(el) ? el : [el]).map((e) => typeof e === "function" ? e() : e).filter((e) => e != null);
		if (resolvedElements.length === 0) return;
		const primaryEl = resolvedElements[0];
		trap = new FocusTrap(resolvedElements, {
			escapeDeactivates: false,
			allowOutsideClick: true,
			preventScroll: true,
			returnFocusOnDeactivate: true,
			delayInitialFocus: false,
			fallbackFocus: primaryEl,
			...options,
			document: getDocument(primaryEl)
		});
		try {
			trap.activate();
		} catch {}
	});
	return function destroy() {
		trap?.deactivate();
		cleanup();
	};
}
// node_modules/@zag-js/remove-scroll/dist/index.mjs
var LOCK_CLASSNAME = "data-scroll-lock";
var lockMap = /* @__PURE__ */ new WeakMap();
function getPaddingProperty(documentElement) {
	const documentLeft = documentElement.getBoundingClientRect().left;
	return Math.round(documentLeft) + documentElement.scrollLeft ? "paddingLeft" : "paddingRight";
}
function hasStableScrollbarGutter(element) {
	const scrollbarGutter = getComputedStyle(element)?.scrollbarGutter;
	return scrollbarGutter === "stable" || scrollbarGutter?.startsWith("stable ") === true;
}
function getScrollContainer(doc) {
	const { documentElement, body } = doc;
	return isOverflowElement(documentElement) ? documentElement : body;
}
function applyLock(doc) {
	const win = doc.defaultView ?? window;
	const { documentElement, body } = doc;
	const scroller = getScrollContainer(doc);
	const hasStableGutter = hasStableScrollbarGutter(documentElement) || hasStableScrollbarGutter(body);
	const scrollbarWidth = win.innerWidth - documentElement.clientWidth;
	body.setAttribute(LOCK_CLASSNAME, "");
	const setScrollbarWidthProperty = () => setStyleProperty(documentElement, "--scrollbar-width", `${scrollbarWidth}px`);
	const paddingProperty = getPaddingProperty(documentElement);
	const setScrollerStyle = () => {
		const styles = { overflow: "hidden" };
		if (!hasStableGutter && scrollbarWidth > 0) styles[paddingProperty] = `${scrollbarWidth}px`;
		return setStyle(scroller, styles);
	};
	const setBodyStyleIOS = () => {
		const { scrollX, scrollY, visualViewport } = win;
		const offsetLeft = visualViewport?.offsetLeft ?? 0;
		const offsetTop = visualViewport?.offsetTop ?? 0;
		const styles = {
			position: "fixed",
			overflow: "hidden",
			top: `${-(scrollY - Math.floor(offsetTop))}px`,
			left: `${-(scrollX - Math.floor(offsetLeft))}px`,
			right: "0"
		};
		if (!hasStableGutter && scrollbarWidth > 0) styles[paddingProperty] = `${scrollbarWidth}px`;
		const restoreStyle = setStyle(body, styles);
		return () => {
			restoreStyle?.();
			win.scrollTo({
				left: scrollX,
				top: scrollY,
				behavior: "instant"
			});
		};
	};
	const cleanups = [setScrollbarWidthProperty(), isIos() ? setBodyStyleIOS() : setScrollerStyle()];
	return () => {
		cleanups.forEach((fn) => fn?.());
		body.removeAttribute(LOCK_CLASSNAME);
	};
}
function preventBodyScroll(_document) {
	const doc = _document ?? document;
	let state = lockMap.get(doc);
	if (!state) {
		state = {
			count: 0,
			cleanup: applyLock(doc)
		};
		lockMap.set(doc, state);
	}
	state.count++;
	const lockState = state;
	let released = false;
	return () => {
		if (released) return;
		released = true;
		lockState.count--;
		if (lockState.count === 0) {
			lockState.cleanup();
			lockMap.delete(doc);
		}
	};
}
// node_modules/@zag-js/dialog/dist/dialog.dom.mjs
var getPositionerId = (ctx) => ctx.ids?.positioner ?? `dialog:${ctx.id}:positioner`;
var getBackdropId = (ctx) => ctx.ids?.backdrop ?? `dialog:${ctx.id}:backdrop`;
var getContentId = (ctx) => ctx.ids?.content ?? `dialog:${ctx.id}:content`;
var getTriggerId = (ctx, value) => {
	const customId = ctx.ids?.trigger;
	if (customId != null) return isFunction(customId) ? customId(value) : customId;
	return value ? `dialog:${ctx.id}:trigger:${value}` : `dialog:${ctx.id}:trigger`;
};
var getTitleId = (ctx) => ctx.ids?.title ?? `dialog:${ctx.id}:title`;
var getDescriptionId = (ctx) => ctx.ids?.description ?? `dialog:${ctx.id}:description`;
var getCloseTriggerId = (ctx) => ctx.ids?.closeTrigger ?? `dialog:${ctx.id}:close`;
var getContentEl = (ctx) => ctx.getById(getContentId(ctx));
var getPositionerEl = (ctx) => ctx.getById(getPositionerId(ctx));
var getBackdropEl = (ctx) => ctx.getById(getBackdropId(ctx));
var getTriggerEl = (ctx) => ctx.getById(getTriggerId(ctx));
var getTitleEl = (ctx) => ctx.getById(getTitleId(ctx));
var getDescriptionEl = (ctx) => ctx.getById(getDescriptionId(ctx));
var getCloseTriggerEl = (ctx) => ctx.getById(getCloseTriggerId(ctx));
var getTriggerEls = (ctx) => queryAll(ctx.getRootNode(), `[data-scope="dialog"][data-part="trigger"]${getByOwnerId(ctx.id)}`);
var getActiveTriggerEl = (ctx, value) => {
	if (value == null) return getTriggerEl(ctx) ?? getTriggerEls(ctx)[0];
	return ctx.getById(getTriggerId(ctx, value));
};
// node_modules/@zag-js/dialog/dist/dialog.connect.mjs
function connect(service, normalize) {
	const { state, send, context, prop, scope } = service;
	const ariaLabel = prop("aria-label");
	const open = state.matches("open");
	const triggerValue = context.get("triggerValue");
	return {
		open,
		setOpen(nextOpen) {
			if (state.matches("open") === nextOpen) return;
			send({ type: nextOpen ? "OPEN" : "CLOSE" });
		},
		triggerValue,
		setTriggerValue(value) {
			send({
				type: "TRIGGER_VALUE.SET",
				value
			});
		},
		getTriggerProps(props = {}) {
			const { value } = props;
			const current = value == null ? false : triggerValue === value;
			return normalize.button({
				...parts.trigger.attrs,
				dir: prop("dir"),
				id: getTriggerId(scope, value),
				"data-ownedby": scope.id,
				"data-value": value,
				"aria-haspopup": "dialog",
				type: "button",
				"aria-expanded": value == null ? open : open && current,
				"data-state": open ? "open" : "closed",
				"aria-controls": getContentId(scope),
				"data-current": dataAttr(current),
				onClick(event) {
					if (event.defaultPrevented) return;
					send({
						type: open && value != null && !current ? "TRIGGER_VALUE.SET" : "TOGGLE",
						value
					});
				}
			});
		},
		getBackdropProps() {
			return normalize.element({
				...parts.backdrop.attrs,
				dir: prop("dir"),
				hidden: !open,
				id: getBackdropId(scope),
				"data-state": open ? "open" : "closed"
			});
		},
		getPositionerProps() {
			return normalize.element({
				...parts.positioner.attrs,
				dir: prop("dir"),
				id: getPositionerId(scope),
				style: compact({ pointerEvents: !open || !prop("modal") ? "none" : void 0 })
			});
		},
		getContentProps() {
			const rendered = context.get("rendered");
			return normalize.element({
				...parts.content.attrs,
				dir: prop("dir"),
				role: prop("role"),
				hidden: !open,
				id: getContentId(scope),
				tabIndex: -1,
				"data-state": open ? "open" : "closed",
				"aria-modal": prop("modal"),
				"aria-label": ariaLabel || void 0,
				"aria-labelledby": ariaLabel || !rendered.title ? void 0 : getTitleId(scope),
				"aria-describedby": rendered.description ? getDescriptionId(scope) : void 0,
				style: compact({ pointerEvents: prop("modal") ? void 0 : "auto" })
			});
		},
		getTitleProps() {
			return normalize.element({
				...parts.title.attrs,
				dir: prop("dir"),
				id: getTitleId(scope)
			});
		},
		getDescriptionProps() {
			return normalize.element({
				...parts.description.attrs,
				dir: prop("dir"),
				id: getDescriptionId(scope)
			});
		},
		getCloseTriggerProps() {
			return normalize.button({
				...parts.closeTrigger.attrs,
				dir: prop("dir"),
				id: getCloseTriggerId(scope),
				type: "button",
				onClick(event) {
					if (event.defaultPrevented) return;
					event.stopPropagation();
					send({ type: "CLOSE" });
				}
			});
		}
	};
}
// node_modules/@zag-js/dialog/dist/dialog.machine.mjs
var machine = createMachine({
	props({ props, scope }) {
		const alertDialog = props.role === "alertdialog";
		const initialFocusEl = alertDialog ? () => getCloseTriggerEl(scope) : void 0;
		const modal = typeof props.modal === "boolean" ? props.modal : true;
		return {
			role: "dialog",
			modal,
			trapFocus: modal,
			preventScroll: modal,
			closeOnInteractOutside: modal && !alertDialog,
			closeOnEscape: true,
			restoreFocus: true,
			initialFocusEl,
			...props
		};
	},
	initialState({ prop }) {
		return prop("open") || prop("defaultOpen") ? "open" : "closed";
	},
	context({ bindable, prop, scope }) {
		return {
			rendered: bindable(() => ({ defaultValue: {
				title: true,
				description: true
			} })),
			triggerValue: bindable(() => ({
				defaultValue: prop("defaultTriggerValue") ?? null,
				value: prop("triggerValue"),
				onChange(value) {
					const onTriggerValueChange = prop("onTriggerValueChange");
					if (!onTriggerValueChange) return;
					onTriggerValueChange({
						value,
						triggerElement: getActiveTriggerEl(scope, value)
					});
				}
			}))
		};
	},
	watch({ track, action, prop }) {
		track([() => prop("open")], () => {
			action(["toggleVisibility"]);
		});
	},
	states: {
		open: {
			entry: ["checkRenderedElements", "setInitialFocus"],
			effects: [
				"trackDismissableElement",
				"trapFocus",
				"preventScroll",
				"hideContentBelow"
			],
			on: {
				"CONTROLLED.CLOSE": { target: "closed" },
				CLOSE: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose"]
				}, {
					target: "closed",
					actions: ["invokeOnClose"]
				}],
				TOGGLE: [{
					guard: "isOpenControlled",
					actions: ["invokeOnClose"]
				}, {
					target: "closed",
					actions: ["invokeOnClose"]
				}],
				"TRIGGER_VALUE.SET": { actions: ["setTriggerValue"] }
			}
		},
		closed: { on: {
			"CONTROLLED.OPEN": { target: "open" },
			OPEN: [{
				guard: "isOpenControlled",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}, {
				target: "open",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}],
			TOGGLE: [{
				guard: "isOpenControlled",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}, {
				target: "open",
				actions: ["invokeOnOpen", "setTriggerValue"]
			}],
			"TRIGGER_VALUE.SET": { actions: ["setTriggerValue"] }
		} }
	},
	implementations: {
		guards: { isOpenControlled: ({ prop }) => prop("open") != void 0 },
		effects: {
			trackDismissableElement({ scope, send, prop }) {
				const getContentEl2 = () => getContentEl(scope);
				return trackDismissableElement(getContentEl2, {
					type: "dialog",
					defer: true,
					pointerBlocking: prop("modal"),
					layerStyleTargets: [() => getBackdropEl(scope), () => getPositionerEl(scope)],
					exclude: [getTriggerEl(scope), ...getTriggerEls(scope)].filter(Boolean),
					onInteractOutside(event) {
						prop("onInteractOutside")?.(event);
						if (!prop("closeOnInteractOutside")) event.preventDefault();
					},
					persistentElements: prop("persistentElements"),
					onFocusOutside: prop("onFocusOutside"),
					onPointerDownOutside: prop("onPointerDownOutside"),
					onRequestDismiss: prop("onRequestDismiss"),
					onEscapeKeyDown(event) {
						prop("onEscapeKeyDown")?.(event);
						if (!prop("closeOnEscape")) event.preventDefault();
					},
					onDismiss() {
						send({
							type: "CLOSE",
							src: "interact-outside"
						});
					}
				});
			},
			preventScroll({ scope, prop }) {
				if (!prop("preventScroll")) return;
				return preventBodyScroll(scope.getDoc());
			},
			trapFocus({ scope, prop, context }) {
				if (!prop("trapFocus")) return;
				const contentEl = () => getContentEl(scope);
				return trapFocus(contentEl, {
					preventScroll: true,
					returnFocusOnDeactivate: !!prop("restoreFocus"),
					initialFocus: () => getInitialFocus({
						root: getContentEl(scope),
						getInitialEl: prop("initialFocusEl")
					}),
					setReturnFocus: (el) => {
						const finalFocusEl = prop("finalFocusEl")?.();
						if (finalFocusEl) return finalFocusEl;
						const triggerValue = context.get("triggerValue");
						if (triggerValue) {
							const activeTriggerEl = getActiveTriggerEl(scope, triggerValue);
							if (activeTriggerEl) return activeTriggerEl;
						}
						const fallbackTrigger = getTriggerEls(scope)[0];
						if (fallbackTrigger) return fallbackTrigger;
						return el;
					},
					getShadowRoot: true
				});
			},
			hideContentBelow({ scope, prop }) {
				if (!prop("modal")) return;
				const getElements = () => [getContentEl(scope)];
				return ariaHidden(getElements, { defer: true });
			}
		},
		actions: {
			setInitialFocus({ prop, scope }) {
				if (prop("trapFocus")) return;
				raf$1(() => {
					getInitialFocus({
						root: getContentEl(scope),
						getInitialEl: prop("initialFocusEl")
					})?.focus({ preventScroll: true });
				});
			},
			checkRenderedElements({ context, scope }) {
				raf$1(() => {
					context.set("rendered", {
						title: !!getTitleEl(scope),
						description: !!getDescriptionEl(scope)
					});
				});
			},
			invokeOnClose({ prop }) {
				prop("onOpenChange")?.({ open: false });
			},
			invokeOnOpen({ prop }) {
				prop("onOpenChange")?.({ open: true });
			},
			setTriggerValue({ context, event }) {
				if (event.value === void 0) return;
				context.set("triggerValue", event.value);
			},
			toggleVisibility({ prop, send, event }) {
				send({
					type: prop("open") ? "CONTROLLED.OPEN" : "CONTROLLED.CLOSE",
					previousEvent: event
				});
			}
		}
	}
});
// node_modules/@ark-ui/react/dist/components/dialog/use-dialog-context.js
var [DialogProvider, useDialogContext] = createContext$1({
	name: "DialogContext",
	hookName: "useDialogContext",
	providerName: "<DialogProvider />"
});
// node_modules/@ark-ui/react/dist/components/dialog/dialog-backdrop.js
var DialogBackdrop = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const presence = usePresence({
		...useRenderStrategyPropsContext(),
		present: dialog.open
	});
	const mergedProps = mergeProps(dialog.getBackdropProps(), presence.getPresenceProps(), props);
	const composedRefs = useComposedRefs(presence.ref, ref);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceGate, {
		presence,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
DialogBackdrop.displayName = "DialogBackdrop";
// node_modules/@ark-ui/react/dist/components/dialog/dialog-close-trigger.js
var DialogCloseTrigger = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getCloseTriggerProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
DialogCloseTrigger.displayName = "DialogCloseTrigger";
// node_modules/@ark-ui/react/dist/components/dialog/dialog-content.js
var DialogContent = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const presence = usePresenceContext();
	const mergedProps = mergeProps(dialog.getContentProps(), presence.getPresenceProps(), props);
	const composedRefs = useComposedRefs(presence.ref, ref);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceGate, {
		presence,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
			...mergedProps,
			ref: composedRefs
		})
	});
});
DialogContent.displayName = "DialogContent";
// node_modules/@ark-ui/react/dist/components/dialog/dialog-context.js
var DialogContext = (props) => props.children(useDialogContext());
// node_modules/@ark-ui/react/dist/components/dialog/dialog-description.js
var DialogDescription = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getDescriptionProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
DialogDescription.displayName = "DialogDescription";
// node_modules/@ark-ui/react/dist/components/dialog/dialog-positioner.js
var DialogPositioner = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getPositionerProps(), props);
	if (usePresenceContext().unmounted) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.div, {
		...mergedProps,
		ref
	});
});
DialogPositioner.displayName = "DialogPositioner";
// node_modules/@ark-ui/react/dist/components/dialog/use-dialog.js
var useDialog = (props) => {
	const id = (0, import_react.useId)();
	const { getRootNode } = useEnvironmentContext();
	const { dir } = useLocaleContext();
	const machineProps = {
		id,
		getRootNode,
		dir,
		...props
	};
	return connect(useMachine(machine, machineProps), normalizeProps);
};
// node_modules/@ark-ui/react/dist/components/dialog/dialog-root.js
var DialogRoot = (props) => {
	const [presenceProps, { children, ...localProps }] = splitPresenceProps(props);
	const [renderStrategyProps] = splitRenderStrategyProps(presenceProps);
	const dialog = useDialog(localProps);
	const presence = usePresence(mergeProps({ present: dialog.open }, presenceProps));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogProvider, {
		value: dialog,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
				value: presence,
				children
			})
		})
	});
};
// node_modules/@ark-ui/react/dist/components/dialog/dialog-root-provider.js
var DialogRootProvider = (props) => {
	const [presenceProps, { value: dialog, children }] = splitPresenceProps(props);
	const [renderStrategyProps] = splitRenderStrategyProps(presenceProps);
	const presence = usePresence(mergeProps({ present: dialog.open }, presenceProps));
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogProvider, {
		value: dialog,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RenderStrategyPropsProvider, {
			value: renderStrategyProps,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PresenceProvider, {
				value: presence,
				children
			})
		})
	});
};
// node_modules/@ark-ui/react/dist/components/dialog/dialog-title.js
var DialogTitle = (0, import_react.forwardRef)((props, ref) => {
	const dialog = useDialogContext();
	const mergedProps = mergeProps(dialog.getTitleProps(), props);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.h2, {
		...mergedProps,
		ref
	});
});
DialogTitle.displayName = "DialogTitle";
// node_modules/@ark-ui/react/dist/components/dialog/dialog-trigger.js
var splitTriggerProps = createSplitProps();
var DialogTrigger = (0, import_react.forwardRef)((props, ref) => {
	const [triggerProps, localProps] = splitTriggerProps(props, ["value"]);
	const dialog = useDialogContext();
	const presence = usePresenceContext();
	const triggerPropsRaw = dialog.getTriggerProps(triggerProps);
	const mergedProps = mergeProps({
		...triggerPropsRaw,
		"aria-controls": presence.unmounted ? void 0 : triggerPropsRaw["aria-controls"]
	}, localProps);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ark.button, {
		...mergedProps,
		ref
	});
});
DialogTrigger.displayName = "DialogTrigger";
// node_modules/@ark-ui/react/dist/components/dialog/dialog.js
var dialog_exports = /* @__PURE__ */ __exportAll({
	Backdrop: () => DialogBackdrop,
	CloseTrigger: () => DialogCloseTrigger,
	Content: () => DialogContent,
	Context: () => DialogContext,
	Description: () => DialogDescription,
	Positioner: () => DialogPositioner,
	Root: () => DialogRoot,
	RootProvider: () => DialogRootProvider,
	Title: () => DialogTitle,
	Trigger: () => DialogTrigger
});
// node_modules/@ark-ui/react/dist/components/portal/portal.js
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var Portal = (props) => {
	const { children, disabled } = props;
	const [container, setContainer] = (0, import_react.useState)(props.container?.current);
	const isServer = (0, import_react.useSyncExternalStore)(subscribe, () => false, () => true);
	const { getRootNode } = useEnvironmentContext();
	(0, import_react.useEffect)(() => {
		setContainer(() => props.container?.current);
	}, [props.container]);
	if (isServer || disabled) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children });
	const mountNode = container ?? getPortalNode(getRootNode);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: import_react.Children.map(children, (child) => (0, import_react_dom.createPortal)(child, mountNode)) });
};
var getPortalNode = (cb) => {
	const node = cb?.();
	const rootNode = node.getRootNode();
	if (isShadowRoot(rootNode)) return rootNode;
	return getDocument(node).body;
};
var subscribe = () => () => {};
export { dialog_exports as n, useDialogContext as r, Portal as t };
