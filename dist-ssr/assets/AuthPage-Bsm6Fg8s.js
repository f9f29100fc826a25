import { n as useStore, r as require_dist } from "./StoreContext-CZyEXHLm.js";
import { s as __toESM, t as require_react } from "./react-DKPYRERq.js";
import { d as useLocation, p as useNavigate } from "./dist-QbtQ_FZR.js";
import { i as safeReturnPath, r as safeNextPath, t as afterAuthState } from "./safeRedirect-CzcSkw1A.js";
// src/pages/auth/AuthPage.tsx
var import_dist = require_dist();
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* /auth: opens the sign-in modal; after sign-in goes to `next` kept in router state (e.g. the game a
* guest clicked), else back to `from` (same-origin relative paths only, both checked). Closing the
* modal goes back to `from` too (checked the same way), else to casino home. The page reached after
* sign-in keeps `from` in its state (its way back).
*/
function AuthPage() {
	const { app, auth } = useStore();
	const { state } = useLocation();
	const navigate = useNavigate();
	(0, import_react.useEffect)(() => {
		const back = safeNextPath(state, "/casino");
		const backState = afterAuthState(state);
		const closed = safeReturnPath(state, "/casino");
		if (auth.isAuth) {
			navigate(back, {
				replace: true,
				state: backState
			});
			return;
		}
		app.openAuthModal("SignIn");
		const stopAuth = (0, import_dist.reaction)(() => auth.isAuth, (isAuth) => isAuth && navigate(back, {
			replace: true,
			state: backState
		}));
		const stopClose = (0, import_dist.reaction)(() => app.authModal.isOpen, (open) => !open && !auth.isAuth && navigate(closed, { replace: true }));
		return () => {
			stopAuth();
			stopClose();
		};
	}, [
		app,
		auth,
		state,
		navigate
	]);
	return null;
}
export { AuthPage as default };
