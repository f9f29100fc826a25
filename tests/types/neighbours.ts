/**
 * Compile-time fixtures, checked by `npm run typecheck` (part of `npm test`): every line under a
 * `@ts-expect-error` must fail to compile, or tsc reports the directive as unused and the check fails.
 * They prove that a store tree which stops providing what the cash desk reads — a renamed deposit limit,
 * a renamed responsible-gambling headroom — is a compile error, not a limit switched off in the browser.
 */
import type { PaymentNeighbours } from '../../src/models/payment/paymentRoot';
import type { Holds } from '../../src/ports/env';
import type { ResponsibleGamblingStore } from '../../src/models/responsibleGambling/ResponsibleGamblingStore';
import type { RootStore } from '../../src/models/RootStore';
import type { UserSettingsStore } from '../../src/models/shell/UserSettingsStore';

/** The real tree provides the cash desk's neighbours. */
export type RealTree = Holds<RootStore extends PaymentNeighbours ? true : false>;

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
