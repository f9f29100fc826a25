/**
 * Compile-time fixtures, checked by `npm run typecheck` (part of `npm test`): every line under a
 * `@ts-expect-error` must fail to compile, or tsc reports the directive as unused and the check fails.
 * They prove that a store tree which stops providing what a store reads from a neighbour (models/kit/neighbours.ts)
 * — a renamed deposit limit, a renamed responsible-gambling headroom, a renamed session flag — is a compile error,
 * not a limit switched off or a player turned into a guest in the browser.
 */
import type { CasinoNeighbours } from '../../src/models/casino/casinoRoot';
import type { RootNeighbours } from '../../src/models/kit/neighbours';
import type { PaymentNeighbours } from '../../src/models/payment/paymentRoot';
import type { Holds } from '../../src/ports/env';
import type { ResponsibleGamblingStore } from '../../src/models/responsibleGambling/ResponsibleGamblingStore';
import type { RootStore } from '../../src/models/RootStore';
import type { UserSettingsStore } from '../../src/models/shell/UserSettingsStore';

/** The real tree provides every store's neighbours, the cash desk's and the casino's views of them included. */
export type RealTree = Holds<RootStore extends RootNeighbours ? true : false>;
export type RealCashDesk = Holds<RootStore extends PaymentNeighbours ? true : false>;
export type RealCasino = Holds<RootStore extends CasinoNeighbours ? true : false>;

/** The same tree after renaming UserSettingsStore.limits to paymentLimits. */
type LimitsRenamed = Omit<RootStore, 'userSettings'> & { userSettings: Omit<UserSettingsStore, 'limits'> & { paymentLimits: UserSettingsStore['limits'] } };
// @ts-expect-error a renamed deposit/withdrawal limit does not compile
export type RenamedLimits = Holds<LimitsRenamed extends PaymentNeighbours ? true : false>;

/** The same tree after renaming ResponsibleGamblingStore.depositHeadroom. */
type HeadroomRenamed = Omit<RootStore, 'responsibleGambling'> & {
  responsibleGambling: Omit<ResponsibleGamblingStore, 'depositHeadroom'> & { headroom: ResponsibleGamblingStore['depositHeadroom'] };
};
// @ts-expect-error a renamed responsible-gambling headroom does not compile
export type RenamedHeadroom = Holds<HeadroomRenamed extends PaymentNeighbours ? true : false>;

/** The real tree with field F of neighbour N renamed (to `${F}Renamed`). */
type Renamed<N extends keyof RootNeighbours, F extends keyof RootStore[N] & string> = Omit<RootStore, N> & {
  [K in N]: Omit<RootStore[N], F> & { [R in `${F}Renamed`]: RootStore[N][F] };
};
type Provides<T> = T extends RootNeighbours ? true : false;

// @ts-expect-error the session flag every guard reads (AuthStore.isAuth)
export type RenamedIsAuth = Holds<Provides<Renamed<'auth', 'isAuth'>>>;
// @ts-expect-error the sign-out that a self-exclusion and a password change end with (AuthStore.logout)
export type RenamedLogout = Holds<Provides<Renamed<'auth', 'logout'>>>;
// @ts-expect-error the balance the reality check nets (AuthStore.balance)
export type RenamedBalance = Holds<Provides<Renamed<'auth', 'balance'>>>;
// @ts-expect-error the failure toast (NotifyStore.apiError)
export type RenamedApiError = Holds<Provides<Renamed<'notify', 'apiError'>>>;
// @ts-expect-error today's blocklist (AppStore.bans)
export type RenamedBans = Holds<Provides<Renamed<'app', 'bans'>>>;
// @ts-expect-error the site language (LocaleStore.language)
export type RenamedLanguage = Holds<Provides<Renamed<'locale', 'language'>>>;
// @ts-expect-error the player password rules (UserSettingsStore.passwordSettings)
export type RenamedPasswordSettings = Holds<Provides<Renamed<'userSettings', 'passwordSettings'>>>;
// @ts-expect-error the brand's responsible-gambling settings (ResponsibleGamblingStore.settings)
export type RenamedRgSettings = Holds<Provides<Renamed<'responsibleGambling', 'settings'>>>;
// @ts-expect-error the session limit the reality check reads (ResponsibleGamblingStore.limitOf)
export type RenamedLimitOf = Holds<Provides<Renamed<'responsibleGambling', 'limitOf'>>>;
// @ts-expect-error deposits and withdrawals noted by the reality check (RealityCheckStore.noteCashflow)
export type RenamedCashflow = Holds<Provides<Renamed<'realityCheck', 'noteCashflow'>>>;
// @ts-expect-error a provider's maintenance notice (MaintenanceStore.providerNotice)
export type RenamedProviderNotice = Holds<Provides<Renamed<'maintenance', 'providerNotice'>>>;
/** A tree without the brand config. */
// @ts-expect-error every store reads the brand config from the root
export type NoConfig = Holds<Provides<Omit<RootStore, 'config'>>>;
/** Control: renaming a field no store reads from a neighbour compiles. */
export type RenamedUnread = Holds<Provides<Renamed<'auth', 'currencyLabel'>>>;
