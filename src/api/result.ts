import type { ApiResult, Failure, ProblemKind } from '../ports/env';
import { isRecord } from './read';

/**
 * The one place that turns what came back over the wire into an ApiResult
 * (STYLE: "after Ignite's apiProblem"). Pure: the client hands it either an HTTP answer
 * (status + raw body text) or a transport failure.
 */

export type { Failure };

export type WireOutcome =
  | { type: 'response'; httpStatus: number; body: string }
  | { type: 'timeout'; message?: string }
  | { type: 'cannot-connect'; message?: string };

export const UNAUTHORIZED_TEXT = 'Unauthorized';

function problem(kind: ProblemKind, code: number, message: string): Failure {
  return { ok: false, kind, code, message };
}

function parseJson(body: string): { ok: true; value: unknown } | { ok: false } {
  if (body.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
}

function text(x: unknown): string {
  return typeof x === 'string' ? x : '';
}

/** Main platform API: `{status, data, error_message}`; success only when HTTP 200 and status 0. */
export function interpretMain<T>(outcome: WireOutcome): ApiResult<T> {
  if (outcome.type !== 'response') return transport(outcome);
  const { httpStatus, body } = outcome;
  const parsed = parseJson(body);
  const envelope = parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
  const message = text(envelope?.error_message);
  if (httpStatus === 401 || message === UNAUTHORIZED_TEXT) {
    return problem('unauthorized', 401, message || UNAUTHORIZED_TEXT);
  }
  if (httpStatus >= 500) return problem('server', httpStatus, message);
  if (!envelope || typeof envelope.status !== 'number') {
    return problem('bad-data', httpStatus, parsed.ok ? 'response is not a platform envelope' : 'response is not JSON');
  }
  if (envelope.status !== 0) return problem('rejected', envelope.status, message);
  if (httpStatus !== 200) return problem('bad-data', httpStatus, `unexpected HTTP ${httpStatus} for a success envelope`);
  return { ok: true, data: envelope.data as T, status: httpStatus };
}

/** Line-style API (e.g. crypto payments, some sport token services): HTTP 200/204 success with the bare payload; errors carry `message`. */
export function interpretLine<T>(outcome: WireOutcome): ApiResult<T> {
  if (outcome.type !== 'response') return transport(outcome);
  const { httpStatus, body } = outcome;
  const parsed = parseJson(body);
  const message = parsed.ok && isRecord(parsed.value) ? text(parsed.value.message) : '';
  if (httpStatus === 200 || httpStatus === 204) {
    if (!parsed.ok) return problem('bad-data', httpStatus, 'response is not JSON');
    return { ok: true, data: (parsed.value ?? null) as T, status: httpStatus };
  }
  if (httpStatus === 401 || message === UNAUTHORIZED_TEXT) return problem('unauthorized', 401, message || UNAUTHORIZED_TEXT);
  if (httpStatus >= 500) return problem('server', httpStatus, message);
  return problem('rejected', httpStatus, message);
}

function transport(outcome: Exclude<WireOutcome, { type: 'response' }>): Failure {
  // Code 0: nothing answered, so there is no platform or HTTP code to report.
  return problem(outcome.type, 0, outcome.message ?? '');
}
