import type { ProviderRegistry } from '../catalogue/registry';
import type { ApiClient, Clock, KeyValueStorage, Log } from '../ports/env';

export type { ApiClient, ApiRequest, ApiResult, Clock, KeyValueStorage, ProblemKind } from '../ports/env';
export type { ProviderRegistry } from '../catalogue/registry';

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
  /** Logger for shape mismatches and rejected items (never shown to users). */
  log?: Log;
  /**
   * Ends the current task and resumes in a later one (the browser: a zero-delay timeout), so a big
   * list's answer, its normalisation and its store update are separate tasks with paints and other
   * answers in between. Absent (tests, bench): the steps run back to back.
   */
  nextTask?: () => Promise<void>;
}
