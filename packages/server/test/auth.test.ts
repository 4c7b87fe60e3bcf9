import { apiPaths, ErrorBody, LoginResponse, RegisterResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/databases.ts';
import { PASSWORD, linkFromMail, latestMail, seedCustomer, uniqueEmail, useTestApp } from './helpers/app.ts';

describeEachDatabase('auth', (target) => {
  const t = useTestApp(target);

  it('registers: customer + organisation + default workspace, signed in, verification mail sent', async () => {
    const client = t.client();
    const email = uniqueEmail('Reg');
    const res = await client.post(apiPaths.register, { name: 'Amal Haddad', email, password: PASSWORD, language: 'en' });
    expect(res.status).toBe(200);
    expect(RegisterResponse.is(res.body)).toBe(true);
    const customer = await t.app.db
      .selectFrom('customers')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(customer.email_verified_at).toBeNull();
    expect(customer.first_name).toBe('Amal');
    expect(customer.last_name).toBe('Haddad');
    expect(customer.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const account = await t.app.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', res.body.results.account_id)
      .executeTakeFirstOrThrow();
    expect(account.name).toBe('Amal Haddad');
    expect(account.plan_id).toBeNull();
    const workspaces = await t.app.db.selectFrom('workspaces').selectAll().where('account_id', '=', account.id).execute();
    expect(workspaces).toHaveLength(1);
    const mail = await latestMail(t.app, email);
    expect(mail?.kind).toBe('verify_email');
    expect(mail?.text_body).toContain(`http://app.test/onboard/verify/${customer.id}/`);
    // Signed in, but every customer call asks for verification first.
    client.token = res.body.results.token;
    client.accountId = res.body.results.account_id;
    const me = await client.get(apiPaths.customer);
    expect(me.status).toBe(403);
    expect(me.body.error.code).toBe('REQUIRE_VERIFICATION');
    expect(me.body.error.details).toMatchObject({ customer_id: customer.id, email: email.toLowerCase(), language: 'en' });
  });

  it('stores only a SHA-256 of the session token', async () => {
    const client = t.client();
    const res = await client.post(apiPaths.register, { name: 'Hash Check', email: uniqueEmail(), password: PASSWORD });
    const token: string = res.body.results.token;
    const rows = await t.app.db.selectFrom('sessions').select(['token_hash']).execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('picks the language from Accept-Language when the body has none', async () => {
    const client = t.client();
    const email = uniqueEmail();
    await client.post(
      apiPaths.register,
      { name: 'سارة علي', email, password: PASSWORD },
      { headers: { 'accept-language': 'ar-SA,ar;q=0.9' } },
    );
    const mail = await latestMail(t.app, email);
    expect(mail?.language).toBe('ar');
  });

  it('refuses a taken email (any case) with EMAIL_TAKEN', async () => {
    const { email } = await seedCustomer(t);
    const res = await t.client().post(apiPaths.register, { name: 'Again', email: email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('EMAIL_TAKEN');
    expect(res.body.error.details).toEqual([{ field: 'email', code: 'taken', message: expect.any(String) }]);
  });

  it('logs in with results.token and results.account_id, email case-insensitive', async () => {
    const seeded = await seedCustomer(t);
    const res = await t.client().post(apiPaths.login, { email: seeded.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
    expect(LoginResponse.is(res.body)).toBe(true);
    expect(res.body.results.account_id).toBe(seeded.accountId);
  });

  it('answers invalid_login for a wrong password and for an unknown address alike', async () => {
    const seeded = await seedCustomer(t);
    const wrong = await t.client().post(apiPaths.login, { email: seeded.email, password: 'not-the-password' });
    const unknown = await t.client().post(apiPaths.login, { email: uniqueEmail('nobody'), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(ErrorBody.is(res.body)).toBe(true);
      expect(res.body.error).toEqual({ code: 'invalid_login', message: 'Incorrect username or password.' });
    }
  });

  it('logout revokes the token: the next call is 401, other sessions stay', async () => {
    const seeded = await seedCustomer(t);
    const second = await t.client().post(apiPaths.login, { email: seeded.email, password: PASSWORD });
    const out = await seeded.client.post(apiPaths.logout);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ results: { ok: true } });
    const after = await seeded.client.get(apiPaths.customer);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHENTICATED');
    const other = t.client();
    other.token = second.body.results.token;
    other.accountId = seeded.accountId;
    expect((await other.get(apiPaths.customer)).status).toBe(200);
  });

  it('401 for a missing, malformed, unknown or expired token', async () => {
    const seeded = await seedCustomer(t);
    const anon = t.client();
    expect((await anon.get(apiPaths.customer)).status).toBe(401);
    expect((await anon.get(apiPaths.customer, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await anon.get(apiPaths.customer, { headers: { authorization: `Bearer ${'x'.repeat(43)}` } })).status).toBe(401);
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', seeded.customerId)
      .execute();
    const expired = await seeded.client.get(apiPaths.customer);
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('slides the session expiry on use', async () => {
    const seeded = await seedCustomer(t);
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ last_used_at: old, expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('customer_id', '=', seeded.customerId)
      .execute();
    expect((await seeded.client.get(apiPaths.customer)).status).toBe(200);
    const row = await t.app.db
      .selectFrom('sessions')
      .selectAll()
      .where('customer_id', '=', seeded.customerId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('verify-email: link from the mail verifies once; the second click says auth_user_verified', async () => {
    const client = t.client();
    const email = uniqueEmail();
    const reg = await client.post(apiPaths.register, { name: 'Verify Me', email, password: PASSWORD });
    const { customerId, token } = await linkFromMail(t.app, email, 'verify');
    const ok = await t.client().post(apiPaths.verifyEmail, { customer_id: customerId, token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ results: { verified: true } });
    const again = await t.client().post(apiPaths.verifyEmail, { customer_id: customerId, token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('auth_user_verified');
    client.token = reg.body.results.token;
    client.accountId = reg.body.results.account_id;
    const me = await client.get(apiPaths.customer);
    expect(me.body.error.code).toBe('REQUIRE_SUBSCRIPTION');
  });

  it('verify-email rejects a forged, foreign, superseded or expired token with verifyEmailFailed', async () => {
    const email = uniqueEmail();
    const reg = await t.client().post(apiPaths.register, { name: 'Tokens', email, password: PASSWORD });
    const first = await linkFromMail(t.app, email, 'verify');
    const forged = await t.client().post(apiPaths.verifyEmail, { customer_id: first.customerId, token: 'A'.repeat(43) });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('verifyEmailFailed');
    const other = await seedCustomer(t, { verified: false });
    const foreign = await t.client().post(apiPaths.verifyEmail, { customer_id: other.customerId, token: first.token });
    expect(foreign.body.error.code).toBe('verifyEmailFailed');

    const client = t.client();
    client.token = reg.body.results.token;
    expect((await client.post(apiPaths.resendVerification)).status).toBe(200);
    const superseded = await t.client().post(apiPaths.verifyEmail, { customer_id: first.customerId, token: first.token });
    expect(superseded.body.error.code).toBe('verifyEmailFailed');

    const second = await linkFromMail(t.app, email, 'verify');
    await t.app.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('customer_id', '=', second.customerId)
      .execute();
    const expired = await t.client().post(apiPaths.verifyEmail, { customer_id: second.customerId, token: second.token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('verifyEmailFailed');
  });

  it('resend-verification works before verification and answers auth_user_verified after', async () => {
    const unverified = await seedCustomer(t, { verified: false, plan: null });
    const res = await unverified.client.post(apiPaths.resendVerification);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: { sent: true } });
    expect((await latestMail(t.app, unverified.email))?.kind).toBe('verify_email');
    const verified = await seedCustomer(t);
    const again = await verified.client.post(apiPaths.resendVerification);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('auth_user_verified');
  });

  it('forgot answers the same for known and unknown addresses and mails only the known one', async () => {
    const seeded = await seedCustomer(t, { language: 'ar' });
    const nobody = uniqueEmail('ghost');
    const known = await t.client().post(apiPaths.forgot, { email: seeded.email });
    const unknown = await t.client().post(apiPaths.forgot, { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ results: { sent: true } });
    expect((await latestMail(t.app, seeded.email))?.kind).toBe('reset_password');
    expect(await latestMail(t.app, nobody)).toBeUndefined();
  });

  it('reset: validate, complete once, old password fails, new one works, sessions revoked', async () => {
    const seeded = await seedCustomer(t);
    await t.client().post(apiPaths.forgot, { email: seeded.email });
    const { customerId, token } = await linkFromMail(t.app, seeded.email, 'reset');
    const valid = await t.client().get(apiPaths.validateReset(customerId, token));
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ results: { valid: true, email: seeded.email } });

    const done = await t
      .client()
      .post(apiPaths.completeReset, { customer_id: customerId, token, password: 'brand-new-password' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ results: { reset: true } });
    expect((await seeded.client.get(apiPaths.customer)).status).toBe(401);

    const reuse = await t.client().post(apiPaths.completeReset, { customer_id: customerId, token, password: 'another-password' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.code).toBe('RESET_LINK_INVALID');
    expect((await t.client().get(apiPaths.validateReset(customerId, token))).body.error.code).toBe('RESET_LINK_INVALID');

    expect((await t.client().post(apiPaths.login, { email: seeded.email, password: PASSWORD })).status).toBe(422);
    expect((await t.client().post(apiPaths.login, { email: seeded.email, password: 'brand-new-password' })).status).toBe(200);
  });

  it('reset links expire and are bound to their customer', async () => {
    const seeded = await seedCustomer(t);
    await t.client().post(apiPaths.forgot, { email: seeded.email });
    const { customerId, token } = await linkFromMail(t.app, seeded.email, 'reset');
    const other = await seedCustomer(t);
    expect((await t.client().get(apiPaths.validateReset(other.customerId, token))).status).toBe(400);
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('customer_id', '=', customerId)
      .execute();
    const expired = await t.client().get(apiPaths.validateReset(customerId, token));
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('RESET_LINK_INVALID');
    const complete = await t
      .client()
      .post(apiPaths.completeReset, { customer_id: customerId, token, password: 'brand-new-password' });
    expect(complete.body.error.code).toBe('RESET_LINK_INVALID');
    expect((await t.client().get(apiPaths.validateReset('x'.repeat(65), token))).status).toBe(400);
  });

  it('a completed reset also verifies an unverified address (the mail reached the mailbox)', async () => {
    const seeded = await seedCustomer(t, { verified: false });
    await t.client().post(apiPaths.forgot, { email: seeded.email });
    const { customerId, token } = await linkFromMail(t.app, seeded.email, 'reset');
    await t.client().post(apiPaths.completeReset, { customer_id: customerId, token, password: 'brand-new-password' });
    const row = await t.app.db
      .selectFrom('customers')
      .select('email_verified_at')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });

  it('login lands in an account with a plan when the oldest one has none', async () => {
    const seeded = await seedCustomer(t, { plan: null });
    const team = await seedCustomer(t, { plan: 'free' });
    const { createInvitation } = await import('../src/modules/accounts/invitations.ts');
    const id = await createInvitation(t.app.db, {
      accountId: team.accountId,
      email: seeded.email,
      role: 'editor',
      invitedBy: team.customerId,
    });
    expect((await seeded.client.post(apiPaths.acceptInvitation(id))).status).toBe(409); // free plan: 1 user
    await t.app.db.updateTable('accounts').set({ plan_id: 'pro' }).where('id', '=', team.accountId).execute();
    expect((await seeded.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
    const login = await t.client().post(apiPaths.login, { email: seeded.email, password: PASSWORD });
    expect(login.body.results.account_id).toBe(team.accountId);
  });
});
