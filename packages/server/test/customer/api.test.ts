import { apiPaths, ChangeEmailResponse, CustomerResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { PASSWORD, latestMail, linkFromMail, seedCustomer, uniqueEmail, useTestApp } from '../helpers/app.ts';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';

describeEachDatabase('customer', (target) => {
  const t = useTestApp(target);

  it('GET customer answers the contract shape', async () => {
    const seeded = await seedCustomer(t, { name: 'Omar Khalil', language: 'ar' });
    const res = await seeded.client.get(apiPaths.customer);
    expect(res.status).toBe(200);
    expect(CustomerResponse.is(res.body)).toBe(true);
    expect(res.body.results).toMatchObject({
      id: seeded.customerId,
      name: 'Omar Khalil',
      email: seeded.email,
      language: 'ar',
      email_verified: true,
      address: null,
      phone: null,
    });
    expect(res.body.results).not.toHaveProperty('password_hash');
  });

  it('PUT customer updates profile and address; absent optional fields stay, null clears', async () => {
    const seeded = await seedCustomer(t);
    const body = {
      name: 'Layla Nasser',
      phone: '+971 50 123 4567',
      first_name: 'Layla',
      last_name: 'Nasser',
      language: 'ar',
      address: { line1: '1 Corniche Rd', city: 'Abu Dhabi', country: 'ae', state: null, postal_code: null, line2: null },
    };
    const res = await seeded.client.put(apiPaths.customer, body);
    expect(res.status).toBe(200);
    expect(CustomerResponse.is(res.body)).toBe(true);
    expect(res.body.results).toMatchObject({
      name: 'Layla Nasser',
      phone: '+971 50 123 4567',
      language: 'ar',
      address: { line1: '1 Corniche Rd', city: 'Abu Dhabi', country: 'AE' },
    });
    const partial = await seeded.client.put(apiPaths.customer, { name: 'Layla N.', phone: '+971 50 000 0000' });
    expect(partial.body.results).toMatchObject({
      name: 'Layla N.',
      first_name: 'Layla',
      language: 'ar',
      address: { city: 'Abu Dhabi' },
    });
    const cleared = await seeded.client.put(apiPaths.customer, {
      name: 'Layla N.',
      phone: '+971 50 000 0000',
      address: null,
      last_name: null,
    });
    expect(cleared.body.results.address).toBeNull();
    expect(cleared.body.results.last_name).toBeNull();
  });

  it('PUT customer/password: mismatch, wrong current password, success revokes other sessions', async () => {
    const seeded = await seedCustomer(t);
    const other = await t.client().post(apiPaths.login, { email: seeded.email, password: PASSWORD });
    const mismatch = await seeded.client.put(apiPaths.customerPassword, {
      current_password: PASSWORD,
      password: 'new-password-1',
      password_confirmation: 'new-password-2',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.code).toBe('CONFIRMATION_MISMATCH');
    expect(mismatch.body.error.details).toEqual([
      { field: 'password_confirmation', code: 'mismatch', message: 'New password and confirm password do not match' },
    ]);
    const wrong = await seeded.client.put(apiPaths.customerPassword, {
      current_password: 'wrong-one',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    expect(wrong.body.error.details[0].field).toBe('current_password');
    const ok = await seeded.client.put(apiPaths.customerPassword, {
      current_password: PASSWORD,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ results: { ok: true } });
    expect((await seeded.client.get(apiPaths.customer)).status).toBe(200);
    const otherClient = t.client();
    otherClient.token = other.body.results.token;
    expect((await otherClient.get(apiPaths.customer)).status).toBe(401);
    expect((await t.client().post(apiPaths.login, { email: seeded.email, password: 'new-password-1' })).status).toBe(200);
  });

  it('PUT customer/email is allowed before verification (fixing a mistyped sign-up address)', async () => {
    const seeded = await seedCustomer(t, { verified: false, plan: null });
    const old = await t.client().post(apiPaths.resendVerification, undefined);
    expect(old.status).toBe(401);
    await seeded.client.post(apiPaths.resendVerification);
    const oldLink = await linkFromMail(t.app, seeded.email, 'verify');
    const fixed = uniqueEmail('fixed');
    const res = await seeded.client.put(apiPaths.customerEmail, { email: fixed, password: PASSWORD });
    expect(res.status).toBe(200);
    // Nothing verified to protect: the address changes at once and nothing is pending.
    expect(ChangeEmailResponse.is(res.body)).toBe(true);
    expect(res.body.results).toMatchObject({ customer: { email: fixed.toLowerCase(), email_verified: false }, pending: null });
    expect(await latestMail(t.app, fixed)).toMatchObject({ kind: 'email_change' });
    // The link sent to the old address no longer verifies anything.
    const stale = await t.client().post(apiPaths.verifyEmail, { customer_id: oldLink.customerId, token: oldLink.token });
    expect(stale.body.error.code).toBe('verifyEmailFailed');
  });

  it('PUT customer/email: wrong password, unchanged address, taken address', async () => {
    const seeded = await seedCustomer(t);
    const other = await seedCustomer(t);
    const wrong = await seeded.client.put(apiPaths.customerEmail, { email: uniqueEmail(), password: 'nope-nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    const same = await seeded.client.put(apiPaths.customerEmail, { email: seeded.email.toUpperCase(), password: PASSWORD });
    expect(same.status).toBe(422);
    expect(same.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'email', code: 'unchanged' }] });
    const taken = await seeded.client.put(apiPaths.customerEmail, { email: other.email, password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('EMAIL_TAKEN');
  });

  it('DELETE customer: needs reason and CONFIRM, keeps the survey, anonymises, signs out, frees the address', async () => {
    const seeded = await seedCustomer(t);
    const noWord = await seeded.client.delete(apiPaths.customer, { reason: 'too_expensive', confirm: 'confirm' });
    expect(noWord.status).toBe(422);
    expect(noWord.body.error.details).toEqual([{ field: 'confirm', code: 'confirmation_mismatch', message: expect.any(String) }]);
    const noReason = await seeded.client.delete(apiPaths.customer, { confirm: 'CONFIRM' });
    expect(noReason.body.error.details).toEqual([
      { field: 'reason', code: 'required', message: 'A reason for leaving is required' },
    ]);

    const ok = await seeded.client.delete(apiPaths.customer, {
      reason: 'missing_features',
      feedback: 'Needed bulk QR',
      confirm: 'CONFIRM',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ results: { ok: true } });
    expect((await seeded.client.get(apiPaths.customer)).status).toBe(401);
    const survey = await t.app.db
      .selectFrom('account_deletions')
      .selectAll()
      .where('customer_id', '=', seeded.customerId)
      .executeTakeFirstOrThrow();
    expect(survey).toMatchObject({ reason: 'missing_features', feedback: 'Needed bulk QR' });
    const row = await t.app.db.selectFrom('customers').selectAll().where('id', '=', seeded.customerId).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.email).not.toBe(seeded.email);
    const account = await t.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', seeded.accountId)
      .executeTakeFirstOrThrow();
    expect(account.deleted_at).not.toBeNull();
    expect((await t.client().post(apiPaths.login, { email: seeded.email, password: PASSWORD })).status).toBe(422);
    expect(
      (await t.client().post(apiPaths.register, { name: 'Back Again', email: seeded.email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('DELETE customer hands a shared organisation to another member', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const member = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: member.email,
      role: 'admin',
      invitedBy: owner.customerId,
    });
    expect((await member.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
    expect((await owner.client.delete(apiPaths.customer, { reason: 'other', confirm: 'CONFIRM' })).status).toBe(200);
    const account = await t.app.db.selectFrom('accounts').selectAll().where('id', '=', owner.accountId).executeTakeFirstOrThrow();
    expect(account.deleted_at).toBeNull();
    const roles = await t.app.db
      .selectFrom('memberships')
      .select(['customer_id', 'role'])
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(roles).toEqual([{ customer_id: member.customerId, role: 'owner' }]);
  });
});
