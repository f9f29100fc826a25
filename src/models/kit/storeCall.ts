import type { ApiRequest, ApiResult, StoreEnv } from '../env';
import type { Failure } from '../../ports/env';

/** Runs one call; a thrown transport error becomes a cannot-connect failure and is logged. */
export async function call(env: StoreEnv, req: ApiRequest, what: string): Promise<ApiResult<unknown>> {
  try {
    return await env.api.request(req);
  } catch (error) {
    env.log?.(`${what}: the call failed`, error);
    return { ok: false, kind: 'cannot-connect', code: 0, message: '' };
  }
}

/** A failure for an answer whose shape the store cannot read (logged, never shown raw; spec §5). */
export const MALFORMED: Failure = { ok: false, kind: 'rejected', code: -2, message: '' };
