import { r as require_dist } from "./StoreContext-CZyEXHLm.js";
// src/api/read.ts
/**
* Lenient readers for server payloads: every store reads untrusted data through these, so a value
* of the wrong type becomes "missing" (and the caller logs it) instead of a crash in a component.
*/
/** A plain object (not null, not an array). */
function isRecord(x) {
	return typeof x === "object" && x !== null && !Array.isArray(x);
}
/** A non-blank string, trimmed; anything else is undefined. */
function str(v) {
	return typeof v === "string" && v.trim() ? v.trim() : void 0;
}
/** A finite number, also from a numeric string ("12.5"); anything else is undefined. */
function num(v) {
	if (typeof v === "number") return Number.isFinite(v) ? v : void 0;
	if (typeof v !== "string" || !v.trim()) return void 0;
	const n = Number(v);
	return Number.isFinite(n) ? n : void 0;
}
/** The strings of a list (other items dropped); undefined when it is not a list. */
function strings(v) {
	return Array.isArray(v) ? v.filter((x) => typeof x === "string") : void 0;
}
/**
* A list sent bare or wrapped in an object under one of `keys` (by default list, data or items);
* undefined when neither.
*/
function listOf(data, keys = [
	"list",
	"data",
	"items"
]) {
	if (Array.isArray(data)) return data;
	if (!isRecord(data)) return void 0;
	for (const key of keys) if (Array.isArray(data[key])) return data[key];
}
/** Reads each item of a list, skipping those `read` rejects; a missing list and skipped items are logged, never shown. */
function readItems(items, read, what, log) {
	if (!items) {
		log?.(`${what}: response is not a list`);
		return [];
	}
	const good = items.map(read).filter((x) => x !== void 0);
	if (good.length !== items.length) log?.(`${what}: ${items.length - good.length} malformed item(s) skipped`);
	return good;
}
// node_modules/mobx-state-tree/dist/mobx-state-tree.module.js
var import_dist = require_dist();
var livelinessChecking = "warn";
/**
* Returns the current liveliness checking mode.
*
* @returns `"warn"`, `"error"` or `"ignore"`
*/
function getLivelinessChecking() {
	return livelinessChecking;
}
/**
* @hidden
*/
var Hook;
(function(Hook) {
	Hook["afterCreate"] = "afterCreate";
	Hook["afterAttach"] = "afterAttach";
	Hook["afterCreationFinalization"] = "afterCreationFinalization";
	Hook["beforeDetach"] = "beforeDetach";
	Hook["beforeDestroy"] = "beforeDestroy";
})(Hook || (Hook = {}));
/**
* Returns the _actual_ type of the given tree node. (Or throws)
*
* @param object
* @returns
*/
function getType(object) {
	assertIsStateTreeNode(object, 1);
	return getStateTreeNode(object).type;
}
/**
* Applies a JSON-patch to the given model instance or bails out if the patch couldn't be applied
* See [patches](https://github.com/mobxjs/mobx-state-tree#patches) for more details.
*
* Can apply a single past, or an array of patches.
*
* @param target
* @param patch
* @returns
*/
function applyPatch(target, patch) {
	assertIsStateTreeNode(target, 1);
	assertArg(patch, (p) => typeof p === "object", "object or array", 2);
	getStateTreeNode(target).applyPatches(asArray(patch));
}
/**
* Calculates a snapshot from the given model instance. The snapshot will always reflect the latest state but use
* structural sharing where possible. Doesn't require MobX transactions to be completed.
*
* @param target
* @param applyPostProcess If true (the default) then postProcessSnapshot gets applied.
* @returns
*/
function getSnapshot(target, applyPostProcess = true) {
	assertIsStateTreeNode(target, 1);
	const node = getStateTreeNode(target);
	if (applyPostProcess) return node.snapshot;
	return freeze(node.type.getSnapshot(node, false));
}
/**
* Given a model instance, returns `true` if the object has a parent, that is, is part of another object, map or array.
*
* @param target
* @param depth How far should we look upward? 1 by default.
* @returns
*/
function hasParent(target, depth = 1) {
	assertIsStateTreeNode(target, 1);
	assertIsNumber(depth, 2, 0);
	let parent = getStateTreeNode(target).parent;
	while (parent) {
		if (--depth === 0) return true;
		parent = parent.parent;
	}
	return false;
}
/**
* Given an object in a model tree, returns the root object of that tree.
*
* Please note that in child nodes access to the root is only possible
* once the `afterAttach` hook has fired.
*
* @param target
* @returns
*/
function getRoot(target) {
	assertIsStateTreeNode(target, 1);
	return getStateTreeNode(target).root.storedValue;
}
/**
* Returns the path of the given object in the model tree
*
* @param target
* @returns
*/
function getPath(target) {
	assertIsStateTreeNode(target, 1);
	return getStateTreeNode(target).path;
}
/**
* Returns the identifier of the target node.
* This is the *string normalized* identifier, which might not match the type of the identifier attribute
*
* @param target
* @returns
*/
function getIdentifier(target) {
	assertIsStateTreeNode(target, 1);
	return getStateTreeNode(target).identifier;
}
/**
* Returns true if the given state tree node is not killed yet.
* This means that the node is still a part of a tree, and that `destroy`
* has not been called. If a node is not alive anymore, the only thing one can do with it
* is requesting it's last path and snapshot
*
* @param target
* @returns
*/
function isAlive(target) {
	assertIsStateTreeNode(target, 1);
	return getStateTreeNode(target).observableIsAlive;
}
/**
* Use this utility to register a function that should be called whenever the
* targeted state tree node is destroyed. This is a useful alternative to managing
* cleanup methods yourself using the `beforeDestroy` hook.
*
* This methods returns the same disposer that was passed as argument.
*
* Example:
* ```ts
* const Todo = types.model({
*   title: types.string
* }).actions(self => ({
*   afterCreate() {
*     const autoSaveDisposer = reaction(
*       () => getSnapshot(self),
*       snapshot => sendSnapshotToServerSomehow(snapshot)
*     )
*     // stop sending updates to server if this
*     // instance is destroyed
*     addDisposer(self, autoSaveDisposer)
*   }
* }))
* ```
*
* @param target
* @param disposer
* @returns The same disposer that was passed as argument
*/
function addDisposer(target, disposer) {
	assertIsStateTreeNode(target, 1);
	assertIsFunction(disposer, 2);
	getStateTreeNode(target).addDisposer(disposer);
	return disposer;
}
/**
* Returns the environment of the current state tree, or throws. For more info on environments,
* see [Dependency injection](/concepts/dependency-injection)
*
* Please note that in child nodes access to the root is only possible
* once the `afterAttach` hook has fired
*
* Returns an empty environment if the tree wasn't initialized with an environment
*
* @param target
* @returns
*/
function getEnv(target) {
	assertIsStateTreeNode(target, 1);
	const node = getStateTreeNode(target);
	const env = node.root.environment;
	if (!env) throw new MstError(`Failed to find the environment of ${node} ${node.path}`);
	return env;
}
/**
* @internal
* @hidden
*/
var BaseNode = class {
	get subpath() {
		return this._subpath;
	}
	get subpathUponDeath() {
		return this._subpathUponDeath;
	}
	get pathUponDeath() {
		return this._pathUponDeath;
	}
	get value() {
		return this.type.getValue(this);
	}
	get state() {
		return this._state;
	}
	set state(val) {
		const wasAlive = this.isAlive;
		this._state = val;
		const isAlive = this.isAlive;
		if (this.aliveAtom && wasAlive !== isAlive) this.aliveAtom.reportChanged();
	}
	fireInternalHook(name) {
		if (this._hookSubscribers) this._hookSubscribers.emit(name, this, name);
	}
	registerHook(hook, hookHandler) {
		if (!this._hookSubscribers) this._hookSubscribers = new EventHandlers();
		return this._hookSubscribers.register(hook, hookHandler);
	}
	get parent() {
		return this._parent;
	}
	constructor(type, parent, subpath, environment) {
		this.type = type;
		this.environment = environment;
		this._subpathUponDeath = void 0;
		this._pathUponDeath = void 0;
		this.storedValue = void 0;
		this.aliveAtom = void 0;
		this._state = NodeLifeCycle.INITIALIZING;
		this._hookSubscribers = void 0;
		this.pathAtom = void 0;
		this.environment = environment;
		this.baseSetParent(parent, subpath);
	}
	getReconciliationType() {
		return this.type;
	}
	baseSetParent(parent, subpath) {
		this._parent = parent;
		this._subpath = subpath;
		this._escapedSubpath = void 0;
		if (this.pathAtom) this.pathAtom.reportChanged();
	}
	get path() {
		return this.getEscapedPath(true);
	}
	getEscapedPath(reportObserved) {
		if (reportObserved) {
			if (!this.pathAtom) this.pathAtom = (0, import_dist.createAtom)(`path`);
			this.pathAtom.reportObserved();
		}
		if (!this.parent) return "";
		if (this._escapedSubpath === void 0) this._escapedSubpath = !this._subpath ? "" : escapeJsonPath(this._subpath);
		return this.parent.getEscapedPath(reportObserved) + "/" + this._escapedSubpath;
	}
	get isRoot() {
		return this.parent === null;
	}
	get isAlive() {
		return this.state !== NodeLifeCycle.DEAD;
	}
	get isDetaching() {
		return this.state === NodeLifeCycle.DETACHING;
	}
	get observableIsAlive() {
		if (!this.aliveAtom) this.aliveAtom = (0, import_dist.createAtom)(`alive`);
		this.aliveAtom.reportObserved();
		return this.isAlive;
	}
	baseFinalizeCreation(whenFinalized) {
		if (devMode()) {
			if (!this.isAlive)
 // istanbul ignore next
			throw new MstError("assertion failed: cannot finalize the creation of a node that is already dead");
		}
		if (this.state === NodeLifeCycle.CREATED) {
			if (this.parent) {
				if (this.parent.state !== NodeLifeCycle.FINALIZED) return;
				this.fireHook(Hook.afterAttach);
			}
			this.state = NodeLifeCycle.FINALIZED;
			if (whenFinalized) whenFinalized();
		}
	}
	baseFinalizeDeath() {
		if (this._hookSubscribers) this._hookSubscribers.clearAll();
		this._subpathUponDeath = this._subpath;
		this._pathUponDeath = this.getEscapedPath(false);
		this.baseSetParent(null, "");
		this.state = NodeLifeCycle.DEAD;
	}
	baseAboutToDie() {
		this.fireHook(Hook.beforeDestroy);
	}
};
/**
* @internal
* @hidden
*/
var ScalarNode = class extends BaseNode {
	constructor(simpleType, parent, subpath, environment, initialSnapshot) {
		super(simpleType, parent, subpath, environment);
		try {
			this.storedValue = simpleType.createNewInstance(initialSnapshot);
		} catch (e) {
			this.state = NodeLifeCycle.DEAD;
			throw e;
		}
		this.state = NodeLifeCycle.CREATED;
		this.finalizeCreation();
	}
	get root() {
		if (!this.parent) throw new MstError(`This scalar node is not part of a tree`);
		return this.parent.root;
	}
	setParent(newParent, subpath) {
		const parentChanged = this.parent !== newParent;
		const subpathChanged = this.subpath !== subpath;
		if (!parentChanged && !subpathChanged) return;
		if (devMode()) {
			if (!subpath)
 // istanbul ignore next
			throw new MstError("assertion failed: subpath expected");
			if (!newParent)
 // istanbul ignore next
			throw new MstError("assertion failed: parent expected");
			if (parentChanged)
 // istanbul ignore next
			throw new MstError("assertion failed: scalar nodes cannot change their parent");
		}
		this.environment = void 0;
		this.baseSetParent(this.parent, subpath);
	}
	get snapshot() {
		return freeze(this.getSnapshot());
	}
	getSnapshot() {
		return this.type.getSnapshot(this);
	}
	toString() {
		const path = (this.isAlive ? this.path : this.pathUponDeath) || "<root>";
		return `${this.type.name}@${path}${this.isAlive ? "" : " [dead]"}`;
	}
	die() {
		if (!this.isAlive || this.state === NodeLifeCycle.DETACHING) return;
		this.aboutToDie();
		this.finalizeDeath();
	}
	finalizeCreation() {
		this.baseFinalizeCreation();
	}
	aboutToDie() {
		this.baseAboutToDie();
	}
	finalizeDeath() {
		this.baseFinalizeDeath();
	}
	fireHook(name) {
		this.fireInternalHook(name);
	}
};
ScalarNode.prototype.die = (0, import_dist.action)(ScalarNode.prototype.die);
var nextNodeId = 1;
var ObservableInstanceLifecycle;
(function(ObservableInstanceLifecycle) {
	ObservableInstanceLifecycle[ObservableInstanceLifecycle["UNINITIALIZED"] = 0] = "UNINITIALIZED";
	ObservableInstanceLifecycle[ObservableInstanceLifecycle["CREATING"] = 1] = "CREATING";
	ObservableInstanceLifecycle[ObservableInstanceLifecycle["CREATED"] = 2] = "CREATED";
})(ObservableInstanceLifecycle || (ObservableInstanceLifecycle = {}));
var InternalEvents;
(function(InternalEvents) {
	InternalEvents["Dispose"] = "dispose";
	InternalEvents["Patch"] = "patch";
	InternalEvents["Snapshot"] = "snapshot";
})(InternalEvents || (InternalEvents = {}));
var snapshotReactionOptions = {
	fireImmediately: true,
	onError(e) {
		throw e;
	}
};
/**
* @internal
* @hidden
*/
var ObjectNode = class extends BaseNode {
	applyPatches(patches) {
		this.createObservableInstanceIfNeeded();
		this._applyPatches(patches);
	}
	applySnapshot(snapshot) {
		this.createObservableInstanceIfNeeded();
		this._applySnapshot(snapshot);
	}
	constructor(complexType, parent, subpath, environment, initialValue) {
		super(complexType, parent, subpath, environment);
		this.nodeId = ++nextNodeId;
		this.identifierCache = void 0;
		this.isProtectionEnabled = true;
		this.middlewares = void 0;
		this.hasSnapshotPostProcessor = false;
		this._applyPatches = void 0;
		this._applySnapshot = void 0;
		this._autoUnbox = true;
		this._isRunningAction = false;
		this._hasSnapshotReaction = false;
		this._endOfActionCallbacks = void 0;
		this._observableInstanceState = ObservableInstanceLifecycle.UNINITIALIZED;
		this._cachedInitialSnapshot = void 0;
		this._cachedInitialSnapshotCreated = false;
		this._snapshotUponDeath = void 0;
		this._internalEvents = void 0;
		const snapshotSource = { node: this };
		this._snapshotSource = snapshotSource;
		this._snapshotComputed = (0, import_dist.computed)(() => {
			const node = snapshotSource.node;
			if (!node) return freeze(snapshotSource.snapshotUponDeath);
			const snapshot = freeze(node.getSnapshot());
			return node.state === NodeLifeCycle.INITIALIZING && node._cachedInitialSnapshotCreated && (0, import_dist.compareShallow)(snapshot, node._cachedInitialSnapshot) ? node._cachedInitialSnapshot : snapshot;
		}, { keepAlive: true });
		this.unbox = this.unbox.bind(this);
		this._initialSnapshot = freeze(initialValue);
		this.identifierAttribute = complexType.identifierAttribute;
		if (!parent) this.identifierCache = new IdentifierCache();
		this._childNodes = complexType.initializeChildNodes(this, this._initialSnapshot);
		this.identifier = null;
		this.unnormalizedIdentifier = null;
		if (this.identifierAttribute && this._initialSnapshot) {
			let id = this._initialSnapshot[this.identifierAttribute];
			if (id === void 0) {
				const childNode = this._childNodes[this.identifierAttribute];
				if (childNode) id = childNode.value;
			}
			if (typeof id !== "string" && typeof id !== "number" && typeof id !== "bigint") throw new MstError(`Instance identifier '${this.identifierAttribute}' for type '${this.type.name}' must be a string, a number or a bigint`);
			this.identifier = normalizeIdentifier(id);
			this.unnormalizedIdentifier = id;
		}
		if (!parent) this.identifierCache.addNodeToCache(this);
		else parent.root.identifierCache.addNodeToCache(this);
	}
	createObservableInstanceIfNeeded(fireHooks = true) {
		if (this._observableInstanceState === ObservableInstanceLifecycle.UNINITIALIZED) this.createObservableInstance(fireHooks);
	}
	createObservableInstance(fireHooks = true) {
		if (devMode()) {
			if (this.state !== NodeLifeCycle.INITIALIZING)
 // istanbul ignore next
			throw new MstError("assertion failed: the creation of the observable instance must be done on the initializing phase");
		}
		this._observableInstanceState = ObservableInstanceLifecycle.CREATING;
		const parentChain = [];
		let parent = this.parent;
		while (parent && parent._observableInstanceState === ObservableInstanceLifecycle.UNINITIALIZED) {
			parentChain.unshift(parent);
			parent = parent.parent;
		}
		for (const p of parentChain) p.createObservableInstanceIfNeeded(false);
		const type = this.type;
		try {
			this.storedValue = type.createNewInstance(this._childNodes);
			this.preboot();
			this._isRunningAction = true;
			type.finalizeNewInstance(this, this.storedValue);
		} catch (e) {
			this.state = NodeLifeCycle.DEAD;
			throw e;
		} finally {
			this._isRunningAction = false;
		}
		this._observableInstanceState = ObservableInstanceLifecycle.CREATED;
		this._snapshotComputed.trackAndCompute();
		this._childNodes = EMPTY_OBJECT;
		this.state = NodeLifeCycle.CREATED;
		if (fireHooks) {
			this.fireHook(Hook.afterCreate);
			this.finalizeCreation();
			for (const p of parentChain.reverse()) {
				p.fireHook(Hook.afterCreate);
				p.finalizeCreation();
			}
		}
	}
	get root() {
		const parent = this.parent;
		return parent ? parent.root : this;
	}
	enqueueEndOfAction(callback) {
		const root = this.root;
		if (!root._endOfActionCallbacks) root._endOfActionCallbacks = [];
		root._endOfActionCallbacks.push(callback);
	}
	flushEndOfActionCallbacks() {
		const root = this.root;
		while (root._endOfActionCallbacks && root._endOfActionCallbacks.length > 0) {
			const callbacks = root._endOfActionCallbacks;
			root._endOfActionCallbacks = void 0;
			callbacks.forEach((callback) => {
				callback();
			});
		}
	}
	clearParent() {
		if (!this.parent) return;
		this.fireHook(Hook.beforeDetach);
		const previousState = this.state;
		this.state = NodeLifeCycle.DETACHING;
		const root = this.root;
		const newEnv = root.environment;
		const newIdCache = root.identifierCache.splitCache(this);
		try {
			this.parent.removeChild(this.subpath);
			this.baseSetParent(null, "");
			this.environment = newEnv;
			this.identifierCache = newIdCache;
		} finally {
			this.state = previousState;
		}
	}
	setParent(newParent, subpath) {
		const parentChanged = newParent !== this.parent;
		const subpathChanged = subpath !== this.subpath;
		if (!parentChanged && !subpathChanged) return;
		if (devMode()) {
			if (!subpath)
 // istanbul ignore next
			throw new MstError("assertion failed: subpath expected");
			if (!newParent)
 // istanbul ignore next
			throw new MstError("assertion failed: new parent expected");
			if (this.parent && parentChanged) throw new MstError(`A node cannot exists twice in the state tree. Failed to add ${this} to path '${newParent.path}/${subpath}'.`);
			if (!this.parent && newParent.root === this) throw new MstError(`A state tree is not allowed to contain itself. Cannot assign ${this} to path '${newParent.path}/${subpath}'`);
			if (!this.parent && !!this.environment && this.environment !== newParent.root.environment) throw new MstError(`A state tree cannot be made part of another state tree as long as their environments are different.`);
		}
		if (parentChanged) {
			this.environment = void 0;
			newParent.root.identifierCache.mergeCache(this);
			this.baseSetParent(newParent, subpath);
			this.fireHook(Hook.afterAttach);
		} else if (subpathChanged) this.baseSetParent(this.parent, subpath);
	}
	fireHook(name) {
		this.fireInternalHook(name);
		const fn = this.storedValue && typeof this.storedValue === "object" && this.storedValue[name];
		if (typeof fn === "function") {
			if (import_dist._allowStateChangesInsideComputed) (0, import_dist._allowStateChangesInsideComputed)(() => {
				fn.apply(this.storedValue);
			});
			else fn.apply(this.storedValue);
		}
	}
	get snapshot() {
		if (this.hasSnapshotPostProcessor) this.createObservableInstanceIfNeeded();
		return this._snapshotComputed.get();
	}
	getSnapshot() {
		if (!this.isAlive) return this._snapshotUponDeath;
		return this._observableInstanceState === ObservableInstanceLifecycle.CREATED ? this._getActualSnapshot() : this._getCachedInitialSnapshot();
	}
	_getActualSnapshot() {
		return this.type.getSnapshot(this);
	}
	_getCachedInitialSnapshot() {
		if (!this._cachedInitialSnapshotCreated) {
			const type = this.type;
			const childNodes = this._childNodes;
			const snapshot = this._initialSnapshot;
			this._cachedInitialSnapshot = type.processInitialSnapshot(childNodes, snapshot);
			this._cachedInitialSnapshotCreated = true;
		}
		return this._cachedInitialSnapshot;
	}
	isRunningAction() {
		if (this._isRunningAction) return true;
		if (this.isRoot) return false;
		return this.parent.isRunningAction();
	}
	assertAlive(context) {
		const livelinessChecking = getLivelinessChecking();
		if (!this.isAlive && livelinessChecking !== "ignore") {
			const error = this._getAssertAliveError(context);
			switch (livelinessChecking) {
				case "error": throw new MstError(error);
				case "warn": warnError(error);
			}
		}
	}
	_getAssertAliveError(context) {
		const escapedPath = this.getEscapedPath(false) || this.pathUponDeath || "";
		const subpath = context.subpath && escapeJsonPath(context.subpath) || "";
		let actionContext = context.actionContext || getCurrentActionContext();
		if (actionContext && actionContext.type !== "action" && actionContext.parentActionEvent) actionContext = actionContext.parentActionEvent;
		let actionFullPath = "";
		if (actionContext && actionContext.name != null) actionFullPath = `${actionContext && actionContext.context && getPath(actionContext.context) || escapedPath}.${actionContext.name}()`;
		return `You are trying to read or write to an object that is no longer part of a state tree. (Object type: '${this.type.name}', Path upon death: '${escapedPath}', Subpath: '${subpath}', Action: '${actionFullPath}'). Either detach nodes first, or don't use objects after removing / replacing them in the tree.`;
	}
	getChildNode(subpath) {
		this.assertAlive({ subpath });
		this._autoUnbox = false;
		try {
			return this._observableInstanceState === ObservableInstanceLifecycle.CREATED ? this.type.getChildNode(this, subpath) : this._childNodes[subpath];
		} finally {
			this._autoUnbox = true;
		}
	}
	getChildren() {
		this.assertAlive(EMPTY_OBJECT);
		this._autoUnbox = false;
		try {
			return this._observableInstanceState === ObservableInstanceLifecycle.CREATED ? this.type.getChildren(this) : convertChildNodesToArray(this._childNodes);
		} finally {
			this._autoUnbox = true;
		}
	}
	getChildType(propertyName) {
		return this.type.getChildType(propertyName);
	}
	get isProtected() {
		return this.root.isProtectionEnabled;
	}
	assertWritable(context) {
		this.assertAlive(context);
		if (!this.isRunningAction() && this.isProtected) throw new MstError(`Cannot modify '${this}', the object is protected and can only be modified by using an action.`);
	}
	removeChild(subpath) {
		this.type.removeChild(this, subpath);
	}
	unbox(childNode) {
		if (!childNode) return childNode;
		this.assertAlive({ subpath: childNode.subpath || childNode.subpathUponDeath });
		return this._autoUnbox ? childNode.value : childNode;
	}
	toString() {
		const path = (this.isAlive ? this.path : this.pathUponDeath) || "<root>";
		const identifier = this.identifier ? `(id: ${this.identifier})` : "";
		return `${this.type.name}@${path}${identifier}${this.isAlive ? "" : " [dead]"}`;
	}
	finalizeCreation() {
		this.baseFinalizeCreation(() => {
			for (let child of this.getChildren()) child.finalizeCreation();
			this.fireInternalHook(Hook.afterCreationFinalization);
		});
	}
	detach() {
		if (!this.isAlive) throw new MstError(`Error while detaching, node is not alive.`);
		this.clearParent();
	}
	preboot() {
		const self = this;
		this._applyPatches = createActionInvoker(this.storedValue, "@APPLY_PATCHES", (patches) => {
			patches.forEach((patch) => {
				if (!patch.path) {
					self.type.applySnapshot(self, patch.value);
					return;
				}
				const parts = splitJsonPath(patch.path);
				resolveNodeByPathParts(self, parts.slice(0, -1)).applyPatchLocally(parts[parts.length - 1], patch);
			});
		});
		this._applySnapshot = createActionInvoker(this.storedValue, "@APPLY_SNAPSHOT", (snapshot) => {
			if (snapshot === self.snapshot) return;
			return self.type.applySnapshot(self, snapshot);
		});
		addHiddenFinalProp(this.storedValue, "$treenode", this);
		addHiddenFinalProp(this.storedValue, "toJSON", toJSON);
	}
	die() {
		if (!this.isAlive || this.state === NodeLifeCycle.DETACHING) return;
		this.aboutToDie();
		this.finalizeDeath();
	}
	aboutToDie() {
		if (this._observableInstanceState === ObservableInstanceLifecycle.UNINITIALIZED) return;
		this.getChildren().forEach((node) => {
			node.aboutToDie();
		});
		this.baseAboutToDie();
		this._internalEventsEmit(InternalEvents.Dispose);
		this._internalEventsClear(InternalEvents.Dispose);
	}
	finalizeDeath() {
		this.getChildren().forEach((node) => {
			node.finalizeDeath();
		});
		this.root.identifierCache.notifyDied(this);
		const snapshot = this.snapshot;
		this._snapshotUponDeath = snapshot;
		this._internalEventsClearAll();
		this.baseFinalizeDeath();
		this._snapshotSource.snapshotUponDeath = snapshot;
		this._snapshotSource.node = void 0;
		this._snapshotComputed.trackAndCompute();
	}
	onSnapshot(onChange) {
		this._addSnapshotReaction();
		return this._internalEventsRegister(InternalEvents.Snapshot, onChange);
	}
	emitSnapshot(snapshot) {
		this._internalEventsEmit(InternalEvents.Snapshot, snapshot);
	}
	onPatch(handler) {
		return this._internalEventsRegister(InternalEvents.Patch, handler);
	}
	hasPatchSubscribers() {
		if (this._internalEventsHasSubscribers(InternalEvents.Patch)) return true;
		return this.parent ? this.parent.hasPatchSubscribers() : false;
	}
	emitPatch(basePatch, source) {
		if (this._internalEventsHasSubscribers(InternalEvents.Patch)) {
			const [patch, reversePatch] = splitPatch(extend({}, basePatch, { path: source.path.substr(this.path.length) + (basePatch.path ? "/" + basePatch.path : "") }));
			this._internalEventsEmit(InternalEvents.Patch, patch, reversePatch);
		}
		if (this.parent) this.parent.emitPatch(basePatch, source);
	}
	hasDisposer(disposer) {
		return this._internalEventsHas(InternalEvents.Dispose, disposer);
	}
	addDisposer(disposer) {
		if (!this.hasDisposer(disposer)) {
			this._internalEventsRegister(InternalEvents.Dispose, disposer, true);
			return;
		}
		throw new MstError("cannot add a disposer when it is already registered for execution");
	}
	removeDisposer(disposer) {
		if (!this._internalEventsHas(InternalEvents.Dispose, disposer)) throw new MstError("cannot remove a disposer which was never registered for execution");
		this._internalEventsUnregister(InternalEvents.Dispose, disposer);
	}
	removeMiddleware(middleware) {
		if (this.middlewares) {
			const index = this.middlewares.indexOf(middleware);
			if (index >= 0) this.middlewares.splice(index, 1);
		}
	}
	addMiddleWare(handler, includeHooks = true) {
		const middleware = {
			handler,
			includeHooks
		};
		if (!this.middlewares) this.middlewares = [middleware];
		else this.middlewares.push(middleware);
		return () => {
			this.removeMiddleware(middleware);
		};
	}
	applyPatchLocally(subpath, patch) {
		this.assertWritable({ subpath });
		this.createObservableInstanceIfNeeded();
		this.type.applyPatchLocally(this, subpath, patch);
	}
	_addSnapshotReaction() {
		if (!this._hasSnapshotReaction) {
			let last = (0, import_dist.untracked)(() => this.snapshot);
			const snapshotDisposer = (0, import_dist.reaction)(() => this.snapshot, (snapshot) => {
				if (snapshot === last) return;
				last = snapshot;
				this.emitSnapshot(snapshot);
			}, snapshotReactionOptions);
			this.addDisposer(snapshotDisposer);
			this._hasSnapshotReaction = true;
		}
	}
	_internalEventsHasSubscribers(event) {
		return !!this._internalEvents && this._internalEvents.hasSubscribers(event);
	}
	_internalEventsRegister(event, eventHandler, atTheBeginning = false) {
		if (!this._internalEvents) this._internalEvents = new EventHandlers();
		return this._internalEvents.register(event, eventHandler, atTheBeginning);
	}
	_internalEventsHas(event, eventHandler) {
		return !!this._internalEvents && this._internalEvents.has(event, eventHandler);
	}
	_internalEventsUnregister(event, eventHandler) {
		if (this._internalEvents) this._internalEvents.unregister(event, eventHandler);
	}
	_internalEventsEmit(event, ...args) {
		if (this._internalEvents) this._internalEvents.emit(event, ...args);
	}
	_internalEventsClear(event) {
		if (this._internalEvents) this._internalEvents.clear(event);
	}
	_internalEventsClearAll() {
		if (this._internalEvents) this._internalEvents.clearAll();
	}
};
ObjectNode.prototype.createObservableInstance = (0, import_dist.action)(ObjectNode.prototype.createObservableInstance);
ObjectNode.prototype.detach = (0, import_dist.action)(ObjectNode.prototype.detach);
ObjectNode.prototype.die = (0, import_dist.action)(ObjectNode.prototype.die);
/**
* @internal
* @hidden
*/
var TypeFlags;
(function(TypeFlags) {
	TypeFlags[TypeFlags["String"] = 1] = "String";
	TypeFlags[TypeFlags["Number"] = 2] = "Number";
	TypeFlags[TypeFlags["Boolean"] = 4] = "Boolean";
	TypeFlags[TypeFlags["Date"] = 8] = "Date";
	TypeFlags[TypeFlags["Literal"] = 16] = "Literal";
	TypeFlags[TypeFlags["Array"] = 32] = "Array";
	TypeFlags[TypeFlags["Map"] = 64] = "Map";
	TypeFlags[TypeFlags["Object"] = 128] = "Object";
	TypeFlags[TypeFlags["Frozen"] = 256] = "Frozen";
	TypeFlags[TypeFlags["Optional"] = 512] = "Optional";
	TypeFlags[TypeFlags["Reference"] = 1024] = "Reference";
	TypeFlags[TypeFlags["Identifier"] = 2048] = "Identifier";
	TypeFlags[TypeFlags["Late"] = 4096] = "Late";
	TypeFlags[TypeFlags["Refinement"] = 8192] = "Refinement";
	TypeFlags[TypeFlags["Union"] = 16384] = "Union";
	TypeFlags[TypeFlags["Null"] = 32768] = "Null";
	TypeFlags[TypeFlags["Undefined"] = 65536] = "Undefined";
	TypeFlags[TypeFlags["Integer"] = 131072] = "Integer";
	TypeFlags[TypeFlags["Custom"] = 262144] = "Custom";
	TypeFlags[TypeFlags["SnapshotProcessor"] = 524288] = "SnapshotProcessor";
	TypeFlags[TypeFlags["Lazy"] = 1048576] = "Lazy";
	TypeFlags[TypeFlags["Finite"] = 2097152] = "Finite";
	TypeFlags[TypeFlags["Float"] = 4194304] = "Float";
	TypeFlags[TypeFlags["BigInt"] = 8388608] = "BigInt";
})(TypeFlags || (TypeFlags = {}));
/**
* @internal
* @hidden
*/
var cannotDetermineSubtype = "cannotDetermine";
/**
* A base type produces a MST node (Node in the state tree)
*
* @internal
* @hidden
*/
var BaseType = class {
	constructor(name) {
		this.isType = true;
		this.name = name;
	}
	create(snapshot, environment) {
		typecheckInternal(this, snapshot);
		return this.instantiate(null, "", environment, snapshot).value;
	}
	getSnapshot(node, applyPostProcess) {
		// istanbul ignore next
		throw new MstError("unimplemented method");
	}
	isAssignableFrom(type) {
		return type === this;
	}
	validate(value, context) {
		if (getStateTreeNodeSafe(value)) {
			const valueType = getType(value);
			return this.isAssignableFrom(valueType) ? typeCheckSuccess() : typeCheckFailure(context, value);
		}
		return this.isValidSnapshot(value, context);
	}
	is(thing) {
		return this.validate(thing, [{
			path: "",
			type: this
		}]).length === 0;
	}
	get Type() {
		// istanbul ignore next
		throw new MstError("Factory.Type should not be actually called. It is just a Type signature that can be used at compile time with Typescript, by using `typeof type.Type`");
	}
	get TypeWithoutSTN() {
		// istanbul ignore next
		throw new MstError("Factory.TypeWithoutSTN should not be actually called. It is just a Type signature that can be used at compile time with Typescript, by using `typeof type.TypeWithoutSTN`");
	}
	get SnapshotType() {
		// istanbul ignore next
		throw new MstError("Factory.SnapshotType should not be actually called. It is just a Type signature that can be used at compile time with Typescript, by using `typeof type.SnapshotType`");
	}
	get CreationType() {
		// istanbul ignore next
		throw new MstError("Factory.CreationType should not be actually called. It is just a Type signature that can be used at compile time with Typescript, by using `typeof type.CreationType`");
	}
};
BaseType.prototype.create = (0, import_dist.action)(BaseType.prototype.create);
/**
* A complex type produces a MST node (Node in the state tree)
*
* @internal
* @hidden
*/
var ComplexType = class extends BaseType {
	constructor(name) {
		super(name);
	}
	create(snapshot = this.getDefaultSnapshot(), environment) {
		return super.create(snapshot, environment);
	}
	getValue(node) {
		node.createObservableInstanceIfNeeded();
		return node.storedValue;
	}
	isMatchingSnapshotId(current, snapshot) {
		return !current.identifierAttribute || current.identifier === normalizeIdentifier(snapshot[current.identifierAttribute]);
	}
	tryToReconcileNode(current, newValue) {
		if (current.isDetaching) return false;
		if (current.snapshot === newValue) return true;
		if (isStateTreeNode(newValue) && getStateTreeNode(newValue) === current) return true;
		if (current.type === this && isMutable(newValue) && !isStateTreeNode(newValue) && this.isMatchingSnapshotId(current, newValue)) {
			current.applySnapshot(newValue);
			return true;
		}
		return false;
	}
	reconcile(current, newValue, parent, subpath) {
		if (this.tryToReconcileNode(current, newValue)) {
			current.setParent(parent, subpath);
			return current;
		}
		current.die();
		if (isStateTreeNode(newValue) && this.isAssignableFrom(getType(newValue))) {
			const newNode = getStateTreeNode(newValue);
			newNode.setParent(parent, subpath);
			return newNode;
		}
		return this.instantiate(parent, subpath, void 0, newValue);
	}
	getSubTypes() {
		return null;
	}
};
ComplexType.prototype.create = (0, import_dist.action)(ComplexType.prototype.create);
/**
* @internal
* @hidden
*/
var SimpleType = class extends BaseType {
	createNewInstance(snapshot) {
		return snapshot;
	}
	getValue(node) {
		return node.storedValue;
	}
	getSnapshot(node) {
		return node.storedValue;
	}
	reconcile(current, newValue, parent, subpath) {
		if (!current.isDetaching && current.type === this && current.storedValue === newValue) return current;
		const res = this.instantiate(parent, subpath, void 0, newValue);
		current.die();
		return res;
	}
	getSubTypes() {
		return null;
	}
};
function canApplyDirectSnapshot(childType, childNode, newValue) {
	const reconciliationType = childNode.getReconciliationType();
	const hasMatchingReconciliationType = reconciliationType === resolveDirectApplyType(childType);
	return childNode instanceof ObjectNode && hasMatchingReconciliationType && reconciliationType instanceof ComplexType && isMutable(newValue) && !isStateTreeNode(newValue) && reconciliationType.isMatchingSnapshotId(childNode, newValue);
}
function resolveDirectApplyType(type) {
	const subTypes = type.getSubTypes();
	if (!subTypes || Array.isArray(subTypes) || subTypes === cannotDetermineSubtype || !canUnwrapDirectApplyType(type)) return type;
	return resolveDirectApplyType(subTypes);
}
function canUnwrapDirectApplyType(type) {
	const transparentWrapperFlags = TypeFlags.Optional | TypeFlags.Late;
	const nonTransparentWrapperFlags = TypeFlags.Refinement | TypeFlags.SnapshotProcessor | TypeFlags.Union;
	return (type.flags & transparentWrapperFlags) > 0 && (type.flags & nonTransparentWrapperFlags) === 0;
}
/**
* Returns if a given value represents a type.
*
* @param value Value to check.
* @returns `true` if the value is a type.
*/
function isType(value) {
	return typeof value === "object" && value && value.isType === true;
}
/**
* @internal
* @hidden
*/
function assertIsType(type, argNumber) {
	assertArg(type, isType, "mobx-state-tree type", argNumber);
}
var nextActionId = 1;
var currentActionContext;
/**
* @internal
* @hidden
*/
function getCurrentActionContext() {
	return currentActionContext;
}
/**
* @internal
* @hidden
*/
function getNextActionId() {
	return nextActionId++;
}
/**
* @internal
* @hidden
*/
function runWithActionContext(context, fn) {
	const node = getStateTreeNode(context.context);
	if (context.type === "action") node.assertAlive({ actionContext: context });
	const baseIsRunningAction = node._isRunningAction;
	node._isRunningAction = true;
	const previousContext = currentActionContext;
	const isRootActionContext = !previousContext;
	currentActionContext = context;
	try {
		return runMiddleWares(node, context, fn, isRootActionContext);
	} finally {
		currentActionContext = previousContext;
		node._isRunningAction = baseIsRunningAction;
	}
}
/**
* @internal
* @hidden
*/
function getParentActionContext(parentContext) {
	if (!parentContext) return void 0;
	if (parentContext.type === "action") return parentContext;
	return parentContext.parentActionEvent;
}
/**
* @internal
* @hidden
*/
function createActionInvoker(target, name, fn) {
	const res = function() {
		const id = getNextActionId();
		const parentContext = currentActionContext;
		const parentActionContext = getParentActionContext(parentContext);
		return runWithActionContext({
			type: "action",
			name,
			id,
			args: argsToArray(arguments),
			context: target,
			tree: getRoot(target),
			rootId: parentContext ? parentContext.rootId : id,
			parentId: parentContext ? parentContext.id : 0,
			allParentIds: parentContext ? [...parentContext.allParentIds, parentContext.id] : [],
			parentEvent: parentContext,
			parentActionEvent: parentActionContext
		}, fn);
	};
	res._isMSTAction = true;
	res._isFlowAction = fn._isFlowAction;
	return res;
}
var CollectedMiddlewares = class {
	constructor(node, fn) {
		this.arrayIndex = 0;
		this.inArrayIndex = 0;
		this.middlewares = [];
		if (fn.$mst_middleware) this.middlewares.push(fn.$mst_middleware);
		let n = node;
		while (n) {
			if (n.middlewares) this.middlewares.push(n.middlewares);
			n = n.parent;
		}
	}
	get isEmpty() {
		return this.middlewares.length <= 0;
	}
	getNextMiddleware() {
		const array = this.middlewares[this.arrayIndex];
		if (!array) return void 0;
		const item = array[this.inArrayIndex++];
		if (!item) {
			this.arrayIndex++;
			this.inArrayIndex = 0;
			return this.getNextMiddleware();
		}
		return item;
	}
};
function runMiddleWares(node, baseCall, originalFn, isRootActionContext) {
	function runInActionScope(call, fn) {
		const execute = () => {
			let result;
			let error;
			try {
				result = fn.apply(null, call.args);
			} catch (e) {
				error = e;
			}
			if (isRootActionContext || !call.parentActionEvent) try {
				node.root.flushEndOfActionCallbacks();
			} catch (flushError) {
				if (!error) error = flushError;
			}
			if (error) throw error;
			return result;
		};
		return call.name ? (0, import_dist.action)(call.name, execute)() : (0, import_dist.action)(execute)();
	}
	const middlewares = new CollectedMiddlewares(node, originalFn);
	if (middlewares.isEmpty) return runInActionScope(baseCall, originalFn);
	let result = null;
	function runNextMiddleware(call) {
		const middleware = middlewares.getNextMiddleware();
		const handler = middleware && middleware.handler;
		if (!handler) return runInActionScope(call, originalFn);
		if (!middleware.includeHooks && Hook[call.name]) return runNextMiddleware(call);
		let nextInvoked = false;
		function next(call2, callback) {
			nextInvoked = true;
			result = runNextMiddleware(call2);
			if (callback) result = callback(result);
		}
		let abortInvoked = false;
		function abort(value) {
			abortInvoked = true;
			result = value;
		}
		handler(call, next, abort);
		if (devMode()) {
			if (!nextInvoked && !abortInvoked) {
				const node2 = getStateTreeNode(call.tree);
				throw new MstError(`Neither the next() nor the abort() callback within the middleware ${handler.name} for the action: "${call.name}" on the node: ${node2.type.name} was invoked.`);
			} else if (nextInvoked && abortInvoked) {
				const node2 = getStateTreeNode(call.tree);
				throw new MstError(`The next() and abort() callback within the middleware ${handler.name} for the action: "${call.name}" on the node: ${node2.type.name} were invoked.`);
			}
		}
		if (abortInvoked && (isRootActionContext || !call.parentActionEvent)) return runInActionScope(call, () => result);
		return result;
	}
	return runNextMiddleware(baseCall);
}
var currentOptions = Object.assign({}, {
	enabled: false,
	indent: 2,
	maxStringLength: 100,
	maxArrayLength: 10,
	maxPropertyCount: 30,
	maxDepth: 5
});
/**
* Returns a copy of the current error formatting options (see
* {@link setErrorFormatting}). Useful for temporarily overriding and then
* restoring the configuration.
*
* @returns The current {@link ErrorFormattingOptions}.
*/
function getErrorFormatting() {
	return Object.assign({}, currentOptions);
}
function safeStringify(value, indent) {
	try {
		return JSON.stringify(value, null, indent);
	} catch (e) {
		// istanbul ignore next
		return `<Unserializable: ${e}>`;
	}
}
function shortenPrintValue(valueInString) {
	return valueInString.length < 280 ? valueInString : `${valueInString.substring(0, 272)}......${valueInString.substring(valueInString.length - 8)}`;
}
/**
* Returns a clone of `value` in which overly long strings are clipped and large
* arrays/objects (or values nested too deeply) are summarized, so the result is
* safe to print in an error message without flooding the screen.
*/
function truncateForDisplay(value, depth, options) {
	if (typeof value === "string") return value.length > options.maxStringLength ? `${value.slice(0, options.maxStringLength)}… (${value.length - options.maxStringLength} more characters)` : value;
	if (Array.isArray(value)) {
		if (depth >= options.maxDepth) return "[…]";
		const items = value.slice(0, options.maxArrayLength).map((item) => truncateForDisplay(item, depth + 1, options));
		if (value.length > options.maxArrayLength) items.push(`… ${value.length - options.maxArrayLength} more items`);
		return items;
	}
	if (isPlainObject(value)) {
		if (depth >= options.maxDepth) return "{…}";
		const result = {};
		const keys = Object.keys(value);
		keys.slice(0, options.maxPropertyCount).forEach((key) => {
			result[key] = truncateForDisplay(value[key], depth + 1, options);
		});
		if (keys.length > options.maxPropertyCount) result["…"] = `${keys.length - options.maxPropertyCount} more keys`;
		return result;
	}
	return value;
}
/**
* @internal
* @hidden
*/
function prettyPrintValue(value) {
	if (typeof value === "function") return `<function${value.name ? " " + value.name : ""}>`;
	if (isStateTreeNode(value)) return `<${value}>`;
	const options = getErrorFormatting();
	if (!options.enabled) return `\`${safeStringify(value)}\``;
	return `\`${safeStringify(truncateForDisplay(value, 0, options), options.indent || void 0)}\``;
}
/**
* Re-indents a type description (as produced by `IType.describe()`) across
* multiple lines, by breaking after the `{`, `}` and `;` separators used in
* model shapes (while leaving union `|` and array `[]` parts inline).
* Characters inside string literals (e.g. literal types like `"a;b"`) are left
* untouched.
*
* `indentSize` is the number of spaces per nesting level; when it is `0` (or
* negative) the description is returned unchanged on a single line. As this runs
* while formatting an error that is already being thrown, it must never throw
* itself: any unexpected input falls back to the original, unformatted
* description.
*
* @internal
* @hidden
*/
function prettyPrintDescription(description, indentSize) {
	if (indentSize <= 0) return description;
	try {
		const step = " ".repeat(indentSize);
		let result = "";
		let depth = 0;
		let stringDelimiter = null;
		let escaped = false;
		const newline = () => {
			result = result.replace(/[ \t]+$/, "");
			result += "\n" + step.repeat(Math.max(0, depth));
		};
		for (let i = 0; i < description.length; i++) {
			const char = description[i];
			if (stringDelimiter) {
				result += char;
				if (escaped) escaped = false;
				else if (char === "\\") escaped = true;
				else if (char === stringDelimiter) stringDelimiter = null;
				continue;
			}
			switch (char) {
				case "\"":
				case "'":
					stringDelimiter = char;
					result += char;
					break;
				case "{":
					depth++;
					result += "{";
					newline();
					while (description[i + 1] === " ") i++;
					break;
				case "}":
					depth--;
					newline();
					result += "}";
					break;
				case ";":
					result += ";";
					newline();
					while (description[i + 1] === " ") i++;
					break;
				default: result += char;
			}
		}
		return result;
	} catch (e) {
		// istanbul ignore next - defensive: never let formatting hide the real error
		return description;
	}
}
function toErrorString(error) {
	const { value } = error;
	const type = error.context[error.context.length - 1].type;
	const fullPath = error.context.map(({ path }) => path).filter((path) => path.length > 0).join("/");
	const pathPrefix = fullPath.length > 0 ? `at path "/${fullPath}" ` : ``;
	const currentTypename = isStateTreeNode(value) ? `value of type ${getStateTreeNode(value).type.name}:` : isPrimitive(value) ? "value" : "snapshot";
	const isSnapshotCompatible = type && isStateTreeNode(value) && type.is(getStateTreeNode(value).snapshot);
	const formatting = getErrorFormatting();
	const describeType = (t) => formatting.enabled ? prettyPrintDescription(t.describe(), formatting.indent) : t.describe();
	return `${pathPrefix}${currentTypename} ${prettyPrintValue(value)} is not assignable ${type ? `to type: \`${type.name}\`` : ``}` + (error.message ? ` (${error.message})` : "") + (type ? isPrimitiveType(type) || isPrimitive(value) ? `.` : `, expected an instance of \`${type.name}\` or a snapshot like \`${describeType(type)}\` instead.` + (isSnapshotCompatible ? " (Note that a snapshot of the provided value is compatible with the targeted type)" : "") : `.`);
}
/**
* @internal
* @hidden
*/
function getContextForPath(context, path, type) {
	return context.concat([{
		path,
		type
	}]);
}
/**
* @internal
* @hidden
*/
function typeCheckSuccess() {
	return EMPTY_ARRAY;
}
/**
* @internal
* @hidden
*/
function typeCheckFailure(context, value, message) {
	return [{
		context,
		value,
		message
	}];
}
/**
* @internal
* @hidden
*/
function flattenTypeErrors(errors) {
	return errors.reduce((a, i) => a.concat(i), []);
}
/**
* @internal
* @hidden
*/
function typecheckInternal(type, value) {
	if (isTypeCheckingEnabled()) typecheck(type, value);
}
/**
* Run's the typechecker for the given type on the given value, which can be a snapshot or an instance.
* Throws if the given value is not according the provided type specification.
* Use this if you need typechecks even in a production build (by default all automatic runtime type checks will be skipped in production builds)
*
* @param type Type to check against.
* @param value Value to be checked, either a snapshot or an instance.
*/
function typecheck(type, value) {
	const errors = type.validate(value, [{
		path: "",
		type
	}]);
	if (errors.length > 0) throw new MstError(validationErrorsToString(type, value, errors));
}
function validationErrorsToString(type, value, errors) {
	if (errors.length === 0) return;
	const printedValue = prettyPrintValue(value);
	return `Error while converting ${getErrorFormatting().enabled ? printedValue : shortenPrintValue(printedValue)} to \`${type.name}\`:\n\n    ` + errors.map(toErrorString).join("\n    ");
}
var identifierCacheId = 0;
/**
* @internal
* @hidden
*/
var IdentifierCache = class IdentifierCache {
	constructor() {
		this.cacheId = identifierCacheId++;
		this.cache = import_dist.observable.map();
		this.lastCacheModificationPerId = import_dist.observable.map();
	}
	updateLastCacheModificationPerId(identifier) {
		const lcm = this.lastCacheModificationPerId.get(identifier);
		this.lastCacheModificationPerId.set(identifier, lcm === void 0 ? 1 : lcm + 1);
	}
	getLastCacheModificationPerId(identifier) {
		const modificationId = this.lastCacheModificationPerId.get(identifier) || 0;
		return `${this.cacheId}-${modificationId}`;
	}
	addNodeToCache(node, lastCacheUpdate = true) {
		if (node.identifierAttribute) {
			const identifier = node.identifier;
			if (!this.cache.has(identifier)) this.cache.set(identifier, import_dist.observable.array([], mobxShallow));
			const set = this.cache.get(identifier);
			if (set.indexOf(node) !== -1) throw new MstError(`Already registered`);
			set.push(node);
			if (lastCacheUpdate) this.updateLastCacheModificationPerId(identifier);
		}
	}
	mergeCache(node) {
		(0, import_dist.values)(node.identifierCache.cache).forEach((nodes) => nodes.forEach((child) => {
			this.addNodeToCache(child);
		}));
	}
	notifyDied(node) {
		if (node.identifierAttribute) {
			const id = node.identifier;
			const set = this.cache.get(id);
			if (set) {
				set.remove(node);
				if (!set.length) this.cache.delete(id);
				this.updateLastCacheModificationPerId(node.identifier);
			}
		}
	}
	splitCache(splitNode) {
		const newCache = new IdentifierCache();
		if (this.cache.size === 0) return newCache;
		const moveNode = (node) => {
			if (!(node instanceof ObjectNode)) return;
			this.notifyDied(node);
			newCache.addNodeToCache(node, false);
			node.getChildren().forEach(moveNode);
		};
		moveNode(splitNode);
		return newCache;
	}
	has(type, identifier) {
		const set = this.cache.get(identifier);
		if (!set) return false;
		return set.some((candidate) => type.isAssignableFrom(candidate.type));
	}
	resolve(type, identifier) {
		const set = this.cache.get(identifier);
		if (!set) return null;
		const matches = set.filter((candidate) => type.isAssignableFrom(candidate.type));
		switch (matches.length) {
			case 0: return null;
			case 1: return matches[0];
			default: throw new MstError(`Cannot resolve a reference to type '${type.name}' with id: '${identifier}' unambigously, there are multiple candidates: ${matches.map((n) => n.path).join(", ")}`);
		}
	}
};
/**
* @internal
* @hidden
*/
function createObjectNode(type, parent, subpath, environment, initialValue) {
	const existingNode = getStateTreeNodeSafe(initialValue);
	if (existingNode) {
		if (existingNode.parent)
 // istanbul ignore next
		throw new MstError(`Cannot add an object to a state tree if it is already part of the same or another state tree. Tried to assign an object to '${parent ? parent.path : ""}/${subpath}', but it lives already at '${existingNode.path}'`);
		if (parent) existingNode.setParent(parent, subpath);
		return existingNode;
	}
	return new ObjectNode(type, parent, subpath, environment, initialValue);
}
/**
* @internal
* @hidden
*/
function createScalarNode(type, parent, subpath, environment, initialValue) {
	return new ScalarNode(type, parent, subpath, environment, initialValue);
}
/**
* @internal
* @hidden
*/
function isNode(value) {
	return value instanceof ScalarNode || value instanceof ObjectNode;
}
/**
* @internal
* @hidden
*/
var NodeLifeCycle;
(function(NodeLifeCycle) {
	NodeLifeCycle[NodeLifeCycle["INITIALIZING"] = 0] = "INITIALIZING";
	NodeLifeCycle[NodeLifeCycle["CREATED"] = 1] = "CREATED";
	NodeLifeCycle[NodeLifeCycle["FINALIZED"] = 2] = "FINALIZED";
	NodeLifeCycle[NodeLifeCycle["DETACHING"] = 3] = "DETACHING";
	NodeLifeCycle[NodeLifeCycle["DEAD"] = 4] = "DEAD";
})(NodeLifeCycle || (NodeLifeCycle = {}));
/**
* Returns true if the given value is a node in a state tree.
* More precisely, that is, if the value is an instance of a
* `types.model`, `types.array` or `types.map`.
*
* @param value
* @returns true if the value is a state tree node.
*/
function isStateTreeNode(value) {
	return !!(value && value.$treenode);
}
/**
* @internal
* @hidden
*/
function assertIsStateTreeNode(value, argNumber) {
	assertArg(value, isStateTreeNode, "mobx-state-tree node", argNumber);
}
/**
* @internal
* @hidden
*/
function getStateTreeNode(value) {
	if (!isStateTreeNode(value))
 // istanbul ignore next
	throw new MstError(`Value ${value} is no MST Node`);
	return value.$treenode;
}
/**
* @internal
* @hidden
*/
function getStateTreeNodeSafe(value) {
	return value && value.$treenode || null;
}
/**
* @internal
* @hidden
*/
function toJSON() {
	return getStateTreeNode(this).snapshot;
}
/**
* @internal
* @hidden
*/
function resolveNodeByPathParts(base, pathParts, failIfResolveFails = true) {
	let current = base;
	try {
		for (let i = 0; i < pathParts.length; i++) {
			const part = pathParts[i];
			if (part === "..") {
				current = current.parent;
				if (current) continue;
			} else if (part === ".") continue;
			else if (current) {
				if (current instanceof ScalarNode) {
					const value = current.value;
					if (isStateTreeNode(value)) current = getStateTreeNode(value);
				}
				if (current instanceof ObjectNode) {
					if (current.getChildType(part)) {
						current = current.getChildNode(part);
						if (current) continue;
					}
				}
			}
			throw new MstError(`Could not resolve '${part}' in path '${joinJsonPath(pathParts.slice(0, i)) || "/"}' while resolving '${joinJsonPath(pathParts)}'`);
		}
	} catch (e) {
		if (!failIfResolveFails) return;
		throw e;
	}
	return current;
}
/**
* @internal
* @hidden
*/
function convertChildNodesToArray(childNodes) {
	if (!childNodes) return EMPTY_ARRAY;
	const keys = Object.keys(childNodes);
	if (!keys.length) return EMPTY_ARRAY;
	const result = new Array(keys.length);
	keys.forEach((key, index) => {
		result[index] = childNodes[key];
	});
	return result;
}
var plainObjectString = Object.toString();
/**
* @internal
* @hidden
*/
var EMPTY_ARRAY = Object.freeze([]);
/**
* @internal
* @hidden
*/
var EMPTY_OBJECT = Object.freeze({});
/**
* @internal
* @hidden
*/
var mobxShallow = { deep: false };
Object.freeze(mobxShallow);
/**
* @internal
* @hidden
*/
var MstError = class extends Error {
	constructor(message = "Illegal state") {
		super(`[mobx-state-tree] ${message}`);
	}
};
/**
* @internal
* @hidden
*/
function identity(_) {
	return _;
}
/**
* @internal
* @hidden
*/
var isInteger = Number.isInteger;
/**
* @internal
* @hidden
*/
function isFloat(val) {
	return Number(val) === val && val % 1 !== 0;
}
/**
* @internal
* @hidden
*/
function isFinite(val) {
	return Number.isFinite(val);
}
/**
* @internal
* @hidden
*/
function isArray(val) {
	return Array.isArray(val) || (0, import_dist.isObservableArray)(val);
}
/**
* @internal
* @hidden
*/
function asArray(val) {
	if (!val) return EMPTY_ARRAY;
	if (isArray(val)) return val;
	return [val];
}
/**
* @internal
* @hidden
*/
function extend(a, ...b) {
	for (let i = 0; i < b.length; i++) {
		const current = b[i];
		for (let key in current) a[key] = current[key];
	}
	return a;
}
/**
* @internal
* @hidden
*/
function isPlainObject(value) {
	var _a;
	if (value === null || typeof value !== "object") return false;
	const proto = Object.getPrototypeOf(value);
	if (proto == null) return true;
	return ((_a = proto.constructor) === null || _a === void 0 ? void 0 : _a.toString()) === plainObjectString;
}
/**
* @internal
* @hidden
*/
function isMutable(value) {
	return value !== null && typeof value === "object" && !(value instanceof Date) && !(value instanceof RegExp);
}
/**
* @internal
* @hidden
*/
function isPrimitive(value, includeDate = true) {
	return value === null || value === void 0 || typeof value === "string" || typeof value === "number" || typeof value === "boolean" || typeof value === "bigint" || includeDate && value instanceof Date;
}
/**
* @internal
* @hidden
* Freeze a value and return it (if not in production)
*/
function freeze(value) {
	if (!devMode()) return value;
	return isPrimitive(value) || (0, import_dist.isObservableArray)(value) ? value : Object.freeze(value);
}
/**
* @internal
* @hidden
* Recursively freeze a value (if not in production)
*/
function deepFreeze(value) {
	if (!devMode()) return value;
	freeze(value);
	if (isPlainObject(value)) Object.keys(value).forEach((propKey) => {
		if (!isPrimitive(value[propKey]) && !Object.isFrozen(value[propKey])) deepFreeze(value[propKey]);
	});
	return value;
}
/**
* @internal
* @hidden
*/
function isSerializable(value) {
	return typeof value !== "function";
}
/**
* @internal
* @hidden
*/
function defineProperty(object, key, descriptor) {
	(0, import_dist.isObservableObject)(object) ? (0, import_dist.defineProperty)(object, key, descriptor) : Object.defineProperty(object, key, descriptor);
}
/**
* @internal
* @hidden
*/
function addHiddenFinalProp(object, propName, value) {
	defineProperty(object, propName, {
		enumerable: false,
		writable: false,
		configurable: true,
		value
	});
}
/**
* @internal
* @hidden
*/
function addHiddenWritableProp(object, propName, value) {
	defineProperty(object, propName, {
		enumerable: false,
		writable: true,
		configurable: true,
		value
	});
}
/**
* @internal
* @hidden
*/
var EventHandler = class {
	constructor() {
		this.handlers = [];
	}
	get hasSubscribers() {
		return this.handlers.length > 0;
	}
	register(fn, atTheBeginning = false) {
		if (atTheBeginning) this.handlers.unshift(fn);
		else this.handlers.push(fn);
		return () => {
			this.unregister(fn);
		};
	}
	has(fn) {
		return this.handlers.indexOf(fn) >= 0;
	}
	unregister(fn) {
		const index = this.handlers.indexOf(fn);
		if (index >= 0) this.handlers.splice(index, 1);
	}
	clear() {
		this.handlers.length = 0;
	}
	emit(...args) {
		this.handlers.slice().forEach((f) => f(...args));
	}
};
/**
* @internal
* @hidden
*/
var EventHandlers = class {
	hasSubscribers(event) {
		const handler = this.eventHandlers && this.eventHandlers[event];
		return !!handler && handler.hasSubscribers;
	}
	register(event, fn, atTheBeginning = false) {
		if (!this.eventHandlers) this.eventHandlers = {};
		let handler = this.eventHandlers[event];
		if (!handler) handler = this.eventHandlers[event] = new EventHandler();
		return handler.register(fn, atTheBeginning);
	}
	has(event, fn) {
		const handler = this.eventHandlers && this.eventHandlers[event];
		return !!handler && handler.has(fn);
	}
	unregister(event, fn) {
		const handler = this.eventHandlers && this.eventHandlers[event];
		if (handler) handler.unregister(fn);
	}
	clear(event) {
		if (this.eventHandlers) delete this.eventHandlers[event];
	}
	clearAll() {
		this.eventHandlers = void 0;
	}
	emit(event, ...args) {
		const handler = this.eventHandlers && this.eventHandlers[event];
		if (handler) handler.emit(...args);
	}
};
/**
* @internal
* @hidden
*/
function argsToArray(args) {
	const res = new Array(args.length);
	for (let i = 0; i < args.length; i++) res[i] = args[i];
	return res;
}
/**
* @internal
* @hidden
*/
function stringStartsWith(str, beginning) {
	return str.indexOf(beginning) === 0;
}
/**
* @internal
* @hidden
*/
var deprecated = function(id, message) {
	if (!devMode()) return;
	if (deprecated.ids && !deprecated.ids.hasOwnProperty(id)) warnError("Deprecation warning: " + message);
	if (deprecated.ids) deprecated.ids[id] = true;
};
deprecated.ids = {};
/**
* @internal
* @hidden
*/
function warnError(msg) {
	console.warn(/* @__PURE__ */ new Error(`[mobx-state-tree] ${msg}`));
}
/**
* @internal
* @hidden
*/
function isTypeCheckingEnabled() {
	return devMode() || typeof process !== "undefined" && process.env && process.env.ENABLE_TYPE_CHECK === "true";
}
/**
* @internal
* @hidden
*/
function devMode() {
	return process.env.NODE_ENV !== "production";
}
/**
* @internal
* @hidden
*/
function assertArg(value, fn, typeName, argNumber) {
	if (devMode()) {
		if (!fn(value))
 // istanbul ignore next
		throw new MstError(`expected ${typeName} as argument ${asArray(argNumber).join(" or ")}, got ${value} instead`);
	}
}
/**
* @internal
* @hidden
*/
function assertIsFunction(value, argNumber) {
	assertArg(value, (fn) => typeof fn === "function", "function", argNumber);
}
/**
* @internal
* @hidden
*/
function assertIsNumber(value, argNumber, min, max) {
	assertArg(value, (n) => typeof n === "number", "number", argNumber);
	if (min !== void 0) assertArg(value, (n) => n >= min, `number greater than ${min}`, argNumber);
	if (max !== void 0) assertArg(value, (n) => n <= max, `number lesser than ${max}`, argNumber);
}
/**
* @internal
* @hidden
*/
function assertIsString(value, argNumber, canBeEmpty = true) {
	assertArg(value, (s) => typeof s === "string", "string", argNumber);
	if (!canBeEmpty) assertArg(value, (s) => s !== "", "not empty string", argNumber);
}
/**
* @internal
* @hidden
*/
function setImmediateWithFallback(fn) {
	if (typeof queueMicrotask === "function") queueMicrotask(fn);
	else if (typeof setImmediate === "function") setImmediate(fn);
	else setTimeout(fn, 1);
}
/**
* See [asynchronous actions](concepts/async-actions.md).
*
* @returns The flow as a promise.
*/
function flow(generator) {
	return createFlowSpawner(generator.name, generator);
}
/**
* @internal
* @hidden
*/
function createFlowSpawner(name, generator) {
	const spawner = function flowSpawner() {
		const runId = getNextActionId();
		const parentContext = getCurrentActionContext();
		if (!parentContext) throw new MstError("a mst flow must always have a parent context");
		const parentActionContext = getParentActionContext(parentContext);
		if (!parentActionContext) throw new MstError("a mst flow must always have a parent action context");
		const contextBase = {
			name,
			id: runId,
			tree: parentContext.tree,
			context: parentContext.context,
			parentId: parentContext.id,
			allParentIds: [...parentContext.allParentIds, parentContext.id],
			rootId: parentContext.rootId,
			parentEvent: parentContext,
			parentActionEvent: parentActionContext
		};
		const args = arguments;
		function wrap(fn, type, arg) {
			fn.$mst_middleware = spawner.$mst_middleware;
			return runWithActionContext(Object.assign(Object.assign({}, contextBase), {
				type,
				args: [arg]
			}), fn);
		}
		return new Promise(function(resolve, reject) {
			let gen;
			const init = function asyncActionInit() {
				gen = generator.apply(null, arguments);
				onFulfilled(void 0);
			};
			init.$mst_middleware = spawner.$mst_middleware;
			runWithActionContext(Object.assign(Object.assign({}, contextBase), {
				type: "flow_spawn",
				args: argsToArray(args)
			}), init);
			function onFulfilled(res) {
				let ret;
				try {
					const cancelError = wrap((r) => {
						ret = gen.next(r);
					}, "flow_resume", res);
					if (cancelError instanceof Error) ret = gen.throw(cancelError);
				} catch (e) {
					setImmediateWithFallback(() => {
						wrap((r) => {
							reject(e);
						}, "flow_throw", e);
					});
					return;
				}
				next(ret);
			}
			function onRejected(err) {
				let ret;
				try {
					wrap((r) => {
						ret = gen.throw(r);
					}, "flow_resume_error", err);
				} catch (e) {
					setImmediateWithFallback(() => {
						wrap((r) => {
							reject(e);
						}, "flow_throw", e);
					});
					return;
				}
				next(ret);
			}
			function next(ret) {
				if (ret.done) {
					setImmediateWithFallback(() => {
						wrap((r) => {
							resolve(r);
						}, "flow_return", ret.value);
					});
					return;
				}
				if (!ret.value || typeof ret.value.then !== "function")
 // istanbul ignore next
				throw new MstError("Only promises can be yielded to `async`, got: " + ret);
				return ret.value.then(onFulfilled, onRejected);
			}
		});
	};
	spawner._isFlowAction = true;
	return spawner;
}
/**
* @internal
* @hidden
*/
function splitPatch(patch) {
	if (!("oldValue" in patch)) throw new MstError(`Patches without \`oldValue\` field cannot be inversed`);
	return [stripPatch(patch), invertPatch(patch)];
}
/**
* @internal
* @hidden
*/
function stripPatch(patch) {
	switch (patch.op) {
		case "add": return {
			op: "add",
			path: patch.path,
			value: patch.value
		};
		case "remove": return {
			op: "remove",
			path: patch.path
		};
		case "replace": return {
			op: "replace",
			path: patch.path,
			value: patch.value
		};
	}
}
function invertPatch(patch) {
	switch (patch.op) {
		case "add": return {
			op: "remove",
			path: patch.path
		};
		case "remove": return {
			op: "add",
			path: patch.path,
			value: patch.oldValue
		};
		case "replace": return {
			op: "replace",
			path: patch.path,
			value: patch.oldValue
		};
	}
}
/**
* Simple simple check to check it is a number.
*/
function isNumber(x) {
	return typeof x === "number";
}
/**
* Escape slashes and backslashes.
*
* http://tools.ietf.org/html/rfc6901
*/
function escapeJsonPath(path) {
	if (isNumber(path) === true) return "" + path;
	if (path.indexOf("/") === -1 && path.indexOf("~") === -1) return path;
	return path.replace(/~/g, "~0").replace(/\//g, "~1");
}
/**
* Unescape slashes and backslashes.
*/
function unescapeJsonPath(path) {
	return path.replace(/~1/g, "/").replace(/~0/g, "~");
}
/**
* Generates a json-path compliant json path from path parts.
*
* @param path
* @returns
*/
function joinJsonPath(path) {
	if (path.length === 0) return "";
	const getPathStr = (p) => p.map(escapeJsonPath).join("/");
	if (path[0] === "." || path[0] === "..") return getPathStr(path);
	else return "/" + getPathStr(path);
}
/**
* Splits and decodes a json path into several parts.
*
* @param path
* @returns
*/
function splitJsonPath(path) {
	const parts = path.split("/").map(unescapeJsonPath);
	if (!(path === "" || path === "." || path === ".." || stringStartsWith(path, "/") || stringStartsWith(path, "./") || stringStartsWith(path, "../"))) throw new MstError(`a json path must be either rooted, empty or relative, but got '${path}'`);
	if (parts[0] === "") parts.shift();
	return parts;
}
/** @hidden */
var $preProcessorFailed = Symbol("$preProcessorFailed");
var SnapshotProcessor = class extends BaseType {
	get flags() {
		return this._subtype.flags | TypeFlags.SnapshotProcessor;
	}
	constructor(_subtype, _processors, name) {
		super(name || _subtype.name);
		this._subtype = _subtype;
		this._processors = _processors;
	}
	describe() {
		return `snapshotProcessor(${this._subtype.describe()})`;
	}
	preProcessSnapshot(sn) {
		if (this._processors.preProcessor) return this._processors.preProcessor.call(null, sn);
		return sn;
	}
	preProcessSnapshotSafe(sn) {
		try {
			return this.preProcessSnapshot(sn);
		} catch (e) {
			return $preProcessorFailed;
		}
	}
	postProcessSnapshot(sn, node) {
		if (this._processors.postProcessor) return this._processors.postProcessor.call(null, sn, node.storedValue);
		return sn;
	}
	_fixNode(node) {
		proxyNodeTypeMethods(node.type, this, "create");
		if (node instanceof ObjectNode) node.hasSnapshotPostProcessor = !!this._processors.postProcessor;
		const oldGetSnapshot = node.getSnapshot;
		node.getSnapshot = () => this.postProcessSnapshot(oldGetSnapshot.call(node), node);
		if (node instanceof ObjectNode && node.state !== NodeLifeCycle.INITIALIZING) node._snapshotComputed.trackAndCompute();
		if (!isUnionType(this._subtype)) node.getReconciliationType = () => {
			return this;
		};
	}
	instantiate(parent, subpath, environment, initialValue) {
		const processedInitialValue = isStateTreeNode(initialValue) ? initialValue : this.preProcessSnapshot(initialValue);
		const node = this._subtype.instantiate(parent, subpath, environment, processedInitialValue);
		this._fixNode(node);
		return node;
	}
	reconcile(current, newValue, parent, subpath) {
		const node = this._subtype.reconcile(current, isStateTreeNode(newValue) ? newValue : this.preProcessSnapshot(newValue), parent, subpath);
		if (node !== current) this._fixNode(node);
		return node;
	}
	getSnapshot(node, applyPostProcess = true) {
		const sn = this._subtype.getSnapshot(node);
		return applyPostProcess ? this.postProcessSnapshot(sn, node) : sn;
	}
	isValidSnapshot(value, context) {
		const processedSn = this.preProcessSnapshotSafe(value);
		if (processedSn === $preProcessorFailed) return typeCheckFailure(context, value, "Failed to preprocess value");
		return this._subtype.validate(processedSn, context);
	}
	getSubTypes() {
		return this._subtype;
	}
	/**
	* MST considers a given value to "be" of a subtype is the value is either:
	*
	* 1. And instance of the subtype
	* 2. A valid snapshot *in* of the subtype
	*
	* Before v7, we used to also consider processed models (as in, SnapshotOut values of this).
	* This is no longer the case, and is more in line with our overall "is" philosophy, which you can
	* see in `src/core/type/type.ts:104` (assuming lines don't change too much).
	*
	* For additonal commentary, see discussion in https://github.com/mobxjs/mobx-state-tree/pull/2182
	*
	* The `is` function specifically checks for `SnapshotIn` or `Instance` of a given type.
	*
	* @param thing
	* @returns
	*/
	is(thing) {
		const value = isType(thing) ? this._subtype : isStateTreeNode(thing) ? thing : this.preProcessSnapshotSafe(thing);
		if (value === $preProcessorFailed) return false;
		return this._subtype.validate(value, [{
			path: "",
			type: this._subtype
		}]).length === 0;
	}
	isAssignableFrom(type) {
		return this._subtype.isAssignableFrom(type);
	}
	isMatchingSnapshotId(current, snapshot) {
		if (!(this._subtype instanceof ComplexType)) return false;
		const processedSn = this.preProcessSnapshot(snapshot);
		return this._subtype.isMatchingSnapshotId(current, processedSn);
	}
};
function proxyNodeTypeMethods(nodeType, snapshotProcessorType, ...methods) {
	for (const method of methods) nodeType[method] = snapshotProcessorType[method].bind(snapshotProcessorType);
}
/**
* `types.snapshotProcessor` - Runs a pre/post snapshot processor before/after serializing a given type.
*
* [See known issue with `applySnapshot` and `preProcessSnapshot`](https://github.com/mobxjs/mobx-state-tree/issues/1317)
*
* Example:
* ```ts
* const Todo1 = types.model({ text: types.string })
* // in the backend the text type must be null when empty
* interface BackendTodo {
*     text: string | null
* }
*
* const Todo2 = types.snapshotProcessor(Todo1, {
*     // from snapshot to instance
*     preProcessor(snapshot: BackendTodo) {
*         return {
*             text: sn.text || "";
*         }
*     },
*
*     // from instance to snapshot
*     postProcessor(snapshot, node): BackendTodo {
*         return {
*             text: !sn.text ? null : sn.text
*         }
*     }
* })
* ```
*
* @param type Type to run the processors over.
* @param processors Processors to run.
* @param name Type name, or undefined to inherit the inner type one.
* @returns
*/
function snapshotProcessor(type, processors, name) {
	assertIsType(type, 1);
	if (devMode()) {
		if (processors.postProcessor && typeof processors.postProcessor !== "function")
 // istanbul ignore next
		throw new MstError("postSnapshotProcessor must be a function");
		if (processors.preProcessor && typeof processors.preProcessor !== "function")
 // istanbul ignore next
		throw new MstError("preSnapshotProcessor must be a function");
	}
	return new SnapshotProcessor(type, processors, name);
}
var needsIdentifierError = `Map.put can only be used to store complex values that have an identifier type attribute`;
function tryCollectModelTypes(type, modelTypes) {
	const subtypes = type.getSubTypes();
	if (subtypes === cannotDetermineSubtype) return false;
	if (subtypes) {
		const subtypesArray = asArray(subtypes);
		for (const subtype of subtypesArray) if (!tryCollectModelTypes(subtype, modelTypes)) return false;
	}
	if (type instanceof ModelType) modelTypes.push(type);
	return true;
}
/**
* @internal
* @hidden
*/
var MapIdentifierMode;
(function(MapIdentifierMode) {
	MapIdentifierMode[MapIdentifierMode["UNKNOWN"] = 0] = "UNKNOWN";
	MapIdentifierMode[MapIdentifierMode["YES"] = 1] = "YES";
	MapIdentifierMode[MapIdentifierMode["NO"] = 2] = "NO";
})(MapIdentifierMode || (MapIdentifierMode = {}));
var MSTMap = class extends import_dist.ObservableMap {
	constructor(initialData, name) {
		super(initialData, (v) => v, name);
	}
	get(key) {
		return super.get("" + key);
	}
	has(key) {
		return super.has("" + key);
	}
	delete(key) {
		return super.delete("" + key);
	}
	set(key, value) {
		return super.set("" + key, value);
	}
	put(value) {
		if (!value) throw new MstError(`Map.put cannot be used to set empty values`);
		if (isStateTreeNode(value)) {
			const node = getStateTreeNode(value);
			if (devMode()) {
				if (!node.identifierAttribute) throw new MstError(needsIdentifierError);
			}
			if (node.identifier === null) throw new MstError(needsIdentifierError);
			this.set(node.identifier, value);
			return value;
		} else if (!isMutable(value)) throw new MstError(`Map.put can only be used to store complex values`);
		else {
			const mapNode = getStateTreeNode(this);
			const mapType = mapNode.type;
			if (mapType.identifierMode !== MapIdentifierMode.YES) throw new MstError(needsIdentifierError);
			const id = value[mapType.mapIdentifierAttribute];
			if (!isValidIdentifier(id)) {
				const newNode = this.put(mapType.getChildType().create(value, mapNode.environment));
				return this.put(getSnapshot(newNode));
			}
			const key = normalizeIdentifier(id);
			this.set(key, value);
			return this.get(key);
		}
	}
};
/**
* @internal
* @hidden
*/
var MapType = class MapType extends ComplexType {
	constructor(name, _subType, hookInitializers = []) {
		super(name);
		this._subType = _subType;
		this.identifierMode = MapIdentifierMode.UNKNOWN;
		this.mapIdentifierAttribute = void 0;
		this.flags = TypeFlags.Map;
		this.hookInitializers = [];
		this._determineIdentifierMode();
		this.hookInitializers = hookInitializers;
	}
	hooks(hooks) {
		const hookInitializers = this.hookInitializers.length > 0 ? this.hookInitializers.concat(hooks) : [hooks];
		return new MapType(this.name, this._subType, hookInitializers);
	}
	instantiate(parent, subpath, environment, initialValue) {
		this._determineIdentifierMode();
		return createObjectNode(this, parent, subpath, environment, initialValue);
	}
	_determineIdentifierMode() {
		if (this.identifierMode !== MapIdentifierMode.UNKNOWN) return;
		const modelTypes = [];
		if (tryCollectModelTypes(this._subType, modelTypes)) {
			const identifierAttribute = modelTypes.reduce((current, type) => {
				if (!type.identifierAttribute) return current;
				if (current && current !== type.identifierAttribute) throw new MstError(`The objects in a map should all have the same identifier attribute, expected '${current}', but child of type '${type.name}' declared attribute '${type.identifierAttribute}' as identifier`);
				return type.identifierAttribute;
			}, void 0);
			if (identifierAttribute) {
				this.identifierMode = MapIdentifierMode.YES;
				this.mapIdentifierAttribute = identifierAttribute;
			} else this.identifierMode = MapIdentifierMode.NO;
		}
	}
	initializeChildNodes(objNode, initialSnapshot = {}) {
		const subType = objNode.type._subType;
		const result = {};
		Object.keys(initialSnapshot).forEach((name) => {
			result[name] = subType.instantiate(objNode, name, void 0, initialSnapshot[name]);
		});
		return result;
	}
	createNewInstance(childNodes) {
		return new MSTMap(childNodes, this.name);
	}
	finalizeNewInstance(node, instance) {
		(0, import_dist._interceptReads)(instance, node.unbox);
		node.type.hookInitializers.forEach((initializer) => {
			const hooks = initializer(instance);
			Object.keys(hooks).forEach((name) => {
				const hook = hooks[name];
				const actionInvoker = createActionInvoker(instance, name, hook);
				(!devMode() ? addHiddenFinalProp : addHiddenWritableProp)(instance, name, actionInvoker);
			});
		});
		(0, import_dist.intercept)(instance, this.willChange);
		(0, import_dist.observe)(instance, this.didChange);
	}
	describe() {
		return this.name;
	}
	getChildren(node) {
		return (0, import_dist.values)(node.storedValue);
	}
	getChildNode(node, key) {
		const childNode = node.storedValue.get("" + key);
		if (!childNode) throw new MstError("Not a child " + key);
		return childNode;
	}
	willChange(change) {
		const node = getStateTreeNode(change.object);
		const key = change.name;
		node.assertWritable({ subpath: key });
		const mapType = node.type;
		const subType = mapType._subType;
		switch (change.type) {
			case "update":
				{
					const { newValue } = change;
					if (newValue === change.object.get(key)) return null;
					typecheckInternal(subType, newValue);
					change.newValue = subType.reconcile(node.getChildNode(key), change.newValue, node, key);
					mapType.processIdentifier(key, change.newValue);
				}
				break;
			case "add":
				typecheckInternal(subType, change.newValue);
				change.newValue = subType.instantiate(node, key, void 0, change.newValue);
				mapType.processIdentifier(key, change.newValue);
		}
		return change;
	}
	processIdentifier(expected, node) {
		if (this.identifierMode === MapIdentifierMode.YES && node instanceof ObjectNode) {
			const identifier = node.identifier;
			if (identifier !== expected) throw new MstError(`A map of objects containing an identifier should always store the object under their own identifier. Trying to store key '${identifier}', but expected: '${expected}'`);
		}
	}
	getSnapshot(node) {
		const res = {};
		node.getChildren().forEach((childNode) => {
			res[childNode.subpath] = childNode.snapshot;
		});
		return res;
	}
	processInitialSnapshot(childNodes) {
		const processed = {};
		Object.keys(childNodes).forEach((key) => {
			processed[key] = childNodes[key].getSnapshot();
		});
		return processed;
	}
	didChange(change) {
		const node = getStateTreeNode(change.object);
		switch (change.type) {
			case "update":
				node.emitPatch({
					op: "replace",
					path: escapeJsonPath(change.name),
					value: change.newValue.snapshot,
					oldValue: change.oldValue ? change.oldValue.snapshot : void 0
				}, node);
				return;
			case "add":
				node.emitPatch({
					op: "add",
					path: escapeJsonPath(change.name),
					value: change.newValue.snapshot,
					oldValue: void 0
				}, node);
				return;
			case "delete":
				const oldSnapshot = change.oldValue.snapshot;
				change.oldValue.die();
				node.emitPatch({
					op: "remove",
					path: escapeJsonPath(change.name),
					oldValue: oldSnapshot
				}, node);
				return;
		}
	}
	applyPatchLocally(node, subpath, patch) {
		const target = node.storedValue;
		switch (patch.op) {
			case "add":
			case "replace":
				target.set(subpath, patch.value);
				break;
			case "remove": target.delete(subpath);
		}
	}
	applySnapshot(node, snapshot) {
		if (!isPlainObject(snapshot)) {
			typecheckInternal(this, snapshot);
			return;
		}
		const target = node.storedValue;
		const childType = this.getChildType();
		Array.from(target.keys()).forEach((key) => {
			if (!Object.prototype.hasOwnProperty.call(snapshot, key)) {
				target.delete(key);
				return;
			}
			const childNode = node.getChildNode(key);
			const newValue = snapshot[key];
			if (childNode.snapshot === newValue) return;
			if (canApplyDirectSnapshot(childType, childNode, newValue)) childNode.applySnapshot(newValue);
			else target.set(key, newValue);
		});
		for (let key in snapshot) {
			if (!Object.prototype.hasOwnProperty.call(snapshot, key) || target.has(key)) continue;
			target.set(key, snapshot[key]);
		}
	}
	getChildType() {
		return this._subType;
	}
	isValidSnapshot(value, context) {
		if (!isPlainObject(value)) return typeCheckFailure(context, value, "Value is not a plain object");
		return flattenTypeErrors(Object.keys(value).map((path) => this._subType.validate(value[path], getContextForPath(context, path, this._subType))));
	}
	getDefaultSnapshot() {
		return EMPTY_OBJECT;
	}
	removeChild(node, subpath) {
		node.storedValue.delete(subpath);
	}
};
MapType.prototype.applySnapshot = (0, import_dist.action)(MapType.prototype.applySnapshot);
/**
* `types.map` - Creates a key based collection type who's children are all of a uniform declared type.
* If the type stored in a map has an identifier, it is mandatory to store the child under that identifier in the map.
*
* This type will always produce [observable maps](https://mobx.js.org/api.html#observablemap)
*
* Example:
* ```ts
* const Todo = types.model({
*   id: types.identifier,
*   task: types.string
* })
*
* const TodoStore = types.model({
*   todos: types.map(Todo)
* })
*
* const s = TodoStore.create({ todos: {} })
* unprotect(s)
* s.todos.set(17, { task: "Grab coffee", id: 17 })
* s.todos.put({ task: "Grab cookie", id: 18 }) // put will infer key from the identifier
* console.log(s.todos.get(17).task) // prints: "Grab coffee"
* ```
*
* @param subtype
* @returns
*/
function map(subtype) {
	return new MapType(`Map<string, ${subtype.name}>`, subtype);
}
/**
* @internal
* @hidden
*/
var ArrayType = class ArrayType extends ComplexType {
	constructor(name, _subType, hookInitializers = []) {
		super(name);
		this._subType = _subType;
		this.flags = TypeFlags.Array;
		this.hookInitializers = [];
		this.hookInitializers = hookInitializers;
	}
	hooks(hooks) {
		const hookInitializers = this.hookInitializers.length > 0 ? this.hookInitializers.concat(hooks) : [hooks];
		return new ArrayType(this.name, this._subType, hookInitializers);
	}
	instantiate(parent, subpath, environment, initialValue) {
		return createObjectNode(this, parent, subpath, environment, initialValue);
	}
	initializeChildNodes(objNode, snapshot = []) {
		const subType = objNode.type._subType;
		const result = {};
		snapshot.forEach((item, index) => {
			const subpath = "" + index;
			result[subpath] = subType.instantiate(objNode, subpath, void 0, item);
		});
		return result;
	}
	createNewInstance(childNodes) {
		const options = Object.assign(Object.assign({}, mobxShallow), { name: this.name });
		return import_dist.observable.array(convertChildNodesToArray(childNodes), options);
	}
	finalizeNewInstance(node, instance) {
		(0, import_dist._getAdministration)(instance).dehancer = node.unbox;
		node.type.hookInitializers.forEach((initializer) => {
			const hooks = initializer(instance);
			Object.keys(hooks).forEach((name) => {
				const hook = hooks[name];
				const actionInvoker = createActionInvoker(instance, name, hook);
				(!devMode() ? addHiddenFinalProp : addHiddenWritableProp)(instance, name, actionInvoker);
			});
		});
		(0, import_dist.intercept)(instance, this.willChange);
		(0, import_dist.observe)(instance, this.didChange);
	}
	describe() {
		return this.name;
	}
	getChildren(node) {
		return node.storedValue.slice();
	}
	getChildNode(node, key) {
		const index = Number(key);
		if (index < node.storedValue.length) return node.storedValue[index];
		throw new MstError("Not a child: " + key);
	}
	willChange(change) {
		const node = getStateTreeNode(change.object);
		node.assertWritable({ subpath: "" + change.index });
		const subType = node.type._subType;
		const childNodes = node.getChildren();
		switch (change.type) {
			case "update":
				{
					if (change.newValue === change.object[change.index]) return null;
					const updatedNodes = reconcileArrayChildren(node, subType, [childNodes[change.index]], [change.newValue], [change.index]);
					if (!updatedNodes) return null;
					change.newValue = updatedNodes[0];
				}
				break;
			case "splice": {
				const { index, removedCount, added } = change;
				const addedNodes = reconcileArrayChildren(node, subType, childNodes.slice(index, index + removedCount), added, added.map((_, i) => index + i));
				if (!addedNodes) return null;
				change.added = addedNodes;
				for (let i = index + removedCount; i < childNodes.length; i++) childNodes[i].setParent(node, "" + (i + added.length - removedCount));
			}
		}
		return change;
	}
	getSnapshot(node) {
		return node.getChildren().map((childNode) => childNode.snapshot);
	}
	processInitialSnapshot(childNodes) {
		const processed = [];
		Object.keys(childNodes).forEach((key) => {
			processed.push(childNodes[key].getSnapshot());
		});
		return processed;
	}
	didChange(change) {
		const node = getStateTreeNode(change.object);
		switch (change.type) {
			case "update":
				node.emitPatch({
					op: "replace",
					path: "" + change.index,
					value: change.newValue.snapshot,
					oldValue: change.oldValue ? change.oldValue.snapshot : void 0
				}, node);
				return;
			case "splice":
				if (change.removedCount && change.addedCount === change.object.length) {
					node.emitPatch({
						op: "replace",
						path: "",
						value: node.snapshot,
						oldValue: change.removed.map((node) => node.snapshot)
					}, node);
					return;
				}
				for (let i = change.removedCount - 1; i >= 0; i--) node.emitPatch({
					op: "remove",
					path: "" + (change.index + i),
					oldValue: change.removed[i].snapshot
				}, node);
				for (let i = 0; i < change.addedCount; i++) node.emitPatch({
					op: "add",
					path: "" + (change.index + i),
					value: change.added[i].snapshot,
					oldValue: void 0
				}, node);
				return;
		}
	}
	applyPatchLocally(node, subpath, patch) {
		const target = node.storedValue;
		const index = subpath === "-" ? target.length : Number(subpath);
		switch (patch.op) {
			case "replace":
				target[index] = patch.value;
				break;
			case "add":
				target.splice(index, 0, patch.value);
				break;
			case "remove": target.splice(index, 1);
		}
	}
	applySnapshot(node, snapshot) {
		if (!isArray(snapshot)) {
			typecheckInternal(this, snapshot);
			return;
		}
		const target = node.storedValue;
		const childNodes = node.getChildren();
		const oldLength = childNodes.length;
		const newLength = snapshot.length;
		const childType = this.getChildType();
		const firstChangedIndex = findFirstChangedIndex(childNodes, snapshot, Math.min(oldLength, newLength));
		if (firstChangedIndex === oldLength && firstChangedIndex === newLength) return;
		if (oldLength !== newLength || node.hasPatchSubscribers() || hasMovedChild(childNodes, snapshot, firstChangedIndex)) {
			target.replace(snapshot);
			return;
		}
		if (canApplyDirectSnapshotsInRange(childType, childNodes, snapshot, firstChangedIndex)) {
			applyDirectSnapshotsInRange(childNodes, snapshot, firstChangedIndex);
			return;
		}
		const changedIndexes = [];
		for (let i = firstChangedIndex; i < oldLength; i++) if (childNodes[i].snapshot !== snapshot[i]) changedIndexes.push(i);
		for (const index of changedIndexes) target[index] = snapshot[index];
	}
	getChildType() {
		return this._subType;
	}
	isValidSnapshot(value, context) {
		if (!isArray(value)) return typeCheckFailure(context, value, "Value is not an array");
		return flattenTypeErrors(value.map((item, index) => this._subType.validate(item, getContextForPath(context, "" + index, this._subType))));
	}
	getDefaultSnapshot() {
		return EMPTY_ARRAY;
	}
	removeChild(node, subpath) {
		node.storedValue.splice(Number(subpath), 1);
	}
};
ArrayType.prototype.applySnapshot = (0, import_dist.action)(ArrayType.prototype.applySnapshot);
/**
* `types.array` - Creates an index based collection type who's children are all of a uniform declared type.
*
* This type will always produce [observable arrays](https://mobx.js.org/api.html#observablearray)
*
* Example:
* ```ts
* const Todo = types.model({
*   task: types.string
* })
*
* const TodoStore = types.model({
*   todos: types.array(Todo)
* })
*
* const s = TodoStore.create({ todos: [] })
* unprotect(s) // needed to allow modifying outside of an action
* s.todos.push({ task: "Grab coffee" })
* console.log(s.todos[0]) // prints: "Grab coffee"
* ```
*
* @param subtype
* @returns
*/
function array(subtype) {
	assertIsType(subtype, 1);
	return new ArrayType(`${subtype.name}[]`, subtype);
}
function findFirstChangedIndex(childNodes, snapshot, length) {
	let index = 0;
	while (index < length && childNodes[index].snapshot === snapshot[index]) index++;
	return index;
}
function hasMovedChild(childNodes, snapshot, startIndex) {
	let identifiers;
	for (let i = startIndex; i < childNodes.length; i++) {
		const node = childNodes[i];
		if (node.snapshot === snapshot[i] || !hasDifferentIdentifier(node, snapshot[i])) continue;
		if (!identifiers) identifiers = new Set(childNodes.slice(startIndex).map((child) => child.identifier));
		if (identifiers.has(normalizeIdentifier(snapshot[i][node.identifierAttribute]))) return true;
	}
	return false;
}
function hasDifferentIdentifier(node, snapshot) {
	return node instanceof ObjectNode && node.identifier !== null && !!node.identifierAttribute && isPlainObject(snapshot) && node.getReconciliationType() === node.type && !node.type.isMatchingSnapshotId(node, snapshot);
}
function canApplyDirectSnapshotsInRange(childType, childNodes, snapshot, startIndex) {
	for (let i = startIndex; i < childNodes.length; i++) {
		const childNode = childNodes[i];
		if (childNode.snapshot === snapshot[i]) continue;
		if (!canApplyDirectSnapshot(childType, childNode, snapshot[i])) return false;
		if (!childNode.identifierAttribute || childNode.identifier === null) return false;
	}
	return true;
}
function applyDirectSnapshotsInRange(childNodes, snapshot, startIndex) {
	for (let i = startIndex; i < childNodes.length; i++) {
		const childNode = childNodes[i];
		if (childNode.snapshot === snapshot[i]) continue;
		childNode.applySnapshot(snapshot[i]);
	}
}
function reconcileArrayChildren(parent, childType, oldNodes, newValues, newPaths) {
	let nothingChanged = true;
	for (let i = 0;; i++) {
		const hasNewNode = i <= newValues.length - 1;
		const oldNode = oldNodes[i];
		let newValue = hasNewNode ? newValues[i] : void 0;
		const newPath = "" + newPaths[i];
		if (isNode(newValue)) newValue = newValue.storedValue;
		if (!oldNode && !hasNewNode) break;
		else if (!hasNewNode) {
			nothingChanged = false;
			oldNodes.splice(i, 1);
			if (oldNode instanceof ObjectNode) oldNode.createObservableInstanceIfNeeded();
			oldNode.die();
			i--;
		} else if (!oldNode) {
			if (isStateTreeNode(newValue) && getStateTreeNode(newValue).parent === parent) throw new MstError(`Cannot add an object to a state tree if it is already part of the same or another state tree. Tried to assign an object to '${parent.path}/${newPath}', but it lives already at '${getStateTreeNode(newValue).path}'`);
			nothingChanged = false;
			const newNode = valueAsNode(childType, parent, newPath, newValue);
			oldNodes.splice(i, 0, newNode);
		} else if (areSame(oldNode, newValue)) oldNodes[i] = valueAsNode(childType, parent, newPath, newValue, oldNode);
		else {
			let oldMatch = void 0;
			for (let j = i; j < oldNodes.length; j++) if (areSame(oldNodes[j], newValue)) {
				oldMatch = oldNodes.splice(j, 1)[0];
				break;
			}
			nothingChanged = false;
			const newNode = valueAsNode(childType, parent, newPath, newValue, oldMatch);
			oldNodes.splice(i, 0, newNode);
		}
	}
	return nothingChanged ? null : oldNodes;
}
/**
* Convert a value to a node at given parent and subpath. Attempts to reuse old node if possible and given.
*/
function valueAsNode(childType, parent, subpath, newValue, oldNode) {
	typecheckInternal(childType, newValue);
	function getNewNode() {
		if (isStateTreeNode(newValue)) {
			const childNode = getStateTreeNode(newValue);
			childNode.assertAlive(EMPTY_OBJECT);
			if (childNode.parent !== null && childNode.parent === parent) {
				childNode.setParent(parent, subpath);
				return childNode;
			}
		}
		if (oldNode) return childType.reconcile(oldNode, newValue, parent, subpath);
		return childType.instantiate(parent, subpath, void 0, newValue);
	}
	const newNode = getNewNode();
	if (oldNode && oldNode !== newNode) {
		if (oldNode instanceof ObjectNode) oldNode.createObservableInstanceIfNeeded();
		oldNode.die();
	}
	return newNode;
}
/**
* Check if a node holds a value.
*/
function areSame(oldNode, newValue) {
	if (!oldNode.isAlive) return false;
	if (isStateTreeNode(newValue)) {
		const newNode = getStateTreeNode(newValue);
		return newNode.isAlive && newNode === oldNode;
	}
	if (oldNode.snapshot === newValue) return true;
	if (!(oldNode instanceof ObjectNode)) return false;
	if (hasDifferentIdentifier(oldNode, newValue)) return false;
	const oldNodeType = oldNode.getReconciliationType();
	return oldNode.identifier !== null && oldNode.identifierAttribute && isPlainObject(newValue) && oldNodeType.is(newValue) && oldNodeType.isMatchingSnapshotId(oldNode, newValue);
}
/******************************************************************************
Copyright (c) Microsoft Corporation.

Permission to use, copy, modify, and/or distribute this software for any
purpose with or without fee is hereby granted.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH
REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY
AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT,
INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM
LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR
OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
PERFORMANCE OF THIS SOFTWARE.
***************************************************************************** */
function __rest(s, e) {
	var t = {};
	for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p) && e.indexOf(p) < 0) t[p] = s[p];
	if (s != null && typeof Object.getOwnPropertySymbols === "function") {
		for (var i = 0, p = Object.getOwnPropertySymbols(s); i < p.length; i++) if (e.indexOf(p[i]) < 0 && Object.prototype.propertyIsEnumerable.call(s, p[i])) t[p[i]] = s[p[i]];
	}
	return t;
}
var PRE_PROCESS_SNAPSHOT = "preProcessSnapshot";
var POST_PROCESS_SNAPSHOT = "postProcessSnapshot";
/**
* Tracks the names of the members (actions, views, volatile state) that have been
* instantiated on a model instance, so that a member cannot silently override a
* member of a different kind. Compose intentionally clears the tracked names so
* that composed types can override each other's members.
*/
var instantiatedMembers = /* @__PURE__ */ new WeakMap();
function getInstantiatedMembers(self) {
	let members = instantiatedMembers.get(self);
	if (!members) {
		members = /* @__PURE__ */ new Map();
		instantiatedMembers.set(self, members);
	}
	return members;
}
var memberRedeclarationChecking = false;
function checkMemberNameIsAvailable(self, name, kind) {
	if (!devMode() && !memberRedeclarationChecking) return;
	const members = getInstantiatedMembers(self);
	const existingKind = members.get(name);
	if (existingKind !== void 0 && existingKind !== kind) throw new MstError(`'${name}' already exists as ${existingKind} and cannot be declared as ${kind}`);
	members.set(name, kind);
}
var resetInstantiatedMembers = (self) => {
	instantiatedMembers.delete(self);
	return self;
};
function objectTypeToString() {
	return getStateTreeNode(this).toString();
}
var defaultObjectOptions = {
	name: "AnonymousModel",
	properties: {},
	initializers: EMPTY_ARRAY
};
function toPropertiesObject(declaredProps) {
	const keysList = Object.keys(declaredProps);
	const alreadySeenKeys = /* @__PURE__ */ new Set();
	keysList.forEach((key) => {
		if (alreadySeenKeys.has(key)) throw new MstError(`${key} is declared twice in the model. Model should not contain the same keys`);
		alreadySeenKeys.add(key);
	});
	return keysList.reduce((props, key) => {
		if (key in Hook) throw new MstError(`Hook '${key}' was defined as property. Hooks should be defined as part of the actions`);
		const descriptor = Object.getOwnPropertyDescriptor(declaredProps, key);
		if ("get" in descriptor) throw new MstError("Getters are not supported as properties. Please use views instead");
		const value = descriptor.value;
		if (value === null || value === void 0) throw new MstError("The default value of an attribute cannot be null or undefined as the type cannot be inferred. Did you mean `types.maybe(someType)`?");
		else if (isPrimitive(value)) props[key] = optional(getPrimitiveFactoryFromValue(value), value);
		else if (value instanceof MapType) props[key] = optional(value, {});
		else if (value instanceof ArrayType) props[key] = optional(value, []);
		else if (isType(value));
		else if (devMode() && typeof value === "function") throw new MstError(`Invalid type definition for property '${key}', it looks like you passed a function. Did you forget to invoke it, or did you intend to declare a view / action?`);
		else if (devMode() && typeof value === "object") throw new MstError(`Invalid type definition for property '${key}', it looks like you passed an object. Try passing another model type or a types.frozen.`);
		else throw new MstError(`Invalid type definition for property '${key}', cannot infer a type from a value like '${value}' (${typeof value})`);
		return props;
	}, Object.assign({}, declaredProps));
}
/**
* @internal
* @hidden
*/
var ModelType = class ModelType extends ComplexType {
	constructor(opts) {
		super(opts.name || defaultObjectOptions.name);
		this.flags = TypeFlags.Object;
		this.named = (name) => {
			return this.cloneAndEnhance({ name });
		};
		this.props = (properties) => {
			return this.cloneAndEnhance({ properties });
		};
		this.preProcessSnapshot = (preProcessor) => {
			const currentPreprocessor = this.preProcessor;
			if (!currentPreprocessor) return this.cloneAndEnhance({ preProcessor });
			else return this.cloneAndEnhance({ preProcessor: (snapshot) => currentPreprocessor(preProcessor(snapshot)) });
		};
		this.postProcessSnapshot = (postProcessor) => {
			const currentPostprocessor = this.postProcessor;
			if (!currentPostprocessor) return this.cloneAndEnhance({ postProcessor });
			else return this.cloneAndEnhance({ postProcessor: (snapshot) => postProcessor(currentPostprocessor(snapshot)) });
		};
		Object.assign(this, defaultObjectOptions, opts);
		this.properties = toPropertiesObject(this.properties);
		freeze(this.properties);
		this.propertyNames = Object.keys(this.properties);
		this.identifierAttribute = this._getIdentifierAttribute();
	}
	_getIdentifierAttribute() {
		let identifierAttribute = void 0;
		this.forAllProps((propName, propType) => {
			if (propType.flags & TypeFlags.Identifier) {
				if (identifierAttribute) throw new MstError(`Cannot define property '${propName}' as object identifier, property '${identifierAttribute}' is already defined as identifier property`);
				identifierAttribute = propName;
			}
		});
		return identifierAttribute;
	}
	cloneAndEnhance(opts) {
		return new ModelType({
			name: opts.name || this.name,
			properties: Object.assign({}, this.properties, opts.properties),
			initializers: this.initializers.concat(opts.initializers || []),
			preProcessor: opts.preProcessor || this.preProcessor,
			postProcessor: opts.postProcessor || this.postProcessor
		});
	}
	actions(fn) {
		const actionInitializer = (self) => {
			this.instantiateActions(self, fn(self));
			return self;
		};
		return this.cloneAndEnhance({ initializers: [actionInitializer] });
	}
	instantiateActions(self, actions) {
		if (!isPlainObject(actions)) throw new MstError(`actions initializer should return a plain object containing actions`);
		Object.getOwnPropertyNames(actions).forEach((name) => {
			if (name in this.properties) throw new MstError(`'${name}' is a property and cannot be declared as an action`);
			checkMemberNameIsAvailable(self, name, "an action");
			if (name === PRE_PROCESS_SNAPSHOT) throw new MstError(`Cannot define action '${PRE_PROCESS_SNAPSHOT}', it should be defined using 'type.preProcessSnapshot(fn)' instead`);
			if (name === POST_PROCESS_SNAPSHOT) throw new MstError(`Cannot define action '${POST_PROCESS_SNAPSHOT}', it should be defined using 'type.postProcessSnapshot(fn)' instead`);
			let action2 = actions[name];
			let baseAction = self[name];
			if (name in Hook && baseAction) {
				let specializedAction = action2;
				action2 = function() {
					baseAction.apply(null, arguments);
					specializedAction.apply(null, arguments);
				};
			}
			const middlewares = action2.$mst_middleware;
			let boundAction = action2.bind(actions);
			boundAction._isFlowAction = action2._isFlowAction || false;
			boundAction.$mst_middleware = middlewares;
			const actionInvoker = createActionInvoker(self, name, boundAction);
			actions[name] = actionInvoker;
			(!devMode() ? addHiddenFinalProp : addHiddenWritableProp)(self, name, actionInvoker);
		});
	}
	volatile(fn) {
		if (typeof fn !== "function") throw new MstError(`You passed an ${typeof fn} to volatile state as an argument, when function is expected`);
		const stateInitializer = (self) => {
			this.instantiateVolatileState(self, fn(self));
			return self;
		};
		return this.cloneAndEnhance({ initializers: [stateInitializer] });
	}
	instantiateVolatileState(self, state) {
		if (!isPlainObject(state)) throw new MstError(`volatile state initializer should return a plain object containing state`);
		Object.getOwnPropertyNames(state).forEach((name) => {
			if (name in this.properties) throw new MstError(`'${name}' is a property and cannot be declared as volatile state`);
			checkMemberNameIsAvailable(self, name, "volatile state");
			(0, import_dist.set)(self, name, state[name]);
		});
	}
	extend(fn) {
		const initializer = (self) => {
			const _a = fn(self), { actions, views, state } = _a, rest = __rest(_a, [
				"actions",
				"views",
				"state"
			]);
			for (let key in rest) throw new MstError(`The \`extend\` function should return an object with a subset of the fields 'actions', 'views' and 'state'. Found invalid key '${key}'`);
			if (state) this.instantiateVolatileState(self, state);
			if (views) this.instantiateViews(self, views);
			if (actions) this.instantiateActions(self, actions);
			return self;
		};
		return this.cloneAndEnhance({ initializers: [initializer] });
	}
	views(fn) {
		const viewInitializer = (self) => {
			this.instantiateViews(self, fn(self));
			return self;
		};
		return this.cloneAndEnhance({ initializers: [viewInitializer] });
	}
	instantiateViews(self, views) {
		if (!isPlainObject(views)) throw new MstError(`views initializer should return a plain object containing views`);
		Object.getOwnPropertyNames(views).forEach((name) => {
			if (name in this.properties) throw new MstError(`'${name}' is a property and cannot be declared as a view`);
			checkMemberNameIsAvailable(self, name, "a view");
			const descriptor = Object.getOwnPropertyDescriptor(views, name);
			if ("get" in descriptor) {
				(0, import_dist.defineProperty)(self, name, descriptor);
				(0, import_dist.makeObservable)(self, { [name]: import_dist.computed });
			} else if (typeof descriptor.value === "function") (!devMode() ? addHiddenFinalProp : addHiddenWritableProp)(self, name, descriptor.value);
			else throw new MstError(`A view member should either be a function or getter based property`);
		});
	}
	instantiate(parent, subpath, environment, initialValue) {
		const value = isStateTreeNode(initialValue) ? initialValue : this.applySnapshotPreProcessor(initialValue);
		return createObjectNode(this, parent, subpath, environment, value);
	}
	initializeChildNodes(objNode, initialSnapshot = {}) {
		const type = objNode.type;
		const result = {};
		type.forAllProps((name, childType) => {
			result[name] = childType.instantiate(objNode, name, void 0, initialSnapshot[name]);
		});
		return result;
	}
	createNewInstance(childNodes) {
		const options = Object.assign(Object.assign({}, mobxShallow), { name: this.name });
		return import_dist.observable.object(childNodes, EMPTY_OBJECT, options);
	}
	finalizeNewInstance(node, instance) {
		addHiddenFinalProp(instance, "toString", objectTypeToString);
		this.forAllProps((name) => {
			(0, import_dist._interceptReads)(instance, name, node.unbox);
		});
		this.initializers.reduce((self, fn) => fn(self), instance);
		instantiatedMembers.delete(instance);
		(0, import_dist.intercept)(instance, this.willChange);
		(0, import_dist.observe)(instance, this.didChange);
	}
	willChange(chg) {
		const change = chg;
		const node = getStateTreeNode(change.object);
		const subpath = change.name;
		node.assertWritable({ subpath });
		const childType = node.type.properties[subpath];
		if (childType) {
			typecheckInternal(childType, change.newValue);
			change.newValue = childType.reconcile(node.getChildNode(subpath), change.newValue, node, subpath);
		}
		return change;
	}
	didChange(chg) {
		const change = chg;
		const childNode = getStateTreeNode(change.object);
		if (!childNode.type.properties[change.name]) return;
		const oldChildValue = change.oldValue ? change.oldValue.snapshot : void 0;
		childNode.emitPatch({
			op: "replace",
			path: escapeJsonPath(change.name),
			value: change.newValue.snapshot,
			oldValue: oldChildValue
		}, childNode);
	}
	getChildren(node) {
		const res = [];
		this.forAllProps((name) => {
			res.push(this.getChildNode(node, name));
		});
		return res;
	}
	getChildNode(node, key) {
		var _a;
		if (!(key in this.properties)) throw new MstError("Not a value property: " + key);
		const adm = (0, import_dist._getAdministration)(node.storedValue, key);
		const childNode = (_a = adm.raw) === null || _a === void 0 ? void 0 : _a.call(adm);
		if (!childNode) throw new MstError("Node not available for property " + key);
		return childNode;
	}
	getSnapshot(node, applyPostProcess = true) {
		const res = {};
		this.forAllProps((name, type) => {
			var _a, _b;
			const atom = (0, import_dist.getAtom)(node.storedValue, name);
			atom.reportObserved();
			const childNode = (_b = (_a = atom).raw) === null || _b === void 0 ? void 0 : _b.call(_a);
			if (!childNode) throw new MstError("Node not available for property " + name);
			res[name] = childNode.snapshot;
		});
		if (applyPostProcess) return this.applySnapshotPostProcessor(res);
		return res;
	}
	processInitialSnapshot(childNodes) {
		const processed = {};
		Object.keys(childNodes).forEach((key) => {
			processed[key] = childNodes[key].getSnapshot();
		});
		return this.applySnapshotPostProcessor(processed);
	}
	applyPatchLocally(node, subpath, patch) {
		if (!(patch.op === "replace" || patch.op === "add")) throw new MstError(`object does not support operation ${patch.op}`);
		node.storedValue[subpath] = patch.value;
	}
	applySnapshot(node, snapshot) {
		const preProcessedSnapshot = this.applySnapshotPreProcessor(snapshot);
		const isPreProcessedSnapshotNonPlain = !isPlainObject(preProcessedSnapshot);
		if (!isPlainObject(snapshot) || isPreProcessedSnapshotNonPlain) {
			typecheckInternal(this, snapshot);
			if (isPreProcessedSnapshotNonPlain) return;
		}
		this.forAllProps((name, childType) => {
			const childNode = node.getChildNode(name);
			const newValue = preProcessedSnapshot[name];
			if (childNode.snapshot === newValue) return;
			if (canApplyDirectSnapshot(childType, childNode, newValue)) {
				childNode.applySnapshot(newValue);
				return;
			}
			node.storedValue[name] = newValue;
		});
	}
	applySnapshotPreProcessor(snapshot) {
		const processor = this.preProcessor;
		return processor ? processor.call(null, snapshot) : snapshot;
	}
	applySnapshotPostProcessor(snapshot) {
		const postProcessor = this.postProcessor;
		if (postProcessor) return postProcessor.call(null, snapshot);
		return snapshot;
	}
	getChildType(propertyName) {
		assertIsString(propertyName, 1);
		return this.properties[propertyName];
	}
	isValidSnapshot(value, context) {
		let snapshot = this.applySnapshotPreProcessor(value);
		if (!isPlainObject(snapshot)) return typeCheckFailure(context, snapshot, "Value is not a plain object");
		return flattenTypeErrors(this.propertyNames.map((key) => this.properties[key].validate(snapshot[key], getContextForPath(context, key, this.properties[key]))));
	}
	forAllProps(fn) {
		this.propertyNames.forEach((key) => fn(key, this.properties[key]));
	}
	describe() {
		return "{ " + this.propertyNames.map((key) => key + ": " + this.properties[key].describe()).join("; ") + " }";
	}
	getDefaultSnapshot() {
		return EMPTY_OBJECT;
	}
	removeChild(node, subpath) {
		node.storedValue[subpath] = void 0;
	}
};
ModelType.prototype.applySnapshot = (0, import_dist.action)(ModelType.prototype.applySnapshot);
/**
* `types.model` - Creates a new model type by providing a name, properties, volatile state and actions.
*
* See the [model type](/concepts/trees#creating-models) description or the [getting started](intro/getting-started.md#getting-started-1) tutorial.
*/
function model(...args) {
	if (devMode() && typeof args[0] !== "string" && args[1]) throw new MstError("Model creation failed. First argument must be a string when two arguments are provided");
	return new ModelType({
		name: typeof args[0] === "string" ? args.shift() : "AnonymousModel",
		properties: args.shift() || {}
	});
}
/**
* `types.compose` - Composes a new model from one or more existing model types.
* This method can be invoked in two forms:
* Given 2 or more model types, the types are composed into a new Type.
* Given first parameter as a string and 2 or more model types,
* the types are composed into a new Type with the given name
*/
function compose(...args) {
	const hasTypename = typeof args[0] === "string";
	const typeName = hasTypename ? args[0] : "AnonymousModel";
	if (hasTypename) args.shift();
	if (devMode()) args.forEach((type, i) => {
		assertArg(type, isModelType, "mobx-state-tree model type", hasTypename ? i + 2 : i + 1);
	});
	return args.reduce((prev, cur) => prev.cloneAndEnhance({
		name: prev.name + "_" + cur.name,
		properties: cur.properties,
		initializers: [resetInstantiatedMembers, ...cur.initializers],
		preProcessor: (snapshot) => cur.applySnapshotPreProcessor(prev.applySnapshotPreProcessor(snapshot)),
		postProcessor: (snapshot) => cur.applySnapshotPostProcessor(prev.applySnapshotPostProcessor(snapshot))
	})).named(typeName);
}
/**
* Returns if a given value represents a model type.
*
* @param type
* @returns
*/
function isModelType(type) {
	return isType(type) && (type.flags & TypeFlags.Object) > 0;
}
/**
* @internal
* @hidden
*/
var CoreType = class extends SimpleType {
	constructor(name, flags, checker, initializer = identity) {
		super(name);
		this.flags = flags;
		this.checker = checker;
		this.initializer = initializer;
		this.flags = flags;
	}
	describe() {
		return this.name;
	}
	instantiate(parent, subpath, environment, initialValue) {
		return createScalarNode(this, parent, subpath, environment, initialValue);
	}
	createNewInstance(snapshot) {
		return this.initializer(snapshot);
	}
	isValidSnapshot(value, context) {
		if (isPrimitive(value) && this.checker(value)) return typeCheckSuccess();
		return typeCheckFailure(context, value, `Value is not a ${this.name === "Date" ? "Date or a unix milliseconds timestamp" : this.name}`);
	}
};
/**
* `types.string` - Creates a type that can only contain a string value.
* This type is used for string values by default
*
* Example:
* ```ts
* const Person = types.model({
*   firstName: types.string,
*   lastName: "Doe"
* })
* ```
*/
var string = new CoreType("string", TypeFlags.String, (v) => typeof v === "string");
/**
* `types.number` - Creates a type that can only contain a numeric value.
* This type is used for numeric values by default
*
* Example:
* ```ts
* const Vector = types.model({
*   x: types.number,
*   y: 1.5
* })
* ```
*/
var number = new CoreType("number", TypeFlags.Number, (v) => typeof v === "number");
/**
* `types.integer` - Creates a type that can only contain an integer value.
*
* Example:
* ```ts
* const Size = types.model({
*   width: types.integer,
*   height: 10
* })
* ```
*/
var integer = new CoreType("integer", TypeFlags.Integer, (v) => isInteger(v));
/**
* `types.float` - Creates a type that can only contain an float value.
*
* Example:
* ```ts
* const Size = types.model({
*   width: types.float,
*   height: 10
* })
* ```
*/
var float = new CoreType("float", TypeFlags.Float, (v) => isFloat(v));
/**
* `types.finite` - Creates a type that can only contain an finite value.
*
* Example:
* ```ts
* const Size = types.model({
*   width: types.finite,
*   height: 10
* })
* ```
*/
var finite = new CoreType("finite", TypeFlags.Finite, (v) => isFinite(v));
var _BigIntPrimitive = new CoreType("bigint", TypeFlags.BigInt, (v) => {
	if (typeof v === "bigint") return true;
	if (typeof v === "string" || typeof v === "number") try {
		BigInt(v);
		return true;
	} catch (_a) {}
	return false;
}, (v) => typeof v === "bigint" ? v : BigInt(v));
_BigIntPrimitive.getSnapshot = function(node) {
	return String(node.storedValue);
};
/**
* `types.bigint` - Creates a type that can only contain a bigint value.
* Snapshots serialize to string (JSON-safe) and deserialize from string, number or bigint.
*
* Example:
* ```ts
* const BigId = types.model({
*   id: types.identifier,
*   value: types.bigint
* })
* getSnapshot(store).value // "0" (string, JSON-safe)
* ```
*/
var bigint = _BigIntPrimitive;
/**
* `types.boolean` - Creates a type that can only contain a boolean value.
* This type is used for boolean values by default
*
* Example:
* ```ts
* const Thing = types.model({
*   isCool: types.boolean,
*   isAwesome: false
* })
* ```
*/
var boolean = new CoreType("boolean", TypeFlags.Boolean, (v) => typeof v === "boolean");
/**
* `types.null` - The type of the value `null`
*/
var nullType = new CoreType("null", TypeFlags.Null, (v) => v === null);
/**
* `types.undefined` - The type of the value `undefined`
*/
var undefinedType = new CoreType("undefined", TypeFlags.Undefined, (v) => v === void 0);
var _DatePrimitive = new CoreType("Date", TypeFlags.Date, (v) => typeof v === "number" || v instanceof Date, (v) => v instanceof Date ? v : new Date(v));
_DatePrimitive.getSnapshot = function(node) {
	return node.storedValue.getTime();
};
/**
* `types.Date` - Creates a type that can only contain a javascript Date value.
*
* Example:
* ```ts
* const LogLine = types.model({
*   timestamp: types.Date,
* })
*
* LogLine.create({ timestamp: new Date() })
* ```
*/
var DatePrimitive = _DatePrimitive;
/**
* @internal
* @hidden
*/
function getPrimitiveFactoryFromValue(value) {
	switch (typeof value) {
		case "string": return string;
		case "number": return number;
		case "boolean": return boolean;
		case "bigint": return bigint;
		case "object": if (value instanceof Date) return DatePrimitive;
	}
	throw new MstError("Cannot determine primitive type from value " + value);
}
/**
* Returns if a given value represents a primitive type.
*
* @param type
* @returns
*/
function isPrimitiveType(type) {
	return isType(type) && (type.flags & (TypeFlags.String | TypeFlags.Number | TypeFlags.Integer | TypeFlags.Boolean | TypeFlags.Date | TypeFlags.BigInt)) > 0;
}
/**
* @internal
* @hidden
*/
var Literal = class extends SimpleType {
	constructor(value) {
		super(JSON.stringify(value));
		this.flags = TypeFlags.Literal;
		this.value = value;
	}
	instantiate(parent, subpath, environment, initialValue) {
		return createScalarNode(this, parent, subpath, environment, initialValue);
	}
	describe() {
		return JSON.stringify(this.value);
	}
	isValidSnapshot(value, context) {
		if (isPrimitive(value) && value === this.value) return typeCheckSuccess();
		return typeCheckFailure(context, value, `Value is not a literal ${JSON.stringify(this.value)}`);
	}
};
/**
* `types.literal` - The literal type will return a type that will match only the exact given type.
* The given value must be a primitive, in order to be serialized to a snapshot correctly.
* You can use literal to match exact strings for example the exact male or female string.
*
* Example:
* ```ts
* const Person = types.model({
*     name: types.string,
*     gender: types.union(types.literal('male'), types.literal('female'))
* })
* ```
*
* @param value The value to use in the strict equal check
* @returns
*/
function literal(value) {
	assertArg(value, isPrimitive, "primitive", 1);
	return new Literal(value);
}
var Refinement = class extends BaseType {
	get flags() {
		return this._subtype.flags | TypeFlags.Refinement;
	}
	constructor(name, _subtype, _predicate, _message) {
		super(name);
		this._subtype = _subtype;
		this._predicate = _predicate;
		this._message = _message;
	}
	describe() {
		return this.name;
	}
	instantiate(parent, subpath, environment, initialValue) {
		return this._subtype.instantiate(parent, subpath, environment, initialValue);
	}
	isAssignableFrom(type) {
		return this._subtype.isAssignableFrom(type);
	}
	isValidSnapshot(value, context) {
		const subtypeErrors = this._subtype.validate(value, context);
		if (subtypeErrors.length > 0) return subtypeErrors;
		const snapshot = isStateTreeNode(value) ? getStateTreeNode(value).snapshot : value;
		if (!this._predicate(snapshot)) return typeCheckFailure(context, value, this._message(value));
		return typeCheckSuccess();
	}
	reconcile(current, newValue, parent, subpath) {
		return this._subtype.reconcile(current, newValue, parent, subpath);
	}
	getSubTypes() {
		return this._subtype;
	}
};
/**
* `types.refinement` - Creates a type that is more specific than the base type, e.g. `types.refinement(types.string, value => value.length > 5)` to create a type of strings that can only be longer then 5.
*
* @param name
* @param type
* @param predicate
* @returns
*/
function refinement(...args) {
	const name = typeof args[0] === "string" ? args.shift() : isType(args[0]) ? args[0].name : null;
	const type = args[0];
	const predicate = args[1];
	const message = args[2] ? args[2] : (v) => "Value does not respect the refinement predicate";
	assertIsType(type, [1, 2]);
	assertIsString(name, 1);
	assertIsFunction(predicate, [2, 3]);
	assertIsFunction(message, [3, 4]);
	return new Refinement(name, type, predicate, message);
}
/**
* `types.enumeration` - Can be used to create a string or number based enumeration.
* (note: this methods is just sugar for a union of string or number literals)
*
* Example:
* ```ts
* const TrafficLight = types.model({
*   color: types.enumeration("Color", ["Red", "Orange", "Green"]),
*   speedLimit: types.enumeration("SpeedLimit", [30, 50])
* })
* ```
*
* @param name descriptive name of the enumeration (optional)
* @param options possible values this enumeration can have
* @returns
*/
function enumeration(name, options) {
	const realOptions = typeof name === "string" ? options : name;
	if (devMode()) realOptions.forEach((option, i) => {
		assertArg(option, (o) => typeof o === "string" || typeof o === "number", "string or number", i + 1);
	});
	const type = union(...realOptions.map((option) => literal(option)));
	if (typeof name === "string") type.name = name;
	return type;
}
/**
* @internal
* @hidden
*/
var Union = class extends BaseType {
	get flags() {
		let result = TypeFlags.Union;
		this._types.forEach((type) => {
			result |= type.flags;
		});
		return result;
	}
	constructor(name, _types, options) {
		super(name);
		this._types = _types;
		this._eager = true;
		options = Object.assign({
			eager: true,
			dispatcher: void 0
		}, options);
		this._dispatcher = options.dispatcher;
		if (!options.eager) this._eager = false;
	}
	isAssignableFrom(type) {
		return this._types.some((subType) => subType.isAssignableFrom(type));
	}
	describe() {
		return "(" + this._types.map((factory) => factory.describe()).join(" | ") + ")";
	}
	instantiate(parent, subpath, environment, initialValue) {
		const type = this.determineType(initialValue, void 0);
		if (!type) throw new MstError("No matching type for union " + this.describe());
		return type.instantiate(parent, subpath, environment, initialValue);
	}
	reconcile(current, newValue, parent, subpath) {
		const type = this.determineType(newValue, current.getReconciliationType());
		if (!type) throw new MstError("No matching type for union " + this.describe());
		return type.reconcile(current, newValue, parent, subpath);
	}
	determineType(value, reconcileCurrentType) {
		if (this._dispatcher) return this._dispatcher(value);
		if (reconcileCurrentType) {
			if (reconcileCurrentType.is(value)) return reconcileCurrentType;
			return this._types.filter((t) => t !== reconcileCurrentType).find((type) => type.is(value));
		} else return this._types.find((type) => type.is(value));
	}
	isValidSnapshot(value, context) {
		if (this._dispatcher) return this._dispatcher(value).validate(value, context);
		const allErrors = [];
		let applicableTypes = 0;
		for (let i = 0; i < this._types.length; i++) {
			const errors = this._types[i].validate(value, context);
			if (errors.length === 0) {
				if (this._eager) return typeCheckSuccess();
				else applicableTypes++;
			} else allErrors.push(errors);
		}
		if (applicableTypes === 1) return typeCheckSuccess();
		return typeCheckFailure(context, value, "No type is applicable for the union").concat(flattenTypeErrors(allErrors));
	}
	getSubTypes() {
		return this._types;
	}
};
/**
* `types.union` - Create a union of multiple types. If the correct type cannot be inferred unambiguously from a snapshot, provide a dispatcher function of the form `(snapshot) => Type`.
*
* @param optionsOrType
* @param otherTypes
* @returns
*/
function union(optionsOrType, ...otherTypes) {
	const options = isType(optionsOrType) ? void 0 : optionsOrType;
	const types = isType(optionsOrType) ? [optionsOrType, ...otherTypes] : otherTypes;
	const name = "(" + types.map((type) => type.name).join(" | ") + ")";
	if (devMode()) {
		if (options) assertArg(options, (o) => isPlainObject(o), "object { eager?: boolean, dispatcher?: Function }", 1);
		types.forEach((type, i) => {
			assertIsType(type, options ? i + 2 : i + 1);
		});
	}
	return new Union(name, types, options);
}
/**
* Returns if a given value represents a union type.
*
* @param type
* @returns
*/
function isUnionType(type) {
	return isType(type) && (type.flags & TypeFlags.Union) > 0;
}
/**
* @hidden
* @internal
*/
var OptionalValue = class extends BaseType {
	get flags() {
		return this._subtype.flags | TypeFlags.Optional;
	}
	constructor(_subtype, _defaultValue, optionalValues) {
		super(_subtype.name);
		this._subtype = _subtype;
		this._defaultValue = _defaultValue;
		this.optionalValues = optionalValues;
	}
	describe() {
		return this._subtype.describe() + "?";
	}
	instantiate(parent, subpath, environment, initialValue) {
		if (this.optionalValues.indexOf(initialValue) >= 0) {
			const defaultInstanceOrSnapshot = this.getDefaultInstanceOrSnapshot();
			return this._subtype.instantiate(parent, subpath, environment, defaultInstanceOrSnapshot);
		}
		return this._subtype.instantiate(parent, subpath, environment, initialValue);
	}
	reconcile(current, newValue, parent, subpath) {
		return this._subtype.reconcile(current, this.optionalValues.indexOf(newValue) < 0 && this._subtype.is(newValue) ? newValue : this.getDefaultInstanceOrSnapshot(), parent, subpath);
	}
	getDefaultInstanceOrSnapshot() {
		const defaultInstanceOrSnapshot = typeof this._defaultValue === "function" ? this._defaultValue() : this._defaultValue;
		if (typeof this._defaultValue === "function") typecheckInternal(this, defaultInstanceOrSnapshot);
		return defaultInstanceOrSnapshot;
	}
	isValidSnapshot(value, context) {
		if (this.optionalValues.indexOf(value) >= 0) return typeCheckSuccess();
		return this._subtype.validate(value, context);
	}
	isAssignableFrom(type) {
		return this._subtype.isAssignableFrom(type);
	}
	getSubTypes() {
		return this._subtype;
	}
};
function checkOptionalPreconditions(type, defaultValueOrFunction) {
	if (typeof defaultValueOrFunction !== "function" && isStateTreeNode(defaultValueOrFunction)) throw new MstError("default value cannot be an instance, pass a snapshot or a function that creates an instance/snapshot instead");
	assertIsType(type, 1);
	if (devMode()) {
		if (typeof defaultValueOrFunction !== "function") typecheckInternal(type, defaultValueOrFunction);
	}
}
/**
* `types.optional` - Can be used to create a property with a default value.
*
* Depending on the third argument (`optionalValues`) there are two ways of operation:
* - If the argument is not provided, then if a value is not provided in the snapshot (`undefined` or missing),
*   it will default to the provided `defaultValue`
* - If the argument is provided, then if the value in the snapshot matches one of the optional values inside the array then it will
*   default to the provided `defaultValue`. Additionally, if one of the optional values inside the array is `undefined` then a missing
*   property is also valid.
*
*   Note that it is also possible to include values of the same type as the intended subtype as optional values,
*   in this case the optional value will be transformed into the `defaultValue` (e.g. `types.optional(types.string, "unnamed", [undefined, ""])`
*   will transform the snapshot values `undefined` (and therefore missing) and empty strings into the string `"unnamed"` when it gets
*   instantiated).
*
* If `defaultValue` is a function, the function will be invoked for every new instance.
* Applying a snapshot in which the optional value is one of the optional values (or `undefined`/_not_ present if none are provided) causes the
* value to be reset.
*
* Example:
* ```ts
* const Todo = types.model({
*   title: types.string,
*   subtitle1: types.optional(types.string, "", [null]),
*   subtitle2: types.optional(types.string, "", [null, undefined]),
*   done: types.optional(types.boolean, false),
*   created: types.optional(types.Date, () => new Date()),
* })
*
* // if done is missing / undefined it will become false
* // if created is missing / undefined it will get a freshly generated timestamp
* // if subtitle1 is null it will default to "", but it cannot be missing or undefined
* // if subtitle2 is null or undefined it will default to ""; since it can be undefined it can also be missing
* const todo = Todo.create({ title: "Get coffee", subtitle1: null })
* ```
*
* @param type
* @param defaultValueOrFunction
* @param optionalValues an optional array with zero or more primitive values (string, number, boolean, null or undefined)
*                       that will be converted into the default. `[ undefined ]` is assumed when none is provided
* @returns
*/
function optional(type, defaultValueOrFunction, optionalValues) {
	checkOptionalPreconditions(type, defaultValueOrFunction);
	return new OptionalValue(type, defaultValueOrFunction, optionalValues ? optionalValues : undefinedAsOptionalValues);
}
var undefinedAsOptionalValues = [void 0];
var optionalUndefinedType = optional(undefinedType, void 0);
var optionalNullType = optional(nullType, null);
/**
* `types.maybe` - Maybe will make a type nullable, and also optional.
* The value `undefined` will be used to represent nullability.
*
* @param type
* @returns
*/
function maybe(type) {
	assertIsType(type, 1);
	return union(type, optionalUndefinedType);
}
/**
* `types.maybeNull` - Maybe will make a type nullable, and also optional.
* The value `null` will be used to represent no value.
*
* @param type
* @returns
*/
function maybeNull(type) {
	assertIsType(type, 1);
	return union(type, optionalNullType);
}
var Late = class extends BaseType {
	get flags() {
		return (this._subType ? this._subType.flags : 0) | TypeFlags.Late;
	}
	getSubType(mustSucceed) {
		if (!this._subType) {
			let t = void 0;
			try {
				t = this._definition();
			} catch (e) {
				if (e instanceof ReferenceError) t = void 0;
				else throw e;
			}
			if (mustSucceed && t === void 0) throw new MstError("Late type seems to be used too early, the definition (still) returns undefined");
			if (t) {
				if (devMode() && !isType(t)) throw new MstError("Failed to determine subtype, make sure types.late returns a type definition.");
				this._subType = t;
			}
		}
		return this._subType;
	}
	constructor(name, _definition) {
		super(name);
		this._definition = _definition;
	}
	instantiate(parent, subpath, environment, initialValue) {
		return this.getSubType(true).instantiate(parent, subpath, environment, initialValue);
	}
	reconcile(current, newValue, parent, subpath) {
		return this.getSubType(true).reconcile(current, newValue, parent, subpath);
	}
	describe() {
		const t = this.getSubType(false);
		return t ? t.name : "<uknown late type>";
	}
	isValidSnapshot(value, context) {
		const t = this.getSubType(false);
		if (!t) return typeCheckSuccess();
		return t.validate(value, context);
	}
	isAssignableFrom(type) {
		const t = this.getSubType(false);
		return t ? t.isAssignableFrom(type) : false;
	}
	getSubTypes() {
		const subtype = this.getSubType(false);
		return subtype ? subtype : cannotDetermineSubtype;
	}
};
/**
* `types.late` - Defines a type that gets implemented later. This is useful when you have to deal with circular dependencies.
* Please notice that when defining circular dependencies TypeScript isn't smart enough to inference them.
*
* Example:
* ```ts
*   // TypeScript isn't smart enough to infer self referencing types.
*  const Node = types.model({
*       children: types.array(types.late((): IAnyModelType => Node)) // then typecast each array element to Instance<typeof Node>
*  })
* ```
*
* @param name The name to use for the type that will be returned.
* @param type A function that returns the type that will be defined.
* @returns
*/
function late(nameOrType, maybeType) {
	const name = typeof nameOrType === "string" ? nameOrType : `late(${nameOrType.toString()})`;
	const type = typeof nameOrType === "string" ? maybeType : nameOrType;
	if (devMode()) {
		if (!(typeof type === "function" && type.length === 0)) throw new MstError("Invalid late type, expected a function with zero arguments that returns a type, got: " + type);
	}
	return new Late(name, type);
}
function lazy(name, options) {
	return new Lazy(name, options);
}
/**
* @internal
* @hidden
*/
var Lazy = class extends SimpleType {
	constructor(name, options) {
		super(name);
		this.options = options;
		this.flags = TypeFlags.Lazy;
		this.loadedType = null;
		this.pendingNodeList = import_dist.observable.array();
		(0, import_dist.when)(() => this.pendingNodeList.length > 0 && this.pendingNodeList.some((node) => node.isAlive && this.options.shouldLoadPredicate(node.parent ? node.parent.value : null)), () => {
			this.options.loadType().then((0, import_dist.action)((type) => {
				this.loadedType = type;
				this.pendingNodeList.forEach((node) => {
					if (!node.parent) return;
					if (!this.loadedType) return;
					node.parent.applyPatches([{
						op: "replace",
						path: `/${node.subpath}`,
						value: node.snapshot
					}]);
				});
			}));
		});
	}
	describe() {
		return `<lazy ${this.name}>`;
	}
	instantiate(parent, subpath, environment, value) {
		if (this.loadedType) return this.loadedType.instantiate(parent, subpath, environment, value);
		const node = createScalarNode(this, parent, subpath, environment, deepFreeze(value));
		this.pendingNodeList.push(node);
		(0, import_dist.when)(() => !node.isAlive, () => this.pendingNodeList.splice(this.pendingNodeList.indexOf(node), 1));
		return node;
	}
	isValidSnapshot(value, context) {
		if (this.loadedType) return this.loadedType.validate(value, context);
		if (!isSerializable(value)) return typeCheckFailure(context, value, "Value is not serializable and cannot be lazy");
		return typeCheckSuccess();
	}
	reconcile(current, value, parent, subpath) {
		if (this.loadedType) {
			current.die();
			return this.loadedType.instantiate(parent, subpath, parent.environment, value);
		}
		return super.reconcile(current, value, parent, subpath);
	}
};
/**
* @internal
* @hidden
*/
var Frozen = class extends SimpleType {
	constructor(subType) {
		super(subType ? `frozen(${subType.name})` : "frozen");
		this.subType = subType;
		this.flags = TypeFlags.Frozen;
	}
	describe() {
		return "<any immutable value>";
	}
	instantiate(parent, subpath, environment, value) {
		return createScalarNode(this, parent, subpath, environment, deepFreeze(value));
	}
	isValidSnapshot(value, context) {
		if (!isSerializable(value)) return typeCheckFailure(context, value, "Value is not serializable and cannot be frozen");
		if (this.subType) return this.subType.validate(value, context);
		return typeCheckSuccess();
	}
};
var untypedFrozenInstance = new Frozen();
/**
* `types.frozen` - Frozen can be used to store any value that is serializable in itself (that is valid JSON).
* Frozen values need to be immutable or treated as if immutable. They need be serializable as well.
* Values stored in frozen will snapshotted as-is by MST, and internal changes will not be tracked.
*
* This is useful to store complex, but immutable values like vectors etc. It can form a powerful bridge to parts of your application that should be immutable, or that assume data to be immutable.
*
* Note: if you want to store free-form state that is mutable, or not serializeable, consider using volatile state instead.
*
* Frozen properties can be defined in three different ways
* 1. `types.frozen(SubType)` - provide a valid MST type and frozen will check if the provided data conforms the snapshot for that type
* 2. `types.frozen({ someDefaultValue: true})` - provide a primitive value, object or array, and MST will infer the type from that object, and also make it the default value for the field
* 3. `types.frozen<TypeScriptType>()` - provide a typescript type, to help in strongly typing the field (design time only)
*
* Example:
* ```ts
* const GameCharacter = types.model({
*   name: string,
*   location: types.frozen({ x: 0, y: 0})
* })
*
* const hero = GameCharacter.create({
*   name: "Mario",
*   location: { x: 7, y: 4 }
* })
*
* hero.location = { x: 10, y: 2 } // OK
* hero.location.x = 7 // Not ok!
* ```
*
* ```ts
* type Point = { x: number, y: number }
*    const Mouse = types.model({
*         loc: types.frozen<Point>()
*    })
* ```
*
* @param defaultValueOrType
* @returns
*/
function frozen(arg) {
	if (arguments.length === 0) return untypedFrozenInstance;
	else if (isType(arg)) return new Frozen(arg);
	else return optional(untypedFrozenInstance, arg);
}
function getInvalidationCause(hook) {
	switch (hook) {
		case Hook.beforeDestroy: return "destroy";
		case Hook.beforeDetach: return "detach";
		default: return;
	}
}
var StoredReference = class {
	constructor(value, targetType) {
		this.targetType = targetType;
		this.resolvedReference = void 0;
		if (isValidIdentifier(value)) this.identifier = value;
		else if (isStateTreeNode(value)) {
			const targetNode = getStateTreeNode(value);
			if (!targetNode.identifierAttribute) throw new MstError(`Can only store references with a defined identifier attribute.`);
			const id = targetNode.unnormalizedIdentifier;
			if (id === null || id === void 0) throw new MstError(`Can only store references to tree nodes with a defined identifier.`);
			this.identifier = id;
		} else throw new MstError(`Can only store references to tree nodes or identifiers, got: '${value}'`);
	}
	updateResolvedReference(node) {
		const normalizedId = normalizeIdentifier(this.identifier);
		const root = node.root;
		const lastCacheModification = root.identifierCache.getLastCacheModificationPerId(normalizedId);
		if (!this.resolvedReference || this.resolvedReference.lastCacheModification !== lastCacheModification) {
			const { targetType } = this;
			const target = root.identifierCache.resolve(targetType, normalizedId);
			if (!target) throw new InvalidReferenceError(`[mobx-state-tree] Failed to resolve reference '${this.identifier}' to type '${this.targetType.name}' (from node: ${node.path})`);
			this.resolvedReference = {
				node: target,
				lastCacheModification
			};
		}
	}
	get resolvedValue() {
		this.updateResolvedReference(this.node);
		return this.resolvedReference.node.value;
	}
};
/**
* @internal
* @hidden
*/
var InvalidReferenceError = class InvalidReferenceError extends Error {
	constructor(m) {
		super(m);
		Object.setPrototypeOf(this, InvalidReferenceError.prototype);
	}
};
/**
* @internal
* @hidden
*/
var BaseReferenceType = class extends SimpleType {
	constructor(targetType, onInvalidated) {
		super(`reference(${targetType.name})`);
		this.targetType = targetType;
		this.onInvalidated = onInvalidated;
		this.flags = TypeFlags.Reference;
	}
	describe() {
		return this.name;
	}
	isAssignableFrom(type) {
		return this.targetType.isAssignableFrom(type);
	}
	isValidSnapshot(value, context) {
		return isValidIdentifier(value) ? typeCheckSuccess() : typeCheckFailure(context, value, "Value is not a valid identifier, which is a string, number or a bigint");
	}
	fireInvalidated(cause, storedRefNode, referenceId, refTargetNode) {
		const storedRefParentNode = storedRefNode.parent;
		if (!storedRefParentNode || !storedRefParentNode.isAlive) return;
		const storedRefParentValue = storedRefParentNode.storedValue;
		if (!storedRefParentValue) return;
		this.onInvalidated({
			cause,
			parent: storedRefParentValue,
			invalidTarget: refTargetNode ? refTargetNode.storedValue : void 0,
			invalidId: referenceId,
			replaceRef(newRef) {
				applyPatch(storedRefNode.root.storedValue, {
					op: "replace",
					value: newRef,
					path: storedRefNode.path
				});
			},
			removeRef() {
				if (isModelType(storedRefParentNode.type)) this.replaceRef(void 0);
				else applyPatch(storedRefNode.root.storedValue, {
					op: "remove",
					path: storedRefNode.path
				});
			}
		});
	}
	addTargetNodeWatcher(storedRefNode, referenceId) {
		const refTargetValue = this.getValue(storedRefNode);
		if (!refTargetValue) return;
		const refTargetNode = getStateTreeNode(refTargetValue);
		const hookHandler = (_, refTargetNodeHook) => {
			const cause = getInvalidationCause(refTargetNodeHook);
			if (!cause) return;
			this.fireInvalidated(cause, storedRefNode, referenceId, refTargetNode);
		};
		const refTargetDetachHookDisposer = refTargetNode.registerHook(Hook.beforeDetach, hookHandler);
		const refTargetDestroyHookDisposer = refTargetNode.registerHook(Hook.beforeDestroy, hookHandler);
		return () => {
			refTargetDetachHookDisposer();
			refTargetDestroyHookDisposer();
		};
	}
	watchTargetNodeForInvalidations(storedRefNode, identifier, customGetSet) {
		if (!this.onInvalidated) return;
		let onRefTargetDestroyedHookDisposer;
		storedRefNode.registerHook(Hook.beforeDestroy, () => {
			if (onRefTargetDestroyedHookDisposer) onRefTargetDestroyedHookDisposer();
		});
		const scheduleRetryAfterReconciliation = () => {
			const retry = () => {
				if (!storedRefNode.isAlive) return;
				if (this.getSnapshot(storedRefNode) !== identifier) return;
				startWatching(false);
			};
			if (getCurrentActionContext()) storedRefNode.root.enqueueEndOfAction(retry);
			else setImmediateWithFallback(retry);
		};
		const startWatching = (sync) => {
			if (onRefTargetDestroyedHookDisposer) onRefTargetDestroyedHookDisposer();
			const storedRefParentNode = storedRefNode.parent;
			const storedRefParentValue = storedRefParentNode && storedRefParentNode.storedValue;
			if (storedRefParentNode && storedRefParentNode.isAlive && storedRefParentValue) {
				let refTargetNodeExists;
				if (customGetSet) refTargetNodeExists = !!customGetSet.get(identifier, storedRefParentValue);
				else refTargetNodeExists = storedRefNode.root.identifierCache.has(this.targetType, normalizeIdentifier(identifier));
				if (!refTargetNodeExists) {
					if (sync) scheduleRetryAfterReconciliation();
					else this.fireInvalidated("invalidSnapshotReference", storedRefNode, identifier, null);
				} else onRefTargetDestroyedHookDisposer = this.addTargetNodeWatcher(storedRefNode, identifier);
			}
		};
		if (storedRefNode.state === NodeLifeCycle.FINALIZED) startWatching(true);
		else {
			if (!storedRefNode.isRoot) storedRefNode.root.registerHook(Hook.afterCreationFinalization, () => {
				if (storedRefNode.parent) storedRefNode.parent.createObservableInstanceIfNeeded();
			});
			storedRefNode.registerHook(Hook.afterAttach, () => {
				startWatching(false);
			});
		}
	}
};
/**
* @internal
* @hidden
*/
var IdentifierReferenceType = class extends BaseReferenceType {
	constructor(targetType, onInvalidated) {
		super(targetType, onInvalidated);
	}
	getValue(storedRefNode) {
		if (!storedRefNode.isAlive) return void 0;
		return storedRefNode.storedValue.resolvedValue;
	}
	getSnapshot(storedRefNode) {
		return storedRefNode.storedValue.identifier;
	}
	instantiate(parent, subpath, environment, initialValue) {
		const identifier = isStateTreeNode(initialValue) ? getIdentifier(initialValue) : initialValue;
		const storedRef = new StoredReference(initialValue, this.targetType);
		const storedRefNode = createScalarNode(this, parent, subpath, environment, storedRef);
		storedRef.node = storedRefNode;
		this.watchTargetNodeForInvalidations(storedRefNode, identifier, void 0);
		return storedRefNode;
	}
	reconcile(current, newValue, parent, subpath) {
		if (!current.isDetaching && current.type === this) {
			const compareByValue = isStateTreeNode(newValue);
			const ref = current.storedValue;
			if (!compareByValue && ref.identifier === newValue || compareByValue && ref.resolvedValue === newValue) {
				current.setParent(parent, subpath);
				return current;
			}
		}
		const newNode = this.instantiate(parent, subpath, void 0, newValue);
		current.die();
		return newNode;
	}
};
/**
* @internal
* @hidden
*/
var CustomReferenceType = class extends BaseReferenceType {
	constructor(targetType, options, onInvalidated) {
		super(targetType, onInvalidated);
		this.options = options;
	}
	getValue(storedRefNode) {
		if (!storedRefNode.isAlive) return void 0;
		return this.options.get(storedRefNode.storedValue, storedRefNode.parent ? storedRefNode.parent.storedValue : null);
	}
	getSnapshot(storedRefNode) {
		return storedRefNode.storedValue;
	}
	instantiate(parent, subpath, environment, newValue) {
		const identifier = isStateTreeNode(newValue) ? this.options.set(newValue, parent ? parent.storedValue : null) : newValue;
		const storedRefNode = createScalarNode(this, parent, subpath, environment, identifier);
		this.watchTargetNodeForInvalidations(storedRefNode, identifier, this.options);
		return storedRefNode;
	}
	reconcile(current, newValue, parent, subpath) {
		const newIdentifier = isStateTreeNode(newValue) ? this.options.set(newValue, current ? current.storedValue : null) : newValue;
		if (!current.isDetaching && current.type === this && current.storedValue === newIdentifier) {
			current.setParent(parent, subpath);
			return current;
		}
		const newNode = this.instantiate(parent, subpath, void 0, newIdentifier);
		current.die();
		return newNode;
	}
};
/**
* `types.reference` - Creates a reference to another type, which should have defined an identifier.
* See also the [reference and identifiers](https://github.com/mobxjs/mobx-state-tree#references-and-identifiers) section.
*/
function reference(subType, options) {
	assertIsType(subType, 1);
	if (devMode()) {
		if (arguments.length === 2 && typeof arguments[1] === "string")
 // istanbul ignore next
		throw new MstError("References with base path are no longer supported. Please remove the base path.");
	}
	const getSetOptions = options ? options : void 0;
	const onInvalidated = options ? options.onInvalidated : void 0;
	if (getSetOptions && (getSetOptions.get || getSetOptions.set)) {
		if (devMode()) {
			if (!getSetOptions.get || !getSetOptions.set) throw new MstError("reference options must either contain both a 'get' and a 'set' method or none of them");
		}
		return new CustomReferenceType(subType, {
			get: getSetOptions.get,
			set: getSetOptions.set
		}, onInvalidated);
	} else return new IdentifierReferenceType(subType, onInvalidated);
}
/**
* `types.safeReference` - A safe reference is like a standard reference, except that it accepts the undefined value by default
* and automatically sets itself to undefined (when the parent is a model) / removes itself from arrays and maps
* when the reference it is pointing to gets detached/destroyed.
*
* The optional options parameter object accepts a parameter named `acceptsUndefined`, which is set to true by default, so it is suitable
* for model properties.
* When used inside collections (arrays/maps), it is recommended to set this option to false so it can't take undefined as value,
* which is usually the desired in those cases.
* Additionally, the optional options parameter object accepts a parameter named `onInvalidated`, which will be called when the reference target node that the reference is pointing to is about to be detached/destroyed
*
* Strictly speaking it is a `types.maybe(types.reference(X))` (when `acceptsUndefined` is set to true, the default) and
* `types.reference(X)` (when `acceptsUndefined` is set to false), both of them with a customized `onInvalidated` option.
*
* @param subType
* @param options
* @returns
*/
function safeReference(subType, options) {
	const refType = reference(subType, Object.assign(Object.assign({}, options), { onInvalidated(ev) {
		if (options && options.onInvalidated) options.onInvalidated(ev);
		ev.removeRef();
	} }));
	if (options && options.acceptsUndefined === false) return refType;
	else return maybe(refType);
}
var BaseIdentifierType = class extends SimpleType {
	constructor(name, validType) {
		super(name);
		this.validType = validType;
		this.flags = TypeFlags.Identifier;
	}
	instantiate(parent, subpath, environment, initialValue) {
		if (!parent || !(parent.type instanceof ModelType)) throw new MstError(`Identifier types can only be instantiated as direct child of a model type`);
		return createScalarNode(this, parent, subpath, environment, initialValue);
	}
	reconcile(current, newValue, parent, subpath) {
		if (current.storedValue !== newValue) throw new MstError(`Tried to change identifier from '${current.storedValue}' to '${newValue}'. Changing identifiers is not allowed.`);
		current.setParent(parent, subpath);
		return current;
	}
	isValidSnapshot(value, context) {
		if (typeof value !== this.validType) return typeCheckFailure(context, value, `Value is not a valid ${this.describe()}, expected a ${this.validType}`);
		return typeCheckSuccess();
	}
};
/**
* @internal
* @hidden
*/
var IdentifierType = class extends BaseIdentifierType {
	constructor() {
		super(`identifier`, "string");
		this.flags = TypeFlags.Identifier;
	}
	describe() {
		return `identifier`;
	}
};
/**
* @internal
* @hidden
*/
var IdentifierNumberType = class extends BaseIdentifierType {
	constructor() {
		super("identifierNumber", "number");
	}
	getSnapshot(node) {
		return node.storedValue;
	}
	describe() {
		return `identifierNumber`;
	}
};
/**
* `types.identifier` - Identifiers are used to make references, lifecycle events and reconciling works.
* Inside a state tree, for each type can exist only one instance for each given identifier.
* For example there couldn't be 2 instances of user with id 1. If you need more, consider using references.
* Identifier can be used only as type property of a model.
* This type accepts as parameter the value type of the identifier field that can be either string, number or bigint.
*
* Example:
* ```ts
*  const Todo = types.model("Todo", {
*      id: types.identifier,
*      title: types.string
*  })
* ```
*
* @returns
*/
var identifier = new IdentifierType();
/**
* `types.identifierNumber` - Similar to `types.identifier`. This one will serialize from / to a number when applying snapshots
*
* Example:
* ```ts
*  const Todo = types.model("Todo", {
*      id: types.identifierNumber,
*      title: types.string
*  })
* ```
*
* @returns
*/
var identifierNumber = new IdentifierNumberType();
/**
* @internal
* @hidden
* IdentifierBigintType uses SimpleType<bigint | string | number, string, bigint> so snapshots serialize to string (JSON-safe).
*/
var IdentifierBigintType = class extends SimpleType {
	constructor() {
		super("identifierBigint");
		this.flags = TypeFlags.Identifier;
	}
	createNewInstance(snapshot) {
		if (typeof snapshot === "bigint") return snapshot;
		return BigInt(snapshot);
	}
	instantiate(parent, subpath, environment, initialValue) {
		if (!parent || !(parent.type instanceof ModelType)) throw new MstError(`Identifier types can only be instantiated as direct child of a model type`);
		return createScalarNode(this, parent, subpath, environment, initialValue);
	}
	reconcile(current, newValue, parent, subpath) {
		const currentVal = current.storedValue;
		const newVal = typeof newValue === "bigint" ? newValue : BigInt(newValue);
		if (currentVal !== newVal) throw new MstError(`Tried to change identifier from '${currentVal}' to '${newVal}'. Changing identifiers is not allowed.`);
		current.setParent(parent, subpath);
		return current;
	}
	isValidSnapshot(value, context) {
		if (typeof value === "bigint") return typeCheckSuccess();
		if (typeof value === "string" || typeof value === "number") try {
			BigInt(value);
			return typeCheckSuccess();
		} catch (e) {
			const errorMessage = e instanceof Error ? e.message : String(e);
			return typeCheckFailure(context, value, `Value is not a valid ${this.describe()}: ${errorMessage}`);
		}
		return typeCheckFailure(context, value, `Value is not a valid ${this.describe()}, expected a bigint, a string or a number`);
	}
	getSnapshot(node) {
		return String(node.storedValue);
	}
	describe() {
		return `identifierBigint`;
	}
};
/**
* `types.identifierBigint` - Similar to `types.identifier`. Snapshots serialize to string (JSON-safe) and deserialize from string, number or bigint.
*
* Example:
* ```ts
*  const Todo = types.model("Todo", {
*      id: types.identifierBigint,
*      title: types.string
*  })
* ```
*
* @returns
*/
var identifierBigint = new IdentifierBigintType();
/**
* @internal
* @hidden
*/
function normalizeIdentifier(id) {
	return "" + id;
}
/**
* @internal
* @hidden
*/
function isValidIdentifier(id) {
	return typeof id === "string" || typeof id === "number" || typeof id === "bigint";
}
/**
* `types.custom` - Creates a custom type. Custom types can be used for arbitrary immutable values, that have a serializable representation. For example, to create your own Date representation, Decimal type etc.
*
* The signature of the options is:
* ```ts
* export interface CustomTypeOptions<S, T> {
*     // Friendly name
*     name: string
*     // given a serialized value and environment, how to turn it into the target type
*     fromSnapshot(snapshot: S, env: any): T
*     // return the serialization of the current value
*     toSnapshot(value: T): S
*     // if true, this is a converted value, if false, it's a snapshot
*     isTargetType(value: T | S): value is T
*     // a non empty string is assumed to be a validation error
*     getValidationMessage?(snapshot: S): string
* }
* ```
*
* Example:
* ```ts
* const DecimalPrimitive = types.custom<string, Decimal>({
*     name: "Decimal",
*     fromSnapshot(value: string) {
*         return new Decimal(value)
*     },
*     toSnapshot(value: Decimal) {
*         return value.toString()
*     },
*     isTargetType(value: string | Decimal): boolean {
*         return value instanceof Decimal
*     },
*     getValidationMessage(value: string): string {
*         if (/^-?\d+\.\d+$/.test(value)) return "" // OK
*         return `'${value}' doesn't look like a valid decimal number`
*     }
* })
*
* const Wallet = types.model({
*     balance: DecimalPrimitive
* })
* ```
*
* @param options
* @returns
*/
function custom(options) {
	return new CustomType(options);
}
/**
* @internal
* @hidden
*/
var CustomType = class extends SimpleType {
	constructor(options) {
		super(options.name);
		this.options = options;
		this.flags = TypeFlags.Custom;
	}
	describe() {
		return this.name;
	}
	isValidSnapshot(value, context) {
		if (this.options.isTargetType(value)) return typeCheckSuccess();
		const typeError = this.options.getValidationMessage(value);
		if (typeError) return typeCheckFailure(context, value, `Invalid value for type '${this.name}': ${typeError}`);
		return typeCheckSuccess();
	}
	getSnapshot(node) {
		return this.options.toSnapshot(node.storedValue);
	}
	instantiate(parent, subpath, environment, initialValue) {
		const valueToStore = this.options.isTargetType(initialValue) ? initialValue : this.options.fromSnapshot(initialValue, parent && parent.root.environment);
		return createScalarNode(this, parent, subpath, environment, valueToStore);
	}
	reconcile(current, value, parent, subpath) {
		const isSnapshot = !this.options.isTargetType(value);
		if (!current.isDetaching) {
			if (current.type === this && (isSnapshot ? value === current.snapshot : value === current.storedValue)) {
				current.setParent(parent, subpath);
				return current;
			}
		}
		const valueToStore = isSnapshot ? this.options.fromSnapshot(value, parent.root.environment) : value;
		const newNode = this.instantiate(parent, subpath, void 0, valueToStore);
		current.die();
		return newNode;
	}
};
var types = {
	enumeration,
	model,
	compose,
	custom,
	reference,
	safeReference,
	union,
	optional,
	literal,
	maybe,
	maybeNull,
	refinement,
	string,
	boolean,
	number,
	integer,
	float,
	finite,
	bigint,
	Date: DatePrimitive,
	map,
	array,
	frozen,
	identifier,
	identifierNumber,
	identifierBigint,
	late,
	lazy,
	undefined: undefinedType,
	null: nullType,
	snapshotProcessor
};
export { hasParent as a, isRecord as c, readItems as d, str as f, getRoot as i, listOf as l, flow as n, isAlive as o, strings as p, getEnv as r, types as s, addDisposer as t, num as u };
