import type { ProviderRegistry } from '../catalogue/registry';
import type { ApiClient, Clock, KeyValueStorage, Log } from '../ports/env';

export type { ApiClient, ApiRequest, ApiResult, Clock, KeyValueStorage, ProblemKind, RefusalReason, Holds } from '../ports/env';
export type { ProviderRegistry } from '../catalogue/registry';

/** What one tab tells the brand's other tabs about the cash desk (a payment submitted, or booked). */
export interface PaymentNotice {
  type: 'payment-submitted' | 'payment-booked';
  kind: 'Deposit' | 'Withdrawal';
  amount: number;
  /** env.clock time of the sender. */
  at: number;
}

/** A message line between the tabs of one brand (the browser: a BroadcastChannel); listen returns the unsubscribe. */
export interface TabChannel {
  post(notice: PaymentNotice): void;
  listen(fn: (notice: PaymentNotice) => void): () => void;
}

/** The environment every store reads side effects from (`getEnv(self)`). Tests pass fakes. */
export interface StoreEnv {
  api: ApiClient;
  providers: ProviderRegistry;
  clock: Clock;
  storage: KeyValueStorage;
  /** Navigation hook for stores that must move the user (e.g. after logout); optional in tests. */
  navigate?: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
  /** Leaves the site for an external address (a game's session URL when a launch asks to redirect); optional in tests. */
  openUrl?: (url: string) => void;
  /** A fresh unique id (idempotency keys of payments); the browser: crypto.randomUUID(). Tests fix it. */
  newId?: () => string;
  /** The brand's other open tabs (cash desk: a payment just submitted elsewhere); absent = no other tabs known. */
  tabs?: TabChannel;
  /** Logger for shape mismatches and rejected items (never shown to users). */
  log?: Log;
  /**
   * Ends the current task and resumes in a later one (the browser: a zero-delay timeout), so a big
   * list's answer, its normalisation and its store update are separate tasks with paints and other
   * answers in between. Absent (tests, bench): the steps run back to back.
   */
  nextTask?: () => Promise<void>;
  /**
   * Settles once the first page is on screen — hydrated, for a prerendered page (`rendered`, called by
   * AppStore.pageRendered from the shell). A prerendered page hydrates with the lists as the server rendered
   * them (loading): answers that arrive earlier wait for it before they change the tree. Absent (tests,
   * bench): answers apply at once.
   */
  firstRender?: Promise<void>;
  rendered?: () => void;
  /**
   * The browser's network state (navigator.onLine and its `online` event): a list that failed because
   * the network is down is said once by the offline notice, not per list, and is loaded again when the
   * network returns. Absent (tests, bench): always online.
   */
  network?: { online(): boolean; onOnline(listener: () => void): () => void };
  /** Drops what the service worker's caches hold beyond the shell, build files and brand configs (at sign-out). */
  clearOfflineData?: () => Promise<void>;
}
