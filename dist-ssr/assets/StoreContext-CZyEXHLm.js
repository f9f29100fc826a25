import { n as __commonJSMin, s as __toESM, t as require_react } from "./react-DKPYRERq.js";
// node_modules/mobx/dist/mobx.cjs.production.min.js
var require_mobx_cjs_production_min = /* @__PURE__ */ __commonJSMin(((exports) => {
	function t(t, ...n) {
		throw new Error(`[MobX] minified error nr: ${t}${n.length ? " " + n.map(String).join(",") : ""}. See mobx.js.org/errors`);
	}
	function n(t) {
		let n = !1;
		return function() {
			if (!n) return n = !0, t.apply(this, arguments);
		};
	}
	function e(t) {
		return "function" == typeof t;
	}
	function i(t) {
		switch (typeof t) {
			case "string":
			case "symbol":
			case "number": return !0;
		}
		return !1;
	}
	function r(t) {
		return null !== t && "object" == typeof t;
	}
	function s(t) {
		if (!r(t)) return !1;
		const n = Object.getPrototypeOf(t);
		if (null == n) return !0;
		const e = f(n, "constructor") && n.constructor;
		return "function" == typeof e && e.toString() === yn;
	}
	function o(t) {
		const n = null == t ? void 0 : t.constructor;
		return !!n && ("GeneratorFunction" === n.name || "GeneratorFunction" === n.displayName);
	}
	function u(t, n, e) {
		dn(t, n, {
			enumerable: !1,
			writable: !0,
			configurable: !0,
			value: e
		});
	}
	function c(t, n) {
		const e = "isMobX" + t;
		return n.prototype[e] = !0, function(t) {
			return r(t) && !0 === t[e];
		};
	}
	function h(t) {
		return null != t && "[object Map]" === Object.prototype.toString.call(t);
	}
	function l(t) {
		return null != t && "[object Set]" === Object.prototype.toString.call(t);
	}
	function a(t) {
		return null === t ? null : "object" == typeof t ? "" + t : t;
	}
	function f(t, n) {
		return vn.hasOwnProperty.call(t, n);
	}
	function d(t, n) {
		return !!(t & n);
	}
	function v(t, n, e) {
		return e ? t |= n : t &= ~n, t;
	}
	function b(t, n = mn, e = mn) {
		const i = new jn(t);
		return n !== mn && (i.onBOL = /* @__PURE__ */ new Set([n])), e !== mn && (i.onBUOL = /* @__PURE__ */ new Set([e])), i;
	}
	function p(t, n) {
		return on(t, n);
	}
	function y(t, n, e) {
		return null === t || "object" != typeof t && "function" != typeof t || Mt(t) ? t : Array.isArray(t) ? Kn.array(t, { name: e }) : s(t) ? Kn.object(t, void 0, { name: e }) : h(t) ? Kn.map(t, { name: e }) : l(t) ? Kn.set(t, { name: e }) : "function" != typeof t || yt(t) || St(t) ? t : o(t) ? Se(t) : ye(e, t);
	}
	function m(t) {
		return t;
	}
	function w(t, n) {
		return {
			t,
			i: n,
			o: x,
			u: g
		};
	}
	function x(t, n, e, i) {
		var r;
		if (null != (r = this.i) && r.bound) return null === this.u(t, n, e, !1) ? 0 : 1;
		if (i === t.h) return null === this.u(t, n, e, !1) ? 0 : 2;
		if (yt(e.value)) return 1;
		return dn(i, n, O(t, this, n, e, !1)), 2;
	}
	function g(t, n, e, i) {
		const r = O(t, this, n, e);
		return t.l(n, r, i);
	}
	function j(n, e, i) {
		const { kind: r, name: s, addInitializer: o } = i, u = n, c = (t) => {
			var n, e, i, r;
			return q(null != (n = null == (e = u.i) ? void 0 : e.name) ? n : s.toString(), t, null != (i = null == (r = u.i) ? void 0 : r.autoAction) && i);
		};
		return "field" == r ? function(t) {
			var n;
			let e = t;
			return yt(e) || (e = c(e)), null != (n = u.i) && n.bound && (e = e.bind(this), e.isMobxAction = !0), e;
		} : "method" == r ? (yt(e) || (e = c(e)), null != (h = u.i) && h.bound && o(function() {
			const t = this, n = t[s].bind(t);
			n.isMobxAction = !0, t[s] = n;
		}), e) : void t(43, u.t, String(s), r);
		var h;
	}
	function O(t, n, e, i, r = se.safeDescriptors) {
		var s, o, u, c, h, l, a;
		let { value: f } = i;
		var d;
		return null != (s = n.i) && s.bound && (f = f.bind(null != (d = t.v) ? d : t.h)), {
			value: q(null != (o = null == (u = n.i) ? void 0 : u.name) ? o : e.toString(), f, null != (c = null == (h = n.i) ? void 0 : h.autoAction) && c, null != (l = n.i) && l.bound ? null != (a = t.v) ? a : t.h : void 0),
			configurable: !r || t.p,
			enumerable: !1,
			writable: !r
		};
	}
	function _(t, n) {
		return {
			t,
			i: n,
			o: S,
			u: A
		};
	}
	function S(t, n, e, i) {
		var r;
		if (i === t.h) return null === this.u(t, n, e, !1) ? 0 : 2;
		if (null != (r = this.i) && r.bound && (!f(t.h, n) || !St(t.h[n])) && null === this.u(t, n, e, !1)) return 0;
		if (St(e.value)) return 1;
		return dn(i, n, M(t, 0, 0, e, !1, !1)), 2;
	}
	function A(t, n, e, i) {
		var r;
		const s = M(t, 0, 0, e, null == (r = this.i) ? void 0 : r.bound);
		return t.l(n, s, i);
	}
	function V(t, n, e) {
		var i;
		const { name: r, addInitializer: s } = e;
		return St(n) || (n = Se(n)), null != (i = t.i) && i.bound && s(function() {
			const t = this, n = t[r].bind(t);
			n.isMobXFlow = !0, t[r] = n;
		}), n;
	}
	function M(t, n, e, i, r, s = se.safeDescriptors) {
		let { value: o } = i;
		var u;
		return St(o) || (o = Se(o)), r && (o = o.bind(null != (u = t.v) ? u : t.h), o.isMobXFlow = !0), {
			value: o,
			configurable: !s || t.p,
			enumerable: !1,
			writable: !s
		};
	}
	function N(t, n) {
		return {
			t,
			i: n,
			o: R,
			u: E
		};
	}
	function R(t, n, e) {
		return null === this.u(t, n, e, !1) ? 0 : 1;
	}
	function E(t, n, e, i) {
		return t.m(n, an({}, this.i, {
			get: e.get,
			set: e.set
		}), i);
	}
	function k(t, n, e) {
		function i(t) {
			const e = an({}, r.i, {
				get: n,
				context: t
			});
			return e.name || (e.name = `ObservableObject.${s.toString()}`), new Yn(e);
		}
		const r = t, { name: s, addInitializer: o } = e;
		let u;
		return o(function() {
			var t;
			const n = Yt(this)[gn], e = this;
			var r;
			n.j.has(s) || null != (t = n.O) && t.delete(s) ? n.j.set(s, i(e)) : (null != (r = n.O) ? r : n.O = /* @__PURE__ */ new Map()).set(s, () => i(e));
		}), function() {
			const t = this[gn], e = t.j.get(s);
			if (e instanceof Yn && e.derivation !== n) {
				var r;
				let t = null == (r = u) ? void 0 : r.get(this);
				var o;
				return t || (t = i(this), (null != (o = u) ? o : u = /* @__PURE__ */ new WeakMap()).set(this, t)), t.get();
			}
			return t._(s);
		};
	}
	function C(t, n) {
		return {
			t,
			i: n,
			o: I,
			u: P
		};
	}
	function I(t, n, e) {
		return null === this.u(t, n, e, !1) ? 0 : 1;
	}
	function P(t, n, e, i) {
		var r, s;
		return t.S(n, e.value, null != (r = null == (s = this.i) ? void 0 : s.A) ? r : y, i);
	}
	function T(t, n, e) {
		function i(t, n) {
			var e;
			const i = Yt(t)[gn];
			return (null != (e = i.V) ? e : i.V = /* @__PURE__ */ new Map()).set(o, () => {
				var t, e;
				return new Xn(n, null != (t = null == (e = r.i) ? void 0 : e.A) ? t : y, `ObservableObject.${o.toString()}`, !1);
			}), i;
		}
		const r = t, { kind: s, name: o } = e;
		if ("accessor" === s) return {
			get() {
				var t;
				return (null != (t = this[gn]) ? t : i(this, n.get.call(this)))._(o);
			},
			set(t) {
				var n;
				return (null != (n = this[gn]) ? n : i(this, t)).M(o, t);
			},
			init(t) {
				return i(this, t), t;
			}
		};
	}
	function B(t) {
		return {
			t: An,
			i: t,
			o: D,
			u: K
		};
	}
	function D(t, n, e, i) {
		var r, s, u, c;
		if (e.get) return Wn.o(t, n, e, i);
		if (e.set) {
			const r = yt(e.set) ? e.set : q(n.toString(), e.set);
			return i === t.h ? null === t.l(n, {
				configurable: !se.safeDescriptors || t.p,
				set: r
			}) ? 0 : 2 : (dn(i, n, {
				configurable: !0,
				set: r
			}), 2);
		}
		if (i !== t.h && "function" == typeof e.value) return o(e.value) ? (null != (c = this.i) && c.autoBind ? Ae : Se).o(t, n, e, i) : (null != (u = this.i) && u.autoBind ? we : ye).o(t, n, e, i);
		let h = !1 === (null == (r = this.i) ? void 0 : r.deep) ? Pn : Kn;
		var l;
		return "function" == typeof e.value && null != (s = this.i) && s.autoBind && (e.value = e.value.bind(null != (l = t.v) ? l : t.h)), h.o(t, n, e, i);
	}
	function K(t, n, e, i) {
		var r, s, o;
		return e.get ? Wn.u(t, n, e, i) : e.set ? t.l(n, {
			configurable: !se.safeDescriptors || t.p,
			set: q(n.toString(), e.set)
		}, i) : ("function" == typeof e.value && null != (r = this.i) && r.autoBind && (e.value = e.value.bind(null != (o = t.v) ? o : t.h)), (!1 === (null == (s = this.i) ? void 0 : s.deep) ? Pn : Kn).u(t, n, e, i));
	}
	function L(t, n) {
		return an(function(e, i) {
			if (i && "string" == typeof i.kind) return n(t, e, i);
		}, t);
	}
	function $(t) {
		return t || Nn;
	}
	function U(t) {
		return L(t, T);
	}
	function W(t) {
		return !0 === t.deep ? y : !1 === t.deep ? m : (n = t.defaultDecorator) && null != (e = null == (i = n.i) ? void 0 : i.A) ? e : y;
		var n, e, i;
	}
	function z(t) {
		return L(t, k);
	}
	function q(t, n, e = !1, i) {
		function r() {
			return F(0, e, n, i || this, arguments);
		}
		return r.isMobxAction = !0, r.toString = () => n.toString(), Gn && (Jn.value = t, dn(r, "name", Jn)), r;
	}
	function F(t, n, e, i, r) {
		const s = H(0, n);
		try {
			return e.apply(i, r);
		} catch (t) {
			throw s.N = t, t;
		} finally {
			G(s);
		}
	}
	function H(t, n) {
		const e = se.trackingDerivation, i = !n || !e;
		ut();
		let r = se.allowStateChanges;
		i && nt();
		const s = {
			R: i,
			k: e,
			C: r,
			I: se.allowStateReads,
			P: !1,
			T: 0,
			B: Hn++,
			D: Fn
		};
		return Fn = s.B, s;
	}
	function G(n) {
		Fn !== n.B && t(30), Fn = n.D, void 0 !== n.N && (se.suppressReactionErrors = !0), ct(), n.R && et(n.k), se.suppressReactionErrors = !1;
	}
	function J(t, n) {
		const e = function(t) {
			const n = se.allowStateChanges;
			return se.allowStateChanges = t, n;
		}(t);
		try {
			return n();
		} finally {
			(function(t) {
				se.allowStateChanges = t;
			})(e);
		}
	}
	function X(t) {
		return t instanceof te;
	}
	function Q(t) {
		switch (t.K) {
			case 0: return !1;
			case -1:
			case 2: return !0;
			case 1: {
				const n = nt(), e = t.L, i = e.length;
				for (let r = 0; r < i; r++) {
					const i = e[r];
					if (Zn(i)) {
						if (se.disableErrorBoundaries) i.get();
						else try {
							i.get();
						} catch (t) {
							return et(n), !0;
						}
						if (2 === t.K) return et(n), !0;
					}
				}
				return it(t), et(n), !1;
			}
		}
	}
	function Y(t, n, e) {
		it(t), t.$ = new Array(0 === t.U ? 100 : t.L.length), t.W = 0, t.U = ++se.runId;
		const i = se.trackingDerivation;
		let r;
		if (se.trackingDerivation = t, se.inBatch++, !0 === se.disableErrorBoundaries) r = n.call(e);
		else try {
			r = n.call(e);
		} catch (t) {
			r = new te(t);
		}
		return se.inBatch--, se.trackingDerivation = i, function(t) {
			const n = t.L, e = t.L = t.$;
			let i = 0, r = 0, s = t.W;
			for (let t = 0; t < s; t++) {
				const n = e[t];
				0 === n.diffValue && (n.diffValue = 1, r !== t && (e[r] = n), r++), n.K > i && (i = n.K);
			}
			for (e.length = r, t.$ = null, s = n.length; s--;) {
				const e = n[s];
				0 === e.diffValue && st(e, t), e.diffValue = 0;
			}
			for (; r--;) {
				const n = e[r];
				1 === n.diffValue && (n.diffValue = 0, rt(n, t));
			}
			0 !== i && (t.K = i, t.q());
		}(t), r;
	}
	function Z(t) {
		const n = t.L;
		t.L = [];
		let e = n.length;
		for (; e--;) st(n[e], t);
		t.K = -1;
	}
	function tt(t) {
		const n = nt();
		try {
			return t();
		} finally {
			et(n);
		}
	}
	function nt() {
		const t = se.trackingDerivation;
		return se.trackingDerivation = null, t;
	}
	function et(t) {
		se.trackingDerivation = t;
	}
	function it(t) {
		if (0 === t.K) return;
		t.K = 0;
		const n = t.L;
		let e = n.length;
		for (; e--;) n[e].F = 0;
	}
	function rt(t, n) {
		var e;
		(null != (e = t.H) ? e : t.H = /* @__PURE__ */ new Set()).add(n), t.F > n.K && (t.F = n.K);
	}
	function st(t, n) {
		const e = t.H;
		e && (e.delete(n), 0 === e.size && ot(t));
	}
	function ot(t) {
		!1 === t.isPendingUnobservation && (t.isPendingUnobservation = !0, se.pendingUnobservations.push(t));
	}
	function ut() {
		se.inBatch++;
	}
	function ct() {
		0 === --se.inBatch && (ft(), !se.isRunningUnobservations && se.pendingUnobservations.length > 0 && function() {
			se.isRunningUnobservations = !0;
			try {
				const t = se.pendingUnobservations;
				for (let n = 0; n < t.length; n++) {
					const e = t[n];
					e.isPendingUnobservation = !1, e.H && 0 !== e.H.size || (e.H = null, e.isBeingObserved && (e.isBeingObserved = !1, e.onBUO()), e instanceof Yn && e.G());
				}
				se.pendingUnobservations = [];
			} finally {
				se.isRunningUnobservations = !1;
			}
		}());
	}
	function ht(t) {
		var n;
		t.isBeingObserved || (t.isBeingObserved = !0, t.onBO(), null == (n = t.L) || n.forEach(ht));
	}
	function lt(t) {
		const n = se.trackingDerivation;
		return null !== n ? (n.U !== t.J && (t.J = n.U, n.$[n.W++] = t, !t.isBeingObserved && se.trackingContext && (t.isBeingObserved = !0, t.onBO())), t.isBeingObserved) : ((!t.H || 0 === t.H.size) && se.inBatch > 0 && ot(t), !1);
	}
	function at(t) {
		var n;
		2 !== t.F && (t.F = 2, null == (n = t.H) || n.forEach((t) => {
			0 === t.K && t.q(), t.K = 2;
		}));
	}
	function ft() {
		se.inBatch > 0 || se.isRunningReactions || ce(dt);
	}
	function dt() {
		se.isRunningReactions = !0;
		const t = se.pendingReactions;
		let n = 0;
		for (; t.length > 0;) {
			++n === ue && (console.error(`[mobx] cycle in reaction: ${t[0]}`), t.splice(0));
			let e = t.splice(0);
			for (let t = 0, n = e.length; t < n; t++) e[t].X();
		}
		se.isRunningReactions = !1;
	}
	function vt(t) {
		return L(t, j);
	}
	function bt(t) {
		return function(n, r) {
			return r && "string" == typeof r.kind ? j(t ? ve : fe, n, r) : e(n) ? q(n.name || "<unnamed action>", n, t) : e(r) ? q(n, r, t) : i(n) ? vt(w(t ? ae : le, {
				name: n,
				autoAction: t
			})) : void 0;
		};
	}
	function pt(t) {
		return F(0, !1, t, this, void 0);
	}
	function yt(t) {
		return e(t) && !0 === t.isMobxAction;
	}
	function mt(t, n = pn) {
		function e() {
			t(o);
		}
		var i, r;
		const s = null != (i = null == n ? void 0 : n.name) ? i : "Autorun";
		let o;
		if (n.scheduler || n.delay) {
			const t = wt(n);
			let i = !1;
			o = new oe(s, () => {
				i || (i = !0, t(() => {
					i = !1, o.isDisposed || o.track(e);
				}));
			}, n.onError, n.requiresObservable);
		} else o = new oe(s, function() {
			this.track(e);
		}, n.onError, n.requiresObservable);
		return null != n && null != (r = n.signal) && r.aborted || o.Y(), o.Z(null == n ? void 0 : n.signal);
	}
	function wt(t) {
		return t.scheduler ? t.scheduler : t.delay ? (n) => setTimeout(n, t.delay) : xe;
	}
	function xt(t, n, i, r) {
		const s = "function" == typeof r ? nn(n, i) : nn(n), o = e(r) ? r : i, u = `${t}L`;
		return s[u] ? s[u].add(o) : s[u] = /* @__PURE__ */ new Set([o]), function() {
			const t = s[u];
			t && (t.delete(o), 0 === t.size && delete s[u]);
		};
	}
	function gt(t, n, e, i) {
		const r = xn(n);
		return sn(() => {
			const n = Yt(t, i)[gn];
			wn(r).forEach((t) => {
				n.u(t, r[t], !e || !f(e, t) || e[t]);
			});
		}), t;
	}
	function jt(t) {
		const n = { name: t.tt };
		var e;
		return t.L && t.L.length > 0 && (n.dependencies = (e = t.L, Array.from(new Set(e))).map(jt)), n;
	}
	function Ot(t) {
		const n = { name: t.tt };
		return function(t) {
			return !!t.H && t.H.size > 0;
		}(t) && (n.observers = Array.from(function(t) {
			var n;
			return null != (n = t.H) ? n : /* @__PURE__ */ new Set();
		}(t), Ot)), n;
	}
	function _t(t) {
		e(t.cancel) && t.cancel();
	}
	function St(t) {
		return !0 === (null == t ? void 0 : t.isMobXFlow);
	}
	function At(t, n) {
		var e;
		if (void 0 === n) return Zn(t);
		if (!1 === tn(t)) return !1;
		const i = t[gn];
		if (null != (e = i.O) && e.has(n)) return !0;
		if (!i.j.has(n)) return !1;
		return Zn(nn(t, n));
	}
	function Vt(t, n) {
		if (!t) return !1;
		if (void 0 !== n) {
			if (tn(t)) {
				var e, i;
				const r = t[gn];
				return r.j.has(n) || !(null == (e = r.O) || !e.has(n)) || !(null == (i = r.V) || !i.has(n));
			}
			return !1;
		}
		return tn(t) || !!t[gn] || On(t) || he(t) || Zn(t);
	}
	function Mt(t) {
		return Vt(t);
	}
	function Nt(n) {
		return tn(n) ? n[gn].nt() : Ke(n) || Ue(n) ? Array.from(n.keys()) : Jt(n) ? n.map((t, n) => n) : void t(5);
	}
	function Rt(n, e) {
		return tn(n) ? n[gn].et(e) : Ke(n) || Ue(n) ? n.has(e) : Jt(n) ? e >= 0 && e < n.length : void t(10);
	}
	function Et(n) {
		if (tn(n)) return n[gn].it();
		t(38);
	}
	function kt(t, n, e) {
		if (Zn(t)) {
			let i, r = !0;
			return mt(() => {
				const s = t.get();
				if (!r || e) {
					const e = nt();
					n({
						observableKind: "computed",
						debugObjectName: t.tt,
						type: Re,
						object: t,
						newValue: s,
						oldValue: i
					}), et(e);
				}
				r = !1, i = s;
			});
		}
		return e && n({
			observableKind: "value",
			debugObjectName: t.tt,
			object: t,
			type: Re,
			newValue: t.rt,
			oldValue: void 0
		}), Ut(t, n);
	}
	function Ct(t, n, e) {
		return t.set(n, e), e;
	}
	function It(t, n) {
		if (null == t || "object" != typeof t || t instanceof Date || !Mt(t)) return t;
		if (Qn(t) || Zn(t)) return It(t.get(), n);
		if (n.has(t)) return n.get(t);
		if (Jt(t)) {
			const e = Ct(n, t, new Array(t.length));
			return t.forEach((t, i) => {
				e[i] = It(t, n);
			}), e;
		}
		if (Ue(t)) {
			const e = Ct(n, t, /* @__PURE__ */ new Set());
			return t.forEach((t) => {
				e.add(It(t, n));
			}), e;
		}
		if (Ke(t)) {
			const e = Ct(n, t, /* @__PURE__ */ new Map());
			return t.forEach((t, i) => {
				e.set(i, It(t, n));
			}), e;
		}
		{
			const e = Ct(n, t, {});
			return Et(t).forEach((i) => {
				vn.propertyIsEnumerable.call(t, i) && (e[i] = It(t[i], n));
			}), function(t, n, e) {
				const i = t[gn];
				if (void 0 === i.V) return;
				const r = i.h;
				for (const [s, o] of i.j) f(r, s) || o instanceof Yn || !(s in r) || (n[s] = It(t[s], e));
				if (i.V) for (const s of i.V.keys()) i.j.has(s) || f(r, s) || !(s in r) || (n[s] = It(t[s], e));
			}(t, e, n), e;
		}
	}
	function Pt(t, n) {
		ut();
		try {
			return t.apply(n);
		} finally {
			ct();
		}
	}
	function Tt(t, n, e) {
		let i;
		if ("number" == typeof e.timeout) {
			const t = /* @__PURE__ */ new Error("WHEN_TIMEOUT");
			i = setTimeout(() => {
				if (!s[gn].isDisposed) {
					if (s(), !e.onError) throw t;
					e.onError(t);
				}
			}, e.timeout);
		}
		e.name = "When";
		const r = q("When-effect", n);
		var s = mt((n) => {
			J(!1, t) && (n.dispose(), i && clearTimeout(i), r());
		}, e);
		return s;
	}
	function Bt(t) {
		return t[gn];
	}
	function Dt(t) {
		return void 0 !== t.st && t.st.length > 0;
	}
	function Kt(t, e) {
		let i = t.st;
		return i ? i.push(e) : i = t.st = [e], n(() => {
			const t = i.indexOf(e);
			-1 !== t && i.splice(t, 1);
		});
	}
	function Lt(n, e) {
		const i = nt();
		try {
			const i = [...n.st || []];
			for (let n = 0, r = i.length; n < r && ((e = i[n](e)) && !e.type && t(14), e); n++);
			return e;
		} finally {
			et(i);
		}
	}
	function $t(t) {
		return void 0 !== t.ot && t.ot.length > 0;
	}
	function Ut(t, e) {
		let i = t.ot;
		return i ? i.push(e) : i = t.ot = [e], n(() => {
			const t = i.indexOf(e);
			-1 !== t && i.splice(t, 1);
		});
	}
	function Wt(t, n) {
		const e = nt();
		let i = t.ot;
		if (i) {
			i = i.slice();
			for (let t = 0, e = i.length; t < e; t++) i[t](n);
			et(e);
		}
	}
	function zt(n, e, i) {
		if (!0 === i && (i = n.ut), !1 === i) return;
		e in n.h || t(1, i.t, `${n.tt}.${e.toString()}`);
		let r = n.h;
		for (; r && r !== vn;) {
			const t = fn(r, e);
			if (t) {
				const s = i.o(n, e, t, r);
				if (0 === s) return;
				if (1 === s) break;
			}
			r = Object.getPrototypeOf(r);
		}
	}
	function qt(t, n) {
		"function" == typeof Array.prototype[t] && (Ce[t] = n(t));
	}
	function Ft(t) {
		return function() {
			const n = this[gn];
			n.ct.reportObserved();
			const e = n.ht(n.j);
			return e[t].apply(e, arguments);
		};
	}
	function Ht(t) {
		return function(n, e) {
			const i = this[gn];
			return i.ct.reportObserved(), i.ht(i.j)[t]((t, i) => n.call(e, t, i, this));
		};
	}
	function Gt(t) {
		return function() {
			const n = this[gn];
			n.ct.reportObserved();
			const e = n.ht(n.j), i = arguments[0];
			return arguments[0] = (t, n, e) => i(t, n, e, this), e[t].apply(e, arguments);
		};
	}
	function Jt(t) {
		return r(t) && Ie(t[gn]);
	}
	function Xt(t) {
		return t[Symbol.toStringTag] = "MapIterator", hn(t);
	}
	function Qt(t) {
		return t[Symbol.toStringTag] = "SetIterator", hn(t);
	}
	function Yt(t, n) {
		var e;
		if (f(t, gn)) return t;
		const i = null != (e = null == n ? void 0 : n.name) ? e : "ObservableObject";
		return u(t, gn, new qe(t, /* @__PURE__ */ new Map(), String(i), function(t) {
			var n;
			return t ? null != (n = t.defaultDecorator) ? n : function(t) {
				var n;
				const e = !1 !== t.deep, i = !!t.autoBind, r = (e ? 0 : 1) | (i ? 2 : 0);
				return null != (n = Mn[r]) ? n : Mn[r] = B({
					deep: e,
					autoBind: i
				});
			}(t) : void 0;
		}(n))), t;
	}
	function Zt(t) {
		return We[t] || (We[t] = {
			get() {
				return this[gn]._(t);
			},
			set(n) {
				return this[gn].M(t, n);
			}
		});
	}
	function tn(t) {
		return !!r(t) && Fe(t[gn]);
	}
	function nn(n, i) {
		if ("object" == typeof n && null !== n) {
			const e = n[gn];
			if (Fe(e)) {
				var r, s;
				if (!i) return t(26);
				const o = null != (r = null != (s = e.j.get(i)) ? s : e.lt(i)) ? r : e.ft(i);
				return o || t(27, i, rn(n)), o;
			}
			if (Ie(e)) return void 0 !== i && t(23), e.ct;
			if (Ue(n)) return n.ct;
			if (Ke(n)) {
				if (void 0 === i) return n.dt;
				const e = n.vt.get(i) || n.bt.get(i);
				return e || t(25, i, rn(n)), e;
			}
			if (tn(n)) return nn(n, i);
			if (On(n) || Zn(n) || he(n)) return n;
		} else if (e(n) && he(n[gn])) return n[gn];
		t(28);
	}
	function en(n, e) {
		return n || t(29), void 0 !== e ? en(nn(n, e)) : On(n) || Zn(n) || he(n) || Ke(n) || Ue(n) ? n : n[gn] ? n[gn] : void t(24, n);
	}
	function rn(t, n) {
		let e;
		if (void 0 !== n) e = nn(t, n);
		else {
			if (yt(t)) return t.name;
			e = tn(t) || Ke(t) || Ue(t) ? en(t) : nn(t);
		}
		return e.tt;
	}
	function sn(t) {
		const n = nt();
		ut();
		try {
			return t();
		} finally {
			ct(), et(n);
		}
	}
	function on(t, n, e = -1) {
		return un(t, n, e);
	}
	function un(t, n, i, r, s) {
		if (t === n) return 0 !== t || 1 / t == 1 / n;
		if (null == t || null == n) return !1;
		if (t != t) return n != n;
		const o = typeof t;
		if ("function" !== o && "object" !== o && "object" != typeof n) return !1;
		const u = He.call(t);
		if (u !== He.call(n)) return !1;
		switch (u) {
			case "[object RegExp]":
			case "[object String]": return "" + t == "" + n;
			case "[object Number]": return +t != +t ? +n != +n : 0 === +t ? 1 / +t == 1 / n : +t === +n;
			case "[object Date]":
			case "[object Boolean]": return +t === +n;
			case "[object Symbol]": return "undefined" != typeof Symbol && Symbol.valueOf.call(t) === Symbol.valueOf.call(n);
			case "[object Map]":
			case "[object Set]": i >= 0 && i++;
		}
		t = cn(t), n = cn(n);
		const c = "[object Array]" === u;
		if (!c) {
			if ("object" != typeof t || "object" != typeof n) return !1;
			const i = t.constructor, r = n.constructor;
			if (i !== r && !(e(i) && i instanceof i && e(r) && r instanceof r) && "constructor" in t && "constructor" in n) return !1;
		}
		if (0 === i) return !1;
		i < 0 && (i = -1), s = s || [];
		let h = (r = r || []).length;
		for (; h--;) if (r[h] === t) return s[h] === n;
		if (r.push(t), s.push(n), c) {
			if (h = t.length, h !== n.length) return !1;
			for (; h--;) if (!un(t[h], n[h], i - 1, r, s)) return !1;
		} else {
			const e = Object.keys(t), o = e.length;
			if (Object.keys(n).length !== o) return !1;
			for (let u = 0; u < o; u++) {
				const o = e[u];
				if (!f(n, o) || !un(t[o], n[o], i - 1, r, s)) return !1;
			}
		}
		return r.pop(), s.pop(), !0;
	}
	function cn(t) {
		return Jt(t) ? t.slice() : h(t) || Ke(t) || l(t) || Ue(t) ? Array.from(t.entries()) : t;
	}
	function hn(t) {
		return t[Symbol.iterator] = ln, an(Object.create(Je), t);
	}
	function ln() {
		return this;
	}
	Object.defineProperty(exports, "__esModule", { value: !0 });
	var an = Object.assign;
	var fn = Object.getOwnPropertyDescriptor;
	var dn = Object.defineProperty;
	var vn = Object.prototype;
	var bn = [];
	Object.freeze(bn);
	var pn = {};
	Object.freeze(pn);
	var yn = Object.toString();
	var mn = () => {};
	var wn = Reflect.ownKeys;
	var xn = Object.getOwnPropertyDescriptors;
	var gn = Symbol("mobx administration");
	var jn = class {
		constructor(t = "Atom") {
			this.tt = void 0, this.yt = 0, this.H = null, this.J = 0, this.F = -1, this.onBOL = void 0, this.onBUOL = void 0, this.tt = t;
		}
		get isBeingObserved() {
			return d(this.yt, 1);
		}
		set isBeingObserved(t) {
			this.yt = v(this.yt, 1, t);
		}
		get isPendingUnobservation() {
			return d(this.yt, 2);
		}
		set isPendingUnobservation(t) {
			this.yt = v(this.yt, 2, t);
		}
		get diffValue() {
			return d(this.yt, 4) ? 1 : 0;
		}
		set diffValue(t) {
			this.yt = v(this.yt, 4, 1 === t);
		}
		onBO() {
			this.onBOL && this.onBOL.forEach((t) => t());
		}
		onBUO() {
			this.onBUOL && this.onBUOL.forEach((t) => t());
		}
		reportObserved() {
			return lt(this);
		}
		reportChanged() {
			ut(), at(this), ct();
		}
		toString() {
			return this.tt;
		}
	};
	var On = c("Atom", jn);
	var _n = Object.is;
	var Sn = {
		t: "override",
		o: function() {
			return 0;
		},
		u: function() {
			t(44, this.t);
		}
	};
	var An = "true";
	var Vn = B();
	var Mn = [Vn];
	var Nn = {
		deep: !0,
		name: void 0,
		defaultDecorator: void 0
	};
	Object.freeze(Nn);
	var Rn = C("observable");
	var En = C("observable.ref", { A: m });
	var kn = C("observable.shallow", { A: function(t, n, e) {
		return null == t || tn(t) || Jt(t) || Ke(t) || Ue(t) ? t : Array.isArray(t) ? Kn.array(t, {
			name: e,
			deep: !1
		}) : s(t) ? Kn.object(t, void 0, {
			name: e,
			deep: !1
		}) : h(t) ? Kn.map(t, {
			name: e,
			deep: !1
		}) : l(t) ? Kn.set(t, {
			name: e,
			deep: !1
		}) : void 0;
	} });
	var Cn = C("observable.struct", { A: function(t, n) {
		return on(t, n) ? n : t;
	} });
	var In = {
		box(t, n) {
			const e = $(n);
			return new Xn(t, W(e), e.name, !0, e.equals);
		},
		array(t, n) {
			const e = $(n);
			return function(t, n, e = "ObservableArray", i = !1) {
				return sn(() => {
					const r = new ke(e, n, i);
					dn(r.j, gn, {
						enumerable: !1,
						writable: !1,
						configurable: !0,
						value: r
					});
					const s = new Proxy(r.j, Ee);
					return r.v = s, t && t.length && r.wt(0, 0, t), s;
				});
			}(t, W(e), e.name);
		},
		map(t, n) {
			const e = $(n);
			return new De(t, W(e), e.name);
		},
		set(t, n) {
			const e = $(n);
			return new $e(t, W(e), e.name);
		},
		object: (t, n, e) => sn(() => gt(function(t, n) {
			var e, i;
			return null != (i = (e = (t = Yt(t, n))[gn]).v) ? i : e.v = new Proxy(t, Ve);
		}({}, e), t, n))
	};
	var Pn = U(En);
	var Tn = U(kn);
	var Bn = U(Rn);
	var Dn = U(Cn);
	var Kn = an(function(t, n, e) {
		return n && "string" == typeof n.kind ? T(Rn, t, n) : Mt(t) ? t : s(t) ? Kn.object(t, n, e) : Array.isArray(t) ? Kn.array(t, n) : h(t) ? Kn.map(t, n) : l(t) ? Kn.set(t, n) : "object" == typeof t && null !== t ? t : Kn.box(t, n);
	}, Rn, In);
	var Ln = "computed";
	var $n = N(Ln);
	var Un = z(N("computed.struct", { equals: p }));
	var Wn = function(t, n) {
		if (n && "string" == typeof n.kind) return k($n, t, n);
		if (s(t)) return z(N(Ln, t));
		const e = s(n) ? n : {};
		return e.get = t, e.name || (e.name = t.name || ""), new Yn(e);
	};
	var zn;
	var qn;
	an(Wn, $n);
	var Fn = 0;
	var Hn = 1;
	var Gn = null != (zn = null == (qn = fn(() => {}, "name")) ? void 0 : qn.configurable) && zn;
	var Jn = {
		value: "action",
		configurable: !0,
		writable: !1,
		enumerable: !1
	};
	var Xn = class extends jn {
		constructor(t, n, e = "ObservableValue", i = !0, r = _n) {
			super(e), this.A = void 0, this.tt = void 0, this.xt = void 0, this.gt = !1, this.st = void 0, this.ot = void 0, this.rt = void 0, this.dehancer = void 0, this.A = n, this.tt = e, this.xt = r, this.rt = n(t, void 0, e);
		}
		dehanceValue(t) {
			return void 0 !== this.dehancer ? this.dehancer(t) : t;
		}
		set(t) {
			(t = this.jt(t)) !== se.UNCHANGED && this.Ot(t);
		}
		jt(t) {
			if (Dt(this)) {
				const n = Lt(this, {
					object: this,
					type: Re,
					newValue: t
				});
				if (!n) return se.UNCHANGED;
				t = n.newValue;
			}
			return t = this.A(t, this.rt, this.tt), this.xt(this.rt, t) ? se.UNCHANGED : t;
		}
		Ot(t) {
			const n = this.rt;
			this.rt = t, this.reportChanged(), $t(this) && Wt(this, {
				type: Re,
				object: this,
				newValue: t,
				oldValue: n
			});
		}
		get() {
			return this.reportObserved(), this.dehanceValue(this.rt);
		}
		raw() {
			return this.rt;
		}
		toJSON() {
			return this.get();
		}
		toString() {
			return `${this.tt}[${this.rt}]`;
		}
		valueOf() {
			return a(this.get());
		}
		[Symbol.toPrimitive]() {
			return this.valueOf();
		}
	};
	var Qn = c("ObservableValue", Xn);
	var Yn = class {
		constructor(n) {
			this.K = -1, this.L = [], this.$ = null, this.H = null, this.U = 0, this.J = 0, this.F = 0, this.W = 0, this.rt = new te(null), this.tt = void 0, this._t = void 0, this.yt = 0, this.derivation = void 0, this.St = void 0, this.At = void 0, this.xt = void 0, this.Vt = void 0, this.Mt = void 0, this.onBOL = void 0, this.onBUOL = void 0, n.get || t(31), this.derivation = n.get, this.tt = n.name || "ComputedValue", n.set && (this.St = q("ComputedValue-setter", n.set)), this.xt = n.equals || _n, this.At = n.context, this.Vt = n.requiresReaction, this.Mt = !!n.keepAlive;
		}
		q() {
			(function(t) {
				var n;
				0 === t.F && (t.F = 1, null == (n = t.H) || n.forEach((t) => {
					0 === t.K && (t.K = 1, t.q());
				}));
			})(this);
		}
		onBO() {
			this.onBOL && this.onBOL.forEach((t) => t());
		}
		onBUO() {
			this.onBUOL && this.onBUOL.forEach((t) => t());
		}
		get isComputing() {
			return d(this.yt, 1);
		}
		set isComputing(t) {
			this.yt = v(this.yt, 1, t);
		}
		get isRunningSetter() {
			return d(this.yt, 2);
		}
		set isRunningSetter(t) {
			this.yt = v(this.yt, 2, t);
		}
		get isBeingObserved() {
			return d(this.yt, 4);
		}
		set isBeingObserved(t) {
			this.yt = v(this.yt, 4, t);
		}
		get isPendingUnobservation() {
			return d(this.yt, 8);
		}
		set isPendingUnobservation(t) {
			this.yt = v(this.yt, 8, t);
		}
		get diffValue() {
			return d(this.yt, 16) ? 1 : 0;
		}
		set diffValue(t) {
			this.yt = v(this.yt, 16, 1 === t);
		}
		get() {
			if (this.isComputing && t(32, this.tt, this.derivation), 0 !== se.inBatch || this.H && 0 !== this.H.size || this.Mt) {
				const t = this.isBeingObserved;
				if (lt(this), Q(this)) {
					let t = se.trackingContext;
					t || !this.Mt && !this.isBeingObserved || (se.trackingContext = this), this.trackAndCompute() && function(t) {
						var n;
						2 !== t.F && (t.F = 2, null == (n = t.H) || n.forEach((n) => {
							1 === n.K ? n.K = 2 : 0 === n.K && (t.F = 0);
						}));
					}(this), se.trackingContext = t;
				} else !t && this.isBeingObserved && this.L.forEach(ht);
			} else Q(this) && (this.Nt(), ut(), this.rt = this.Rt(!1), ct());
			const n = this.rt;
			if (X(n)) throw n.cause;
			return n;
		}
		set(n) {
			if (this.St) {
				this.isRunningSetter && t(33, this.tt), this.isRunningSetter = !0;
				try {
					this.St.call(this.At, n);
				} finally {
					this.isRunningSetter = !1;
				}
			} else t(34, this.tt);
		}
		trackAndCompute() {
			const t = this.rt, n = -1 === this.K, e = this.Rt(!0), i = n || X(t) || X(e) || !this.xt(t, e);
			return i && (this.rt = e), i;
		}
		Rt(t) {
			let n;
			if (this.isComputing = !0, t) n = Y(this, this.derivation, this.At);
			else if (!0 === se.disableErrorBoundaries) n = this.derivation.call(this.At);
			else try {
				n = this.derivation.call(this.At);
			} catch (t) {
				n = new te(t);
			}
			return this.isComputing = !1, n;
		}
		G() {
			this.Mt || (Z(this), this.rt = void 0);
		}
		Nt() {}
		toString() {
			return `${this.tt}[${this.derivation.toString()}]`;
		}
		valueOf() {
			return a(this.get());
		}
		[Symbol.toPrimitive]() {
			return this.valueOf();
		}
	};
	var Zn = c("ComputedValue", Yn);
	var te = class {
		constructor(t) {
			this.cause = void 0, this.cause = t;
		}
	};
	var ne = [
		"mobxGuid",
		"spyListeners",
		"enforceActions",
		"computedRequiresReaction",
		"reactionRequiresObservable",
		"observableRequiresReaction",
		"allowStateReads",
		"disableErrorBoundaries",
		"runId",
		"UNCHANGED"
	];
	var ee = class {
		constructor() {
			this.version = 7, this.UNCHANGED = {}, this.trackingDerivation = null, this.trackingContext = null, this.runId = 0, this.mobxGuid = 0, this.inBatch = 0, this.pendingUnobservations = [], this.pendingReactions = [], this.isRunningReactions = !1, this.isRunningUnobservations = !1, this.allowStateChanges = !1, this.allowStateReads = !0, this.enforceActions = !0, this.spyListeners = [], this.globalReactionErrorHandlers = [], this.computedRequiresReaction = !1, this.reactionRequiresObservable = !1, this.observableRequiresReaction = !1, this.disableErrorBoundaries = !1, this.suppressReactionErrors = !1, this.safeDescriptors = !0;
		}
	};
	var ie = !0;
	var re = !1;
	var se = function() {
		let n = globalThis;
		return n.__mobxInstanceCount > 0 && !n.__mobxGlobals && (ie = !1), n.__mobxGlobals && 7 !== n.__mobxGlobals.version && (ie = !1), ie ? n.__mobxGlobals ? (n.__mobxInstanceCount += 1, n.__mobxGlobals.UNCHANGED || (n.__mobxGlobals.UNCHANGED = {}), n.__mobxGlobals) : (n.__mobxInstanceCount = 1, n.__mobxGlobals = new ee()) : (setTimeout(() => {
			re || t(35);
		}, 1), new ee());
	}();
	var oe = class {
		constructor(t = "Reaction", n, e, i) {
			this.tt = void 0, this.Et = void 0, this.kt = void 0, this.Ct = void 0, this.L = [], this.$ = [], this.K = -1, this.U = 0, this.W = 0, this.yt = 0, this.It = void 0, this.tt = t, this.Et = n, this.kt = e, this.Ct = i;
		}
		get isDisposed() {
			return d(this.yt, 1);
		}
		set isDisposed(t) {
			this.yt = v(this.yt, 1, t);
		}
		get isScheduled() {
			return d(this.yt, 2);
		}
		set isScheduled(t) {
			this.yt = v(this.yt, 2, t);
		}
		get isTrackPending() {
			return d(this.yt, 4);
		}
		set isTrackPending(t) {
			this.yt = v(this.yt, 4, t);
		}
		get isRunning() {
			return d(this.yt, 8);
		}
		set isRunning(t) {
			this.yt = v(this.yt, 8, t);
		}
		get diffValue() {
			return d(this.yt, 16) ? 1 : 0;
		}
		set diffValue(t) {
			this.yt = v(this.yt, 16, 1 === t);
		}
		q() {
			this.Y();
		}
		Y() {
			this.isScheduled || (this.isScheduled = !0, se.pendingReactions.push(this), ft());
		}
		X() {
			if (!this.isDisposed) {
				ut(), this.isScheduled = !1;
				const t = se.trackingContext;
				if (se.trackingContext = this, Q(this)) {
					this.isTrackPending = !0;
					try {
						this.Et();
					} catch (t) {
						this.Pt(t);
					}
				}
				se.trackingContext = t, ct();
			}
		}
		track(t) {
			if (this.isDisposed) return;
			ut(), this.isRunning = !0;
			const n = se.trackingContext;
			se.trackingContext = this;
			const e = Y(this, t, void 0);
			se.trackingContext = n, this.isRunning = !1, this.isTrackPending = !1, this.isDisposed && Z(this), X(e) && this.Pt(e.cause), ct();
		}
		Pt(t) {
			if (this.kt) this.kt(t, this);
			else {
				if (se.disableErrorBoundaries) throw t;
				se.suppressReactionErrors || console.error(`[mobx] uncaught error in '${this}'`, t), se.globalReactionErrorHandlers.forEach((n) => n(t, this));
			}
		}
		dispose() {
			var t;
			this.isDisposed || (this.isDisposed = !0, null == (t = this.It) || t.call(this), this.isRunning || (ut(), Z(this), ct()));
		}
		Z(t) {
			const n = () => this.dispose();
			return null != t && t.addEventListener && !this.isDisposed && (t.addEventListener("abort", n), this.It = () => null == t.removeEventListener ? void 0 : t.removeEventListener("abort", n)), n[gn] = this, "dispose" in Symbol && "symbol" == typeof Symbol.dispose && (n[Symbol.dispose] = n), n;
		}
		toString() {
			return `Reaction[${this.tt}]`;
		}
	};
	var ue = 100;
	var ce = (t) => t();
	var he = c("Reaction", oe);
	var le = "action";
	var ae = "autoAction";
	var fe = w(le);
	var de = w("action.bound", { bound: !0 });
	var ve = w(ae, { autoAction: !0 });
	var be = w("autoAction.bound", {
		autoAction: !0,
		bound: !0
	});
	var pe = bt(!1);
	an(pe, fe);
	var ye = bt(!0);
	an(ye, ve);
	var me = vt(de);
	var we = vt(be);
	var xe = (t) => t();
	var ge = "always";
	var je = class extends Error {
		constructor() {
			super("FLOW_CANCELLED"), Object.setPrototypeOf(this, new.target.prototype), this.name = "FlowCancellationError";
		}
		toString() {
			return `Error: ${this.message}`;
		}
	};
	var Oe = _("flow");
	var _e = _("flow.bound", { bound: !0 });
	var Se = an(function(t, n) {
		if (n && "string" == typeof n.kind) return V(Oe, t, n);
		const i = t, r = i.name || "flow", s = function() {
			const t = arguments, n = pe(r, i).apply(this, t);
			let s, o;
			const u = new Promise(function(t, i) {
				function u(t) {
					let e;
					o = void 0;
					try {
						e = pe(r, n.next).call(n, t);
					} catch (t) {
						return i(t);
					}
					h(e);
				}
				function c(t) {
					let e;
					o = void 0;
					try {
						e = pe(r, n.throw).call(n, t);
					} catch (t) {
						return i(t);
					}
					h(e);
				}
				function h(n) {
					if (!e(null == n ? void 0 : n.then)) return n.done ? t(n.value) : (o = Promise.resolve(n.value), o.then(u, c));
					n.then(h, i);
				}
				s = i, u(void 0);
			});
			return u.cancel = pe(r, function() {
				try {
					o && _t(o);
					const t = n.return(void 0), e = Promise.resolve(t.value);
					e.then(mn, mn), _t(e), s(new je());
				} catch (t) {
					s(t);
				}
			}), u;
		};
		return s.isMobXFlow = !0, s;
	}, Oe);
	var Ae = L(_e, V);
	var Ve = {
		has: (t, n) => Bt(t).et(n),
		get: (t, n) => Bt(t).Tt(n),
		set(t, n, e) {
			var r;
			return !!i(n) && (null == (r = Bt(t).Bt(n, e, !0)) || r);
		},
		deleteProperty(t, n) {
			var e;
			return !!i(n) && (null == (e = Bt(t).Dt(n, !0)) || e);
		},
		defineProperty(t, n, e) {
			var i;
			return null == (i = Bt(t).l(n, e)) || i;
		},
		ownKeys: (t) => Bt(t).it(),
		preventExtensions(n) {
			t(13);
		}
	};
	var Me = Symbol("mobx-keys");
	var Ne = "splice";
	var Re = "update";
	var Ee = {
		get(t, n) {
			const e = t[gn];
			return n === gn ? e : "length" === n ? e.Kt() : "string" != typeof n || isNaN(n) ? f(Ce, n) ? Ce[n] : t[n] : e.Tt(parseInt(n));
		},
		set(t, n, e) {
			const i = t[gn];
			return "length" === n ? i.Lt(e) : "symbol" == typeof n || isNaN(n) ? t[n] = e : i.Bt(parseInt(n), e), !0;
		},
		preventExtensions() {
			t(15);
		}
	};
	var ke = class {
		constructor(t = "ObservableArray", n, e) {
			this.$t = void 0, this.ct = void 0, this.j = [], this.st = void 0, this.ot = void 0, this.A = void 0, this.dehancer = void 0, this.v = void 0, this.Ut = 0, this.$t = e, this.ct = new jn(t), this.A = (t, e) => n(t, e, "ObservableArray[..]");
		}
		Wt(t) {
			return void 0 !== this.dehancer ? this.dehancer(t) : t;
		}
		ht(t) {
			return void 0 !== this.dehancer && t.length > 0 ? t.map(this.dehancer) : t;
		}
		Kt() {
			return this.ct.reportObserved(), this.j.length;
		}
		Lt(n) {
			(!Number.isInteger(n) || n < 0) && t(40, n);
			let e = this.j.length;
			if (n !== e) if (n > e) {
				const t = Array.from({ length: n - e });
				this.wt(e, 0, t);
			} else this.wt(n, e - n);
		}
		zt(n, e) {
			n !== this.Ut && t(16), this.Ut += e;
		}
		wt(t, n, e) {
			const i = this.j.length;
			if (void 0 === t ? t = 0 : t > i ? t = i : t < 0 && (t = Math.max(0, i + t)), n = 1 === arguments.length ? i - t : null == n ? 0 : Math.max(0, Math.min(n, i - t)), void 0 === e && (e = bn), Dt(this)) {
				const i = Lt(this, {
					object: this.v,
					type: Ne,
					index: t,
					removedCount: n,
					added: e
				});
				if (!i) return bn;
				n = i.removedCount, e = i.added;
			}
			e = 0 === e.length ? e : e.map((t) => this.A(t, void 0));
			const r = this.qt(t, n, e);
			return 0 === n && 0 === e.length || this.Ft(t, e, r), this.ht(r);
		}
		qt(t, n, e) {
			if (e.length < 1e4) return this.j.splice(t, n, ...e);
			{
				const i = this.j.slice(t, t + n);
				let r = this.j.slice(t + n);
				this.j.length += e.length - n;
				for (let n = 0; n < e.length; n++) this.j[t + n] = e[n];
				for (let n = 0; n < r.length; n++) this.j[t + e.length + n] = r[n];
				return i;
			}
		}
		Ht(t, n, e) {
			const i = $t(this), r = i ? {
				observableKind: "array",
				object: this.v,
				type: Re,
				debugObjectName: this.ct.tt,
				index: t,
				newValue: n,
				oldValue: e
			} : null;
			this.ct.reportChanged(), i && Wt(this, r);
		}
		Ft(t, n, e) {
			const i = $t(this), r = i ? {
				observableKind: "array",
				object: this.v,
				debugObjectName: this.ct.tt,
				type: Ne,
				index: t,
				removed: e,
				added: n,
				removedCount: e.length,
				addedCount: n.length
			} : null;
			this.ct.reportChanged(), i && Wt(this, r);
		}
		Tt(t) {
			return this.ct.reportObserved(), this.Wt(this.j[t]);
		}
		Bt(t, n) {
			const e = this.j;
			if (t < e.length) {
				const i = e[t];
				if (Dt(this)) {
					const e = Lt(this, {
						type: Re,
						object: this.v,
						index: t,
						newValue: n
					});
					if (!e) return;
					n = e.newValue;
				}
				(n = this.A(n, i)) !== i && (e[t] = n, this.Ht(t, n, i));
			} else {
				const i = Array.from({ length: t + 1 - e.length });
				i[i.length - 1] = n, this.wt(e.length, 0, i);
			}
		}
	};
	var Ce = {
		clear() {
			return this.splice(0);
		},
		replace(t) {
			const n = this[gn];
			return n.wt(0, n.j.length, t);
		},
		toJSON() {
			return this.slice();
		},
		splice(t, n, ...e) {
			const i = this[gn];
			switch (arguments.length) {
				case 0: return [];
				case 1: return i.wt(t);
				case 2: return i.wt(t, n);
			}
			return i.wt(t, n, e);
		},
		spliceWithArray(t, n, e) {
			return this[gn].wt(t, n, e);
		},
		push(...t) {
			const n = this[gn];
			return n.wt(n.j.length, 0, t), n.j.length;
		},
		pop() {
			return this.splice(Math.max(this[gn].j.length - 1, 0), 1)[0];
		},
		shift() {
			return this.splice(0, 1)[0];
		},
		unshift(...t) {
			const n = this[gn];
			return n.wt(0, 0, t), n.j.length;
		},
		reverse() {
			return se.trackingDerivation && t(37, "reverse"), this.replace(this.slice().reverse()), this;
		},
		sort() {
			se.trackingDerivation && t(37, "sort");
			const n = this.slice();
			return n.sort.apply(n, arguments), this.replace(n), this;
		},
		remove(t) {
			const n = this[gn], e = n.ht(n.j).indexOf(t);
			return e > -1 && (this.splice(e, 1), !0);
		}
	};
	qt("at", Ft), qt("concat", Ft), qt("flat", Ft), qt("includes", Ft), qt("indexOf", Ft), qt("join", Ft), qt("lastIndexOf", Ft), qt("slice", Ft), qt("toString", Ft), qt("toLocaleString", Ft), qt("toSorted", Ft), qt("toSpliced", Ft), qt("with", Ft), qt("every", Ht), qt("filter", Ht), qt("find", Ht), qt("findIndex", Ht), qt("findLast", Ht), qt("findLastIndex", Ht), qt("flatMap", Ht), qt("forEach", Ht), qt("map", Ht), qt("some", Ht), qt("toReversed", Ht), qt("reduce", Gt), qt("reduceRight", Gt);
	var Ie = c("ObservableArrayAdministration", ke);
	var Pe = {};
	var Te = "add";
	var Be = "delete";
	var De = class {
		constructor(t, n = y, e = "ObservableMap") {
			this.A = void 0, this.tt = void 0, this[gn] = Pe, this.vt = void 0, this.bt = void 0, this.dt = void 0, this.st = void 0, this.ot = void 0, this.dehancer = void 0, this.A = n, this.tt = e, sn(() => {
				this.dt = b("ObservableMap.keys()"), this.vt = /* @__PURE__ */ new Map(), this.bt = /* @__PURE__ */ new Map(), t && this.merge(t);
			});
		}
		et(t) {
			return this.vt.has(t);
		}
		has(t) {
			if (!se.trackingDerivation) return this.et(t);
			let n = this.bt.get(t);
			if (!n) {
				const e = n = new Xn(this.et(t), m, "ObservableMap.key?", !1);
				this.bt.set(t, e), e.onBUOL = /* @__PURE__ */ new Set([() => this.bt.delete(t)]);
			}
			return n.get();
		}
		set(t, n) {
			const e = this.et(t);
			if (Dt(this)) {
				const i = Lt(this, {
					type: e ? Re : Te,
					object: this,
					newValue: n,
					name: t
				});
				if (!i) return this;
				n = i.newValue;
			}
			return e ? this.Gt(t, n) : this.Jt(t, n), this;
		}
		delete(t) {
			if (Dt(this) && !Lt(this, {
				type: Be,
				object: this,
				name: t
			})) return !1;
			if (this.et(t)) {
				const n = !1, e = $t(this), i = e || n ? {
					observableKind: "map",
					debugObjectName: this.tt,
					type: Be,
					object: this,
					oldValue: this.vt.get(t).rt,
					name: t
				} : null;
				return Pt(() => {
					var n;
					this.dt.reportChanged(), null == (n = this.bt.get(t)) || n.set(!1), this.vt.get(t).Ot(void 0), this.vt.delete(t);
				}), e && Wt(this, i), !0;
			}
			return !1;
		}
		Gt(t, n) {
			const e = this.vt.get(t);
			if ((n = e.jt(n)) !== se.UNCHANGED) {
				const i = !1, r = $t(this), s = r || i ? {
					observableKind: "map",
					debugObjectName: this.tt,
					type: Re,
					object: this,
					oldValue: e.rt,
					name: t,
					newValue: n
				} : null;
				e.Ot(n), r && Wt(this, s);
			}
		}
		Jt(t, n) {
			Pt(() => {
				var e;
				const i = new Xn(n, this.A, "ObservableMap.key", !1);
				this.vt.set(t, i), n = i.rt, null == (e = this.bt.get(t)) || e.set(!0), this.dt.reportChanged();
			});
			const e = $t(this);
			e && Wt(this, e ? {
				observableKind: "map",
				debugObjectName: this.tt,
				type: Te,
				object: this,
				name: t,
				newValue: n
			} : null);
		}
		get(t) {
			return this.has(t) ? this.Wt(this.vt.get(t).get()) : this.Wt(void 0);
		}
		getOrInsert(t, n) {
			return this.has(t) || this.set(t, n), this.get(t);
		}
		getOrInsertComputed(t, n) {
			return this.has(t) || this.set(t, n(t)), this.get(t);
		}
		Wt(t) {
			return void 0 !== this.dehancer ? this.dehancer(t) : t;
		}
		keys() {
			return this.dt.reportObserved(), this.vt.keys();
		}
		values() {
			const t = this, n = this.keys();
			return Xt({ next() {
				const { done: e, value: i } = n.next();
				return {
					done: e,
					value: e ? void 0 : t.get(i)
				};
			} });
		}
		entries() {
			const t = this, n = this.keys();
			return Xt({ next() {
				const { done: e, value: i } = n.next();
				return {
					done: e,
					value: e ? void 0 : [i, t.get(i)]
				};
			} });
		}
		[Symbol.iterator]() {
			return this.entries();
		}
		forEach(t, n) {
			for (const [e, i] of this) t.call(n, i, e, this);
		}
		merge(n) {
			return Ke(n) && (n = new Map(n)), Pt(() => {
				s(n) ? function(t) {
					const n = Object.keys(t), e = Object.getOwnPropertySymbols(t);
					return e.length ? [...n, ...e.filter((n) => vn.propertyIsEnumerable.call(t, n))] : n;
				}(n).forEach((t) => this.set(t, n[t])) : Array.isArray(n) ? n.forEach(([t, n]) => this.set(t, n)) : h(n) ? (function(t) {
					const n = Object.getPrototypeOf(t), e = Object.getPrototypeOf(n);
					return null === Object.getPrototypeOf(e);
				}(n) || t(19, n), n.forEach((t, n) => this.set(n, t))) : null != n && t(20, n);
			}), this;
		}
		clear() {
			Pt(() => {
				tt(() => {
					for (const t of this.keys()) this.delete(t);
				});
			});
		}
		replace(n) {
			return Pt(() => {
				const e = function(n) {
					if (h(n) || Ke(n)) return n;
					if (Array.isArray(n)) return new Map(n);
					if (s(n)) {
						const t = /* @__PURE__ */ new Map();
						for (const e in n) t.set(e, n[e]);
						return t;
					}
					return t(21, n);
				}(n), i = /* @__PURE__ */ new Map();
				let r = !1;
				for (const t of this.vt.keys()) if (!e.has(t)) if (this.delete(t)) r = !0;
				else {
					const n = this.vt.get(t);
					i.set(t, n);
				}
				for (const [t, n] of e.entries()) {
					const e = this.vt.has(t);
					if (this.set(t, n), this.vt.has(t)) {
						const n = this.vt.get(t);
						i.set(t, n), e || (r = !0);
					}
				}
				if (!r) if (this.vt.size !== i.size) this.dt.reportChanged();
				else {
					const t = this.vt.keys(), n = i.keys();
					let e = t.next(), r = n.next();
					for (; !e.done;) {
						if (e.value !== r.value) {
							this.dt.reportChanged();
							break;
						}
						e = t.next(), r = n.next();
					}
				}
				this.vt = i;
			}), this;
		}
		get size() {
			return this.dt.reportObserved(), this.vt.size;
		}
		toString() {
			return "[object ObservableMap]";
		}
		toJSON() {
			return Array.from(this);
		}
		get [Symbol.toStringTag]() {
			return "Map";
		}
	};
	var Ke = c("ObservableMap", De);
	var Le = {};
	var $e = class {
		constructor(t, n = y, e = "ObservableSet") {
			this.tt = void 0, this[gn] = Le, this.vt = /* @__PURE__ */ new Set(), this.ct = void 0, this.ot = void 0, this.st = void 0, this.dehancer = void 0, this.A = void 0, this.tt = e, this.A = (t, i) => n(t, i, e), sn(() => {
				this.ct = b(this.tt), t && this.replace(t);
			});
		}
		Wt(t) {
			return void 0 !== this.dehancer ? this.dehancer(t) : t;
		}
		clear() {
			Pt(() => {
				tt(() => {
					for (const t of this.vt.values()) this.delete(t);
				});
			});
		}
		forEach(t, n) {
			for (const e of this) t.call(n, e, e, this);
		}
		get size() {
			return this.ct.reportObserved(), this.vt.size;
		}
		add(t) {
			if (Dt(this)) {
				const n = Lt(this, {
					type: Te,
					object: this,
					newValue: t
				});
				if (!n) return this;
				t = n.newValue;
			}
			if (!this.has(t)) {
				Pt(() => {
					t = this.A(t, void 0), this.vt.add(t), this.ct.reportChanged();
				});
				const n = !1, e = $t(this);
				e && Wt(this, e || n ? {
					observableKind: "set",
					debugObjectName: this.tt,
					type: Te,
					object: this,
					newValue: t
				} : null);
			}
			return this;
		}
		delete(t) {
			if (Dt(this) && !Lt(this, {
				type: Be,
				object: this,
				oldValue: t
			})) return !1;
			if (this.has(t)) {
				const n = !1, e = $t(this), i = e || n ? {
					observableKind: "set",
					debugObjectName: this.tt,
					type: Be,
					object: this,
					oldValue: t
				} : null;
				return Pt(() => {
					this.ct.reportChanged(), this.vt.delete(t);
				}), e && Wt(this, i), !0;
			}
			return !1;
		}
		has(t) {
			return this.ct.reportObserved(), this.vt.has(this.Wt(t));
		}
		entries() {
			const t = this.values();
			return Qt({ next() {
				const { value: n, done: e } = t.next();
				return e ? {
					value: void 0,
					done: e
				} : {
					value: [n, n],
					done: e
				};
			} });
		}
		keys() {
			return this.values();
		}
		values() {
			this.ct.reportObserved();
			const t = this, n = this.vt.values();
			return Qt({ next() {
				const { value: e, done: i } = n.next();
				return i ? {
					value: void 0,
					done: i
				} : {
					value: t.Wt(e),
					done: i
				};
			} });
		}
		intersection(t) {
			return new Set(this).intersection(t);
		}
		union(t) {
			return new Set(this).union(t);
		}
		difference(t) {
			return new Set(this).difference(t);
		}
		symmetricDifference(t) {
			return new Set(this).symmetricDifference(t);
		}
		isSubsetOf(t) {
			return new Set(this).isSubsetOf(t);
		}
		isSupersetOf(t) {
			return new Set(this).isSupersetOf(t);
		}
		isDisjointFrom(t) {
			return new Set(this).isDisjointFrom(t);
		}
		replace(n) {
			return Ue(n) && (n = new Set(n)), Array.isArray(n) || l(n) ? Pt(() => {
				const t = l(n) ? n : new Set(n);
				if (0 !== t.size) if (0 !== this.vt.size) {
					for (const n of this.vt.values()) t.has(this.Wt(n)) || this.delete(n);
					t.forEach((t) => this.add(t));
				} else t.forEach((t) => this.add(t));
				else this.clear();
			}) : null != n && t(41, n), this;
		}
		toJSON() {
			return Array.from(this);
		}
		toString() {
			return "[object ObservableSet]";
		}
		[Symbol.iterator]() {
			return this.values();
		}
		get [Symbol.toStringTag]() {
			return "Set";
		}
	};
	var Ue = c("ObservableSet", $e);
	var We = Object.create(null);
	var ze = "remove";
	var qe = class {
		constructor(t, n = /* @__PURE__ */ new Map(), e, i = Vn) {
			this.h = void 0, this.j = void 0, this.tt = void 0, this.ut = void 0, this.dt = void 0, this.ot = void 0, this.st = void 0, this.v = void 0, this.p = void 0, this.Xt = void 0, this.Qt = void 0, this.O = void 0, this.V = void 0, this.h = t, this.j = n, this.tt = e, this.ut = i, this.dt = new jn("ObservableObject.keys"), this.p = s(this.h);
		}
		_(t) {
			var n, e;
			return (null != (n = null != (e = this.j.get(t)) ? e : this.lt(t)) ? n : this.ft(t)).get();
		}
		lt(t) {
			var n;
			const e = null == (n = this.O) ? void 0 : n.get(t);
			if (!e) return;
			this.O.delete(t), 0 === this.O.size && (this.O = void 0);
			const i = e();
			return this.j.set(t, i), i;
		}
		ft(t) {
			var n;
			const e = null == (n = this.V) ? void 0 : n.get(t);
			if (!e) return;
			this.V.delete(t), 0 === this.V.size && (this.V = null);
			const i = e();
			return this.j.set(t, i), i;
		}
		M(t, n) {
			var e, i;
			const r = null != (e = null != (i = this.j.get(t)) ? i : this.lt(t)) ? e : this.ft(t);
			if (r instanceof Yn) return r.set(n), !0;
			if (Dt(this)) {
				const e = Lt(this, {
					type: Re,
					object: this.v || this.h,
					name: t,
					newValue: n
				});
				if (!e) return null;
				n = e.newValue;
			}
			if ((n = r.jt(n)) !== se.UNCHANGED) {
				const e = $t(this), i = e ? {
					type: Re,
					observableKind: "object",
					debugObjectName: this.tt,
					object: this.v || this.h,
					oldValue: r.rt,
					name: t,
					newValue: n
				} : null;
				r.Ot(n), e && Wt(this, i);
			}
			return !0;
		}
		Tt(t) {
			return se.trackingDerivation && !f(this.h, t) && this.et(t), this.h[t];
		}
		Bt(t, n, e = !1) {
			return f(this.h, t) ? this.j.has(t) ? this.M(t, n) : e ? Reflect.set(this.h, t, n) : (this.h[t] = n, !0) : this.u(t, {
				value: n,
				enumerable: !0,
				writable: !0,
				configurable: !0
			}, this.ut, e);
		}
		et(t) {
			if (!se.trackingDerivation) return t in this.h;
			this.Qt || (this.Qt = /* @__PURE__ */ new Map());
			let n = this.Qt.get(t);
			return n || (n = new Xn(t in this.h, m, "ObservableObject.key?", !1), this.Qt.set(t, n), n.onBUOL = /* @__PURE__ */ new Set([() => {
				var n;
				return null == (n = this.Qt) ? void 0 : n.delete(t);
			}])), n.get();
		}
		u(t, n, e, i = !1) {
			return !0 === e && (e = this.ut), !1 === e ? this.l(t, n, i) : e.u(this, t, n, i);
		}
		l(t, n, e = !1) {
			try {
				ut();
				const i = this.Dt(t);
				if (!i) return i;
				if (Dt(this)) {
					const e = Lt(this, {
						object: this.v || this.h,
						name: t,
						type: Te,
						newValue: n.value
					});
					if (!e) return null;
					const { newValue: i } = e;
					n.value !== i && (n = an({}, n, { value: i }));
				}
				if (e) {
					if (!Reflect.defineProperty(this.h, t, n)) return !1;
				} else dn(this.h, t, n);
				this.Yt(t, n.value);
			} finally {
				ct();
			}
			return !0;
		}
		S(t, n, e, i = !1) {
			try {
				ut();
				const r = this.Dt(t);
				if (!r) return r;
				if (Dt(this)) {
					const e = Lt(this, {
						object: this.v || this.h,
						name: t,
						type: Te,
						newValue: n
					});
					if (!e) return null;
					n = e.newValue;
				}
				const s = Zt(t), o = {
					configurable: !se.safeDescriptors || this.p,
					enumerable: !0,
					get: s.get,
					set: s.set
				};
				if (i) {
					if (!Reflect.defineProperty(this.h, t, o)) return !1;
				} else dn(this.h, t, o);
				const u = new Xn(n, e, "ObservableObject.key", !1);
				this.j.set(t, u), this.Yt(t, u.rt);
			} finally {
				ct();
			}
			return !0;
		}
		m(t, n, e = !1) {
			try {
				ut();
				const i = this.Dt(t);
				if (!i) return i;
				if (Dt(this) && !Lt(this, {
					object: this.v || this.h,
					name: t,
					type: Te,
					newValue: void 0
				})) return null;
				n.name || (n.name = "ObservableObject.key"), n.context = this.v || this.h;
				const r = Zt(t), s = {
					configurable: !se.safeDescriptors || this.p,
					enumerable: !1,
					get: r.get,
					set: r.set
				};
				if (e) {
					if (!Reflect.defineProperty(this.h, t, s)) return !1;
				} else dn(this.h, t, s);
				this.j.set(t, new Yn(n)), this.Yt(t, void 0);
			} finally {
				ct();
			}
			return !0;
		}
		Dt(t, n = !1) {
			if (!f(this.h, t)) return !0;
			if (Dt(this) && !Lt(this, {
				object: this.v || this.h,
				name: t,
				type: ze
			})) return null;
			try {
				var e;
				ut();
				const r = $t(this), o = this.j.get(t);
				let u;
				var i;
				if (o || !r || (u = null == (i = fn(this.h, t)) ? void 0 : i.value), n) {
					if (!Reflect.deleteProperty(this.h, t)) return !1;
				} else delete this.h[t];
				o && (this.j.delete(t), o instanceof Xn && (u = o.rt), at(o)), this.dt.reportChanged(), null == (e = this.Qt) || null == (e = e.get(t)) || e.set(t in this.h), r && r && Wt(this, {
					type: ze,
					observableKind: "object",
					object: this.v || this.h,
					debugObjectName: this.tt,
					oldValue: u,
					name: t
				});
			} finally {
				ct();
			}
			return !0;
		}
		Yt(t, n) {
			var e;
			const i = $t(this);
			i && i && Wt(this, i ? {
				type: Te,
				observableKind: "object",
				debugObjectName: this.tt,
				object: this.v || this.h,
				name: t,
				newValue: n
			} : null), null == (e = this.Qt) || null == (e = e.get(t)) || e.set(!0), this.dt.reportChanged();
		}
		it() {
			return this.dt.reportObserved(), wn(this.h);
		}
		nt() {
			return this.dt.reportObserved(), Object.keys(this.h);
		}
	};
	var Fe = c("ObservableObjectAdministration", qe);
	var He = vn.toString;
	var Ge;
	var Je = (null == (Ge = globalThis.Iterator) ? void 0 : Ge.prototype) || {};
	exports.$mobx = gn, exports.FlowCancellationError = je, exports.ObservableMap = De, exports.ObservableSet = $e, exports.Reaction = oe, exports._allowStateChanges = J, exports._allowStateChangesInsideComputed = pt, exports._allowStateReadsEnd = function(t) {
		se.allowStateReads = t;
	}, exports._allowStateReadsStart = function(t) {
		const n = se.allowStateReads;
		return se.allowStateReads = t, n;
	}, exports._autoAction = ye, exports._autoActionBound = we, exports._endAction = G, exports._getAdministration = en, exports._getGlobalState = function() {
		return se;
	}, exports._interceptReads = function(t, n, e) {
		let i;
		return Ke(t) || Jt(t) || Qn(t) ? i = en(t) : tn(t) && (i = en(t, n)), i.dehancer = "function" == typeof n ? n : e, () => {
			i.dehancer = void 0;
		};
	}, exports._isComputingDerivation = function() {
		return null !== se.trackingDerivation;
	}, exports._resetGlobalState = function() {
		const t = new ee();
		for (let n in t) -1 === ne.indexOf(n) && (se[n] = t[n]);
		se.allowStateChanges = !se.enforceActions;
	}, exports._startAction = H, exports.action = pe, exports.actionBound = me, exports.autorun = mt, exports.compareDefault = _n, exports.compareIdentity = function(t, n) {
		return t === n;
	}, exports.compareShallow = function(t, n) {
		return on(t, n, 1);
	}, exports.compareStructural = p, exports.computed = Wn, exports.computedStruct = Un, exports.configure = function(n) {
		!0 === n.isolateGlobalState && function() {
			if ((se.pendingReactions.length || se.inBatch || se.isRunningReactions) && t(36), re = !0, ie) {
				let t = globalThis;
				0 === --t.__mobxInstanceCount && (t.__mobxGlobals = void 0), se = new ee();
			}
		}();
		const { enforceActions: e } = n;
		if (void 0 !== e) {
			const t = e === ge ? ge : "observed" === e;
			se.enforceActions = t, se.allowStateChanges = !0 !== t && t !== ge;
		}
		[
			"computedRequiresReaction",
			"reactionRequiresObservable",
			"observableRequiresReaction",
			"disableErrorBoundaries",
			"safeDescriptors"
		].forEach((t) => {
			t in n && (se[t] = !!n[t]);
		}), se.allowStateReads = !se.observableRequiresReaction, n.reactionScheduler && function(t) {
			const n = ce;
			ce = (e) => t(() => n(e));
		}(n.reactionScheduler);
	}, exports.createAtom = b, exports.defineProperty = function(n, e, i) {
		if (tn(n)) return n[gn].l(e, i);
		t(39);
	}, exports.entries = function(n) {
		return tn(n) ? Nt(n).map((t) => [t, n[t]]) : Ke(n) ? Nt(n).map((t) => [t, n.get(t)]) : Ue(n) ? Array.from(n.entries()) : Jt(n) ? n.map((t, n) => [n, t]) : void t(7);
	}, exports.extendObservable = gt, exports.flow = Se, exports.flowBound = Ae, exports.flowResult = function(t) {
		return t;
	}, exports.get = function(n, e) {
		if (Rt(n, e)) return tn(n) ? n[gn].Tt(e) : Ke(n) ? n.get(e) : Jt(n) ? n[e] : void t(11);
	}, exports.getAtom = nn, exports.getDebugName = rn, exports.getDependencyTree = function(t, n) {
		return jt(nn(t, n));
	}, exports.getObserverTree = function(t, n) {
		return Ot(nn(t, n));
	}, exports.has = Rt, exports.intercept = function(t, n, i) {
		return e(i) ? function(t, n, e) {
			return Kt(en(t, n), e);
		}(t, n, i) : function(t, n) {
			return Kt(en(t), n);
		}(t, n);
	}, exports.isAction = yt, exports.isBoxedObservable = Qn, exports.isComputed = function(t) {
		return At(t);
	}, exports.isComputedProp = function(t, n) {
		return At(t, n);
	}, exports.isFlow = St, exports.isFlowCancellationError = function(t) {
		return t instanceof je;
	}, exports.isObservable = Mt, exports.isObservableArray = Jt, exports.isObservableMap = Ke, exports.isObservableObject = tn, exports.isObservableProp = function(t, n) {
		return Vt(t, n);
	}, exports.isObservableSet = Ue, exports.keys = Nt, exports.makeAutoObservable = function(t, n, e) {
		return s(t) ? gt(t, t, n, e) : (sn(() => {
			const i = Yt(t, e)[gn];
			if (!t[Me]) {
				const n = Object.getPrototypeOf(t), e = /* @__PURE__ */ new Set([...wn(t), ...wn(n)]);
				e.delete("constructor"), e.delete(gn), u(n, Me, e);
			}
			t[Me].forEach((t) => zt(i, t, !n || !f(n, t) || n[t]));
		}), t);
	}, exports.makeObservable = function(t, n, e) {
		return sn(() => {
			const i = Yt(t, e)[gn];
			wn(n).forEach((t) => zt(i, t, n[t]));
		}), t;
	}, exports.observable = Kn, exports.observableDeep = Bn, exports.observableRef = Pn, exports.observableShallow = Tn, exports.observableStruct = Dn, exports.observe = function(t, n, i, r) {
		return e(i) ? function(t, n, e, i) {
			return kt(en(t, n), e, i);
		}(t, n, i, r) : function(t, n, e) {
			const i = en(t);
			if (Jt(t)) e && n({
				observableKind: "array",
				object: i.v,
				debugObjectName: i.ct.tt,
				type: "splice",
				index: 0,
				added: i.j.slice(),
				addedCount: i.j.length,
				removed: [],
				removedCount: 0
			});
			else if (Ke(t));
			else if (Ue(t));
			else if (!tn(t)) return kt(i, n, e);
			return Ut(i, n);
		}(t, n, i);
	}, exports.onBecomeObserved = function(t, n, e) {
		return xt("onBO", t, n, e);
	}, exports.onBecomeUnobserved = function(t, n, e) {
		return xt("onBUO", t, n, e);
	}, exports.onReactionError = function(t) {
		return se.globalReactionErrorHandlers.push(t), () => {
			const n = se.globalReactionErrorHandlers.indexOf(t);
			n >= 0 && se.globalReactionErrorHandlers.splice(n, 1);
		};
	}, exports.override = Sn, exports.ownKeys = Et, exports.reaction = function(t, n, e = pn) {
		function i() {
			if (v = !1, p.isDisposed) return;
			let n = !1;
			const i = f;
			p.track(() => {
				const e = J(!1, () => t(p));
				n = d || !b(f, e), f = e;
			}), (d && e.fireImmediately || !d && n) && u(f, i, p), d = !1;
		}
		var r, s;
		const o = null != (r = e.name) ? r : "Reaction", u = pe(o, e.onError ? (c = e.onError, h = n, function() {
			try {
				return h.apply(this, arguments);
			} catch (t) {
				c.call(this, t);
			}
		}) : n);
		var c, h;
		const l = !e.scheduler && !e.delay, a = wt(e);
		let f, d = !0, v = !1;
		const b = e.equals || _n, p = new oe(o, () => {
			d || l ? i() : v || (v = !0, a(i));
		}, e.onError, e.requiresObservable);
		return null != e && null != (s = e.signal) && s.aborted || p.Y(), p.Z(null == e ? void 0 : e.signal);
	}, exports.remove = function(n, e) {
		tn(n) ? n[gn].Dt(e) : Ke(n) || Ue(n) ? n.delete(e) : Jt(n) ? ("number" != typeof e && (e = parseInt(e, 10)), n.splice(e, 1)) : t(9);
	}, exports.runInAction = pt, exports.set = function n(e, i, r) {
		if (2 === arguments.length && !Ue(e)) {
			ut();
			const t = i;
			try {
				for (let i in t) n(e, i, t[i]);
			} finally {
				ct();
			}
			return;
		}
		tn(e) ? e[gn].Bt(i, r) : Ke(e) ? e.set(i, r) : Ue(e) ? e.add(i) : Jt(e) ? ("number" != typeof i && (i = parseInt(i, 10)), i < 0 && t(42, i), ut(), i >= e.length && (e.length = i + 1), e[i] = r, ct()) : t(8);
	}, exports.spy = function() {
		return console.warn("[mobx.spy] Is a no-op in production builds"), function() {};
	}, exports.toJS = function(t) {
		return It(t, /* @__PURE__ */ new Map());
	}, exports.transaction = Pt, exports.untracked = tt, exports.values = function(n) {
		return tn(n) ? Nt(n).map((t) => n[t]) : Ke(n) ? Nt(n).map((t) => n.get(t)) : Ue(n) ? Array.from(n.values()) : Jt(n) ? n.slice() : void t(6);
	}, exports.when = function(t, n, e) {
		return 1 === arguments.length || n && "object" == typeof n ? function(t, n) {
			var e;
			if (null != n && null != (e = n.signal) && e.aborted) return an(Promise.reject(/* @__PURE__ */ new Error("WHEN_ABORTED")), { cancel: () => null });
			let i, r;
			const s = new Promise((e, s) => {
				var o;
				let u = Tt(t, e, an({}, n, { onError: s }));
				i = () => {
					u(), s(/* @__PURE__ */ new Error("WHEN_CANCELLED"));
				}, r = () => {
					u(), s(/* @__PURE__ */ new Error("WHEN_ABORTED"));
				}, null == n || null == (o = n.signal) || null == o.addEventListener || o.addEventListener("abort", r);
			}).finally(() => {
				var t;
				return null == n || null == (t = n.signal) || null == t.removeEventListener ? void 0 : t.removeEventListener("abort", r);
			});
			return s.cancel = i, s;
		}(t, n) : Tt(t, n, e || {});
	};
}));
// node_modules/mobx/dist/mobx.cjs.development.js
var require_mobx_cjs_development = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	var errors = {
		0: `Invalid value for configuration 'enforceActions', expected 'never', 'always' or 'observed'`,
		1(annotationType, key) {
			return `Cannot apply '${annotationType}' to '${key.toString()}': Field not found.`;
		},
		5: "'keys()' can only be used on observable objects, arrays, sets and maps",
		6: "'values()' can only be used on observable objects, arrays, sets and maps",
		7: "'entries()' can only be used on observable objects, arrays and maps",
		8: "'set()' can only be used on observable objects, arrays and maps",
		9: "'remove()' can only be used on observable objects, arrays and maps",
		10: "'has()' can only be used on observable objects, arrays and maps",
		11: "'get()' can only be used on observable objects, arrays and maps",
		12: `Invalid annotation`,
		13: `Dynamic observable objects cannot be frozen. If you're passing observables to 3rd party component/function that calls Object.freeze, pass copy instead: toJS(observable)`,
		14: "Intercept handlers should return nothing or a change object",
		15: `Observable arrays cannot be frozen. If you're passing observables to 3rd party component/function that calls Object.freeze, pass copy instead: toJS(observable)`,
		16: `Modification exception: the internal structure of an observable array was changed.`,
		19(other) {
			return "Cannot initialize from classes that inherit from Map: " + other.constructor.name;
		},
		20(other) {
			return "Cannot initialize map from " + other;
		},
		21(dataStructure) {
			return `Cannot convert to map from '${dataStructure}'`;
		},
		23: "It is not possible to get index atoms from arrays",
		24(thing) {
			return "Cannot obtain administration from " + thing;
		},
		25(property, name) {
			return `the entry '${property}' does not exist in the observable map '${name}'`;
		},
		26: "please specify a property",
		27(property, name) {
			return `no observable property '${property.toString()}' found on the observable object '${name}'`;
		},
		28(thing) {
			return "Cannot obtain atom from " + thing;
		},
		29: "Expecting some object",
		30: "invalid action stack. did you forget to finish an action?",
		31: "missing option for computed: get",
		32(name, derivation) {
			return `Cycle detected in computation ${name}: ${derivation}`;
		},
		33(name) {
			return `The setter of computed value '${name}' is trying to update itself. Did you intend to update an _observable_ value, instead of the computed property?`;
		},
		34(name) {
			return `[ComputedValue '${name}'] It is not possible to assign a new value to a computed value.`;
		},
		35: "There are multiple, different versions of MobX active. Make sure MobX is loaded only once or use `configure({ isolateGlobalState: true })`",
		36: "isolateGlobalState should be called before MobX is running any reactions",
		37(method) {
			return `[mobx] \`observableArray.${method}()\` mutates the array in-place, which is not allowed inside a derivation. Use \`array.slice().${method}()\` instead`;
		},
		38: "'ownKeys()' can only be used on observable objects",
		39: "'defineProperty()' can only be used on observable objects",
		40(length) {
			return "Out of range: " + length;
		},
		41(other) {
			return "Cannot initialize set from " + other;
		},
		42(key) {
			return `Invalid index: '${key}'`;
		},
		43(annotationType, name, kind) {
			return `Cannot apply '${annotationType}' to '${name}' (kind: ${kind}):\n'${annotationType}' can only be used on properties with a function value.`;
		},
		44(annotationType) {
			return `'${annotationType}' can only be used with 'makeObservable'`;
		}
	};
	function die(error, ...args) {
		{
			let e = typeof error === "string" ? error : errors[error];
			if (typeof e === "function") e = e.apply(null, args);
			throw new Error(`[MobX] ${e}`);
		}
	}
	var assign = Object.assign;
	var getDescriptor = Object.getOwnPropertyDescriptor;
	var defineProperty = Object.defineProperty;
	var objectPrototype = Object.prototype;
	var EMPTY_ARRAY = [];
	Object.freeze(EMPTY_ARRAY);
	var EMPTY_OBJECT = {};
	Object.freeze(EMPTY_OBJECT);
	var plainObjectString = /*#__PURE__*/ Object.toString();
	function getNextId() {
		return ++globalState.mobxGuid;
	}
	/**
	* Makes sure that the provided function is invoked at most once.
	*/
	function once(func) {
		let invoked = false;
		return function() {
			if (invoked) return;
			invoked = true;
			return func.apply(this, arguments);
		};
	}
	var noop = () => {};
	function isFunction(fn) {
		return typeof fn === "function";
	}
	function isStringish(value) {
		switch (typeof value) {
			case "string":
			case "symbol":
			case "number": return true;
		}
		return false;
	}
	function isObject(value) {
		return value !== null && typeof value === "object";
	}
	function isPlainObject(value) {
		if (!isObject(value)) return false;
		const proto = Object.getPrototypeOf(value);
		if (proto == null) return true;
		const protoConstructor = hasProp(proto, "constructor") && proto.constructor;
		return typeof protoConstructor === "function" && protoConstructor.toString() === plainObjectString;
	}
	function isGenerator(obj) {
		const constructor = obj == null ? void 0 : obj.constructor;
		if (!constructor) return false;
		if ("GeneratorFunction" === constructor.name || "GeneratorFunction" === constructor.displayName) return true;
		return false;
	}
	function addHiddenProp(object, propName, value) {
		defineProperty(object, propName, {
			enumerable: false,
			writable: true,
			configurable: true,
			value
		});
	}
	function addHiddenFinalProp(object, propName, value) {
		defineProperty(object, propName, {
			enumerable: false,
			writable: false,
			configurable: true,
			value
		});
	}
	function createInstanceofPredicate(name, theClass) {
		const propName = "isMobX" + name;
		theClass.prototype[propName] = true;
		return function(x) {
			return isObject(x) && x[propName] === true;
		};
	}
	/**
	* Yields true for both native and observable Map, even across different windows.
	*/
	function isES6Map(thing) {
		return thing != null && Object.prototype.toString.call(thing) === "[object Map]";
	}
	/**
	* Makes sure a Map is an instance of non-inherited native or observable Map.
	*/
	function isPlainES6Map(thing) {
		const mapProto = Object.getPrototypeOf(thing);
		const objectProto = Object.getPrototypeOf(mapProto);
		return Object.getPrototypeOf(objectProto) === null;
	}
	/**
	* Yields true for both native and observable Set, even across different windows.
	*/
	function isES6Set(thing) {
		return thing != null && Object.prototype.toString.call(thing) === "[object Set]";
	}
	/**
	* Returns the following: own enumerable keys and symbols.
	*/
	function getPlainObjectKeys(object) {
		const keys = Object.keys(object);
		const symbols = Object.getOwnPropertySymbols(object);
		if (!symbols.length) return keys;
		return [...keys, ...symbols.filter((s) => objectPrototype.propertyIsEnumerable.call(object, s))];
	}
	var ownKeys = Reflect.ownKeys;
	function stringifyKey(key) {
		if (typeof key === "string") return key;
		if (typeof key === "symbol") return key.toString();
		return new String(key).toString();
	}
	function toPrimitive(value) {
		return value === null ? null : typeof value === "object" ? "" + value : value;
	}
	function hasProp(target, prop) {
		return objectPrototype.hasOwnProperty.call(target, prop);
	}
	var getOwnPropertyDescriptors = Object.getOwnPropertyDescriptors;
	function getFlag(flags, mask) {
		return !!(flags & mask);
	}
	function setFlag(flags, mask, newValue) {
		if (newValue) flags |= mask;
		else flags &= ~mask;
		return flags;
	}
	function assert20223DecoratorType(context, types) {
		if (!types.includes(context.kind)) die(`The decorator applied to '${String(context.name)}' cannot be used on a ${context.kind} element`);
	}
	var $mobx = /*#__PURE__*/ Symbol("mobx administration");
	var Atom = class {
		/**
		* Create a new atom. For debugging purposes it is recommended to give it a name.
		* The onBecomeObserved and onBecomeUnobserved callbacks can be used for resource management.
		*/
		constructor(name_ = "Atom@" + getNextId()) {
			this.name_ = void 0;
			this.flags_ = 0;
			this.observers_ = null;
			this.lastAccessedBy_ = 0;
			this.lowestObserverState_ = -1;
			this.onBOL = void 0;
			this.onBUOL = void 0;
			this.name_ = name_;
		}
		get isBeingObserved() {
			return getFlag(this.flags_, 1);
		}
		set isBeingObserved(newValue) {
			this.flags_ = setFlag(this.flags_, 1, newValue);
		}
		get isPendingUnobservation() {
			return getFlag(this.flags_, 2);
		}
		set isPendingUnobservation(newValue) {
			this.flags_ = setFlag(this.flags_, 2, newValue);
		}
		get diffValue() {
			return getFlag(this.flags_, 4) ? 1 : 0;
		}
		set diffValue(newValue) {
			this.flags_ = setFlag(this.flags_, 4, newValue === 1 ? true : false);
		}
		onBO() {
			if (this.onBOL) this.onBOL.forEach((listener) => listener());
		}
		onBUO() {
			if (this.onBUOL) this.onBUOL.forEach((listener) => listener());
		}
		/**
		* Invoke this method to notify mobx that your atom has been used somehow.
		* Returns true if there is currently a reactive context.
		*/
		reportObserved() {
			return reportObserved(this);
		}
		/**
		* Invoke this method _after_ this method has changed to signal mobx that all its observers should invalidate.
		*/
		reportChanged() {
			startBatch();
			propagateChanged(this);
			endBatch();
		}
		toString() {
			return this.name_;
		}
	};
	var isAtom = /*#__PURE__*/ createInstanceofPredicate("Atom", Atom);
	function createAtom(name, onBecomeObservedHandler = noop, onBecomeUnobservedHandler = noop) {
		const atom = new Atom(name);
		if (onBecomeObservedHandler !== noop) atom.onBOL = /* @__PURE__ */ new Set([onBecomeObservedHandler]);
		if (onBecomeUnobservedHandler !== noop) atom.onBUOL = /* @__PURE__ */ new Set([onBecomeUnobservedHandler]);
		return atom;
	}
	function compareIdentity(a, b) {
		return a === b;
	}
	function compareStructural(a, b) {
		return deepEqual(a, b);
	}
	function compareShallow(a, b) {
		return deepEqual(a, b, 1);
	}
	var compareDefault = Object.is;
	function deepEnhancer(v, _, name) {
		if (v === null || typeof v !== "object" && typeof v !== "function") return v;
		if (isObservable(v)) return v;
		if (Array.isArray(v)) return observable.array(v, { name });
		if (isPlainObject(v)) return observable.object(v, void 0, { name });
		if (isES6Map(v)) return observable.map(v, { name });
		if (isES6Set(v)) return observable.set(v, { name });
		if (typeof v === "function" && !isAction(v) && !isFlow(v)) {
			if (isGenerator(v)) return flow(v);
			else return autoAction(name, v);
		}
		return v;
	}
	function shallowEnhancer(v, _, name) {
		if (v === void 0 || v === null) return v;
		if (isObservableObject(v) || isObservableArray(v) || isObservableMap(v) || isObservableSet(v)) return v;
		if (Array.isArray(v)) return observable.array(v, {
			name,
			deep: false
		});
		if (isPlainObject(v)) return observable.object(v, void 0, {
			name,
			deep: false
		});
		if (isES6Map(v)) return observable.map(v, {
			name,
			deep: false
		});
		if (isES6Set(v)) return observable.set(v, {
			name,
			deep: false
		});
		die("The shallow modifier / decorator can only used in combination with arrays, objects, maps and sets");
	}
	function referenceEnhancer(newValue) {
		return newValue;
	}
	function refStructEnhancer(v, oldValue) {
		if (isObservable(v)) die(`observable.struct should not be used with observable values`);
		if (deepEqual(v, oldValue)) return oldValue;
		return v;
	}
	var OVERRIDE = "override";
	var override = {
		annotationType_: OVERRIDE,
		make_: make_$6,
		extend_: extend_$5
	};
	function isOverride(annotation) {
		return annotation.annotationType_ === OVERRIDE;
	}
	function make_$6(adm, key) {
		if (adm.isPlainObject_) die(`Cannot apply '${this.annotationType_}' to '${adm.name_}.${key.toString()}':\n'${this.annotationType_}' cannot be used on plain objects.`);
		if (!hasProp(adm.appliedAnnotations_, key)) die(`'${adm.name_}.${key.toString()}' is annotated with '${this.annotationType_}', but no such annotated member was found on prototype.`);
		return 0;
	}
	function extend_$5(adm, key, descriptor, proxyTrap) {
		die(44, this.annotationType_);
	}
	function createActionAnnotation(name, options) {
		return {
			annotationType_: name,
			options_: options,
			make_: make_$5,
			extend_: extend_$4
		};
	}
	function make_$5(adm, key, descriptor, source) {
		var _this$options_;
		if ((_this$options_ = this.options_) != null && _this$options_.bound) return this.extend_(adm, key, descriptor, false) === null ? 0 : 1;
		if (source === adm.target_) return this.extend_(adm, key, descriptor, false) === null ? 0 : 2;
		if (isAction(descriptor.value)) return 1;
		defineProperty(source, key, createActionDescriptor(adm, this, key, descriptor, false));
		return 2;
	}
	function extend_$4(adm, key, descriptor, proxyTrap) {
		const actionDescriptor = createActionDescriptor(adm, this, key, descriptor);
		return adm.defineProperty_(key, actionDescriptor, proxyTrap);
	}
	function decorateAction20223_(annotation, mthd, context) {
		assert20223DecoratorType(context, ["method", "field"]);
		const { kind, name, addInitializer } = context;
		const ann = annotation;
		const _createAction = (m) => {
			var _ann$options_$name, _ann$options_, _ann$options_$autoAct, _ann$options_2;
			return createAction((_ann$options_$name = (_ann$options_ = ann.options_) == null ? void 0 : _ann$options_.name) != null ? _ann$options_$name : name.toString(), m, (_ann$options_$autoAct = (_ann$options_2 = ann.options_) == null ? void 0 : _ann$options_2.autoAction) != null ? _ann$options_$autoAct : false);
		};
		if (kind == "field") return function(initMthd) {
			var _ann$options_3;
			let mthd = initMthd;
			if (!isAction(mthd)) mthd = _createAction(mthd);
			if ((_ann$options_3 = ann.options_) != null && _ann$options_3.bound) {
				mthd = mthd.bind(this);
				mthd.isMobxAction = true;
			}
			return mthd;
		};
		if (kind == "method") {
			var _ann$options_4;
			if (!isAction(mthd)) mthd = _createAction(mthd);
			if ((_ann$options_4 = ann.options_) != null && _ann$options_4.bound) addInitializer(function() {
				const self = this;
				const bound = self[name].bind(self);
				bound.isMobxAction = true;
				self[name] = bound;
			});
			return mthd;
		}
		die(43, ann.annotationType_, String(name), kind);
	}
	function assertActionDescriptor(adm, { annotationType_ }, key, { value }) {
		if (!isFunction(value)) die(`Cannot apply '${annotationType_}' to '${adm.name_}.${key.toString()}':\n'${annotationType_}' can only be used on properties with a function value.`);
	}
	function createActionDescriptor(adm, annotation, key, descriptor, safeDescriptors = globalState.safeDescriptors) {
		var _annotation$options_, _annotation$options_$, _annotation$options_2, _annotation$options_$2, _annotation$options_3, _annotation$options_4, _adm$proxy_2;
		assertActionDescriptor(adm, annotation, key, descriptor);
		let { value } = descriptor;
		if ((_annotation$options_ = annotation.options_) != null && _annotation$options_.bound) {
			var _adm$proxy_;
			value = value.bind((_adm$proxy_ = adm.proxy_) != null ? _adm$proxy_ : adm.target_);
		}
		return {
			value: createAction((_annotation$options_$ = (_annotation$options_2 = annotation.options_) == null ? void 0 : _annotation$options_2.name) != null ? _annotation$options_$ : key.toString(), value, (_annotation$options_$2 = (_annotation$options_3 = annotation.options_) == null ? void 0 : _annotation$options_3.autoAction) != null ? _annotation$options_$2 : false, (_annotation$options_4 = annotation.options_) != null && _annotation$options_4.bound ? (_adm$proxy_2 = adm.proxy_) != null ? _adm$proxy_2 : adm.target_ : void 0),
			configurable: safeDescriptors ? adm.isPlainObject_ : true,
			enumerable: false,
			writable: safeDescriptors ? false : true
		};
	}
	function createFlowAnnotation(name, options) {
		return {
			annotationType_: name,
			options_: options,
			make_: make_$4,
			extend_: extend_$3
		};
	}
	function make_$4(adm, key, descriptor, source) {
		var _this$options_;
		if (source === adm.target_) return this.extend_(adm, key, descriptor, false) === null ? 0 : 2;
		if ((_this$options_ = this.options_) != null && _this$options_.bound && (!hasProp(adm.target_, key) || !isFlow(adm.target_[key]))) {
			if (this.extend_(adm, key, descriptor, false) === null) return 0;
		}
		if (isFlow(descriptor.value)) return 1;
		defineProperty(source, key, createFlowDescriptor(adm, this, key, descriptor, false, false));
		return 2;
	}
	function extend_$3(adm, key, descriptor, proxyTrap) {
		var _this$options_2;
		const flowDescriptor = createFlowDescriptor(adm, this, key, descriptor, (_this$options_2 = this.options_) == null ? void 0 : _this$options_2.bound);
		return adm.defineProperty_(key, flowDescriptor, proxyTrap);
	}
	function decorateFlow20223_(annotation, mthd, context) {
		var _annotation$options_;
		assert20223DecoratorType(context, ["method"]);
		const { name, addInitializer } = context;
		if (!isFlow(mthd)) mthd = flow(mthd);
		if ((_annotation$options_ = annotation.options_) != null && _annotation$options_.bound) addInitializer(function() {
			const self = this;
			const bound = self[name].bind(self);
			bound.isMobXFlow = true;
			self[name] = bound;
		});
		return mthd;
	}
	function assertFlowDescriptor(adm, { annotationType_ }, key, { value }) {
		if (!isFunction(value)) die(`Cannot apply '${annotationType_}' to '${adm.name_}.${key.toString()}':\n'${annotationType_}' can only be used on properties with a generator function value.`);
	}
	function createFlowDescriptor(adm, annotation, key, descriptor, bound, safeDescriptors = globalState.safeDescriptors) {
		assertFlowDescriptor(adm, annotation, key, descriptor);
		let { value } = descriptor;
		if (!isFlow(value)) value = flow(value);
		if (bound) {
			var _adm$proxy_;
			value = value.bind((_adm$proxy_ = adm.proxy_) != null ? _adm$proxy_ : adm.target_);
			value.isMobXFlow = true;
		}
		return {
			value,
			configurable: safeDescriptors ? adm.isPlainObject_ : true,
			enumerable: false,
			writable: safeDescriptors ? false : true
		};
	}
	function createComputedAnnotation(name, options) {
		return {
			annotationType_: name,
			options_: options,
			make_: make_$3,
			extend_: extend_$2
		};
	}
	function make_$3(adm, key, descriptor) {
		return this.extend_(adm, key, descriptor, false) === null ? 0 : 1;
	}
	function extend_$2(adm, key, descriptor, proxyTrap) {
		assertComputedDescriptor(adm, this, key, descriptor);
		return adm.defineComputedProperty_(key, assign({}, this.options_, {
			get: descriptor.get,
			set: descriptor.set
		}), proxyTrap);
	}
	function decorateComputed20223_(annotation, get, context) {
		assert20223DecoratorType(context, ["getter"]);
		const ann = annotation;
		const { name: key, addInitializer } = context;
		let computedValues;
		function createComputedValue(target, adm) {
			const options = assign({}, ann.options_, {
				get,
				context: target
			});
			options.name || (options.name = `${adm.name_}.${key.toString()}`);
			return new ComputedValue(options);
		}
		addInitializer(function() {
			var _adm$lazyComputedKeys;
			const adm = asObservableObject(this)[$mobx];
			const target = this;
			if (adm.values_.has(key) || (_adm$lazyComputedKeys = adm.lazyComputedKeys_) != null && _adm$lazyComputedKeys.delete(key)) adm.values_.set(key, createComputedValue(target, adm));
			else {
				var _adm$lazyComputedKeys2;
				((_adm$lazyComputedKeys2 = adm.lazyComputedKeys_) != null ? _adm$lazyComputedKeys2 : adm.lazyComputedKeys_ = /* @__PURE__ */ new Map()).set(key, () => createComputedValue(target, adm));
			}
		});
		return function() {
			const adm = this[$mobx];
			const observable = adm.values_.get(key);
			if (observable instanceof ComputedValue && observable.derivation !== get) {
				var _computedValues;
				let computed = (_computedValues = computedValues) == null ? void 0 : _computedValues.get(this);
				if (!computed) {
					var _computedValues2;
					computed = createComputedValue(this, adm);
					((_computedValues2 = computedValues) != null ? _computedValues2 : computedValues = /* @__PURE__ */ new WeakMap()).set(this, computed);
				}
				return computed.get();
			}
			return adm.getObservablePropValue_(key);
		};
	}
	function assertComputedDescriptor(adm, { annotationType_ }, key, { get }) {
		if (!get) die(`Cannot apply '${annotationType_}' to '${adm.name_}.${key.toString()}':\n'${annotationType_}' can only be used on getter(+setter) properties.`);
	}
	function createObservableAnnotation(name, options) {
		return {
			annotationType_: name,
			options_: options,
			make_: make_$2,
			extend_: extend_$1
		};
	}
	function make_$2(adm, key, descriptor) {
		return this.extend_(adm, key, descriptor, false) === null ? 0 : 1;
	}
	function extend_$1(adm, key, descriptor, proxyTrap) {
		var _this$options_$enhanc, _this$options_;
		assertObservableDescriptor(adm, this, key, descriptor);
		return adm.defineObservableProperty_(key, descriptor.value, (_this$options_$enhanc = (_this$options_ = this.options_) == null ? void 0 : _this$options_.enhancer_) != null ? _this$options_$enhanc : deepEnhancer, proxyTrap);
	}
	function decorateObservable20223_(annotation, desc, context) {
		if (context.kind === "field") throw die(`Please use \`@observable accessor ${String(context.name)}\` instead of \`@observable ${String(context.name)}\``);
		assert20223DecoratorType(context, ["accessor"]);
		const ann = annotation;
		const { kind, name } = context;
		if (kind !== "accessor") return;
		function registerLazy(target, value) {
			var _adm$lazyObservableKe;
			const adm = asObservableObject(target)[$mobx];
			((_adm$lazyObservableKe = adm.lazyObservableKeys_) != null ? _adm$lazyObservableKe : adm.lazyObservableKeys_ = /* @__PURE__ */ new Map()).set(name, () => {
				var _ann$options_$enhance, _ann$options_;
				return new ObservableValue(value, (_ann$options_$enhance = (_ann$options_ = ann.options_) == null ? void 0 : _ann$options_.enhancer_) != null ? _ann$options_$enhance : deepEnhancer, `${adm.name_}.${name.toString()}`, false);
			});
			return adm;
		}
		return {
			get() {
				var _this$$mobx;
				return ((_this$$mobx = this[$mobx]) != null ? _this$$mobx : registerLazy(this, desc.get.call(this))).getObservablePropValue_(name);
			},
			set(value) {
				var _this$$mobx2;
				return ((_this$$mobx2 = this[$mobx]) != null ? _this$$mobx2 : registerLazy(this, value)).setObservablePropValue_(name, value);
			},
			init(value) {
				registerLazy(this, value);
				return value;
			}
		};
	}
	function assertObservableDescriptor(adm, { annotationType_ }, key, descriptor) {
		if (!("value" in descriptor)) die(`Cannot apply '${annotationType_}' to '${adm.name_}.${key.toString()}':\n'${annotationType_}' cannot be used on getter/setter properties`);
	}
	var AUTO = "true";
	var autoAnnotation = /*#__PURE__*/ createAutoAnnotation();
	function createAutoAnnotation(options) {
		return {
			annotationType_: AUTO,
			options_: options,
			make_: make_$1,
			extend_
		};
	}
	var autoAnnotations = [autoAnnotation];
	function getAutoAnnotation(options) {
		var _autoAnnotations$idx;
		const deep = options.deep !== false;
		const autoBind = !!options.autoBind;
		const idx = (deep ? 0 : 1) | (autoBind ? 2 : 0);
		return (_autoAnnotations$idx = autoAnnotations[idx]) != null ? _autoAnnotations$idx : autoAnnotations[idx] = createAutoAnnotation({
			deep,
			autoBind
		});
	}
	function make_$1(adm, key, descriptor, source) {
		var _this$options_3, _this$options_4;
		if (descriptor.get) return computed.make_(adm, key, descriptor, source);
		if (descriptor.set) {
			const set = isAction(descriptor.set) ? descriptor.set : createAction(key.toString(), descriptor.set);
			if (source === adm.target_) return adm.defineProperty_(key, {
				configurable: globalState.safeDescriptors ? adm.isPlainObject_ : true,
				set
			}) === null ? 0 : 2;
			defineProperty(source, key, {
				configurable: true,
				set
			});
			return 2;
		}
		if (source !== adm.target_ && typeof descriptor.value === "function") {
			var _this$options_2;
			if (isGenerator(descriptor.value)) {
				var _this$options_;
				return ((_this$options_ = this.options_) != null && _this$options_.autoBind ? flowBound : flow).make_(adm, key, descriptor, source);
			}
			return ((_this$options_2 = this.options_) != null && _this$options_2.autoBind ? autoActionBound : autoAction).make_(adm, key, descriptor, source);
		}
		let observableAnnotation = ((_this$options_3 = this.options_) == null ? void 0 : _this$options_3.deep) === false ? observableRef : observable;
		if (typeof descriptor.value === "function" && (_this$options_4 = this.options_) != null && _this$options_4.autoBind) {
			var _adm$proxy_;
			descriptor.value = descriptor.value.bind((_adm$proxy_ = adm.proxy_) != null ? _adm$proxy_ : adm.target_);
		}
		return observableAnnotation.make_(adm, key, descriptor, source);
	}
	function extend_(adm, key, descriptor, proxyTrap) {
		var _this$options_5, _this$options_6;
		if (descriptor.get) return computed.extend_(adm, key, descriptor, proxyTrap);
		if (descriptor.set) return adm.defineProperty_(key, {
			configurable: globalState.safeDescriptors ? adm.isPlainObject_ : true,
			set: createAction(key.toString(), descriptor.set)
		}, proxyTrap);
		if (typeof descriptor.value === "function" && (_this$options_5 = this.options_) != null && _this$options_5.autoBind) {
			var _adm$proxy_2;
			descriptor.value = descriptor.value.bind((_adm$proxy_2 = adm.proxy_) != null ? _adm$proxy_2 : adm.target_);
		}
		return (((_this$options_6 = this.options_) == null ? void 0 : _this$options_6.deep) === false ? observableRef : observable).extend_(adm, key, descriptor, proxyTrap);
	}
	function createDecoratorAnnotation(annotation, decorate) {
		return assign(function decoratorAnnotation(value, context) {
			if (context && typeof context.kind === "string") return decorate(annotation, value, context);
			die(`Invalid arguments for \`${annotation.annotationType_}\``);
		}, annotation);
	}
	var OBSERVABLE = "observable";
	var OBSERVABLE_REF = "observable.ref";
	var OBSERVABLE_SHALLOW = "observable.shallow";
	var OBSERVABLE_STRUCT = "observable.struct";
	var defaultCreateObservableOptions = {
		deep: true,
		name: void 0,
		defaultDecorator: void 0
	};
	Object.freeze(defaultCreateObservableOptions);
	function asCreateObservableOptions(thing) {
		return thing || defaultCreateObservableOptions;
	}
	var observableAnnotation = /*#__PURE__*/ createObservableAnnotation(OBSERVABLE);
	var observableRefAnnotation = /*#__PURE__*/ createObservableAnnotation(OBSERVABLE_REF, { enhancer_: referenceEnhancer });
	var observableShallowAnnotation = /*#__PURE__*/ createObservableAnnotation(OBSERVABLE_SHALLOW, { enhancer_: shallowEnhancer });
	var observableStructAnnotation = /*#__PURE__*/ createObservableAnnotation(OBSERVABLE_STRUCT, { enhancer_: refStructEnhancer });
	function createObservableDecoratorAnnotation(annotation) {
		return createDecoratorAnnotation(annotation, decorateObservable20223_);
	}
	function getEnhancerFromOptions(options) {
		return options.deep === true ? deepEnhancer : options.deep === false ? referenceEnhancer : getEnhancerFromAnnotation(options.defaultDecorator);
	}
	function getAnnotationFromOptions(options) {
		var _options$defaultDecor;
		return options ? (_options$defaultDecor = options.defaultDecorator) != null ? _options$defaultDecor : getAutoAnnotation(options) : void 0;
	}
	function getEnhancerFromAnnotation(annotation) {
		var _annotation$options_$, _annotation$options_;
		return !annotation ? deepEnhancer : (_annotation$options_$ = (_annotation$options_ = annotation.options_) == null ? void 0 : _annotation$options_.enhancer_) != null ? _annotation$options_$ : deepEnhancer;
	}
	/**
	* Turns an object, array or function into a reactive structure.
	* @param v the value which should become observable.
	*/
	function createObservable(v, arg2, arg3) {
		if (arg2 && typeof arg2.kind === "string") return decorateObservable20223_(observableAnnotation, v, arg2);
		if (isObservable(v)) return v;
		if (isPlainObject(v)) return observable.object(v, arg2, arg3);
		if (Array.isArray(v)) return observable.array(v, arg2);
		if (isES6Map(v)) return observable.map(v, arg2);
		if (isES6Set(v)) return observable.set(v, arg2);
		if (typeof v === "object" && v !== null) return v;
		return observable.box(v, arg2);
	}
	var observableFactories = {
		box(value, options) {
			const o = asCreateObservableOptions(options);
			return new ObservableValue(value, getEnhancerFromOptions(o), o.name, true, o.equals);
		},
		array(initialValues, options) {
			const o = asCreateObservableOptions(options);
			return createObservableArray(initialValues, getEnhancerFromOptions(o), o.name);
		},
		map(initialValues, options) {
			const o = asCreateObservableOptions(options);
			return new ObservableMap(initialValues, getEnhancerFromOptions(o), o.name);
		},
		set(initialValues, options) {
			const o = asCreateObservableOptions(options);
			return new ObservableSet(initialValues, getEnhancerFromOptions(o), o.name);
		},
		object(props, annotations, options) {
			return initObservable(() => extendObservable(asDynamicObservableObject({}, options), props, annotations));
		}
	};
	var observableRef = /*#__PURE__*/ createObservableDecoratorAnnotation(observableRefAnnotation);
	var observableShallow = /*#__PURE__*/ createObservableDecoratorAnnotation(observableShallowAnnotation);
	var observableDeep = /*#__PURE__*/ createObservableDecoratorAnnotation(observableAnnotation);
	var observableStruct = /*#__PURE__*/ createObservableDecoratorAnnotation(observableStructAnnotation);
	var observable = /*#__PURE__*/ assign(createObservable, observableAnnotation, observableFactories);
	var COMPUTED = "computed";
	var COMPUTED_STRUCT = "computed.struct";
	function createComputedDecoratorAnnotation(annotation) {
		return createDecoratorAnnotation(annotation, decorateComputed20223_);
	}
	var computedAnnotation = /*#__PURE__*/ createComputedAnnotation(COMPUTED);
	var computedStruct = /*#__PURE__*/ createComputedDecoratorAnnotation(/* @__PURE__ */ createComputedAnnotation(COMPUTED_STRUCT, { equals: compareStructural }));
	var computed = function computed(arg1, arg2) {
		if (arg2 && typeof arg2.kind === "string") return decorateComputed20223_(computedAnnotation, arg1, arg2);
		if (isPlainObject(arg1)) return createComputedDecoratorAnnotation(createComputedAnnotation(COMPUTED, arg1));
		if (!isFunction(arg1)) die("First argument to `computed` should be an expression.");
		if (isFunction(arg2)) die("A setter as second argument is no longer supported, use `{ set: fn }` option instead");
		const opts = isPlainObject(arg2) ? arg2 : {};
		opts.get = arg1;
		opts.name || (opts.name = arg1.name || "");
		return new ComputedValue(opts);
	};
	assign(computed, computedAnnotation);
	var _getDescriptor$config;
	var _getDescriptor;
	var currentActionId = 0;
	var nextActionId = 1;
	var isFunctionNameConfigurable = (_getDescriptor$config = (_getDescriptor = /*#__PURE__*/ getDescriptor(() => {}, "name")) == null ? void 0 : _getDescriptor.configurable) != null ? _getDescriptor$config : false;
	var tmpNameDescriptor = {
		value: "action",
		configurable: true,
		writable: false,
		enumerable: false
	};
	function createAction(actionName, fn, autoAction = false, ref) {
		if (!isFunction(fn)) die("`action` can only be invoked on functions");
		if (typeof actionName !== "string" || !actionName) die(`actions should have valid names, got: '${actionName}'`);
		function res() {
			return executeAction(actionName, autoAction, fn, ref || this, arguments);
		}
		res.isMobxAction = true;
		res.toString = () => fn.toString();
		if (isFunctionNameConfigurable) {
			tmpNameDescriptor.value = actionName;
			defineProperty(res, "name", tmpNameDescriptor);
		}
		return res;
	}
	function executeAction(actionName, canRunAsDerivation, fn, scope, args) {
		const runInfo = _startAction(actionName, canRunAsDerivation, scope, args);
		try {
			return fn.apply(scope, args);
		} catch (err) {
			runInfo.error_ = err;
			throw err;
		} finally {
			_endAction(runInfo);
		}
	}
	function _startAction(actionName, canRunAsDerivation, scope, args) {
		const notifySpy_ = isSpyEnabled() && !!actionName;
		let startTime_ = 0;
		if (notifySpy_) {
			startTime_ = Date.now();
			spyReportStart({
				type: ACTION,
				name: actionName,
				object: scope,
				arguments: args ? Array.from(args) : EMPTY_ARRAY
			});
		}
		const prevDerivation_ = globalState.trackingDerivation;
		const runAsAction = !canRunAsDerivation || !prevDerivation_;
		startBatch();
		let prevAllowStateChanges_ = globalState.allowStateChanges;
		if (runAsAction) {
			untrackedStart();
			prevAllowStateChanges_ = allowStateChangesStart(true);
		}
		const prevAllowStateReads_ = globalState.allowStateReads;
		allowStateReadsStart(true);
		const runInfo = {
			runAsAction_: runAsAction,
			prevDerivation_,
			prevAllowStateChanges_,
			prevAllowStateReads_,
			notifySpy_,
			startTime_,
			actionId_: nextActionId++,
			parentActionId_: currentActionId
		};
		currentActionId = runInfo.actionId_;
		return runInfo;
	}
	function _endAction(runInfo) {
		if (currentActionId !== runInfo.actionId_) die(30);
		currentActionId = runInfo.parentActionId_;
		if (runInfo.error_ !== void 0) globalState.suppressReactionErrors = true;
		allowStateChangesEnd(runInfo.prevAllowStateChanges_);
		allowStateReadsEnd(runInfo.prevAllowStateReads_);
		endBatch();
		if (runInfo.runAsAction_) untrackedEnd(runInfo.prevDerivation_);
		if (runInfo.notifySpy_) spyReportEnd({ time: Date.now() - runInfo.startTime_ });
		globalState.suppressReactionErrors = false;
	}
	function allowStateChanges(allowStateChanges, func) {
		const prev = allowStateChangesStart(allowStateChanges);
		try {
			return func();
		} finally {
			allowStateChangesEnd(prev);
		}
	}
	function allowStateChangesStart(allowStateChanges) {
		const prev = globalState.allowStateChanges;
		globalState.allowStateChanges = allowStateChanges;
		return prev;
	}
	function allowStateChangesEnd(prev) {
		globalState.allowStateChanges = prev;
	}
	var CREATE = "create";
	var ObservableValue = class extends Atom {
		constructor(value, enhancer_, name_ = "ObservableValue@" + getNextId(), notifySpy = true, equals_ = compareDefault) {
			super(name_);
			this.enhancer_ = void 0;
			this.name_ = void 0;
			this.equals_ = void 0;
			this.hasUnreportedChange_ = false;
			this.interceptors_ = void 0;
			this.changeListeners_ = void 0;
			this.value_ = void 0;
			this.dehancer = void 0;
			this.enhancer_ = enhancer_;
			this.name_ = name_;
			this.equals_ = equals_;
			this.value_ = enhancer_(value, void 0, name_);
			if (notifySpy && isSpyEnabled()) spyReport({
				type: CREATE,
				object: this,
				observableKind: "value",
				debugObjectName: this.name_,
				newValue: this.value_
			});
		}
		dehanceValue(value) {
			if (this.dehancer !== void 0) return this.dehancer(value);
			return value;
		}
		set(newValue) {
			const oldValue = this.value_;
			newValue = this.prepareNewValue_(newValue);
			if (newValue !== globalState.UNCHANGED) {
				const notifySpy = isSpyEnabled();
				if (notifySpy) spyReportStart({
					type: UPDATE,
					object: this,
					observableKind: "value",
					debugObjectName: this.name_,
					newValue,
					oldValue
				});
				this.setNewValue_(newValue);
				if (notifySpy) spyReportEnd();
			}
		}
		prepareNewValue_(newValue) {
			checkIfStateModificationsAreAllowed(this);
			if (hasInterceptors(this)) {
				const change = interceptChange(this, {
					object: this,
					type: UPDATE,
					newValue
				});
				if (!change) return globalState.UNCHANGED;
				newValue = change.newValue;
			}
			newValue = this.enhancer_(newValue, this.value_, this.name_);
			return this.equals_(this.value_, newValue) ? globalState.UNCHANGED : newValue;
		}
		setNewValue_(newValue) {
			const oldValue = this.value_;
			this.value_ = newValue;
			this.reportChanged();
			if (hasListeners(this)) notifyListeners(this, {
				type: UPDATE,
				object: this,
				newValue,
				oldValue
			});
		}
		get() {
			this.reportObserved();
			return this.dehanceValue(this.value_);
		}
		raw() {
			return this.value_;
		}
		toJSON() {
			return this.get();
		}
		toString() {
			return `${this.name_}[${this.value_}]`;
		}
		valueOf() {
			return toPrimitive(this.get());
		}
		[Symbol.toPrimitive]() {
			return this.valueOf();
		}
	};
	var isObservableValue = /*#__PURE__*/ createInstanceofPredicate("ObservableValue", ObservableValue);
	var ComputedValue = class {
		/**
		* Create a new computed value based on a function expression.
		*
		* The `name` property is for debug purposes only.
		*
		* The `equals` property specifies the comparer function used to determine if a newly produced
		* value differs from the previous value. Structural comparison can be convenient if you always
		* produce a new aggregated object and don't want to notify observers if it is structurally the same.
		* This is useful for working with vectors, mouse coordinates etc.
		*/
		constructor(options) {
			this.dependenciesState_ = -1;
			this.observing_ = [];
			this.newObserving_ = null;
			this.observers_ = null;
			this.runId_ = 0;
			this.lastAccessedBy_ = 0;
			this.lowestObserverState_ = 0;
			this.unboundDepsCount_ = 0;
			this.value_ = new CaughtException(null);
			this.name_ = void 0;
			this.triggeredBy_ = void 0;
			this.flags_ = 0;
			this.derivation = void 0;
			this.setter_ = void 0;
			this.scope_ = void 0;
			this.equals_ = void 0;
			this.requiresReaction_ = void 0;
			this.keepAlive_ = void 0;
			this.onBOL = void 0;
			this.onBUOL = void 0;
			if (!options.get) die(31);
			this.derivation = options.get;
			this.name_ = options.name || "ComputedValue@" + getNextId();
			if (options.set) this.setter_ = createAction(this.name_ + "-setter", options.set);
			this.equals_ = options.equals || compareDefault;
			this.scope_ = options.context;
			this.requiresReaction_ = options.requiresReaction;
			this.keepAlive_ = !!options.keepAlive;
		}
		onBecomeStale_() {
			propagateMaybeChanged(this);
		}
		onBO() {
			if (this.onBOL) this.onBOL.forEach((listener) => listener());
		}
		onBUO() {
			if (this.onBUOL) this.onBUOL.forEach((listener) => listener());
		}
		get isComputing() {
			return getFlag(this.flags_, 1);
		}
		set isComputing(newValue) {
			this.flags_ = setFlag(this.flags_, 1, newValue);
		}
		get isRunningSetter() {
			return getFlag(this.flags_, 2);
		}
		set isRunningSetter(newValue) {
			this.flags_ = setFlag(this.flags_, 2, newValue);
		}
		get isBeingObserved() {
			return getFlag(this.flags_, 4);
		}
		set isBeingObserved(newValue) {
			this.flags_ = setFlag(this.flags_, 4, newValue);
		}
		get isPendingUnobservation() {
			return getFlag(this.flags_, 8);
		}
		set isPendingUnobservation(newValue) {
			this.flags_ = setFlag(this.flags_, 8, newValue);
		}
		get diffValue() {
			return getFlag(this.flags_, 16) ? 1 : 0;
		}
		set diffValue(newValue) {
			this.flags_ = setFlag(this.flags_, 16, newValue === 1 ? true : false);
		}
		/**
		* Returns the current value of this computed value.
		* Will evaluate its computation first if needed.
		*/
		get() {
			if (this.isComputing) die(32, this.name_, this.derivation);
			if (globalState.inBatch === 0 && (!this.observers_ || this.observers_.size === 0) && !this.keepAlive_) {
				if (shouldCompute(this)) {
					this.warnAboutUntrackedRead_();
					startBatch();
					this.value_ = this.computeValue_(false);
					endBatch();
				}
			} else {
				const wasBeingObserved = this.isBeingObserved;
				reportObserved(this);
				if (shouldCompute(this)) {
					let prevTrackingContext = globalState.trackingContext;
					if (!prevTrackingContext && (this.keepAlive_ || this.isBeingObserved)) globalState.trackingContext = this;
					if (this.trackAndCompute()) propagateChangeConfirmed(this);
					globalState.trackingContext = prevTrackingContext;
				} else if (!wasBeingObserved && this.isBeingObserved) this.observing_.forEach(markObserved);
			}
			const result = this.value_;
			if (isCaughtException(result)) throw result.cause;
			return result;
		}
		set(value) {
			if (this.setter_) {
				if (this.isRunningSetter) die(33, this.name_);
				this.isRunningSetter = true;
				try {
					this.setter_.call(this.scope_, value);
				} finally {
					this.isRunningSetter = false;
				}
			} else die(34, this.name_);
		}
		trackAndCompute() {
			const oldValue = this.value_;
			const wasSuspended = this.dependenciesState_ === -1;
			const newValue = this.computeValue_(true);
			const changed = wasSuspended || isCaughtException(oldValue) || isCaughtException(newValue) || !this.equals_(oldValue, newValue);
			if (changed) {
				this.value_ = newValue;
				if (isSpyEnabled()) spyReport({
					observableKind: "computed",
					debugObjectName: this.name_,
					object: this.scope_,
					type: "update",
					oldValue,
					newValue
				});
			}
			return changed;
		}
		computeValue_(track) {
			this.isComputing = true;
			const prev = allowStateChangesStart(false);
			let res;
			if (track) res = trackDerivedFunction(this, this.derivation, this.scope_);
			else if (globalState.disableErrorBoundaries === true) res = this.derivation.call(this.scope_);
			else try {
				res = this.derivation.call(this.scope_);
			} catch (e) {
				res = new CaughtException(e);
			}
			allowStateChangesEnd(prev);
			this.isComputing = false;
			return res;
		}
		suspend_() {
			if (!this.keepAlive_) {
				clearObserving(this);
				this.value_ = void 0;
			}
		}
		warnAboutUntrackedRead_() {
			if (typeof this.requiresReaction_ === "boolean" ? this.requiresReaction_ : globalState.computedRequiresReaction) console.warn(`[mobx] Computed value '${this.name_}' is being read outside a reactive context. Doing a full recompute.`);
		}
		toString() {
			return `${this.name_}[${this.derivation.toString()}]`;
		}
		valueOf() {
			return toPrimitive(this.get());
		}
		[Symbol.toPrimitive]() {
			return this.valueOf();
		}
	};
	var isComputedValue = /*#__PURE__*/ createInstanceofPredicate("ComputedValue", ComputedValue);
	var CaughtException = class {
		constructor(cause) {
			this.cause = void 0;
			this.cause = cause;
		}
	};
	function isCaughtException(e) {
		return e instanceof CaughtException;
	}
	/**
	* Finds out whether any dependency of the derivation has actually changed.
	* If dependenciesState is 1 then it will recalculate dependencies,
	* if any dependency changed it will propagate it by changing dependenciesState to 2.
	*
	* By iterating over the dependencies in the same order that they were reported and
	* stopping on the first change, all the recalculations are only called for ComputedValues
	* that will be tracked by derivation. That is because we assume that if the first x
	* dependencies of the derivation doesn't change then the derivation should run the same way
	* up until accessing x-th dependency.
	*/
	function shouldCompute(derivation) {
		switch (derivation.dependenciesState_) {
			case 0: return false;
			case -1:
			case 2: return true;
			case 1: {
				const prevAllowStateReads = allowStateReadsStart(true);
				const prevUntracked = untrackedStart();
				const obs = derivation.observing_, l = obs.length;
				for (let i = 0; i < l; i++) {
					const obj = obs[i];
					if (isComputedValue(obj)) {
						if (globalState.disableErrorBoundaries) obj.get();
						else try {
							obj.get();
						} catch (e) {
							untrackedEnd(prevUntracked);
							allowStateReadsEnd(prevAllowStateReads);
							return true;
						}
						if (derivation.dependenciesState_ === 2) {
							untrackedEnd(prevUntracked);
							allowStateReadsEnd(prevAllowStateReads);
							return true;
						}
					}
				}
				changeDependenciesStateTo0(derivation);
				untrackedEnd(prevUntracked);
				allowStateReadsEnd(prevAllowStateReads);
				return false;
			}
		}
	}
	function isComputingDerivation() {
		return globalState.trackingDerivation !== null;
	}
	function checkIfStateModificationsAreAllowed(atom) {
		const hasObservers = !!atom.observers_ && atom.observers_.size > 0;
		if (!globalState.allowStateChanges && (hasObservers || globalState.enforceActions === "always")) console.warn("[MobX] " + (globalState.enforceActions ? "Since strict-mode is enabled, changing (observed) observable values without using an action is not allowed. Tried to modify: " : "Side effects like changing state are not allowed at this point. Are you trying to modify state from, for example, a computed value or the render function of a React component? You can wrap side effects in 'runInAction' (or decorate functions with 'action') if needed. Tried to modify: ") + atom.name_);
	}
	function checkIfStateReadsAreAllowed(observable) {
		if (!globalState.allowStateReads && globalState.observableRequiresReaction) console.warn(`[mobx] Observable '${observable.name_}' being read outside a reactive context.`);
	}
	/**
	* Executes the provided function `f` and tracks which observables are being accessed.
	* The tracking information is stored on the `derivation` object and the derivation is registered
	* as observer of any of the accessed observables.
	*/
	function trackDerivedFunction(derivation, f, context) {
		const prevAllowStateReads = allowStateReadsStart(true);
		changeDependenciesStateTo0(derivation);
		derivation.newObserving_ = new Array(derivation.runId_ === 0 ? 100 : derivation.observing_.length);
		derivation.unboundDepsCount_ = 0;
		derivation.runId_ = ++globalState.runId;
		const prevTracking = globalState.trackingDerivation;
		globalState.trackingDerivation = derivation;
		globalState.inBatch++;
		let result;
		if (globalState.disableErrorBoundaries === true) result = f.call(context);
		else try {
			result = f.call(context);
		} catch (e) {
			result = new CaughtException(e);
		}
		globalState.inBatch--;
		globalState.trackingDerivation = prevTracking;
		bindDependencies(derivation);
		warnAboutDerivationWithoutDependencies(derivation);
		allowStateReadsEnd(prevAllowStateReads);
		return result;
	}
	function warnAboutDerivationWithoutDependencies(derivation) {
		if (derivation.observing_.length !== 0) return;
		if (typeof derivation.requiresObservable_ === "boolean" ? derivation.requiresObservable_ : globalState.reactionRequiresObservable) console.warn(`[mobx] Derivation '${derivation.name_}' is created/updated without reading any observable value.`);
	}
	/**
	* diffs newObserving with observing.
	* update observing to be newObserving with unique observables
	* notify observers that become observed/unobserved
	*/
	function bindDependencies(derivation) {
		const prevObserving = derivation.observing_;
		const observing = derivation.observing_ = derivation.newObserving_;
		let lowestNewObservingDerivationState = 0;
		let i0 = 0, l = derivation.unboundDepsCount_;
		for (let i = 0; i < l; i++) {
			const dep = observing[i];
			if (dep.diffValue === 0) {
				dep.diffValue = 1;
				if (i0 !== i) observing[i0] = dep;
				i0++;
			}
			if (dep.dependenciesState_ > lowestNewObservingDerivationState) lowestNewObservingDerivationState = dep.dependenciesState_;
		}
		observing.length = i0;
		derivation.newObserving_ = null;
		l = prevObserving.length;
		while (l--) {
			const dep = prevObserving[l];
			if (dep.diffValue === 0) removeObserver(dep, derivation);
			dep.diffValue = 0;
		}
		while (i0--) {
			const dep = observing[i0];
			if (dep.diffValue === 1) {
				dep.diffValue = 0;
				addObserver(dep, derivation);
			}
		}
		if (lowestNewObservingDerivationState !== 0) {
			derivation.dependenciesState_ = lowestNewObservingDerivationState;
			derivation.onBecomeStale_();
		}
	}
	function clearObserving(derivation) {
		const obs = derivation.observing_;
		derivation.observing_ = [];
		let i = obs.length;
		while (i--) removeObserver(obs[i], derivation);
		derivation.dependenciesState_ = -1;
	}
	function untracked(action) {
		const prev = untrackedStart();
		try {
			return action();
		} finally {
			untrackedEnd(prev);
		}
	}
	function untrackedStart() {
		const prev = globalState.trackingDerivation;
		globalState.trackingDerivation = null;
		return prev;
	}
	function untrackedEnd(prev) {
		globalState.trackingDerivation = prev;
	}
	function allowStateReadsStart(allowStateReads) {
		const prev = globalState.allowStateReads;
		globalState.allowStateReads = allowStateReads;
		return prev;
	}
	function allowStateReadsEnd(prev) {
		globalState.allowStateReads = prev;
	}
	/**
	* needed to keep `lowestObserverState` correct. when changing from (2 or 1) to 0
	*
	*/
	function changeDependenciesStateTo0(derivation) {
		if (derivation.dependenciesState_ === 0) return;
		derivation.dependenciesState_ = 0;
		const obs = derivation.observing_;
		let i = obs.length;
		while (i--) obs[i].lowestObserverState_ = 0;
	}
	var MOBX_GLOBALS_VERSION = 7;
	/**
	* These values will persist if global state is reset
	*/
	var persistentKeys = [
		"mobxGuid",
		"spyListeners",
		"enforceActions",
		"computedRequiresReaction",
		"reactionRequiresObservable",
		"observableRequiresReaction",
		"allowStateReads",
		"disableErrorBoundaries",
		"runId",
		"UNCHANGED"
	];
	var MobXGlobals = class {
		constructor() {
			/**
			* MobXGlobals version.
			* MobX compatiblity with other versions loaded in memory as long as this version matches.
			* It indicates that the global state still stores similar information
			*
			* N.B: this version is unrelated to the package version of MobX, and is only the version of the
			* internal state storage of MobX, and can be the same across many different package versions
			*/
			this.version = MOBX_GLOBALS_VERSION;
			/**
			* globally unique token to signal unchanged
			*/
			this.UNCHANGED = {};
			/**
			* Currently running derivation
			*/
			this.trackingDerivation = null;
			/**
			* Currently running reaction. This determines if we currently have a reactive context.
			* (Tracking derivation is also set for temporal tracking of computed values inside actions,
			* but trackingReaction can only be set by a form of Reaction)
			*/
			this.trackingContext = null;
			/**
			* Each time a derivation is tracked, it is assigned a unique run-id
			*/
			this.runId = 0;
			/**
			* 'guid' for general purpose. Will be persisted amongst resets.
			*/
			this.mobxGuid = 0;
			/**
			* Are we in a batch block? (and how many of them)
			*/
			this.inBatch = 0;
			/**
			* Observables that don't have observers anymore, and are about to be
			* suspended, unless somebody else accesses it in the same batch
			*
			* @type {IObservable[]}
			*/
			this.pendingUnobservations = [];
			/**
			* List of scheduled, not yet executed, reactions.
			*/
			this.pendingReactions = [];
			/**
			* Are we currently processing reactions?
			*/
			this.isRunningReactions = false;
			/**
			* Are we currently draining pendingUnobservations in endBatch?
			* An onBecomeUnobserved handler can dispose a Reaction, which calls
			* startBatch/endBatch again; this guards against re-entering the same
			* drain loop recursively (see endBatch in observable.ts).
			*/
			this.isRunningUnobservations = false;
			/**
			* Is it allowed to change observables at this point?
			* In general, MobX doesn't allow that when running computations and React.render.
			* To ensure that those functions stay pure.
			*/
			this.allowStateChanges = false;
			/**
			* Is it allowed to read observables at this point?
			* Used to hold the state needed for `observableRequiresReaction`
			*/
			this.allowStateReads = true;
			/**
			* If strict mode is enabled, state changes are by default not allowed
			*/
			this.enforceActions = true;
			/**
			* Spy callbacks
			*/
			this.spyListeners = [];
			/**
			* Globally attached error handlers that react specifically to errors in reactions
			*/
			this.globalReactionErrorHandlers = [];
			/**
			* Warn if computed values are accessed outside a reactive context
			*/
			this.computedRequiresReaction = false;
			/**
			* (Experimental)
			* Warn if you try to create to derivation / reactive context without accessing any observable.
			*/
			this.reactionRequiresObservable = false;
			/**
			* (Experimental)
			* Warn if observables are accessed outside a reactive context
			*/
			this.observableRequiresReaction = false;
			this.disableErrorBoundaries = false;
			this.suppressReactionErrors = false;
			/**
			* False forces all object's descriptors to
			* writable: true
			* configurable: true
			*/
			this.safeDescriptors = true;
		}
	};
	var canMergeGlobalState = true;
	var isolateCalled = false;
	var globalState = /*#__PURE__*/ function() {
		let global = globalThis;
		if (global.__mobxInstanceCount > 0 && !global.__mobxGlobals) canMergeGlobalState = false;
		if (global.__mobxGlobals && global.__mobxGlobals.version !== MOBX_GLOBALS_VERSION) canMergeGlobalState = false;
		if (!canMergeGlobalState) {
			setTimeout(() => {
				if (!isolateCalled) die(35);
			}, 1);
			return new MobXGlobals();
		} else if (global.__mobxGlobals) {
			global.__mobxInstanceCount += 1;
			if (!global.__mobxGlobals.UNCHANGED) global.__mobxGlobals.UNCHANGED = {};
			return global.__mobxGlobals;
		} else {
			global.__mobxInstanceCount = 1;
			return global.__mobxGlobals = /*#__PURE__*/ new MobXGlobals();
		}
	}();
	function isolateGlobalState() {
		if (globalState.pendingReactions.length || globalState.inBatch || globalState.isRunningReactions) die(36);
		isolateCalled = true;
		if (canMergeGlobalState) {
			let global = globalThis;
			if (--global.__mobxInstanceCount === 0) global.__mobxGlobals = void 0;
			globalState = new MobXGlobals();
		}
	}
	function getGlobalState() {
		return globalState;
	}
	/**
	* For testing purposes only; this will break the internal state of existing observables,
	* but can be used to get back at a stable state after throwing errors
	*/
	function resetGlobalState() {
		const defaultGlobals = new MobXGlobals();
		for (let key in defaultGlobals) if (persistentKeys.indexOf(key) === -1) globalState[key] = defaultGlobals[key];
		globalState.allowStateChanges = !globalState.enforceActions;
	}
	function hasObservers(observable) {
		return !!observable.observers_ && observable.observers_.size > 0;
	}
	function getObservers(observable) {
		var _observable$observers;
		return (_observable$observers = observable.observers_) != null ? _observable$observers : /* @__PURE__ */ new Set();
	}
	function addObserver(observable, node) {
		var _observable$observers2;
		((_observable$observers2 = observable.observers_) != null ? _observable$observers2 : observable.observers_ = /* @__PURE__ */ new Set()).add(node);
		if (observable.lowestObserverState_ > node.dependenciesState_) observable.lowestObserverState_ = node.dependenciesState_;
	}
	function removeObserver(observable, node) {
		const observers = observable.observers_;
		if (!observers) return;
		observers.delete(node);
		if (observers.size === 0) queueForUnobservation(observable);
	}
	function queueForUnobservation(observable) {
		if (observable.isPendingUnobservation === false) {
			observable.isPendingUnobservation = true;
			globalState.pendingUnobservations.push(observable);
		}
	}
	/**
	* Batch starts a transaction, at least for purposes of memoizing ComputedValues when nothing else does.
	* During a batch `onBecomeUnobserved` will be called at most once per observable.
	* Avoids unnecessary recalculations.
	*/
	function startBatch() {
		globalState.inBatch++;
	}
	function endBatch() {
		if (--globalState.inBatch === 0) {
			runReactions();
			if (!globalState.isRunningUnobservations && globalState.pendingUnobservations.length > 0) runPendingUnobservations();
		}
	}
	function runPendingUnobservations() {
		globalState.isRunningUnobservations = true;
		try {
			const list = globalState.pendingUnobservations;
			for (let i = 0; i < list.length; i++) {
				const observable = list[i];
				observable.isPendingUnobservation = false;
				if (!observable.observers_ || observable.observers_.size === 0) {
					observable.observers_ = null;
					if (observable.isBeingObserved) {
						observable.isBeingObserved = false;
						observable.onBUO();
					}
					if (observable instanceof ComputedValue) observable.suspend_();
				}
			}
			globalState.pendingUnobservations = [];
		} finally {
			globalState.isRunningUnobservations = false;
		}
	}
	/**
	* Marks an observable as observed, cascading into the dependencies of a ComputedValue.
	* Unobservation already cascades (`suspend_` -> `clearObserving`), observation normally
	* only does so by accident: a newly observed computed usually recomputes and re-reports
	* its dependencies. When it serves a cached value instead nothing re-reports them, so the
	* transition has to be propagated by hand. See #4547.
	*/
	function markObserved(observable) {
		var _observable$observing;
		if (observable.isBeingObserved) return;
		observable.isBeingObserved = true;
		observable.onBO();
		(_observable$observing = observable.observing_) == null || _observable$observing.forEach(markObserved);
	}
	function reportObserved(observable) {
		checkIfStateReadsAreAllowed(observable);
		const derivation = globalState.trackingDerivation;
		if (derivation !== null) {
			/**
			* Simple optimization, give each derivation run an unique id (runId)
			* Check if last time this observable was accessed the same runId is used
			* if this is the case, the relation is already known
			*/
			if (derivation.runId_ !== observable.lastAccessedBy_) {
				observable.lastAccessedBy_ = derivation.runId_;
				derivation.newObserving_[derivation.unboundDepsCount_++] = observable;
				if (!observable.isBeingObserved && globalState.trackingContext) {
					observable.isBeingObserved = true;
					observable.onBO();
				}
			}
			return observable.isBeingObserved;
		} else if ((!observable.observers_ || observable.observers_.size === 0) && globalState.inBatch > 0) queueForUnobservation(observable);
		return false;
	}
	/**
	* NOTE: current propagation mechanism will in case of self reruning autoruns behave unexpectedly
	* It will propagate changes to observers from previous run
	* It's hard or maybe impossible (with reasonable perf) to get it right with current approach
	* Hopefully self reruning autoruns aren't a feature people should depend on
	* Also most basic use cases should be ok
	*/
	function propagateChanged(observable) {
		var _observable$observers3;
		if (observable.lowestObserverState_ === 2) return;
		observable.lowestObserverState_ = 2;
		(_observable$observers3 = observable.observers_) == null || _observable$observers3.forEach((d) => {
			if (d.dependenciesState_ === 0) d.onBecomeStale_();
			d.dependenciesState_ = 2;
		});
	}
	function propagateChangeConfirmed(observable) {
		var _observable$observers4;
		if (observable.lowestObserverState_ === 2) return;
		observable.lowestObserverState_ = 2;
		(_observable$observers4 = observable.observers_) == null || _observable$observers4.forEach((d) => {
			if (d.dependenciesState_ === 1) d.dependenciesState_ = 2;
			else if (d.dependenciesState_ === 0) observable.lowestObserverState_ = 0;
		});
	}
	function propagateMaybeChanged(observable) {
		var _observable$observers5;
		if (observable.lowestObserverState_ !== 0) return;
		observable.lowestObserverState_ = 1;
		(_observable$observers5 = observable.observers_) == null || _observable$observers5.forEach((d) => {
			if (d.dependenciesState_ === 0) {
				d.dependenciesState_ = 1;
				d.onBecomeStale_();
			}
		});
	}
	var Reaction = class {
		constructor(name_ = "Reaction@" + getNextId(), onInvalidate_, errorHandler_, requiresObservable_) {
			this.name_ = void 0;
			this.onInvalidate_ = void 0;
			this.errorHandler_ = void 0;
			this.requiresObservable_ = void 0;
			this.observing_ = [];
			this.newObserving_ = [];
			this.dependenciesState_ = -1;
			this.runId_ = 0;
			this.unboundDepsCount_ = 0;
			this.flags_ = 0;
			this.removeAbortListener_ = void 0;
			this.name_ = name_;
			this.onInvalidate_ = onInvalidate_;
			this.errorHandler_ = errorHandler_;
			this.requiresObservable_ = requiresObservable_;
		}
		get isDisposed() {
			return getFlag(this.flags_, 1);
		}
		set isDisposed(newValue) {
			this.flags_ = setFlag(this.flags_, 1, newValue);
		}
		get isScheduled() {
			return getFlag(this.flags_, 2);
		}
		set isScheduled(newValue) {
			this.flags_ = setFlag(this.flags_, 2, newValue);
		}
		get isTrackPending() {
			return getFlag(this.flags_, 4);
		}
		set isTrackPending(newValue) {
			this.flags_ = setFlag(this.flags_, 4, newValue);
		}
		get isRunning() {
			return getFlag(this.flags_, 8);
		}
		set isRunning(newValue) {
			this.flags_ = setFlag(this.flags_, 8, newValue);
		}
		get diffValue() {
			return getFlag(this.flags_, 16) ? 1 : 0;
		}
		set diffValue(newValue) {
			this.flags_ = setFlag(this.flags_, 16, newValue === 1 ? true : false);
		}
		onBecomeStale_() {
			this.schedule_();
		}
		schedule_() {
			if (!this.isScheduled) {
				this.isScheduled = true;
				globalState.pendingReactions.push(this);
				runReactions();
			}
		}
		/**
		* internal, use schedule() if you intend to kick off a reaction
		*/
		runReaction_() {
			if (!this.isDisposed) {
				startBatch();
				this.isScheduled = false;
				const prev = globalState.trackingContext;
				globalState.trackingContext = this;
				if (shouldCompute(this)) {
					this.isTrackPending = true;
					try {
						this.onInvalidate_();
						if (this.isTrackPending && isSpyEnabled()) spyReport({
							name: this.name_,
							type: "scheduled-reaction"
						});
					} catch (e) {
						this.reportExceptionInDerivation_(e);
					}
				}
				globalState.trackingContext = prev;
				endBatch();
			}
		}
		track(fn) {
			if (this.isDisposed) return;
			startBatch();
			const notify = isSpyEnabled();
			let startTime;
			if (notify) {
				startTime = Date.now();
				spyReportStart({
					name: this.name_,
					type: "reaction"
				});
			}
			this.isRunning = true;
			const prevReaction = globalState.trackingContext;
			globalState.trackingContext = this;
			const result = trackDerivedFunction(this, fn, void 0);
			globalState.trackingContext = prevReaction;
			this.isRunning = false;
			this.isTrackPending = false;
			if (this.isDisposed) clearObserving(this);
			if (isCaughtException(result)) this.reportExceptionInDerivation_(result.cause);
			if (notify) spyReportEnd({ time: Date.now() - startTime });
			endBatch();
		}
		reportExceptionInDerivation_(error) {
			if (this.errorHandler_) {
				this.errorHandler_(error, this);
				return;
			}
			if (globalState.disableErrorBoundaries) throw error;
			const message = `[mobx] Encountered an uncaught exception that was thrown by a reaction or observer component, in: '${this}'`;
			if (!globalState.suppressReactionErrors) console.error(message, error);
			else console.warn(`[mobx] (error in reaction '${this.name_}' suppressed, fix error of causing action below)`);
			if (isSpyEnabled()) spyReport({
				type: "error",
				name: this.name_,
				message,
				error: "" + error
			});
			globalState.globalReactionErrorHandlers.forEach((f) => f(error, this));
		}
		dispose() {
			if (!this.isDisposed) {
				var _this$removeAbortList;
				this.isDisposed = true;
				(_this$removeAbortList = this.removeAbortListener_) == null || _this$removeAbortList.call(this);
				if (!this.isRunning) {
					startBatch();
					clearObserving(this);
					endBatch();
				}
			}
		}
		getDisposer_(abortSignal) {
			const dispose = () => this.dispose();
			if (abortSignal != null && abortSignal.addEventListener && !this.isDisposed) {
				abortSignal.addEventListener("abort", dispose);
				this.removeAbortListener_ = () => abortSignal.removeEventListener == null ? void 0 : abortSignal.removeEventListener("abort", dispose);
			}
			dispose[$mobx] = this;
			if ("dispose" in Symbol && typeof Symbol.dispose === "symbol") dispose[Symbol.dispose] = dispose;
			return dispose;
		}
		toString() {
			return `Reaction[${this.name_}]`;
		}
	};
	function onReactionError(handler) {
		globalState.globalReactionErrorHandlers.push(handler);
		return () => {
			const idx = globalState.globalReactionErrorHandlers.indexOf(handler);
			if (idx >= 0) globalState.globalReactionErrorHandlers.splice(idx, 1);
		};
	}
	/**
	* Magic number alert!
	* Defines within how many times a reaction is allowed to re-trigger itself
	* until it is assumed that this is gonna be a never ending loop...
	*/
	var MAX_REACTION_ITERATIONS = 100;
	var reactionScheduler = (f) => f();
	function runReactions() {
		if (globalState.inBatch > 0 || globalState.isRunningReactions) return;
		reactionScheduler(runReactionsHelper);
	}
	function runReactionsHelper() {
		globalState.isRunningReactions = true;
		const allReactions = globalState.pendingReactions;
		let iterations = 0;
		while (allReactions.length > 0) {
			if (++iterations === MAX_REACTION_ITERATIONS) {
				console.error(`Reaction doesn't converge to a stable state after ${MAX_REACTION_ITERATIONS} iterations. Probably there is a cycle in the reactive function: ${allReactions[0]}`);
				allReactions.splice(0);
			}
			let remainingReactions = allReactions.splice(0);
			for (let i = 0, l = remainingReactions.length; i < l; i++) remainingReactions[i].runReaction_();
		}
		globalState.isRunningReactions = false;
	}
	var isReaction = /*#__PURE__*/ createInstanceofPredicate("Reaction", Reaction);
	function setReactionScheduler(fn) {
		const baseScheduler = reactionScheduler;
		reactionScheduler = (f) => fn(() => baseScheduler(f));
	}
	function isSpyEnabled() {
		return !!globalState.spyListeners.length;
	}
	function spyReport(event) {
		if (!globalState.spyListeners.length) return;
		const listeners = globalState.spyListeners;
		for (let i = 0, l = listeners.length; i < l; i++) listeners[i](event);
	}
	function spyReportStart(event) {
		spyReport(assign({}, event, { spyReportStart: true }));
	}
	var END_EVENT = {
		type: "report-end",
		spyReportEnd: true
	};
	function spyReportEnd(change) {
		if (change) spyReport(assign({}, change, {
			type: "report-end",
			spyReportEnd: true
		}));
		else spyReport(END_EVENT);
	}
	function spy(listener) {
		globalState.spyListeners.push(listener);
		return once(() => {
			globalState.spyListeners = globalState.spyListeners.filter((l) => l !== listener);
		});
	}
	var ACTION = "action";
	var ACTION_BOUND = "action.bound";
	var AUTOACTION = "autoAction";
	var AUTOACTION_BOUND = "autoAction.bound";
	var DEFAULT_ACTION_NAME = "<unnamed action>";
	var actionAnnotation = /*#__PURE__*/ createActionAnnotation(ACTION);
	var actionBoundAnnotation = /*#__PURE__*/ createActionAnnotation(ACTION_BOUND, { bound: true });
	var autoActionAnnotation = /*#__PURE__*/ createActionAnnotation(AUTOACTION, { autoAction: true });
	var autoActionBoundAnnotation = /*#__PURE__*/ createActionAnnotation(AUTOACTION_BOUND, {
		autoAction: true,
		bound: true
	});
	function createActionDecoratorAnnotation(annotation) {
		return createDecoratorAnnotation(annotation, decorateAction20223_);
	}
	function createActionFactory(autoAction) {
		return function action(arg1, arg2) {
			if (arg2 && typeof arg2.kind === "string") return decorateAction20223_(autoAction ? autoActionAnnotation : actionAnnotation, arg1, arg2);
			if (isFunction(arg1)) return createAction(arg1.name || DEFAULT_ACTION_NAME, arg1, autoAction);
			if (isFunction(arg2)) return createAction(arg1, arg2, autoAction);
			if (isStringish(arg1)) return createActionDecoratorAnnotation(createActionAnnotation(autoAction ? AUTOACTION : ACTION, {
				name: arg1,
				autoAction
			}));
			die("Invalid arguments for `action`");
		};
	}
	var action = /*#__PURE__*/ createActionFactory(false);
	assign(action, actionAnnotation);
	var autoAction = /*#__PURE__*/ createActionFactory(true);
	assign(autoAction, autoActionAnnotation);
	var actionBound = /*#__PURE__*/ createActionDecoratorAnnotation(actionBoundAnnotation);
	var autoActionBound = /*#__PURE__*/ createActionDecoratorAnnotation(autoActionBoundAnnotation);
	function runInAction(fn) {
		return executeAction(fn.name || DEFAULT_ACTION_NAME, false, fn, this, void 0);
	}
	function isAction(thing) {
		return isFunction(thing) && thing.isMobxAction === true;
	}
	/**
	* Creates a named reactive view and keeps it alive, so that the view is always
	* updated if one of the dependencies changes, even when the view is not further used by something else.
	* @param view The reactive view
	* @returns disposer function, which can be used to stop the view from being updated in the future.
	*/
	function autorun(view, opts = EMPTY_OBJECT) {
		var _opts$name, _opts$signal;
		if (!isFunction(view)) die("Autorun expects a function as first argument");
		if (isAction(view)) die("Autorun does not accept actions since actions are untrackable");
		const name = (_opts$name = opts == null ? void 0 : opts.name) != null ? _opts$name : view.name || "Autorun@" + getNextId();
		const runSync = !opts.scheduler && !opts.delay;
		let reaction;
		if (runSync) reaction = new Reaction(name, function() {
			this.track(reactionRunner);
		}, opts.onError, opts.requiresObservable);
		else {
			const scheduler = createSchedulerFromOptions(opts);
			let isScheduled = false;
			reaction = new Reaction(name, () => {
				if (!isScheduled) {
					isScheduled = true;
					scheduler(() => {
						isScheduled = false;
						if (!reaction.isDisposed) reaction.track(reactionRunner);
					});
				}
			}, opts.onError, opts.requiresObservable);
		}
		function reactionRunner() {
			view(reaction);
		}
		if (!(opts != null && (_opts$signal = opts.signal) != null && _opts$signal.aborted)) reaction.schedule_();
		return reaction.getDisposer_(opts == null ? void 0 : opts.signal);
	}
	var run = (f) => f();
	function createSchedulerFromOptions(opts) {
		return opts.scheduler ? opts.scheduler : opts.delay ? (f) => setTimeout(f, opts.delay) : run;
	}
	function reaction(expression, effect, opts = EMPTY_OBJECT) {
		var _opts$name2, _opts$signal2;
		if (!isFunction(expression) || !isFunction(effect)) die("First and second argument to reaction should be functions");
		if (!isPlainObject(opts)) die("Third argument of reactions should be an object");
		const name = (_opts$name2 = opts.name) != null ? _opts$name2 : "Reaction@" + getNextId();
		const effectAction = action(name, opts.onError ? wrapErrorHandler(opts.onError, effect) : effect);
		const runSync = !opts.scheduler && !opts.delay;
		const scheduler = createSchedulerFromOptions(opts);
		let firstTime = true;
		let isScheduled = false;
		let value;
		const equals = opts.equals || compareDefault;
		const r = new Reaction(name, () => {
			if (firstTime || runSync) reactionRunner();
			else if (!isScheduled) {
				isScheduled = true;
				scheduler(reactionRunner);
			}
		}, opts.onError, opts.requiresObservable);
		function reactionRunner() {
			isScheduled = false;
			if (r.isDisposed) return;
			let changed = false;
			const oldValue = value;
			r.track(() => {
				const nextValue = allowStateChanges(false, () => expression(r));
				changed = firstTime || !equals(value, nextValue);
				value = nextValue;
			});
			if (firstTime && opts.fireImmediately) effectAction(value, oldValue, r);
			else if (!firstTime && changed) effectAction(value, oldValue, r);
			firstTime = false;
		}
		if (!(opts != null && (_opts$signal2 = opts.signal) != null && _opts$signal2.aborted)) r.schedule_();
		return r.getDisposer_(opts == null ? void 0 : opts.signal);
	}
	function wrapErrorHandler(errorHandler, baseFn) {
		return function() {
			try {
				return baseFn.apply(this, arguments);
			} catch (e) {
				errorHandler.call(this, e);
			}
		};
	}
	var ON_BECOME_OBSERVED = "onBO";
	var ON_BECOME_UNOBSERVED = "onBUO";
	function onBecomeObserved(thing, arg2, arg3) {
		return interceptHook(ON_BECOME_OBSERVED, thing, arg2, arg3);
	}
	function onBecomeUnobserved(thing, arg2, arg3) {
		return interceptHook(ON_BECOME_UNOBSERVED, thing, arg2, arg3);
	}
	function interceptHook(hook, thing, arg2, arg3) {
		const atom = typeof arg3 === "function" ? getAtom(thing, arg2) : getAtom(thing);
		const cb = isFunction(arg3) ? arg3 : arg2;
		const listenersKey = `${hook}L`;
		if (atom[listenersKey]) atom[listenersKey].add(cb);
		else atom[listenersKey] = /* @__PURE__ */ new Set([cb]);
		return function() {
			const hookListeners = atom[listenersKey];
			if (hookListeners) {
				hookListeners.delete(cb);
				if (hookListeners.size === 0) delete atom[listenersKey];
			}
		};
	}
	var ALWAYS = "always";
	var OBSERVED = "observed";
	function configure(options) {
		if (options.isolateGlobalState === true) isolateGlobalState();
		const { enforceActions } = options;
		if (enforceActions !== void 0) {
			const ea = enforceActions === ALWAYS ? ALWAYS : enforceActions === OBSERVED;
			globalState.enforceActions = ea;
			globalState.allowStateChanges = ea === true || ea === ALWAYS ? false : true;
		}
		[
			"computedRequiresReaction",
			"reactionRequiresObservable",
			"observableRequiresReaction",
			"disableErrorBoundaries",
			"safeDescriptors"
		].forEach((key) => {
			if (key in options) globalState[key] = !!options[key];
		});
		globalState.allowStateReads = !globalState.observableRequiresReaction;
		if (globalState.disableErrorBoundaries === true) console.warn("WARNING: Debug feature only. MobX will NOT recover from errors when `disableErrorBoundaries` is enabled.");
		if (options.reactionScheduler) setReactionScheduler(options.reactionScheduler);
	}
	function extendObservable(target, properties, annotations, options) {
		if (arguments.length > 4) die("'extendObservable' expected 2-4 arguments");
		if (typeof target !== "object") die("'extendObservable' expects an object as first argument");
		if (isObservableMap(target)) die("'extendObservable' should not be used on maps, use map.merge instead");
		if (!isPlainObject(properties)) die(`'extendObservable' only accepts plain objects as second argument`);
		if (isObservable(properties) || isObservable(annotations)) die(`Extending an object with another observable (object) is not supported`);
		const descriptors = getOwnPropertyDescriptors(properties);
		initObservable(() => {
			const adm = asObservableObject(target, options)[$mobx];
			ownKeys(descriptors).forEach((key) => {
				adm.extend_(key, descriptors[key], !annotations ? true : hasProp(annotations, key) ? annotations[key] : true);
			});
		});
		return target;
	}
	function getDependencyTree(thing, property) {
		return nodeToDependencyTree(getAtom(thing, property));
	}
	function nodeToDependencyTree(node) {
		const result = { name: node.name_ };
		if (node.observing_ && node.observing_.length > 0) result.dependencies = unique(node.observing_).map(nodeToDependencyTree);
		return result;
	}
	function getObserverTree(thing, property) {
		return nodeToObserverTree(getAtom(thing, property));
	}
	function nodeToObserverTree(node) {
		const result = { name: node.name_ };
		if (hasObservers(node)) result.observers = Array.from(getObservers(node), nodeToObserverTree);
		return result;
	}
	function unique(list) {
		return Array.from(new Set(list));
	}
	var generatorId = 0;
	var FlowCancellationError = class extends Error {
		constructor() {
			super("FLOW_CANCELLED");
			Object.setPrototypeOf(this, new.target.prototype);
			this.name = "FlowCancellationError";
		}
		toString() {
			return `Error: ${this.message}`;
		}
	};
	function isFlowCancellationError(error) {
		return error instanceof FlowCancellationError;
	}
	function createFlowDecoratorAnnotation(annotation) {
		return createDecoratorAnnotation(annotation, decorateFlow20223_);
	}
	var flowAnnotation = /*#__PURE__*/ createFlowAnnotation("flow");
	var flowBoundAnnotation = /*#__PURE__*/ createFlowAnnotation("flow.bound", { bound: true });
	var flow = /*#__PURE__*/ assign(function flow(arg1, arg2) {
		if (arg2 && typeof arg2.kind === "string") return decorateFlow20223_(flowAnnotation, arg1, arg2);
		if (arguments.length !== 1) die(`Flow expects single argument with generator function`);
		const generator = arg1;
		const name = generator.name || "<unnamed flow>";
		const res = function res() {
			const ctx = this;
			const args = arguments;
			const runId = ++generatorId;
			const gen = action(`${name} - runid: ${runId} - init`, generator).apply(ctx, args);
			let rejector;
			let pendingPromise = void 0;
			const promise = new Promise(function(resolve, reject) {
				let stepId = 0;
				rejector = reject;
				function onFulfilled(res) {
					pendingPromise = void 0;
					let ret;
					try {
						ret = action(`${name} - runid: ${runId} - yield ${stepId++}`, gen.next).call(gen, res);
					} catch (e) {
						return reject(e);
					}
					next(ret);
				}
				function onRejected(err) {
					pendingPromise = void 0;
					let ret;
					try {
						ret = action(`${name} - runid: ${runId} - yield ${stepId++}`, gen.throw).call(gen, err);
					} catch (e) {
						return reject(e);
					}
					next(ret);
				}
				function next(ret) {
					if (isFunction(ret == null ? void 0 : ret.then)) {
						ret.then(next, reject);
						return;
					}
					if (ret.done) return resolve(ret.value);
					pendingPromise = Promise.resolve(ret.value);
					return pendingPromise.then(onFulfilled, onRejected);
				}
				onFulfilled(void 0);
			});
			promise.cancel = action(`${name} - runid: ${runId} - cancel`, function() {
				try {
					if (pendingPromise) cancelPromise(pendingPromise);
					const res = gen.return(void 0);
					const yieldedPromise = Promise.resolve(res.value);
					yieldedPromise.then(noop, noop);
					cancelPromise(yieldedPromise);
					rejector(new FlowCancellationError());
				} catch (e) {
					rejector(e);
				}
			});
			return promise;
		};
		res.isMobXFlow = true;
		return res;
	}, flowAnnotation);
	var flowBound = /*#__PURE__*/ createFlowDecoratorAnnotation(flowBoundAnnotation);
	function cancelPromise(promise) {
		if (isFunction(promise.cancel)) promise.cancel();
	}
	function flowResult(result) {
		return result;
	}
	function isFlow(fn) {
		return (fn == null ? void 0 : fn.isMobXFlow) === true;
	}
	function interceptReads(thing, propOrHandler, handler) {
		let target;
		if (isObservableMap(thing) || isObservableArray(thing) || isObservableValue(thing)) target = getAdministration(thing);
		else if (isObservableObject(thing)) {
			if (!isStringish(propOrHandler)) return die(`InterceptReads can only be used with a specific property, not with an object in general`);
			target = getAdministration(thing, propOrHandler);
		} else return die(`Expected observable map, object or array as first array`);
		if (target.dehancer !== void 0) return die(`An intercept reader was already established`);
		target.dehancer = typeof propOrHandler === "function" ? propOrHandler : handler;
		return () => {
			target.dehancer = void 0;
		};
	}
	function intercept(thing, propOrHandler, handler) {
		if (isFunction(handler)) return interceptProperty(thing, propOrHandler, handler);
		else return interceptInterceptable(thing, propOrHandler);
	}
	function interceptInterceptable(thing, handler) {
		return registerInterceptor(getAdministration(thing), handler);
	}
	function interceptProperty(thing, property, handler) {
		return registerInterceptor(getAdministration(thing, property), handler);
	}
	function _isComputed(value, property) {
		var _adm$lazyComputedKeys;
		if (property === void 0) return isComputedValue(value);
		if (isObservableObject(value) === false) return false;
		const adm = value[$mobx];
		if ((_adm$lazyComputedKeys = adm.lazyComputedKeys_) != null && _adm$lazyComputedKeys.has(property)) return true;
		if (!adm.values_.has(property)) return false;
		return isComputedValue(getAtom(value, property));
	}
	function isComputed(value) {
		if (arguments.length > 1) return die(`isComputed expects only 1 argument. Use isComputedProp to inspect the observability of a property`);
		return _isComputed(value);
	}
	function isComputedProp(value, propName) {
		if (!isStringish(propName)) return die(`isComputed expected a property name as second argument`);
		return _isComputed(value, propName);
	}
	function _isObservable(value, property) {
		if (!value) return false;
		if (property !== void 0) {
			if (isObservableMap(value) || isObservableArray(value)) return die("isObservable(object, propertyName) is not supported for arrays and maps. Use map.has or array.length instead.");
			if (isObservableObject(value)) {
				var _adm$lazyComputedKeys, _adm$lazyObservableKe;
				const adm = value[$mobx];
				return adm.values_.has(property) || !!((_adm$lazyComputedKeys = adm.lazyComputedKeys_) != null && _adm$lazyComputedKeys.has(property)) || !!((_adm$lazyObservableKe = adm.lazyObservableKeys_) != null && _adm$lazyObservableKe.has(property));
			}
			return false;
		}
		return isObservableObject(value) || !!value[$mobx] || isAtom(value) || isReaction(value) || isComputedValue(value);
	}
	function isObservable(value) {
		if (arguments.length !== 1) die(`isObservable expects only 1 argument. Use isObservableProp to inspect the observability of a property`);
		return _isObservable(value);
	}
	function isObservableProp(value, propName) {
		if (!isStringish(propName)) return die(`expected a property name as second argument`);
		return _isObservable(value, propName);
	}
	function keys(obj) {
		if (isObservableObject(obj)) return obj[$mobx].keys_();
		if (isObservableMap(obj) || isObservableSet(obj)) return Array.from(obj.keys());
		if (isObservableArray(obj)) return obj.map((_, index) => index);
		die(5);
	}
	function values(obj) {
		if (isObservableObject(obj)) return keys(obj).map((key) => obj[key]);
		if (isObservableMap(obj)) return keys(obj).map((key) => obj.get(key));
		if (isObservableSet(obj)) return Array.from(obj.values());
		if (isObservableArray(obj)) return obj.slice();
		die(6);
	}
	function entries(obj) {
		if (isObservableObject(obj)) return keys(obj).map((key) => [key, obj[key]]);
		if (isObservableMap(obj)) return keys(obj).map((key) => [key, obj.get(key)]);
		if (isObservableSet(obj)) return Array.from(obj.entries());
		if (isObservableArray(obj)) return obj.map((key, index) => [index, key]);
		die(7);
	}
	function set(obj, key, value) {
		if (arguments.length === 2 && !isObservableSet(obj)) {
			startBatch();
			const values = key;
			try {
				for (let _key in values) set(obj, _key, values[_key]);
			} finally {
				endBatch();
			}
			return;
		}
		if (isObservableObject(obj)) obj[$mobx].set_(key, value);
		else if (isObservableMap(obj)) obj.set(key, value);
		else if (isObservableSet(obj)) obj.add(key);
		else if (isObservableArray(obj)) {
			if (typeof key !== "number") key = parseInt(key, 10);
			if (key < 0) die(42, key);
			startBatch();
			if (key >= obj.length) obj.length = key + 1;
			obj[key] = value;
			endBatch();
		} else die(8);
	}
	function remove(obj, key) {
		if (isObservableObject(obj)) obj[$mobx].delete_(key);
		else if (isObservableMap(obj)) obj.delete(key);
		else if (isObservableSet(obj)) obj.delete(key);
		else if (isObservableArray(obj)) {
			if (typeof key !== "number") key = parseInt(key, 10);
			obj.splice(key, 1);
		} else die(9);
	}
	function has(obj, key) {
		if (isObservableObject(obj)) return obj[$mobx].has_(key);
		else if (isObservableMap(obj)) return obj.has(key);
		else if (isObservableSet(obj)) return obj.has(key);
		else if (isObservableArray(obj)) return key >= 0 && key < obj.length;
		die(10);
	}
	function get(obj, key) {
		if (!has(obj, key)) return;
		if (isObservableObject(obj)) return obj[$mobx].get_(key);
		else if (isObservableMap(obj)) return obj.get(key);
		else if (isObservableArray(obj)) return obj[key];
		die(11);
	}
	function apiDefineProperty(obj, key, descriptor) {
		if (isObservableObject(obj)) return obj[$mobx].defineProperty_(key, descriptor);
		die(39);
	}
	function apiOwnKeys(obj) {
		if (isObservableObject(obj)) return obj[$mobx].ownKeys_();
		die(38);
	}
	function observe(thing, propOrCb, cbOrFire, fireImmediately) {
		if (isFunction(cbOrFire)) return observeObservableProperty(thing, propOrCb, cbOrFire, fireImmediately);
		else return observeObservable(thing, propOrCb, cbOrFire);
	}
	function observeObservable(thing, listener, fireImmediately) {
		const adm = getAdministration(thing);
		if (isObservableArray(thing)) {
			if (fireImmediately) listener({
				observableKind: "array",
				object: adm.proxy_,
				debugObjectName: adm.atom_.name_,
				type: "splice",
				index: 0,
				added: adm.values_.slice(),
				addedCount: adm.values_.length,
				removed: [],
				removedCount: 0
			});
		} else if (isObservableMap(thing)) {
			if (fireImmediately === true) die("`observe` doesn't support fireImmediately=true in combination with maps.");
		} else if (isObservableSet(thing)) {
			if (fireImmediately === true) die("`observe` doesn't support fireImmediately=true in combination with sets.");
		} else if (isObservableObject(thing)) {
			if (fireImmediately === true) die("`observe` doesn't support the fire immediately property for observable objects.");
		} else return observeValue(adm, listener, fireImmediately);
		return registerListener(adm, listener);
	}
	function observeObservableProperty(thing, property, listener, fireImmediately) {
		return observeValue(getAdministration(thing, property), listener, fireImmediately);
	}
	function observeValue(adm, listener, fireImmediately) {
		if (isComputedValue(adm)) {
			let firstTime = true;
			let prevValue = void 0;
			return autorun(() => {
				const newValue = adm.get();
				if (!firstTime || fireImmediately) {
					const prevU = untrackedStart();
					listener({
						observableKind: "computed",
						debugObjectName: adm.name_,
						type: UPDATE,
						object: adm,
						newValue,
						oldValue: prevValue
					});
					untrackedEnd(prevU);
				}
				firstTime = false;
				prevValue = newValue;
			});
		}
		if (fireImmediately) listener({
			observableKind: "value",
			debugObjectName: adm.name_,
			object: adm,
			type: UPDATE,
			newValue: adm.value_,
			oldValue: void 0
		});
		return registerListener(adm, listener);
	}
	function cache(map, key, value) {
		map.set(key, value);
		return value;
	}
	function toJSHelper(source, __alreadySeen) {
		if (source == null || typeof source !== "object" || source instanceof Date || !isObservable(source)) return source;
		if (isObservableValue(source) || isComputedValue(source)) return toJSHelper(source.get(), __alreadySeen);
		if (__alreadySeen.has(source)) return __alreadySeen.get(source);
		if (isObservableArray(source)) {
			const res = cache(__alreadySeen, source, new Array(source.length));
			source.forEach((value, idx) => {
				res[idx] = toJSHelper(value, __alreadySeen);
			});
			return res;
		}
		if (isObservableSet(source)) {
			const res = cache(__alreadySeen, source, /* @__PURE__ */ new Set());
			source.forEach((value) => {
				res.add(toJSHelper(value, __alreadySeen));
			});
			return res;
		}
		if (isObservableMap(source)) {
			const res = cache(__alreadySeen, source, /* @__PURE__ */ new Map());
			source.forEach((value, key) => {
				res.set(key, toJSHelper(value, __alreadySeen));
			});
			return res;
		} else {
			const res = cache(__alreadySeen, source, {});
			apiOwnKeys(source).forEach((key) => {
				if (objectPrototype.propertyIsEnumerable.call(source, key)) res[key] = toJSHelper(source[key], __alreadySeen);
			});
			copyObservableAccessors(source, res, __alreadySeen);
			return res;
		}
	}
	/**
	* Copies `@observable accessor` fields, which are defined on the prototype, so they are neither own nor enumerable.
	* Their values live in the administration: in `values_` once read, and in `lazyObservableKeys_` until then.
	* Computed values and private accessors are left out.
	* Kept here instead of on the administration, so it is tree shaken away when `toJS` is not used.
	*/
	function copyObservableAccessors(source, res, __alreadySeen) {
		const adm = source[$mobx];
		if (adm.lazyObservableKeys_ === void 0) return;
		const target = adm.target_;
		for (const [key, value] of adm.values_) if (!hasProp(target, key) && !(value instanceof ComputedValue) && key in target) res[key] = toJSHelper(source[key], __alreadySeen);
		if (adm.lazyObservableKeys_) {
			for (const key of adm.lazyObservableKeys_.keys()) if (!adm.values_.has(key) && !hasProp(target, key) && key in target) res[key] = toJSHelper(source[key], __alreadySeen);
		}
	}
	/**
	* Recursively converts an observable to it's non-observable native counterpart.
	* It does NOT recurse into non-observables, these are left as they are, even if they contain observables.
	* Computed and other non-enumerable properties are completely ignored, except for `@observable accessor` fields.
	* Complex scenarios require custom solution, eg implementing `toJSON` or using `serializr` lib.
	*/
	function toJS(source, options) {
		if (options) die("toJS no longer supports options");
		return toJSHelper(source, /* @__PURE__ */ new Map());
	}
	/**
	* During a transaction no views are updated until the end of the transaction.
	* The transaction will be run synchronously nonetheless.
	*
	* @param action a function that updates some reactive state
	* @returns any value that was returned by the 'action' parameter.
	*/
	function transaction(action, thisArg = void 0) {
		startBatch();
		try {
			return action.apply(thisArg);
		} finally {
			endBatch();
		}
	}
	function when(predicate, arg1, arg2) {
		if (arguments.length === 1 || arg1 && typeof arg1 === "object") return whenPromise(predicate, arg1);
		return _when(predicate, arg1, arg2 || {});
	}
	function _when(predicate, effect, opts) {
		let timeoutHandle;
		if (typeof opts.timeout === "number") {
			const error = /* @__PURE__ */ new Error("WHEN_TIMEOUT");
			timeoutHandle = setTimeout(() => {
				if (!disposer[$mobx].isDisposed) {
					disposer();
					if (opts.onError) opts.onError(error);
					else throw error;
				}
			}, opts.timeout);
		}
		opts.name = opts.name || "When@" + getNextId();
		const effectAction = createAction(opts.name + "-effect", effect);
		var disposer = autorun((r) => {
			if (allowStateChanges(false, predicate)) {
				r.dispose();
				if (timeoutHandle) clearTimeout(timeoutHandle);
				effectAction();
			}
		}, opts);
		return disposer;
	}
	function whenPromise(predicate, opts) {
		var _opts$signal;
		if (opts && opts.onError) return die(`the options 'onError' and 'promise' cannot be combined`);
		if (opts != null && (_opts$signal = opts.signal) != null && _opts$signal.aborted) return assign(Promise.reject(/* @__PURE__ */ new Error("WHEN_ABORTED")), { cancel: () => null });
		let cancel;
		let abort;
		const res = new Promise((resolve, reject) => {
			var _opts$signal2;
			let disposer = _when(predicate, resolve, assign({}, opts, { onError: reject }));
			cancel = () => {
				disposer();
				reject(/* @__PURE__ */ new Error("WHEN_CANCELLED"));
			};
			abort = () => {
				disposer();
				reject(/* @__PURE__ */ new Error("WHEN_ABORTED"));
			};
			opts == null || (_opts$signal2 = opts.signal) == null || _opts$signal2.addEventListener == null || _opts$signal2.addEventListener("abort", abort);
		}).finally(() => {
			var _opts$signal3;
			return opts == null || (_opts$signal3 = opts.signal) == null || _opts$signal3.removeEventListener == null ? void 0 : _opts$signal3.removeEventListener("abort", abort);
		});
		res.cancel = cancel;
		return res;
	}
	function getAdm(target) {
		return target[$mobx];
	}
	var objectProxyTraps = {
		has(target, name) {
			return getAdm(target).has_(name);
		},
		get(target, name) {
			return getAdm(target).get_(name);
		},
		set(target, name, value) {
			var _getAdm$set_;
			if (!isStringish(name)) return false;
			return (_getAdm$set_ = getAdm(target).set_(name, value, true)) != null ? _getAdm$set_ : true;
		},
		deleteProperty(target, name) {
			var _getAdm$delete_;
			if (!isStringish(name)) return false;
			return (_getAdm$delete_ = getAdm(target).delete_(name, true)) != null ? _getAdm$delete_ : true;
		},
		defineProperty(target, name, descriptor) {
			var _getAdm$definePropert;
			return (_getAdm$definePropert = getAdm(target).defineProperty_(name, descriptor)) != null ? _getAdm$definePropert : true;
		},
		ownKeys(target) {
			return getAdm(target).ownKeys_();
		},
		preventExtensions(target) {
			die(13);
		}
	};
	function asDynamicObservableObject(target, options) {
		var _target$$mobx, _target$$mobx$proxy_;
		target = asObservableObject(target, options);
		return (_target$$mobx$proxy_ = (_target$$mobx = target[$mobx]).proxy_) != null ? _target$$mobx$proxy_ : _target$$mobx.proxy_ = new Proxy(target, objectProxyTraps);
	}
	function hasInterceptors(interceptable) {
		return interceptable.interceptors_ !== void 0 && interceptable.interceptors_.length > 0;
	}
	function registerInterceptor(interceptable, handler) {
		let interceptors = interceptable.interceptors_;
		if (interceptors) interceptors.push(handler);
		else interceptors = interceptable.interceptors_ = [handler];
		return once(() => {
			const idx = interceptors.indexOf(handler);
			if (idx !== -1) interceptors.splice(idx, 1);
		});
	}
	function interceptChange(interceptable, change) {
		const prevU = untrackedStart();
		try {
			const interceptors = [...interceptable.interceptors_ || []];
			for (let i = 0, l = interceptors.length; i < l; i++) {
				change = interceptors[i](change);
				if (change && !change.type) die(14);
				if (!change) break;
			}
			return change;
		} finally {
			untrackedEnd(prevU);
		}
	}
	function hasListeners(listenable) {
		return listenable.changeListeners_ !== void 0 && listenable.changeListeners_.length > 0;
	}
	function registerListener(listenable, handler) {
		let listeners = listenable.changeListeners_;
		if (listeners) listeners.push(handler);
		else listeners = listenable.changeListeners_ = [handler];
		return once(() => {
			const idx = listeners.indexOf(handler);
			if (idx !== -1) listeners.splice(idx, 1);
		});
	}
	function notifyListeners(listenable, change) {
		const prevU = untrackedStart();
		let listeners = listenable.changeListeners_;
		if (!listeners) return;
		listeners = listeners.slice();
		for (let i = 0, l = listeners.length; i < l; i++) listeners[i](change);
		untrackedEnd(prevU);
	}
	function makeObservable(target, annotations, options) {
		initObservable(() => {
			const adm = asObservableObject(target, options)[$mobx];
			ownKeys(annotations).forEach((key) => make_(adm, key, annotations[key]));
		});
		return target;
	}
	var keysSymbol = /*#__PURE__*/ Symbol("mobx-keys");
	function makeAutoObservable(target, overrides, options) {
		if (!isPlainObject(target) && !isPlainObject(Object.getPrototypeOf(target))) die(`'makeAutoObservable' can only be used for classes that don't have a superclass`);
		if (isObservableObject(target)) die(`makeAutoObservable can only be used on objects not already made observable`);
		if (isPlainObject(target)) return extendObservable(target, target, overrides, options);
		initObservable(() => {
			const adm = asObservableObject(target, options)[$mobx];
			if (!target[keysSymbol]) {
				const proto = Object.getPrototypeOf(target);
				const keys = /* @__PURE__ */ new Set([...ownKeys(target), ...ownKeys(proto)]);
				keys.delete("constructor");
				keys.delete($mobx);
				addHiddenProp(proto, keysSymbol, keys);
			}
			target[keysSymbol].forEach((key) => make_(adm, key, !overrides ? true : hasProp(overrides, key) ? overrides[key] : true));
		});
		return target;
	}
	function make_(adm, key, annotation) {
		if (annotation === true) annotation = adm.defaultAnnotation_;
		if (annotation === false) return;
		assertAnnotable(adm, annotation, key);
		if (!(key in adm.target_)) die(1, annotation.annotationType_, `${adm.name_}.${key.toString()}`);
		let source = adm.target_;
		while (source && source !== objectPrototype) {
			const descriptor = getDescriptor(source, key);
			if (descriptor) {
				const outcome = annotation.make_(adm, key, descriptor, source);
				if (outcome === 0) return;
				if (outcome === 1) break;
			}
			source = Object.getPrototypeOf(source);
		}
		recordAnnotationApplied(adm, annotation, key);
	}
	var SPLICE = "splice";
	var UPDATE = "update";
	var MAX_SPLICE_SIZE = 1e4;
	var arrayTraps = {
		get(target, name) {
			const adm = target[$mobx];
			if (name === $mobx) return adm;
			if (name === "length") return adm.getArrayLength_();
			if (typeof name === "string" && !isNaN(name)) return adm.get_(parseInt(name));
			if (hasProp(arrayExtensions, name)) return arrayExtensions[name];
			return target[name];
		},
		set(target, name, value) {
			const adm = target[$mobx];
			if (name === "length") adm.setArrayLength_(value);
			else if (typeof name === "symbol" || isNaN(name)) target[name] = value;
			else adm.set_(parseInt(name), value);
			return true;
		},
		preventExtensions() {
			die(15);
		}
	};
	var ObservableArrayAdministration = class {
		constructor(name = "ObservableArray@" + getNextId(), enhancer, owned_) {
			this.owned_ = void 0;
			this.atom_ = void 0;
			this.values_ = [];
			this.interceptors_ = void 0;
			this.changeListeners_ = void 0;
			this.enhancer_ = void 0;
			this.dehancer = void 0;
			this.proxy_ = void 0;
			this.lastKnownLength_ = 0;
			this.owned_ = owned_;
			this.atom_ = new Atom(name);
			this.enhancer_ = (newV, oldV) => enhancer(newV, oldV, name + "[..]");
		}
		dehanceValue_(value) {
			if (this.dehancer !== void 0) return this.dehancer(value);
			return value;
		}
		dehanceValues_(values) {
			if (this.dehancer !== void 0 && values.length > 0) return values.map(this.dehancer);
			return values;
		}
		getArrayLength_() {
			this.atom_.reportObserved();
			return this.values_.length;
		}
		setArrayLength_(newLength) {
			if (!Number.isInteger(newLength) || newLength < 0) die(40, newLength);
			let currentLength = this.values_.length;
			if (newLength === currentLength) return;
			else if (newLength > currentLength) {
				const newItems = Array.from({ length: newLength - currentLength });
				this.spliceWithArray_(currentLength, 0, newItems);
			} else this.spliceWithArray_(newLength, currentLength - newLength);
		}
		updateArrayLength_(oldLength, delta) {
			if (oldLength !== this.lastKnownLength_) die(16);
			this.lastKnownLength_ += delta;
		}
		spliceWithArray_(index, deleteCount, newItems) {
			checkIfStateModificationsAreAllowed(this.atom_);
			const length = this.values_.length;
			if (index === void 0) index = 0;
			else if (index > length) index = length;
			else if (index < 0) index = Math.max(0, length + index);
			if (arguments.length === 1) deleteCount = length - index;
			else if (deleteCount === void 0 || deleteCount === null) deleteCount = 0;
			else deleteCount = Math.max(0, Math.min(deleteCount, length - index));
			if (newItems === void 0) newItems = EMPTY_ARRAY;
			if (hasInterceptors(this)) {
				const change = interceptChange(this, {
					object: this.proxy_,
					type: SPLICE,
					index,
					removedCount: deleteCount,
					added: newItems
				});
				if (!change) return EMPTY_ARRAY;
				deleteCount = change.removedCount;
				newItems = change.added;
			}
			newItems = newItems.length === 0 ? newItems : newItems.map((v) => this.enhancer_(v, void 0));
			{
				const lengthDelta = newItems.length - deleteCount;
				this.updateArrayLength_(length, lengthDelta);
			}
			const res = this.spliceItemsIntoValues_(index, deleteCount, newItems);
			if (deleteCount !== 0 || newItems.length !== 0) this.notifyArraySplice_(index, newItems, res);
			return this.dehanceValues_(res);
		}
		spliceItemsIntoValues_(index, deleteCount, newItems) {
			if (newItems.length < MAX_SPLICE_SIZE) return this.values_.splice(index, deleteCount, ...newItems);
			else {
				const res = this.values_.slice(index, index + deleteCount);
				let oldItems = this.values_.slice(index + deleteCount);
				this.values_.length += newItems.length - deleteCount;
				for (let i = 0; i < newItems.length; i++) this.values_[index + i] = newItems[i];
				for (let i = 0; i < oldItems.length; i++) this.values_[index + newItems.length + i] = oldItems[i];
				return res;
			}
		}
		notifyArrayChildUpdate_(index, newValue, oldValue) {
			const notifySpy = !this.owned_ && isSpyEnabled();
			const notify = hasListeners(this);
			const change = notify || notifySpy ? {
				observableKind: "array",
				object: this.proxy_,
				type: UPDATE,
				debugObjectName: this.atom_.name_,
				index,
				newValue,
				oldValue
			} : null;
			if (notifySpy) spyReportStart(change);
			this.atom_.reportChanged();
			if (notify) notifyListeners(this, change);
			if (notifySpy) spyReportEnd();
		}
		notifyArraySplice_(index, added, removed) {
			const notifySpy = !this.owned_ && isSpyEnabled();
			const notify = hasListeners(this);
			const change = notify || notifySpy ? {
				observableKind: "array",
				object: this.proxy_,
				debugObjectName: this.atom_.name_,
				type: SPLICE,
				index,
				removed,
				added,
				removedCount: removed.length,
				addedCount: added.length
			} : null;
			if (notifySpy) spyReportStart(change);
			this.atom_.reportChanged();
			if (notify) notifyListeners(this, change);
			if (notifySpy) spyReportEnd();
		}
		get_(index) {
			this.atom_.reportObserved();
			return this.dehanceValue_(this.values_[index]);
		}
		set_(index, newValue) {
			const values = this.values_;
			if (index < values.length) {
				checkIfStateModificationsAreAllowed(this.atom_);
				const oldValue = values[index];
				if (hasInterceptors(this)) {
					const change = interceptChange(this, {
						type: UPDATE,
						object: this.proxy_,
						index,
						newValue
					});
					if (!change) return;
					newValue = change.newValue;
				}
				newValue = this.enhancer_(newValue, oldValue);
				if (newValue !== oldValue) {
					values[index] = newValue;
					this.notifyArrayChildUpdate_(index, newValue, oldValue);
				}
			} else {
				const newItems = Array.from({ length: index + 1 - values.length });
				newItems[newItems.length - 1] = newValue;
				this.spliceWithArray_(values.length, 0, newItems);
			}
		}
	};
	function createObservableArray(initialValues, enhancer, name = "ObservableArray@" + getNextId(), owned = false) {
		return initObservable(() => {
			const adm = new ObservableArrayAdministration(name, enhancer, owned);
			addHiddenFinalProp(adm.values_, $mobx, adm);
			const proxy = new Proxy(adm.values_, arrayTraps);
			adm.proxy_ = proxy;
			if (initialValues && initialValues.length) adm.spliceWithArray_(0, 0, initialValues);
			return proxy;
		});
	}
	var arrayExtensions = {
		clear() {
			return this.splice(0);
		},
		replace(newItems) {
			const adm = this[$mobx];
			return adm.spliceWithArray_(0, adm.values_.length, newItems);
		},
		toJSON() {
			return this.slice();
		},
		splice(index, deleteCount, ...newItems) {
			const adm = this[$mobx];
			switch (arguments.length) {
				case 0: return [];
				case 1: return adm.spliceWithArray_(index);
				case 2: return adm.spliceWithArray_(index, deleteCount);
			}
			return adm.spliceWithArray_(index, deleteCount, newItems);
		},
		spliceWithArray(index, deleteCount, newItems) {
			return this[$mobx].spliceWithArray_(index, deleteCount, newItems);
		},
		push(...items) {
			const adm = this[$mobx];
			adm.spliceWithArray_(adm.values_.length, 0, items);
			return adm.values_.length;
		},
		pop() {
			return this.splice(Math.max(this[$mobx].values_.length - 1, 0), 1)[0];
		},
		shift() {
			return this.splice(0, 1)[0];
		},
		unshift(...items) {
			const adm = this[$mobx];
			adm.spliceWithArray_(0, 0, items);
			return adm.values_.length;
		},
		reverse() {
			if (globalState.trackingDerivation) die(37, "reverse");
			this.replace(this.slice().reverse());
			return this;
		},
		sort() {
			if (globalState.trackingDerivation) die(37, "sort");
			const copy = this.slice();
			copy.sort.apply(copy, arguments);
			this.replace(copy);
			return this;
		},
		remove(value) {
			const adm = this[$mobx];
			const idx = adm.dehanceValues_(adm.values_).indexOf(value);
			if (idx > -1) {
				this.splice(idx, 1);
				return true;
			}
			return false;
		}
	};
	/**
	* Wrap function from prototype
	* Without this, everything works as well, but this works
	* faster as everything works on unproxied values
	*/
	addArrayExtension("at", simpleFunc);
	addArrayExtension("concat", simpleFunc);
	addArrayExtension("flat", simpleFunc);
	addArrayExtension("includes", simpleFunc);
	addArrayExtension("indexOf", simpleFunc);
	addArrayExtension("join", simpleFunc);
	addArrayExtension("lastIndexOf", simpleFunc);
	addArrayExtension("slice", simpleFunc);
	addArrayExtension("toString", simpleFunc);
	addArrayExtension("toLocaleString", simpleFunc);
	addArrayExtension("toSorted", simpleFunc);
	addArrayExtension("toSpliced", simpleFunc);
	addArrayExtension("with", simpleFunc);
	addArrayExtension("every", mapLikeFunc);
	addArrayExtension("filter", mapLikeFunc);
	addArrayExtension("find", mapLikeFunc);
	addArrayExtension("findIndex", mapLikeFunc);
	addArrayExtension("findLast", mapLikeFunc);
	addArrayExtension("findLastIndex", mapLikeFunc);
	addArrayExtension("flatMap", mapLikeFunc);
	addArrayExtension("forEach", mapLikeFunc);
	addArrayExtension("map", mapLikeFunc);
	addArrayExtension("some", mapLikeFunc);
	addArrayExtension("toReversed", mapLikeFunc);
	addArrayExtension("reduce", reduceLikeFunc);
	addArrayExtension("reduceRight", reduceLikeFunc);
	function addArrayExtension(funcName, funcFactory) {
		if (typeof Array.prototype[funcName] === "function") arrayExtensions[funcName] = funcFactory(funcName);
	}
	function simpleFunc(funcName) {
		return function() {
			const adm = this[$mobx];
			adm.atom_.reportObserved();
			const dehancedValues = adm.dehanceValues_(adm.values_);
			return dehancedValues[funcName].apply(dehancedValues, arguments);
		};
	}
	function mapLikeFunc(funcName) {
		return function(callback, thisArg) {
			const adm = this[$mobx];
			adm.atom_.reportObserved();
			return adm.dehanceValues_(adm.values_)[funcName]((element, index) => {
				return callback.call(thisArg, element, index, this);
			});
		};
	}
	function reduceLikeFunc(funcName) {
		return function() {
			const adm = this[$mobx];
			adm.atom_.reportObserved();
			const dehancedValues = adm.dehanceValues_(adm.values_);
			const callback = arguments[0];
			arguments[0] = (accumulator, currentValue, index) => {
				return callback(accumulator, currentValue, index, this);
			};
			return dehancedValues[funcName].apply(dehancedValues, arguments);
		};
	}
	var isObservableArrayAdministration = /*#__PURE__*/ createInstanceofPredicate("ObservableArrayAdministration", ObservableArrayAdministration);
	function isObservableArray(thing) {
		return isObject(thing) && isObservableArrayAdministration(thing[$mobx]);
	}
	var ObservableMapMarker = {};
	var ADD = "add";
	var DELETE = "delete";
	var ObservableMap = class {
		constructor(initialData, enhancer_ = deepEnhancer, name_ = "ObservableMap@" + getNextId()) {
			this.enhancer_ = void 0;
			this.name_ = void 0;
			this[$mobx] = ObservableMapMarker;
			this.data_ = void 0;
			this.hasMap_ = void 0;
			this.keysAtom_ = void 0;
			this.interceptors_ = void 0;
			this.changeListeners_ = void 0;
			this.dehancer = void 0;
			this.enhancer_ = enhancer_;
			this.name_ = name_;
			initObservable(() => {
				this.keysAtom_ = createAtom(`${this.name_}.keys()`);
				this.data_ = /* @__PURE__ */ new Map();
				this.hasMap_ = /* @__PURE__ */ new Map();
				if (initialData) this.merge(initialData);
			});
		}
		has_(key) {
			return this.data_.has(key);
		}
		has(key) {
			if (!globalState.trackingDerivation) return this.has_(key);
			let entry = this.hasMap_.get(key);
			if (!entry) {
				const newEntry = entry = new ObservableValue(this.has_(key), referenceEnhancer, `${this.name_}.${stringifyKey(key)}?`, false);
				this.hasMap_.set(key, newEntry);
				newEntry.onBUOL = /* @__PURE__ */ new Set([() => this.hasMap_.delete(key)]);
			}
			return entry.get();
		}
		set(key, value) {
			const hasKey = this.has_(key);
			if (hasInterceptors(this)) {
				const change = interceptChange(this, {
					type: hasKey ? UPDATE : ADD,
					object: this,
					newValue: value,
					name: key
				});
				if (!change) return this;
				value = change.newValue;
			}
			if (hasKey) this.updateValue_(key, value);
			else this.addValue_(key, value);
			return this;
		}
		delete(key) {
			checkIfStateModificationsAreAllowed(this.keysAtom_);
			if (hasInterceptors(this)) {
				if (!interceptChange(this, {
					type: DELETE,
					object: this,
					name: key
				})) return false;
			}
			if (this.has_(key)) {
				const notifySpy = isSpyEnabled();
				const notify = hasListeners(this);
				const change = notify || notifySpy ? {
					observableKind: "map",
					debugObjectName: this.name_,
					type: DELETE,
					object: this,
					oldValue: this.data_.get(key).value_,
					name: key
				} : null;
				if (notifySpy) spyReportStart(change);
				transaction(() => {
					var _this$hasMap_$get;
					this.keysAtom_.reportChanged();
					(_this$hasMap_$get = this.hasMap_.get(key)) == null || _this$hasMap_$get.set(false);
					this.data_.get(key).setNewValue_(void 0);
					this.data_.delete(key);
				});
				if (notify) notifyListeners(this, change);
				if (notifySpy) spyReportEnd();
				return true;
			}
			return false;
		}
		updateValue_(key, newValue) {
			const observable = this.data_.get(key);
			newValue = observable.prepareNewValue_(newValue);
			if (newValue !== globalState.UNCHANGED) {
				const notifySpy = isSpyEnabled();
				const notify = hasListeners(this);
				const change = notify || notifySpy ? {
					observableKind: "map",
					debugObjectName: this.name_,
					type: UPDATE,
					object: this,
					oldValue: observable.value_,
					name: key,
					newValue
				} : null;
				if (notifySpy) spyReportStart(change);
				observable.setNewValue_(newValue);
				if (notify) notifyListeners(this, change);
				if (notifySpy) spyReportEnd();
			}
		}
		addValue_(key, newValue) {
			checkIfStateModificationsAreAllowed(this.keysAtom_);
			transaction(() => {
				var _this$hasMap_$get2;
				const observable = new ObservableValue(newValue, this.enhancer_, `${this.name_}.${stringifyKey(key)}`, false);
				this.data_.set(key, observable);
				newValue = observable.value_;
				(_this$hasMap_$get2 = this.hasMap_.get(key)) == null || _this$hasMap_$get2.set(true);
				this.keysAtom_.reportChanged();
			});
			const notifySpy = isSpyEnabled();
			const notify = hasListeners(this);
			const change = notify || notifySpy ? {
				observableKind: "map",
				debugObjectName: this.name_,
				type: ADD,
				object: this,
				name: key,
				newValue
			} : null;
			if (notifySpy) spyReportStart(change);
			if (notify) notifyListeners(this, change);
			if (notifySpy) spyReportEnd();
		}
		get(key) {
			if (this.has(key)) return this.dehanceValue_(this.data_.get(key).get());
			return this.dehanceValue_(void 0);
		}
		getOrInsert(key, value) {
			if (!this.has(key)) this.set(key, value);
			return this.get(key);
		}
		getOrInsertComputed(key, callback) {
			if (!this.has(key)) this.set(key, callback(key));
			return this.get(key);
		}
		dehanceValue_(value) {
			if (this.dehancer !== void 0) return this.dehancer(value);
			return value;
		}
		keys() {
			this.keysAtom_.reportObserved();
			return this.data_.keys();
		}
		values() {
			const self = this;
			const keys = this.keys();
			return makeIterableForMap({ next() {
				const { done, value } = keys.next();
				return {
					done,
					value: done ? void 0 : self.get(value)
				};
			} });
		}
		entries() {
			const self = this;
			const keys = this.keys();
			return makeIterableForMap({ next() {
				const { done, value } = keys.next();
				return {
					done,
					value: done ? void 0 : [value, self.get(value)]
				};
			} });
		}
		[Symbol.iterator]() {
			return this.entries();
		}
		forEach(callback, thisArg) {
			for (const [key, value] of this) callback.call(thisArg, value, key, this);
		}
		/** Merge another object into this object, returns this. */
		merge(other) {
			if (isObservableMap(other)) other = new Map(other);
			transaction(() => {
				if (isPlainObject(other)) getPlainObjectKeys(other).forEach((key) => this.set(key, other[key]));
				else if (Array.isArray(other)) other.forEach(([key, value]) => this.set(key, value));
				else if (isES6Map(other)) {
					if (!isPlainES6Map(other)) die(19, other);
					other.forEach((value, key) => this.set(key, value));
				} else if (other !== null && other !== void 0) die(20, other);
			});
			return this;
		}
		clear() {
			transaction(() => {
				untracked(() => {
					for (const key of this.keys()) this.delete(key);
				});
			});
		}
		replace(values) {
			transaction(() => {
				const replacementMap = convertToMap(values);
				const orderedData = /* @__PURE__ */ new Map();
				let keysReportChangedCalled = false;
				for (const key of this.data_.keys()) if (!replacementMap.has(key)) {
					if (this.delete(key)) keysReportChangedCalled = true;
					else {
						const value = this.data_.get(key);
						orderedData.set(key, value);
					}
				}
				for (const [key, value] of replacementMap.entries()) {
					const keyExisted = this.data_.has(key);
					this.set(key, value);
					if (this.data_.has(key)) {
						const _value = this.data_.get(key);
						orderedData.set(key, _value);
						if (!keyExisted) keysReportChangedCalled = true;
					}
				}
				if (!keysReportChangedCalled) {
					if (this.data_.size !== orderedData.size) this.keysAtom_.reportChanged();
					else {
						const iter1 = this.data_.keys();
						const iter2 = orderedData.keys();
						let next1 = iter1.next();
						let next2 = iter2.next();
						while (!next1.done) {
							if (next1.value !== next2.value) {
								this.keysAtom_.reportChanged();
								break;
							}
							next1 = iter1.next();
							next2 = iter2.next();
						}
					}
				}
				this.data_ = orderedData;
			});
			return this;
		}
		get size() {
			this.keysAtom_.reportObserved();
			return this.data_.size;
		}
		toString() {
			return "[object ObservableMap]";
		}
		toJSON() {
			return Array.from(this);
		}
		get [Symbol.toStringTag]() {
			return "Map";
		}
	};
	var isObservableMap = /*#__PURE__*/ createInstanceofPredicate("ObservableMap", ObservableMap);
	function makeIterableForMap(iterator) {
		iterator[Symbol.toStringTag] = "MapIterator";
		return makeIterable(iterator);
	}
	function convertToMap(dataStructure) {
		if (isES6Map(dataStructure) || isObservableMap(dataStructure)) return dataStructure;
		else if (Array.isArray(dataStructure)) return new Map(dataStructure);
		else if (isPlainObject(dataStructure)) {
			const map = /* @__PURE__ */ new Map();
			for (const key in dataStructure) map.set(key, dataStructure[key]);
			return map;
		} else return die(21, dataStructure);
	}
	var ObservableSetMarker = {};
	var ObservableSet = class {
		constructor(initialData, enhancer = deepEnhancer, name_ = "ObservableSet@" + getNextId()) {
			this.name_ = void 0;
			this[$mobx] = ObservableSetMarker;
			this.data_ = /* @__PURE__ */ new Set();
			this.atom_ = void 0;
			this.changeListeners_ = void 0;
			this.interceptors_ = void 0;
			this.dehancer = void 0;
			this.enhancer_ = void 0;
			this.name_ = name_;
			this.enhancer_ = (newV, oldV) => enhancer(newV, oldV, name_);
			initObservable(() => {
				this.atom_ = createAtom(this.name_);
				if (initialData) this.replace(initialData);
			});
		}
		dehanceValue_(value) {
			if (this.dehancer !== void 0) return this.dehancer(value);
			return value;
		}
		clear() {
			transaction(() => {
				untracked(() => {
					for (const value of this.data_.values()) this.delete(value);
				});
			});
		}
		forEach(callbackFn, thisArg) {
			for (const value of this) callbackFn.call(thisArg, value, value, this);
		}
		get size() {
			this.atom_.reportObserved();
			return this.data_.size;
		}
		add(value) {
			checkIfStateModificationsAreAllowed(this.atom_);
			if (hasInterceptors(this)) {
				const change = interceptChange(this, {
					type: ADD,
					object: this,
					newValue: value
				});
				if (!change) return this;
				value = change.newValue;
			}
			if (!this.has(value)) {
				transaction(() => {
					value = this.enhancer_(value, void 0);
					this.data_.add(value);
					this.atom_.reportChanged();
				});
				const notifySpy = isSpyEnabled();
				const notify = hasListeners(this);
				const change = notify || notifySpy ? {
					observableKind: "set",
					debugObjectName: this.name_,
					type: ADD,
					object: this,
					newValue: value
				} : null;
				if (notifySpy && true) spyReportStart(change);
				if (notify) notifyListeners(this, change);
				if (notifySpy && true) spyReportEnd();
			}
			return this;
		}
		delete(value) {
			checkIfStateModificationsAreAllowed(this.atom_);
			if (hasInterceptors(this)) {
				if (!interceptChange(this, {
					type: DELETE,
					object: this,
					oldValue: value
				})) return false;
			}
			if (this.has(value)) {
				const notifySpy = isSpyEnabled();
				const notify = hasListeners(this);
				const change = notify || notifySpy ? {
					observableKind: "set",
					debugObjectName: this.name_,
					type: DELETE,
					object: this,
					oldValue: value
				} : null;
				if (notifySpy && true) spyReportStart(change);
				transaction(() => {
					this.atom_.reportChanged();
					this.data_.delete(value);
				});
				if (notify) notifyListeners(this, change);
				if (notifySpy && true) spyReportEnd();
				return true;
			}
			return false;
		}
		has(value) {
			this.atom_.reportObserved();
			return this.data_.has(this.dehanceValue_(value));
		}
		entries() {
			const values = this.values();
			return makeIterableForSet({ next() {
				const { value, done } = values.next();
				return !done ? {
					value: [value, value],
					done
				} : {
					value: void 0,
					done
				};
			} });
		}
		keys() {
			return this.values();
		}
		values() {
			this.atom_.reportObserved();
			const self = this;
			const values = this.data_.values();
			return makeIterableForSet({ next() {
				const { value, done } = values.next();
				return !done ? {
					value: self.dehanceValue_(value),
					done
				} : {
					value: void 0,
					done
				};
			} });
		}
		intersection(otherSet) {
			return new Set(this).intersection(otherSet);
		}
		union(otherSet) {
			return new Set(this).union(otherSet);
		}
		difference(otherSet) {
			return new Set(this).difference(otherSet);
		}
		symmetricDifference(otherSet) {
			return new Set(this).symmetricDifference(otherSet);
		}
		isSubsetOf(otherSet) {
			return new Set(this).isSubsetOf(otherSet);
		}
		isSupersetOf(otherSet) {
			return new Set(this).isSupersetOf(otherSet);
		}
		isDisjointFrom(otherSet) {
			return new Set(this).isDisjointFrom(otherSet);
		}
		replace(other) {
			if (isObservableSet(other)) other = new Set(other);
			if (Array.isArray(other) || isES6Set(other)) transaction(() => {
				const replacementValues = isES6Set(other) ? other : new Set(other);
				if (replacementValues.size === 0) {
					this.clear();
					return;
				}
				if (this.data_.size === 0) {
					replacementValues.forEach((value) => this.add(value));
					return;
				}
				for (const value of this.data_.values()) if (!replacementValues.has(this.dehanceValue_(value))) this.delete(value);
				replacementValues.forEach((value) => this.add(value));
			});
			else if (other !== null && other !== void 0) die(41, other);
			return this;
		}
		toJSON() {
			return Array.from(this);
		}
		toString() {
			return "[object ObservableSet]";
		}
		[Symbol.iterator]() {
			return this.values();
		}
		get [Symbol.toStringTag]() {
			return "Set";
		}
	};
	var isObservableSet = /*#__PURE__*/ createInstanceofPredicate("ObservableSet", ObservableSet);
	function makeIterableForSet(iterator) {
		iterator[Symbol.toStringTag] = "SetIterator";
		return makeIterable(iterator);
	}
	var descriptorCache = /*#__PURE__*/ Object.create(null);
	var REMOVE = "remove";
	var ObservableObjectAdministration = class {
		constructor(target_, values_ = /* @__PURE__ */ new Map(), name_, defaultAnnotation_ = autoAnnotation) {
			this.target_ = void 0;
			this.values_ = void 0;
			this.name_ = void 0;
			this.defaultAnnotation_ = void 0;
			this.keysAtom_ = void 0;
			this.changeListeners_ = void 0;
			this.interceptors_ = void 0;
			this.proxy_ = void 0;
			this.isPlainObject_ = void 0;
			this.appliedAnnotations_ = void 0;
			this.pendingKeys_ = void 0;
			this.lazyComputedKeys_ = void 0;
			this.lazyObservableKeys_ = void 0;
			this.target_ = target_;
			this.values_ = values_;
			this.name_ = name_;
			this.defaultAnnotation_ = defaultAnnotation_;
			this.keysAtom_ = new Atom(`${this.name_}.keys`);
			this.isPlainObject_ = isPlainObject(this.target_);
			if (!isAnnotation(this.defaultAnnotation_)) die(`defaultAnnotation must be valid annotation`);
			this.appliedAnnotations_ = {};
		}
		getObservablePropValue_(key) {
			var _ref, _this$values_$get;
			return ((_ref = (_this$values_$get = this.values_.get(key)) != null ? _this$values_$get : this.materializeLazyComputed_(key)) != null ? _ref : this.materializeLazyObservable_(key)).get();
		}
		materializeLazyComputed_(key) {
			var _this$lazyComputedKey;
			const factory = (_this$lazyComputedKey = this.lazyComputedKeys_) == null ? void 0 : _this$lazyComputedKey.get(key);
			if (!factory) return;
			this.lazyComputedKeys_.delete(key);
			if (this.lazyComputedKeys_.size === 0) this.lazyComputedKeys_ = void 0;
			const computed = factory();
			this.values_.set(key, computed);
			return computed;
		}
		materializeLazyObservable_(key) {
			var _this$lazyObservableK;
			const factory = (_this$lazyObservableK = this.lazyObservableKeys_) == null ? void 0 : _this$lazyObservableK.get(key);
			if (!factory) return;
			this.lazyObservableKeys_.delete(key);
			if (this.lazyObservableKeys_.size === 0) this.lazyObservableKeys_ = null;
			const observable = factory();
			this.values_.set(key, observable);
			return observable;
		}
		setObservablePropValue_(key, newValue) {
			var _ref2, _this$values_$get2;
			const observable = (_ref2 = (_this$values_$get2 = this.values_.get(key)) != null ? _this$values_$get2 : this.materializeLazyComputed_(key)) != null ? _ref2 : this.materializeLazyObservable_(key);
			if (observable instanceof ComputedValue) {
				observable.set(newValue);
				return true;
			}
			if (hasInterceptors(this)) {
				const change = interceptChange(this, {
					type: UPDATE,
					object: this.proxy_ || this.target_,
					name: key,
					newValue
				});
				if (!change) return null;
				newValue = change.newValue;
			}
			newValue = observable.prepareNewValue_(newValue);
			if (newValue !== globalState.UNCHANGED) {
				const notify = hasListeners(this);
				const notifySpy = isSpyEnabled();
				const change = notify || notifySpy ? {
					type: UPDATE,
					observableKind: "object",
					debugObjectName: this.name_,
					object: this.proxy_ || this.target_,
					oldValue: observable.value_,
					name: key,
					newValue
				} : null;
				if (notifySpy) spyReportStart(change);
				observable.setNewValue_(newValue);
				if (notify) notifyListeners(this, change);
				if (notifySpy) spyReportEnd();
			}
			return true;
		}
		get_(key) {
			if (globalState.trackingDerivation && !hasProp(this.target_, key)) this.has_(key);
			return this.target_[key];
		}
		/**
		* @param {PropertyKey} key
		* @param {any} value
		* @param {Annotation|boolean} annotation true - use default annotation, false - copy as is
		* @param {boolean} proxyTrap whether it's called from proxy trap
		* @returns {boolean|null} true on success, false on failure (proxyTrap + non-configurable), null when cancelled by interceptor
		*/
		set_(key, value, proxyTrap = false) {
			if (hasProp(this.target_, key)) {
				if (this.values_.has(key)) return this.setObservablePropValue_(key, value);
				else if (proxyTrap) return Reflect.set(this.target_, key, value);
				else {
					this.target_[key] = value;
					return true;
				}
			} else return this.extend_(key, {
				value,
				enumerable: true,
				writable: true,
				configurable: true
			}, this.defaultAnnotation_, proxyTrap);
		}
		has_(key) {
			if (!globalState.trackingDerivation) return key in this.target_;
			this.pendingKeys_ || (this.pendingKeys_ = /* @__PURE__ */ new Map());
			let entry = this.pendingKeys_.get(key);
			if (!entry) {
				entry = new ObservableValue(key in this.target_, referenceEnhancer, `${this.name_}.${stringifyKey(key)}?`, false);
				this.pendingKeys_.set(key, entry);
				entry.onBUOL = /* @__PURE__ */ new Set([() => {
					var _this$pendingKeys_;
					return (_this$pendingKeys_ = this.pendingKeys_) == null ? void 0 : _this$pendingKeys_.delete(key);
				}]);
			}
			return entry.get();
		}
		/**
		* @param {PropertyKey} key
		* @param {PropertyDescriptor} descriptor
		* @param {Annotation|boolean} annotation true - use default annotation, false - copy as is
		* @param {boolean} proxyTrap whether it's called from proxy trap
		* @returns {boolean|null} true on success, false on failure (proxyTrap + non-configurable), null when cancelled by interceptor
		*/
		extend_(key, descriptor, annotation, proxyTrap = false) {
			if (annotation === true) annotation = this.defaultAnnotation_;
			if (annotation === false) return this.defineProperty_(key, descriptor, proxyTrap);
			assertAnnotable(this, annotation, key);
			const outcome = annotation.extend_(this, key, descriptor, proxyTrap);
			if (outcome) recordAnnotationApplied(this, annotation, key);
			return outcome;
		}
		/**
		* @param {PropertyKey} key
		* @param {PropertyDescriptor} descriptor
		* @param {boolean} proxyTrap whether it's called from proxy trap
		* @returns {boolean|null} true on success, false on failure (proxyTrap + non-configurable), null when cancelled by interceptor
		*/
		defineProperty_(key, descriptor, proxyTrap = false) {
			checkIfStateModificationsAreAllowed(this.keysAtom_);
			try {
				startBatch();
				const deleteOutcome = this.delete_(key);
				if (!deleteOutcome) return deleteOutcome;
				if (hasInterceptors(this)) {
					const change = interceptChange(this, {
						object: this.proxy_ || this.target_,
						name: key,
						type: ADD,
						newValue: descriptor.value
					});
					if (!change) return null;
					const { newValue } = change;
					if (descriptor.value !== newValue) descriptor = assign({}, descriptor, { value: newValue });
				}
				if (proxyTrap) {
					if (!Reflect.defineProperty(this.target_, key, descriptor)) return false;
				} else defineProperty(this.target_, key, descriptor);
				this.notifyPropertyAddition_(key, descriptor.value);
			} finally {
				endBatch();
			}
			return true;
		}
		defineObservableProperty_(key, value, enhancer, proxyTrap = false) {
			checkIfStateModificationsAreAllowed(this.keysAtom_);
			try {
				startBatch();
				const deleteOutcome = this.delete_(key);
				if (!deleteOutcome) return deleteOutcome;
				if (hasInterceptors(this)) {
					const change = interceptChange(this, {
						object: this.proxy_ || this.target_,
						name: key,
						type: ADD,
						newValue: value
					});
					if (!change) return null;
					value = change.newValue;
				}
				const cachedDescriptor = getCachedObservablePropDescriptor(key);
				const descriptor = {
					configurable: globalState.safeDescriptors ? this.isPlainObject_ : true,
					enumerable: true,
					get: cachedDescriptor.get,
					set: cachedDescriptor.set
				};
				if (proxyTrap) {
					if (!Reflect.defineProperty(this.target_, key, descriptor)) return false;
				} else defineProperty(this.target_, key, descriptor);
				const observable = new ObservableValue(value, enhancer, `${this.name_}.${key.toString()}`, false);
				this.values_.set(key, observable);
				this.notifyPropertyAddition_(key, observable.value_);
			} finally {
				endBatch();
			}
			return true;
		}
		defineComputedProperty_(key, options, proxyTrap = false) {
			checkIfStateModificationsAreAllowed(this.keysAtom_);
			try {
				startBatch();
				const deleteOutcome = this.delete_(key);
				if (!deleteOutcome) return deleteOutcome;
				if (hasInterceptors(this)) {
					if (!interceptChange(this, {
						object: this.proxy_ || this.target_,
						name: key,
						type: ADD,
						newValue: void 0
					})) return null;
				}
				options.name || (options.name = `${this.name_}.${key.toString()}`);
				options.context = this.proxy_ || this.target_;
				const cachedDescriptor = getCachedObservablePropDescriptor(key);
				const descriptor = {
					configurable: globalState.safeDescriptors ? this.isPlainObject_ : true,
					enumerable: false,
					get: cachedDescriptor.get,
					set: cachedDescriptor.set
				};
				if (proxyTrap) {
					if (!Reflect.defineProperty(this.target_, key, descriptor)) return false;
				} else defineProperty(this.target_, key, descriptor);
				this.values_.set(key, new ComputedValue(options));
				this.notifyPropertyAddition_(key, void 0);
			} finally {
				endBatch();
			}
			return true;
		}
		/**
		* @param {PropertyKey} key
		* @param {PropertyDescriptor} descriptor
		* @param {boolean} proxyTrap whether it's called from proxy trap
		* @returns {boolean|null} true on success, false on failure (proxyTrap + non-configurable), null when cancelled by interceptor
		*/
		delete_(key, proxyTrap = false) {
			checkIfStateModificationsAreAllowed(this.keysAtom_);
			if (!hasProp(this.target_, key)) return true;
			if (hasInterceptors(this)) {
				if (!interceptChange(this, {
					object: this.proxy_ || this.target_,
					name: key,
					type: REMOVE
				})) return null;
			}
			try {
				var _this$pendingKeys_2;
				startBatch();
				const notify = hasListeners(this);
				const notifySpy = isSpyEnabled();
				const observable = this.values_.get(key);
				let value = void 0;
				if (!observable && (notify || notifySpy)) {
					var _getDescriptor;
					value = (_getDescriptor = getDescriptor(this.target_, key)) == null ? void 0 : _getDescriptor.value;
				}
				if (proxyTrap) {
					if (!Reflect.deleteProperty(this.target_, key)) return false;
				} else delete this.target_[key];
				delete this.appliedAnnotations_[key];
				if (observable) {
					this.values_.delete(key);
					if (observable instanceof ObservableValue) value = observable.value_;
					propagateChanged(observable);
				}
				this.keysAtom_.reportChanged();
				(_this$pendingKeys_2 = this.pendingKeys_) == null || (_this$pendingKeys_2 = _this$pendingKeys_2.get(key)) == null || _this$pendingKeys_2.set(key in this.target_);
				if (notify || notifySpy) {
					const change = {
						type: REMOVE,
						observableKind: "object",
						object: this.proxy_ || this.target_,
						debugObjectName: this.name_,
						oldValue: value,
						name: key
					};
					if (notifySpy) spyReportStart(change);
					if (notify) notifyListeners(this, change);
					if (notifySpy) spyReportEnd();
				}
			} finally {
				endBatch();
			}
			return true;
		}
		notifyPropertyAddition_(key, value) {
			var _this$pendingKeys_3;
			const notify = hasListeners(this);
			const notifySpy = isSpyEnabled();
			if (notify || notifySpy) {
				const change = notify || notifySpy ? {
					type: ADD,
					observableKind: "object",
					debugObjectName: this.name_,
					object: this.proxy_ || this.target_,
					name: key,
					newValue: value
				} : null;
				if (notifySpy) spyReportStart(change);
				if (notify) notifyListeners(this, change);
				if (notifySpy) spyReportEnd();
			}
			(_this$pendingKeys_3 = this.pendingKeys_) == null || (_this$pendingKeys_3 = _this$pendingKeys_3.get(key)) == null || _this$pendingKeys_3.set(true);
			this.keysAtom_.reportChanged();
		}
		ownKeys_() {
			this.keysAtom_.reportObserved();
			return ownKeys(this.target_);
		}
		keys_() {
			this.keysAtom_.reportObserved();
			return Object.keys(this.target_);
		}
	};
	function asObservableObject(target, options) {
		var _options$name;
		if (options && isObservableObject(target)) die(`Options can't be provided for already observable objects.`);
		if (hasProp(target, $mobx)) {
			if (!(getAdministration(target) instanceof ObservableObjectAdministration)) die(`Cannot convert '${getDebugName(target)}' into observable object:\nThe target is already observable of different type.\nExtending builtins is not supported.`);
			return target;
		}
		if (!Object.isExtensible(target)) die("Cannot make the designated object observable; it is not extensible");
		const name = (_options$name = options == null ? void 0 : options.name) != null ? _options$name : `${isPlainObject(target) ? "ObservableObject" : target.constructor.name}@${getNextId()}`;
		addHiddenProp(target, $mobx, new ObservableObjectAdministration(target, /* @__PURE__ */ new Map(), String(name), getAnnotationFromOptions(options)));
		return target;
	}
	var isObservableObjectAdministration = /*#__PURE__*/ createInstanceofPredicate("ObservableObjectAdministration", ObservableObjectAdministration);
	function getCachedObservablePropDescriptor(key) {
		return descriptorCache[key] || (descriptorCache[key] = {
			get() {
				return this[$mobx].getObservablePropValue_(key);
			},
			set(value) {
				return this[$mobx].setObservablePropValue_(key, value);
			}
		});
	}
	function isObservableObject(thing) {
		if (isObject(thing)) return isObservableObjectAdministration(thing[$mobx]);
		return false;
	}
	function recordAnnotationApplied(adm, annotation, key) {
		adm.appliedAnnotations_[key] = annotation;
	}
	function assertAnnotable(adm, annotation, key) {
		if (!isAnnotation(annotation)) die(`Cannot annotate '${adm.name_}.${key.toString()}': Invalid annotation.`);
		if (!isOverride(annotation) && hasProp(adm.appliedAnnotations_, key)) {
			const fieldName = `${adm.name_}.${key.toString()}`;
			const currentAnnotationType = adm.appliedAnnotations_[key].annotationType_;
			const requestedAnnotationType = annotation.annotationType_;
			die(`Cannot apply '${requestedAnnotationType}' to '${fieldName}':\nThe field is already annotated with '${currentAnnotationType}'.\nRe-annotating fields is not allowed.\nUse 'override' annotation for methods overridden by subclass.`);
		}
	}
	function getAtom(thing, property) {
		if (typeof thing === "object" && thing !== null) {
			const adm = thing[$mobx];
			if (isObservableObjectAdministration(adm)) {
				var _ref, _adm$values_$get;
				if (!property) return die(26);
				const observable = (_ref = (_adm$values_$get = adm.values_.get(property)) != null ? _adm$values_$get : adm.materializeLazyComputed_(property)) != null ? _ref : adm.materializeLazyObservable_(property);
				if (!observable) die(27, property, getDebugName(thing));
				return observable;
			}
			if (isObservableArrayAdministration(adm)) {
				if (property !== void 0) die(23);
				return adm.atom_;
			}
			if (isObservableSet(thing)) return thing.atom_;
			if (isObservableMap(thing)) {
				if (property === void 0) return thing.keysAtom_;
				const observable = thing.data_.get(property) || thing.hasMap_.get(property);
				if (!observable) die(25, property, getDebugName(thing));
				return observable;
			}
			if (isObservableObject(thing)) return getAtom(thing, property);
			if (isAtom(thing) || isComputedValue(thing) || isReaction(thing)) return thing;
		} else if (isFunction(thing)) {
			if (isReaction(thing[$mobx])) return thing[$mobx];
		}
		die(28);
	}
	function getAdministration(thing, property) {
		if (!thing) die(29);
		if (property !== void 0) return getAdministration(getAtom(thing, property));
		if (isAtom(thing) || isComputedValue(thing) || isReaction(thing)) return thing;
		if (isObservableMap(thing) || isObservableSet(thing)) return thing;
		if (thing[$mobx]) return thing[$mobx];
		die(24, thing);
	}
	function getDebugName(thing, property) {
		let named;
		if (property !== void 0) named = getAtom(thing, property);
		else if (isAction(thing)) return thing.name;
		else if (isObservableObject(thing) || isObservableMap(thing) || isObservableSet(thing)) named = getAdministration(thing);
		else named = getAtom(thing);
		return named.name_;
	}
	/**
	* Helper function for initializing observable structures, it applies:
	* 1. allowStateChanges so we don't violate enforceActions.
	* 2. untracked so we don't accidentaly subscribe to anything observable accessed during init in case the observable is created inside derivation.
	* 3. batch to avoid state version updates
	*/
	function initObservable(cb) {
		const derivation = untrackedStart();
		const allowStateChanges = allowStateChangesStart(true);
		startBatch();
		try {
			return cb();
		} finally {
			endBatch();
			allowStateChangesEnd(allowStateChanges);
			untrackedEnd(derivation);
		}
	}
	var toString = objectPrototype.toString;
	function deepEqual(a, b, depth = -1) {
		return eq(a, b, depth);
	}
	function eq(a, b, depth, aStack, bStack) {
		if (a === b) return a !== 0 || 1 / a === 1 / b;
		if (a == null || b == null) return false;
		if (a !== a) return b !== b;
		const type = typeof a;
		if (type !== "function" && type !== "object" && typeof b != "object") return false;
		const className = toString.call(a);
		if (className !== toString.call(b)) return false;
		switch (className) {
			case "[object RegExp]":
			case "[object String]": return "" + a === "" + b;
			case "[object Number]":
				if (+a !== +a) return +b !== +b;
				return +a === 0 ? 1 / +a === 1 / b : +a === +b;
			case "[object Date]":
			case "[object Boolean]": return +a === +b;
			case "[object Symbol]": return typeof Symbol !== "undefined" && Symbol.valueOf.call(a) === Symbol.valueOf.call(b);
			case "[object Map]":
			case "[object Set]": if (depth >= 0) depth++;
		}
		a = unwrap(a);
		b = unwrap(b);
		const areArrays = className === "[object Array]";
		if (!areArrays) {
			if (typeof a != "object" || typeof b != "object") return false;
			const aCtor = a.constructor, bCtor = b.constructor;
			if (aCtor !== bCtor && !(isFunction(aCtor) && aCtor instanceof aCtor && isFunction(bCtor) && bCtor instanceof bCtor) && "constructor" in a && "constructor" in b) return false;
		}
		if (depth === 0) return false;
		else if (depth < 0) depth = -1;
		aStack = aStack || [];
		bStack = bStack || [];
		let length = aStack.length;
		while (length--) if (aStack[length] === a) return bStack[length] === b;
		aStack.push(a);
		bStack.push(b);
		if (areArrays) {
			length = a.length;
			if (length !== b.length) return false;
			while (length--) if (!eq(a[length], b[length], depth - 1, aStack, bStack)) return false;
		} else {
			const keys = Object.keys(a);
			const _length = keys.length;
			if (Object.keys(b).length !== _length) return false;
			for (let i = 0; i < _length; i++) {
				const key = keys[i];
				if (!(hasProp(b, key) && eq(a[key], b[key], depth - 1, aStack, bStack))) return false;
			}
		}
		aStack.pop();
		bStack.pop();
		return true;
	}
	function unwrap(a) {
		if (isObservableArray(a)) return a.slice();
		if (isES6Map(a) || isObservableMap(a)) return Array.from(a.entries());
		if (isES6Set(a) || isObservableSet(a)) return Array.from(a.entries());
		return a;
	}
	var _globalThis$Iterator;
	var maybeIteratorPrototype = ((_globalThis$Iterator = globalThis.Iterator) == null ? void 0 : _globalThis$Iterator.prototype) || {};
	function makeIterable(iterator) {
		iterator[Symbol.iterator] = getSelf;
		return assign(Object.create(maybeIteratorPrototype), iterator);
	}
	function getSelf() {
		return this;
	}
	function isAnnotation(thing) {
		return thing instanceof Object && typeof thing.annotationType_ === "string" && isFunction(thing.make_) && isFunction(thing.extend_);
	}
	/**
	* (c) Michel Weststrate 2015 - 2020
	* MIT Licensed
	*
	* Welcome to the mobx sources! To get a global overview of how MobX internally works,
	* this is a good place to start:
	* https://medium.com/@mweststrate/becoming-fully-reactive-an-in-depth-explanation-of-mobservable-55995262a254#.xvbh6qd74
	*
	* Source folders:
	* ===============
	*
	* - api/     Most of the public static methods exposed by the module can be found here.
	* - core/    Implementation of the MobX algorithm; atoms, derivations, reactions, dependency trees, optimizations. Cool stuff can be found here.
	* - types/   All the magic that is need to have observable objects, arrays and values is in this folder. Including the modifiers like `asFlat`.
	* - utils/   Utility stuff.
	*
	*/
	{
		const g = globalThis;
		[
			"Symbol",
			"Map",
			"Set",
			"Proxy"
		].forEach((m) => {
			if (typeof g[m] === "undefined") die(`MobX requires global '${m}' to be available or polyfilled`);
		});
	}
	if (typeof __MOBX_DEVTOOLS_GLOBAL_HOOK__ === "object") __MOBX_DEVTOOLS_GLOBAL_HOOK__.injectMobx({
		spy,
		extras: { getDebugName },
		$mobx
	});
	exports.$mobx = $mobx;
	exports.FlowCancellationError = FlowCancellationError;
	exports.ObservableMap = ObservableMap;
	exports.ObservableSet = ObservableSet;
	exports.Reaction = Reaction;
	exports._allowStateChanges = allowStateChanges;
	exports._allowStateChangesInsideComputed = runInAction;
	exports._allowStateReadsEnd = allowStateReadsEnd;
	exports._allowStateReadsStart = allowStateReadsStart;
	exports._autoAction = autoAction;
	exports._autoActionBound = autoActionBound;
	exports._endAction = _endAction;
	exports._getAdministration = getAdministration;
	exports._getGlobalState = getGlobalState;
	exports._interceptReads = interceptReads;
	exports._isComputingDerivation = isComputingDerivation;
	exports._resetGlobalState = resetGlobalState;
	exports._startAction = _startAction;
	exports.action = action;
	exports.actionBound = actionBound;
	exports.autorun = autorun;
	exports.compareDefault = compareDefault;
	exports.compareIdentity = compareIdentity;
	exports.compareShallow = compareShallow;
	exports.compareStructural = compareStructural;
	exports.computed = computed;
	exports.computedStruct = computedStruct;
	exports.configure = configure;
	exports.createAtom = createAtom;
	exports.defineProperty = apiDefineProperty;
	exports.entries = entries;
	exports.extendObservable = extendObservable;
	exports.flow = flow;
	exports.flowBound = flowBound;
	exports.flowResult = flowResult;
	exports.get = get;
	exports.getAtom = getAtom;
	exports.getDebugName = getDebugName;
	exports.getDependencyTree = getDependencyTree;
	exports.getObserverTree = getObserverTree;
	exports.has = has;
	exports.intercept = intercept;
	exports.isAction = isAction;
	exports.isBoxedObservable = isObservableValue;
	exports.isComputed = isComputed;
	exports.isComputedProp = isComputedProp;
	exports.isFlow = isFlow;
	exports.isFlowCancellationError = isFlowCancellationError;
	exports.isObservable = isObservable;
	exports.isObservableArray = isObservableArray;
	exports.isObservableMap = isObservableMap;
	exports.isObservableObject = isObservableObject;
	exports.isObservableProp = isObservableProp;
	exports.isObservableSet = isObservableSet;
	exports.keys = keys;
	exports.makeAutoObservable = makeAutoObservable;
	exports.makeObservable = makeObservable;
	exports.observable = observable;
	exports.observableDeep = observableDeep;
	exports.observableRef = observableRef;
	exports.observableShallow = observableShallow;
	exports.observableStruct = observableStruct;
	exports.observe = observe;
	exports.onBecomeObserved = onBecomeObserved;
	exports.onBecomeUnobserved = onBecomeUnobserved;
	exports.onReactionError = onReactionError;
	exports.override = override;
	exports.ownKeys = apiOwnKeys;
	exports.reaction = reaction;
	exports.remove = remove;
	exports.runInAction = runInAction;
	exports.set = set;
	exports.spy = spy;
	exports.toJS = toJS;
	exports.transaction = transaction;
	exports.untracked = untracked;
	exports.values = values;
	exports.when = when;
}));
// node_modules/mobx/dist/index.js
var require_dist = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	if (process.env.NODE_ENV === "production") module.exports = require_mobx_cjs_production_min();
	else module.exports = require_mobx_cjs_development();
}));
// src/ui/StoreContext.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var StoreContext = (0, import_react.createContext)(null);
/** The root store of the running app (inside <AppProviders>). */
function useStore() {
	const ctx = (0, import_react.useContext)(StoreContext);
	if (!ctx) throw new Error("useStore: no StoreContext above this component");
	return ctx.root;
}
export { useStore as n, require_dist as r, StoreContext as t };
