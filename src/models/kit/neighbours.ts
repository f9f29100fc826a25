import { getRoot, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { BanMatcher } from '../../catalogue/bans';
import type { BrandConfig, ResponsibleGamblingRules } from '../../config/types';
import type { Failure } from '../../ports/env';

/*
 * What the stores read from their neighbours in the tree, drawn as structural pictures. They name no store type:
 * every store imports this file, and a type import of the store it describes would close an import cycle
 * (`npm run lint:layers` refuses those, type-only included). RootStore.ts proves at compile time that the real tree
 * holds this picture (`RootProvidesNeighbours`), so renaming a field a store reads here — AuthStore.isAuth,
 * UserSettingsStore.limits, ResponsibleGamblingStore.depositHeadroom — fails tsc instead of turning a player into
 * a guest or switching a limit off in the browser (fixtures: tests/types/neighbours.ts). No member is optional:
 * the tree always holds these stores, and the money paths must not read "unknown" as "no limit".
 */

export type Range = { min: number; max: number };
type LimitKind = ResponsibleGamblingRules['limits'][number];

/** Toasts (NotifyStore). */
export interface NotifyNeighbour {
  add(input: { messageId: string; type: 'success' | 'error' | 'default'; needClose?: boolean }): unknown;
  success(messageId: string): unknown;
  apiError(result: Failure, fallback?: 'server' | 'default'): unknown;
}

/** The player's session and balance (AuthStore). */
export interface AuthNeighbour {
  isAuth: boolean;
  user: { id: number; role: number };
  balance: number;
  bonusBalance: number;
  balanceState: string;
  amountLeftToPlay: number;
  signIns: number;
  login(email: string, password: string): Promise<Failure | null>;
  logout(): Promise<unknown>;
  fetchBalance(): Promise<unknown>;
  fetchBonusState(): Promise<unknown>;
  setProp(key: 'isFirstAuth' | 'codeIsCorrect', value: boolean): unknown;
}

/** The shell (AppStore): today's blocklist and the sign-in dialog. */
export interface AppNeighbour {
  bans: BanMatcher;
  blocklistLoaded: boolean;
  ensureFreshBlocklist(): Promise<boolean>;
  loadBlocklist(): Promise<void>;
  openAuthModal(type: 'SignIn'): unknown;
  closeAuthModal(): unknown;
}

/** The platform's site settings (UserSettingsStore): payment limits and password rules. */
export interface UserSettingsNeighbour {
  limits: { withdrawal: Range | undefined; topUp: Range | undefined };
  passwordSettings: Record<string, unknown> | undefined;
}

/** Responsible gambling (ResponsibleGamblingStore): the brand's settings, the player's limits, the deposit headroom. */
export interface ResponsibleGamblingNeighbour {
  enabled: boolean;
  settings: ResponsibleGamblingRules | undefined;
  depositHeadroom: { kind: LimitKind; remaining: number } | undefined;
  limitOf(kind: LimitKind): { amount: number | null };
  load(): Promise<unknown>;
}

/** The whole tree as the stores see it. */
export interface RootNeighbours {
  config: BrandConfig;
  notify: NotifyNeighbour;
  auth: AuthNeighbour;
  app: AppNeighbour;
  locale: { language: string };
  userSettings: UserSettingsNeighbour;
  responsibleGambling: ResponsibleGamblingNeighbour;
  realityCheck: { noteCashflow(amount: number): unknown };
  maintenance: { providerNotice(routeProvider: string): unknown };
}

/**
 * The neighbours of a store (its tree's root). A store made outside RootStoreModel has none: it throws at once,
 * naming where to create it, rather than reading a missing limit as "no limit". (Each neighbour is read when
 * used: MST creates a store on first access.)
 */
export function neighboursOf(node: IAnyStateTreeNode): RootNeighbours {
  const root = getRoot(node) as Partial<RootNeighbours>;
  if (!root.config)
    throw new Error(
      'this store is not in the store tree: create it inside RootStoreModel (src/models/RootStore.ts) with a brand `config` ' +
        '(tests: testRoot in tests/support/testEnv.ts, tests/support/paymentTestKit.ts)',
    );
  return root as RootNeighbours;
}
