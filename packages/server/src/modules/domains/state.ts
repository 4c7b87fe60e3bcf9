/**
 * The verification state machine, as pure functions (spec §4):
 *   not_verified --start--> pending --check passes--> active
 *   pending --check fails, within the window--> pending (re-checked on schedule)
 *   pending --check fails, window over--> failed --retry--> pending
 * Starting on a pending domain re-checks it at once; on an active domain it changes nothing.
 */
import type { DomainProblem, DomainState } from '@rabt/contract';

export interface VerificationFields {
  state: DomainState;
  verification_started_at: string | null;
  next_check_at: string | null;
  verified_at: string | null;
}

export interface Timing {
  recheckMs: number;
  verifyWindowMs: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The user pressed Verify (or Retry). */
export function start(current: VerificationFields, now: Date): VerificationFields {
  if (current.state === 'active') return current;
  if (current.state === 'pending') return { ...current, next_check_at: iso(now.getTime()) };
  return { state: 'pending', verification_started_at: iso(now.getTime()), next_check_at: iso(now.getTime()), verified_at: null };
}

/** A DNS check of a pending domain finished with `problems` (empty = every record is right). */
export function afterCheck(
  current: VerificationFields,
  problems: DomainProblem[],
  now: Date,
  timing: Timing,
): VerificationFields {
  if (current.state !== 'pending') return current;
  if (problems.length === 0) return { ...current, state: 'active', next_check_at: null, verified_at: iso(now.getTime()) };
  const started = current.verification_started_at ? Date.parse(current.verification_started_at) : now.getTime();
  if (now.getTime() - started >= timing.verifyWindowMs) return { ...current, state: 'failed', next_check_at: null };
  return { ...current, next_check_at: iso(now.getTime() + timing.recheckMs) };
}
