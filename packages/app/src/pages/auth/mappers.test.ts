import { describe, expect, it } from 'vitest';
import type { ApiError } from '@rabt/contract';
import { plans, invitations } from '@rabt/mocks/fixtures';
import {
  invitationState,
  loginFailure,
  registerFailure,
  resetCheckState,
  resetSubmitFailure,
  subscribeState,
  verifyLinkState,
  verifyWaitingState,
} from './mappers.ts';

const err = (code: string, message = 'Something went wrong.', status: number | null = 400, details?: unknown): ApiError => ({
  code,
  message,
  status,
  details,
});

describe('loginFailure (spec §8: server message or Login failed.)', () => {
  it('explains sign-in codes', () => {
    expect(loginFailure(err('invalid_login', 'Incorrect username or password.', 422))).toEqual({
      state: 'signInCode',
      code: 'invalid_login',
    });
  });
  it("shows the server's own message", () => {
    expect(loginFailure(err('RATE_LIMITED', 'Too many attempts. Try again in a minute.', 429))).toEqual({
      state: 'error',
      message: 'Too many attempts. Try again in a minute.',
    });
  });
  it("falls back to the screen's 'Login failed.' when the server sent no message, or there was no response", () => {
    expect(loginFailure(err('UNKNOWN_ERROR', 'Something went wrong.', 500))).toEqual({ state: 'error', message: null });
    expect(loginFailure(err('NO_RESPONSE', 'Failed to fetch', null))).toEqual({ state: 'error', message: null });
  });
});

describe('registerFailure', () => {
  it('puts field problems under their fields', () => {
    const failure = registerFailure(
      err('EMAIL_TAKEN', 'Taken', 409, [
        { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
      ]),
    );
    expect(failure).toEqual({ state: 'idle', fieldErrors: { email: 'An account with this email already exists.' } });
  });
  it("anything else is the screen's 'An unknown error occurred'", () => {
    expect(registerFailure(err('UNKNOWN_ERROR', 'x', 500))).toEqual({ state: 'error' });
    expect(registerFailure(err('VALIDATION_FAILED', 'x', 422, [{ field: 'Account-Id', code: 'x', message: 'y' }]))).toEqual({
      state: 'error',
    });
  });
});

describe('reset', () => {
  it('maps the link check', () => {
    expect(resetCheckState({ loading: true })).toEqual({ state: 'checking' });
    expect(resetCheckState({ loading: false, email: 'a@b.co' })).toEqual({ state: 'form', email: 'a@b.co' });
    expect(resetCheckState({ loading: false, error: err('RESET_LINK_INVALID') })).toEqual({ state: 'invalid' });
    expect(resetCheckState({ loading: false, error: err('UNKNOWN_ERROR', 'x', 500) })).toEqual({ state: 'checkFailed' });
  });
  it('maps the finish failure', () => {
    expect(resetSubmitFailure(err('RESET_LINK_INVALID'))).toEqual({ state: 'invalid' });
    expect(resetSubmitFailure(err('UNKNOWN_ERROR'), 'a@b.co')).toEqual({ state: 'error', email: 'a@b.co' });
  });
});

describe('verify', () => {
  it('a verified (or already verified) link is success; others failed', () => {
    expect(verifyLinkState({ ok: true })).toEqual({ state: 'success' });
    expect(verifyLinkState({ ok: false, error: err('auth_user_verified') })).toEqual({ state: 'success' });
    expect(verifyLinkState({ ok: false, error: err('verifyEmailFailed') })).toEqual({ state: 'failed', email: undefined });
    // Decision 114: a refused change-of-address link says why.
    expect(verifyLinkState({ ok: false, error: { ...err('verifyEmailFailed'), details: { reason: 'expired' } } })).toEqual({
      state: 'changeRefused',
      reason: 'expired',
    });
    expect(verifyLinkState({ ok: false, error: { ...err('verifyEmailFailed'), details: { reason: 'used' } } })).toEqual({
      state: 'changeRefused',
      reason: 'used',
    });
    expect(verifyLinkState({ ok: false, error: err('EMAIL_TAKEN') })).toEqual({ state: 'changeRefused', reason: 'taken' });
  });
  it('without a link: sent / resent to the address from REQUIRE_VERIFICATION details', () => {
    const error = err('REQUIRE_VERIFICATION', 'Verify', 403, { email: 'sam@rabt.test' });
    expect(verifyWaitingState({ verified: false, error, resent: false })).toEqual({ state: 'sent', email: 'sam@rabt.test' });
    expect(verifyWaitingState({ verified: false, error, resent: true })).toEqual({ state: 'resent', email: 'sam@rabt.test' });
    expect(verifyWaitingState({ verified: true, resent: false })).toEqual({ state: 'success' });
    expect(verifyWaitingState({ verified: false, resent: false })).toEqual({ state: 'verifying' });
  });
});

describe('subscribeState', () => {
  it('loading, load failure and ready', () => {
    expect(subscribeState({})).toEqual({ state: 'loading' });
    expect(subscribeState({ loadError: err('UNKNOWN_ERROR') })).toEqual({ state: 'loadFailed' });
    expect(subscribeState({ plans })).toEqual({ state: 'ready', plans });
    expect(subscribeState({ plans, submittingPlanId: 'pro' })).toEqual({ state: 'submitting', plans, planId: 'pro' });
  });
  it('billing codes the screen explains, else the server message, else the generic error', () => {
    expect(subscribeState({ plans, submitError: err('alreadySubscribedToPrice') })).toEqual({
      state: 'error',
      plans,
      code: 'alreadySubscribedToPrice',
    });
    expect(subscribeState({ plans, submitError: err('selectedPlanNotAvailable') })).toEqual({
      state: 'error',
      plans,
      code: 'selectedPlanNotAvailable',
    });
    expect(
      subscribeState({ plans, submitError: err('requires_payment_method', 'Paid plans need a payment method.', 402) }),
    ).toEqual({
      state: 'error',
      plans,
      message: 'Paid plans need a payment method.',
    });
    expect(subscribeState({ plans, submitError: err('UNKNOWN_ERROR', 'Something went wrong.', 500) })).toEqual({
      state: 'error',
      plans,
    });
  });
});

describe('invitationState', () => {
  it('maps loading, error and ready with pending actions', () => {
    expect(invitationState({ pending: {} })).toEqual({ state: 'loading' });
    expect(invitationState({ pending: {}, error: err('UNKNOWN_ERROR') })).toEqual({ state: 'error' });
    expect(
      invitationState({ invitations, pending: { [invitations[0]!.id]: 'accepting' }, actionError: 'Plan users limit reached' }),
    ).toEqual({
      state: 'ready',
      invitations,
      pending: { [invitations[0]!.id]: 'accepting' },
      actionError: 'Plan users limit reached',
    });
  });
});
