import { SandboxError } from './http.ts';
import { SANDBOX_CODE, nowIso, type SandboxState } from './state.ts';
import { rgNow } from './routes/responsibleGambling.ts';

/**
 * One-time codes as a platform keeps them: each is bound to the address (e-mail or phone digits) it was
 * sent to, expires after `codes.ttlMinutes`, and is void after `codes.maxTries` wrong tries (a new one must
 * be requested). The sent code is still the fixed SANDBOX_CODE; what a try may do is the platform's.
 *
 * Refusals: a code never sent to that address or a wrong one 230; a sign-up/confirm code expired 232;
 * a reset code expired 10 (spec "recovery expired"); a code void after too many wrong tries 233.
 */
import type { CodePurpose, CodeRules, IssuedCode } from './model.ts';

export const CODE_EXPIRED = 232;
export const CODE_LOCKED = 233;

/** The address as the platform compares it: e-mail lower-case, a phone by its digits. */
export const addressKey = (raw: string): string => (raw.includes('@') ? raw.trim().toLowerCase() : raw.replace(/\D/g, ''));

/** Sends a code to an address (outbox) and keeps it; a new code for the same purpose and address replaces the old one. */
export function issueCode(state: SandboxState, purpose: CodePurpose, kind: 'email' | 'phone' | 'restore', to: string, playerId?: number): void {
  const key = addressKey(to);
  state.codes = state.codes.filter((c) => !(c.purpose === purpose && (c.to === key || (playerId !== undefined && c.playerId === playerId))));
  state.codes.push({
    purpose,
    to: key,
    code: SANDBOX_CODE,
    playerId,
    expiresAt: rgNow(state) + state.codeRules.ttlMinutes * 60_000,
    triesLeft: state.codeRules.maxTries,
    locked: false,
  });
  state.outbox.push({ kind, to, code: SANDBOX_CODE, at: nowIso() });
}

const lockedError = () => new SandboxError(CODE_LOCKED, 'Too many wrong codes: this code is void, request a new one');

/**
 * Tries a code against the one kept for an address (or, given no address, the newest one of that purpose).
 * A wrong code uses a try; the last try voids it. Answers the kept code on success (not consumed: see consumeCode).
 */
export function tryCode(state: SandboxState, purpose: CodePurpose, address: string | undefined, code: string, notFound: () => SandboxError): IssuedCode {
  const key = address === undefined ? undefined : addressKey(address);
  const kept = state.codes.filter((c) => c.purpose === purpose && (key === undefined || c.to === key)).at(-1);
  if (!kept) throw notFound();
  if (kept.locked) throw lockedError();
  if (rgNow(state) >= kept.expiresAt) {
    throw purpose === 'restore'
      ? new SandboxError(10, 'Recovery code expired: request a new one')
      : new SandboxError(CODE_EXPIRED, 'Verify code expired: request a new one');
  }
  if (code.trim() !== kept.code) {
    kept.triesLeft -= 1;
    if (kept.triesLeft <= 0) {
      kept.locked = true;
      throw lockedError();
    }
    throw new SandboxError(230, 'Invalid verify code');
  }
  return kept;
}

/** A used code is gone: the next use needs a new one. */
export function consumeCode(state: SandboxState, used: IssuedCode): void {
  state.codes = state.codes.filter((c) => c !== used);
}

/** POST /__sandbox/control `codes: {ttlMinutes?, maxTries?}`. */
export function parseCodeRules(current: CodeRules, v: unknown, fail: (m: string) => Error): CodeRules {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw fail('codes must be {ttlMinutes?: number > 0, maxTries?: whole number >= 1}');
  const b = v as Record<string, unknown>;
  const ttl = b.ttlMinutes ?? current.ttlMinutes;
  const tries = b.maxTries ?? current.maxTries;
  if (typeof ttl !== 'number' || !(ttl > 0)) throw fail('codes.ttlMinutes must be a number above 0');
  if (typeof tries !== 'number' || !Number.isInteger(tries) || tries < 1) throw fail('codes.maxTries must be a whole number, at least 1');
  const extra = Object.keys(b).filter((k) => k !== 'ttlMinutes' && k !== 'maxTries');
  if (extra.length) throw fail(`codes: unknown field(s) ${extra.join(', ')} (allowed: ttlMinutes, maxTries)`);
  return { ttlMinutes: ttl, maxTries: tries };
}
