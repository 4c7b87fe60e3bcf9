/** The signed-in customer's profile, password, address and deletion (spec §5, §7). */
import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  DeleteAccountRequest,
  ErrorCode,
  UpdateCustomerRequest,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { appError, isUniqueViolation, notFound, validationFailed } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { parseBody } from '../../lib/validate.ts';
import { requireAuth, type RoutePolicy } from '../../types.ts';
import { sendEmailChangedNotice, sendVerificationMail } from '../auth/mails.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { deleteCustomer } from './deletion.ts';
import {
  changeEmail,
  findCustomerByEmail,
  findCustomerById,
  normaliseEmail,
  setPasswordHash,
  toContractCustomer,
  updateProfile,
} from './queries.ts';

/**
 * GET customer is the navigation guard's probe (spec §4): it answers REQUIRE_VERIFICATION and,
 * when Account-Id is sent, REQUIRE_SUBSCRIPTION, which is how the app routes to onboarding.
 */
const GUARD_PROBE: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'optional', plan: true };
/** Changes to the person, not to an organisation: no plan needed. */
const PERSONAL: RoutePolicy = { access: 'signed-in', verified: true, tenant: 'none', plan: false };
/** Changing the address is allowed before verification, so a mistyped sign-up address can be fixed. */
const FIX_ADDRESS: RoutePolicy = { access: 'signed-in', verified: false, tenant: 'none', plan: false };

const wrongPassword = (field: string) =>
  appError(ErrorCode.WRONG_PASSWORD, 'The password is incorrect.', [
    { field, code: 'wrong_password', message: 'The password is incorrect.' },
  ]);

const taken = () =>
  appError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.', [
    { field: 'email', code: 'taken', message: 'An account with this email already exists.' },
  ]);

export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const reload = async (id: string) => {
    const customer = await findCustomerById(app.db, id);
    if (!customer) throw notFound();
    return { results: toContractCustomer(customer) };
  };

  app.get('/customer', { config: { policy: GUARD_PROBE } }, async (request) => ({
    results: toContractCustomer(requireAuth(request.auth).customer),
  }));

  app.put('/customer', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    await updateProfile(app.db, customer.id, parseBody(UpdateCustomerRequest, request.body));
    return reload(customer.id);
  });

  app.put('/customer/password', { config: { policy: PERSONAL } }, async (request) => {
    const { customer, sessionId } = requireAuth(request.auth);
    const body = parseBody(ChangePasswordRequest, request.body);
    if (body.password !== body.password_confirmation) {
      const message = 'New password and confirm password do not match';
      throw appError(ErrorCode.CONFIRMATION_MISMATCH, message, [{ field: 'password_confirmation', code: 'mismatch', message }]);
    }
    if (!(await verifyPassword(customer.password_hash, body.current_password))) throw wrongPassword('current_password');
    await setPasswordHash(app.db, customer.id, await hashPassword(body.password));
    // Other devices keep an old password's session otherwise; this one stays signed in.
    await revokeAllSessions(app.db, customer.id, sessionId);
    return { results: { ok: true } };
  });

  app.put('/customer/email', { config: { policy: FIX_ADDRESS } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(ChangeEmailRequest, request.body);
    const email = normaliseEmail(body.email);
    if (!(await verifyPassword(customer.password_hash, body.password))) throw wrongPassword('password');
    if (email === customer.email) {
      throw validationFailed([{ field: 'email', code: 'unchanged', message: 'This is already your email address.' }]);
    }
    if (await findCustomerByEmail(app.db, email)) throw taken();
    try {
      await changeEmail(app.db, customer.id, email);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    const updated = { ...customer, email };
    await sendVerificationMail(app, updated, 'email_change');
    sendEmailChangedNotice(app, updated, customer.email);
    return reload(customer.id);
  });

  app.delete('/customer', { config: { policy: PERSONAL } }, async (request) => {
    const { customer } = requireAuth(request.auth);
    const body = parseBody(DeleteAccountRequest, request.body);
    // Closed organisations' links stop at once on every node, not when their cache entries age out.
    await app.links.invalidate(await deleteCustomer(app.db, customer.id, body));
    return { results: { ok: true } };
  });
}
