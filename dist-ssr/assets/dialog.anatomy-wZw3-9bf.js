import { t as createAnatomy, u as getWindow } from "./create-anatomy-N5bLh3sX.js";
// node_modules/@zag-js/dom-query/dist/computed-style.mjs
var styleCache = /* @__PURE__ */ new WeakMap();
function getComputedStyle(el) {
	if (!styleCache.has(el)) styleCache.set(el, getWindow(el).getComputedStyle(el));
	return styleCache.get(el);
}
// node_modules/@zag-js/dialog/dist/dialog.anatomy.mjs
var anatomy = createAnatomy("dialog").parts("trigger", "backdrop", "positioner", "content", "title", "description", "closeTrigger");
var parts = anatomy.build();
export { parts as n, getComputedStyle as r, anatomy as t };
