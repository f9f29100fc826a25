import type { Failure } from '../../ports/env';

/** A failure for an answer whose shape the store cannot read (logged, never shown raw; spec §5). */
export const MALFORMED: Failure = { ok: false, kind: 'rejected', code: -2, message: '' };
