import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
// src/ui/casino/growth.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function nextCount(current, step, total) {
	return Math.min(total, current + Math.max(1, step));
}
/**
* Lets a call through at most once per `ms`; `now` is injectable for tests. `allow.wait()` is how long
* until the next call would be let through (0: now).
*/
function makeThrottle(ms, now = () => Date.now()) {
	let last = -Infinity;
	const allow = () => {
		const t = now();
		if (t - last < ms) return false;
		last = t;
		return true;
	};
	return Object.assign(allow, { wait: () => Math.max(0, last + ms - now()) });
}
// src/ui/casino/useGrowingCount.ts
/**
* A visible-item count that starts at `base` and grows by `step` when the sentinel scrolls
* into view (throttled), or when loadMore is called (the accessible button). `resetKey`
* changing (new filters) starts again from `base`.
*/
function useGrowingCount(total, s, resetKey) {
	const [state, setState] = (0, import_react.useState)({
		key: resetKey,
		count: s.base
	});
	const count = state.key === resetKey ? state.count : s.base;
	const allow = (0, import_react.useMemo)(() => makeThrottle(s.throttleMs), [s.throttleMs, resetKey]);
	const timer = (0, import_react.useRef)(void 0);
	const [el, setEl] = (0, import_react.useState)(null);
	const hasMore = count < total;
	(0, import_react.useEffect)(() => () => clearTimeout(timer.current), []);
	const grow = (0, import_react.useCallback)(() => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => {
			setState((prev) => {
				return {
					key: resetKey,
					count: nextCount(prev.key === resetKey ? prev.count : s.base, s.step, total)
				};
			});
		}, s.stepDelayMs);
	}, [
		resetKey,
		s.base,
		s.step,
		s.stepDelayMs,
		total
	]);
	const loadMore = (0, import_react.useCallback)(() => {
		if (allow()) grow();
	}, [allow, grow]);
	(0, import_react.useEffect)(() => {
		if (!el || !hasMore || typeof IntersectionObserver === "undefined") return;
		let io;
		let retry;
		let visible = false;
		const tryGrow = () => {
			clearTimeout(retry);
			if (!visible) return;
			if (allow()) grow();
			else retry = setTimeout(tryGrow, allow.wait());
		};
		const armAt = Date.now() + s.startDelayMs;
		const raf = typeof requestAnimationFrame === "function" ? requestAnimationFrame : void 0;
		let frame;
		const arm = () => {
			clearTimeout(start);
			if (frame !== void 0) cancelAnimationFrame(frame);
			frame = void 0;
			if (io) return;
			io = new IntersectionObserver((entries) => {
				visible = entries.some((e) => e.isIntersecting && e.intersectionRatio >= s.threshold);
				tryGrow();
			}, { threshold: s.threshold });
			io.observe(el);
		};
		const start = setTimeout(arm, s.startDelayMs);
		const tick = () => {
			frame = Date.now() >= armAt ? (arm(), void 0) : raf?.(tick);
		};
		frame = raf?.(tick);
		return () => {
			clearTimeout(start);
			clearTimeout(retry);
			if (frame !== void 0) cancelAnimationFrame(frame);
			io?.disconnect();
		};
	}, [
		el,
		hasMore,
		count,
		allow,
		grow,
		s.threshold,
		s.startDelayMs
	]);
	return {
		count: Math.min(count, Math.max(total, 0)),
		hasMore,
		loadMore,
		sentinelRef: setEl
	};
}
export { useGrowingCount as t };
