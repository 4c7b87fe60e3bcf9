import { is } from 'superstruct';
import {
  apiPaths,
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ErrorCode,
  UpdateCustomerRequest,
} from '@rabt/contract';
import { customerLayla } from '../fixtures/customers.ts';
import { db, findByEmail } from '../db.ts';
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

// PUT customer/email – allowed before verification so a mistyped address can be fixed
const changeEmail = http.put(apiUrl(apiPaths.customerEmail), async ({ request }) => {
  const caller = authorise(request, FIX_ADDRESS);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, ChangeEmailRequest)) return validationFailed(ChangeEmailRequest, body);
  const row = db.customers.get(caller.customerId)!;
  if (row.password !== body.password) return wrongPassword('password');
  const other = findByEmail(body.email);
  if (other && other !== row) return apiError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.');
  row.customer = { ...row.customer, email: body.email, email_verified: false };
  return HttpResponse.json({ results: row.customer });
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

export const customerHandlers = [getCustomer, updateCustomer, changePassword, changeEmail, deleteCustomer];

/** Scenarios of GET customer, the call the guard makes on every first navigation. */
export const customerScenarios = standardScenarios('get', apiPaths.customer, () => HttpResponse.json({ results: customerLayla }));
