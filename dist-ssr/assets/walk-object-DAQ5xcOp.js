import { A as isObject } from "./react-intl-BjT29jKx.js";
// node_modules/@chakra-ui/react/dist/esm/utils/walk-object.js
var isNotNullish = (element) => element != null;
function walkObject(target, predicate, options = {}) {
	const { stop, getKey } = options;
	function inner(value, path = []) {
		if (isObject(value) || Array.isArray(value)) {
			const result = {};
			for (const [prop, child] of Object.entries(value)) {
				const key = getKey?.(prop, child) ?? prop;
				const childPath = [...path, key];
				if (stop?.(value, childPath)) return predicate(value, path);
				const next = inner(child, childPath);
				if (isNotNullish(next)) result[key] = next;
			}
			return result;
		}
		return predicate(value, path);
	}
	return inner(target);
}
function mapObject(obj, fn) {
	if (Array.isArray(obj)) return obj.map((value) => {
		return isNotNullish(value) ? fn(value) : value;
	});
	if (!isObject(obj)) return isNotNullish(obj) ? fn(obj) : obj;
	return walkObject(obj, (value) => fn(value));
}
export { walkObject as n, mapObject as t };
