/**
 * Pure mappers from data and errors to screens' props (spec §8 screen messages). Page containers
 * call them; mappers.test.ts holds each rule.
 */
import {
  DEFAULT_ERROR_MESSAGE,
  ErrorCode,
  FieldErrorList,
  type ApiError,
  type FieldError,
  type Invitation,
  type Plan,
} from '@rabt/contract';
import { is } from 'superstruct';
import {
  FORM_ERROR,
  isSignInCode,
  toSubmitErrors,
  type FormSubmitErrors,
  type LoginState,
  type OnboardInvitationState,
  type OnboardSubscribeState,
  type OnboardVerifyState,
  type ResetState,
} from '@rabt/screens';
import { NO_RESPONSE } from '../../api/errors.ts';

/** Did the server say something of its own (not our default for a body without a message)? */
const serverMessage = (error: ApiError): string | null =>
  error.status !== null && error.code !== NO_RESPONSE && error.message !== DEFAULT_ERROR_MESSAGE ? error.message : null;

const fieldDetails = (error: ApiError): FieldError[] => (is(error.details, FieldErrorList) ? error.details : []);

/** Login failure: a sign-in code the screen explains, else the server's message, else 'Login failed.' (screen default). */
export function loginFailure(error: ApiError): LoginState {
  if (isSignInCode(error.code)) return { state: 'signInCode', code: error.code };
  return { state: 'error', message: serverMessage(error) };
}

/**
 * Register failure: field problems (e.g. the address is taken) go under their fields; anything
 * else is the screen's 'An unknown error occurred' (spec §8).
 */
export function registerFailure(error: ApiError): {
  state: 'idle' | 'error';
  fieldErrors?: FormSubmitErrors<{ name: string; email: string; password: string }>;
} {
  const details = fieldDetails(error).filter((d) => ['name', 'email', 'password'].includes(d.field));
  if (details.length === 0) return { state: 'error' };
  const errors = toSubmitErrors<{ name: string; email: string; password: string }>(details, ['name', 'email', 'password']);
  delete errors[FORM_ERROR];
  return { state: 'idle', fieldErrors: errors };
}

/** Validating a reset link: loading, invalid or expired, failed otherwise, or the form. */
export function resetCheckState(input: { email?: string; error?: ApiError; loading: boolean }): ResetState {
  if (input.error) return input.error.code === ErrorCode.RESET_LINK_INVALID ? { state: 'invalid' } : { state: 'checkFailed' };
  if (input.loading || input.email === undefined) return { state: 'checking' };
  return { state: 'form', email: input.email };
}

/** Finishing the reset failed: an invalid link says so; anything else is 'An unknown error occurred'. */
export function resetSubmitFailure(error: ApiError, email?: string): ResetState {
  return error.code === ErrorCode.RESET_LINK_INVALID ? { state: 'invalid' } : { state: 'error', email };
}

/** The verify link's answer: verified (or already verified) is success; anything else failed. */
export function verifyLinkState(outcome: { ok: true } | { ok: false; error: ApiError }, email?: string): OnboardVerifyState {
  if (outcome.ok || outcome.error.code === ErrorCode.AUTH_USER_VERIFIED) return { state: 'success' };
  // The link of a change of address (decision 114): the server says why it was refused.
  if (outcome.error.code === ErrorCode.EMAIL_TAKEN) return { state: 'changeRefused', reason: 'taken' };
  const reason = (outcome.error.details as { reason?: unknown } | undefined)?.reason;
  if (
    outcome.error.code === ErrorCode.VERIFY_EMAIL_FAILED &&
    (reason === 'used' || reason === 'cancelled' || reason === 'expired')
  ) {
    return { state: 'changeRefused', reason };
  }
  return { state: 'failed', email };
}

/** Without a link: the customer probe tells whether we wait for the mail (REQUIRE_VERIFICATION) or are done. */
export function verifyWaitingState(probe: { verified: boolean; error?: ApiError; resent: boolean }): OnboardVerifyState {
  if (probe.verified) return { state: 'success' };
  const details = probe.error?.details as { email?: unknown } | undefined;
  const email = typeof details?.email === 'string' ? details.email : undefined;
  if (probe.error?.code === ErrorCode.REQUIRE_VERIFICATION && email) return { state: probe.resent ? 'resent' : 'sent', email };
  if (probe.error?.code === ErrorCode.REQUIRE_SUBSCRIPTION) return { state: 'success' };
  if (probe.error) return { state: 'failed', email };
  return { state: 'verifying' };
}

const SUBSCRIBE_CODES = new Set<string>([ErrorCode.ALREADY_SUBSCRIBED_TO_PRICE, ErrorCode.SELECTED_PLAN_NOT_AVAILABLE]);

/** The subscribe step: plans loading/failed/ready, a choice in flight, or a refused choice. */
export function subscribeState(input: {
  plans?: Plan[];
  loadError?: ApiError;
  submittingPlanId?: string | null;
  submitError?: ApiError | null;
}): OnboardSubscribeState {
  if (!input.plans) return input.loadError ? { state: 'loadFailed' } : { state: 'loading' };
  const { plans } = input;
  if (input.submittingPlanId) return { state: 'submitting', plans, planId: input.submittingPlanId };
  const error = input.submitError;
  if (!error) return { state: 'ready', plans };
  if (SUBSCRIBE_CODES.has(error.code))
    return { state: 'error', plans, code: error.code as 'alreadySubscribedToPrice' | 'selectedPlanNotAvailable' };
  const message = serverMessage(error);
  return message ? { state: 'error', plans, message } : { state: 'error', plans };
}

/** The invitations step. */
export function invitationState(input: {
  invitations?: Invitation[];
  error?: ApiError;
  pending: Record<string, 'accepting' | 'declining'>;
  actionError?: string;
}): OnboardInvitationState {
  if (!input.invitations) return input.error ? { state: 'error' } : { state: 'loading' };
  return {
    state: 'ready',
    invitations: input.invitations,
    pending: input.pending,
    ...(input.actionError ? { actionError: input.actionError } : {}),
  };
}

/** Why accepting or declining an invitation failed, as a catalogue id (expired, used, withdrawn, organisation full). */
export function invitationErrorId(code: string): string {
  switch (code) {
    case ErrorCode.INVITATION_EXPIRED:
      return 'app.invitations.expired';
    case ErrorCode.INVITATION_USED:
      return 'app.invitations.used';
    case ErrorCode.INVITATION_NOT_FOUND:
      return 'app.invitations.gone';
    case ErrorCode.PLAN_USERS_LIMIT:
      return 'app.invitations.full';
    default:
      return 'app.error.generic';
  }
}
