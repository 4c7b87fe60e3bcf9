import { is } from 'superstruct';
import {
  apiPaths,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ErrorCode,
  UpdateCustomerRequest,
  type PendingEmailChange,
} from '@rabt/contract';
import { customerLayla } from '../fixtures/customers.ts';
import { db, emailChangeToken, findByEmail } from '../db.ts';
import { apiError, apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { standardScenarios } from './scenarios.ts';

/** GET customer is the guard's probe: REQUIRE_VERIFICATION, and REQUIRE_SUBSCRIPTION when Account-Id is sent. */
const GUARD_PROBE = { verified: true, tenant: 'optional', plan: true } as const;
const PERSONAL = { verified: true, tenant: 'none', plan: false } as const;
const FIX_ADDRESS = { verified: false, tenant: 'none', plan: false } as const;

const wrongPassword = (field: string) =>
  apiError(ErrorCode.WRONG_PASSWORD, 'The password is incorrect.', [
    { field, code: 'wrong_password', message: 'The password is incorrect.' },
  ]);

// GET customer
const getCustomer = http.get(apiUrl(apiPaths.customer), ({ request }) => {
  const caller = authorise(request, GUARD_PROBE);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: db.customers.get(caller.customerId)!.customer });
});

// PUT customer – profile
const updateCustomer = http.put(apiUrl(apiPaths.customer), async ({ request }) => {
  const caller = authorise(request, PERSONAL);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, UpdateCustomerRequest)) return validationFailed(UpdateCustomerRequest, body);
  const row = db.customers.get(caller.customerId)!;
  row.customer = { ...row.customer, ...body, address: body.address === undefined ? row.customer.address : body.address };
  return HttpResponse.json({ results: row.customer });
});

// PUT customer/password
const changePassword = http.put(apiUrl(apiPaths.customerPassword), async ({ request }) => {
  const caller = authorise(request, PERSONAL);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, ChangePasswordRequest)) return validationFailed(ChangePasswordRequest, body);
  const row = db.customers.get(caller.customerId)!;
  if (body.password !== body.password_confirmation) {
    const message = 'New password and confirm password do not match';
    return apiError(ErrorCode.CONFIRMATION_MISMATCH, message, [{ field: 'password_confirmation', code: 'mismatch', message }]);
  }
  if (row.password !== body.current_password) return wrongPassword('current_password');
  row.password = body.password;
  return HttpResponse.json({ results: { ok: true } });
});

/** Two days, like the server's verification links. */
const CHANGE_TTL_MS = 2 * 24 * 3600_000;
const pendingOf = (row: { pendingEmail?: PendingEmailChange | null }): PendingEmailChange | null =>
  row.pendingEmail ? { ...row.pendingEmail, expired: Date.parse(row.pendingEmail.expires_at) <= Date.now() } : null;
const newPending = (email: string): PendingEmailChange => ({
  email,
  sent_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + CHANGE_TTL_MS).toISOString(),
  expired: false,
});
const noPendingChange = () => apiError(ErrorCode.NOT_FOUND, 'No change of email address is waiting for verification.');
const emailTaken = () =>
  apiError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.', [
    { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
  ]);

// PUT customer/email – a verified customer's change waits for the new address's link (decision 114);
// before verification (a mistyped sign-up address) it changes at once.
const changeEmail = http.put(apiUrl(apiPaths.customerEmail), async ({ request }) => {
  const caller = authorise(request, FIX_ADDRESS);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, ChangeEmailRequest)) return validationFailed(ChangeEmailRequest, body);
  const row = db.customers.get(caller.customerId)!;
  if (row.password !== body.password) return wrongPassword('password');
  const email = body.email.trim().toLowerCase();
  if (email === row.customer.email.toLowerCase()) {
    return apiError(ErrorCode.VALIDATION_FAILED, 'Some fields are missing or invalid.', [
      { field: 'email', code: 'unchanged', message: 'This is already your email address.' },
    ]);
  }
  if (findByEmail(email)) return emailTaken();
  if (row.customer.email_verified) {
    row.pendingEmail = newPending(email);
    row.emailChangeUsed = false;
    console.info(`[mocks] email change link: /onboard/verify/${row.customer.id}/${emailChangeToken(row.customer.id)}`);
    return HttpResponse.json({ results: { customer: row.customer, pending: pendingOf(row) } });
  }
  row.customer = { ...row.customer, email, email_verified: false };
  return HttpResponse.json({ results: { customer: row.customer, pending: null } });
});

// GET customer/email – the pending change, if any
const getEmailChange = http.get(apiUrl(apiPaths.customerEmail), ({ request }) => {
  const caller = authorise(request, PERSONAL);
  if (caller instanceof Response) return caller;
  return HttpResponse.json({ results: { pending: pendingOf(db.customers.get(caller.customerId)!) } });
});

// POST customer/email/resend – a new link for the pending address
const resendEmailChange = http.post(apiUrl(apiPaths.customerEmailResend), ({ request }) => {
  const caller = authorise(request, PERSONAL);
  if (caller instanceof Response) return caller;
  const row = db.customers.get(caller.customerId)!;
  if (!row.pendingEmail) return noPendingChange();
  if (findByEmail(row.pendingEmail.email)) {
    row.pendingEmail = null;
    return emailTaken();
  }
  row.pendingEmail = newPending(row.pendingEmail.email);
  console.info(`[mocks] email change link: /onboard/verify/${row.customer.id}/${emailChangeToken(row.customer.id)}`);
  return HttpResponse.json({ results: { pending: pendingOf(row) } });
});

// DELETE customer/email – cancel the pending change
const cancelEmailChange = http.delete(apiUrl(apiPaths.customerEmail), ({ request }) => {
  const caller = authorise(request, PERSONAL);
  if (caller instanceof Response) return caller;
  const row = db.customers.get(caller.customerId)!;
  if (!row.pendingEmail) return noPendingChange();
  row.pendingEmail = null;
  return HttpResponse.json({ results: { pending: null } });
});

// DELETE customer – with a reason and the typed word CONFIRM; ends every session
const deleteCustomer = http.delete(apiUrl(apiPaths.customer), async ({ request }) => {
  const caller = authorise(request, PERSONAL);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, DeleteAccountRequest)) return validationFailed(DeleteAccountRequest, body);
  db.customers.delete(caller.customerId);
  for (const [token, customerId] of db.sessions) if (customerId === caller.customerId) db.sessions.delete(token);
  return HttpResponse.json({ results: { ok: true } });
});

export const customerHandlers = [
  getCustomer,
  updateCustomer,
  changePassword,
  changeEmail,
  getEmailChange,
  resendEmailChange,
  cancelEmailChange,
  deleteCustomer,
];

/** Scenarios of GET customer, the call the guard makes on every first navigation. */
export const customerScenarios = standardScenarios('get', apiPaths.customer, () => HttpResponse.json({ results: customerLayla }));
