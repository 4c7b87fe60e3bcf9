/**
 * A verified customer's change of email is pending until the new address is verified (decision 114):
 * the old address stays the login and gets every mail meanwhile; the link switches atomically.
 */
import { apiPaths, ChangeEmailResponse, EmailChangeResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { PASSWORD, latestMail, linkFromMail, seedCustomer, uniqueEmail, useTestApp, type Seeded } from '../helpers/app.ts';

const change = (seeded: Seeded, email: string, password = PASSWORD) =>
  seeded.client.put(apiPaths.customerEmail, { email, password });
const pending = async (seeded: Seeded) => {
  const res = await seeded.client.get(apiPaths.customerEmail);
  expect(res.status).toBe(200);
  expect(EmailChangeResponse.is(res.body)).toBe(true);
  return res.body.results.pending as { email: string; expired: boolean } | null;
};

describeEachDatabase('customer email change', (target) => {
  const t = useTestApp(target);

  const open = (link: { customerId: string; token: string }) =>
    t.client().post(apiPaths.verifyEmail, { customer_id: link.customerId, token: link.token });
  const login = async (email: string) => (await t.client().post(apiPaths.login, { email, password: PASSWORD })).status;

  it('the old address stays the login and gets the mail until the new one is verified; the link switches it', async () => {
    const seeded = await seedCustomer(t, { language: 'ar' });
    const newEmail = uniqueEmail('New');
    const res = await change(seeded, newEmail);
    expect(res.status).toBe(200);
    expect(ChangeEmailResponse.is(res.body)).toBe(true);
    expect(res.body.results.customer).toMatchObject({ email: seeded.email, email_verified: true });
    expect(res.body.results.pending).toMatchObject({ email: newEmail.toLowerCase(), expired: false });
    // The link goes to the new address, the notice to the old one, in the customer's language.
    expect(await latestMail(t.app, newEmail)).toMatchObject({ kind: 'email_change', language: 'ar' });
    const notice = await latestMail(t.app, seeded.email);
    expect(notice).toMatchObject({ kind: 'email_changed_notice', language: 'ar' });
    expect(notice?.text_body).toContain(newEmail.toLowerCase());

    // Not blocked, not switched: still the old, verified address.
    const me = await seeded.client.get(apiPaths.customer);
    expect(me.status).toBe(200);
    expect(me.body.results).toMatchObject({ email: seeded.email, email_verified: true });
    expect(await pending(seeded)).toMatchObject({ email: newEmail.toLowerCase() });
    expect(await login(seeded.email)).toBe(200);
    expect(await login(newEmail)).toBe(422);
    // Other mail (here a password reset) still goes to the current address.
    await t.client().post(apiPaths.forgot, { email: seeded.email });
    expect(await latestMail(t.app, seeded.email)).toMatchObject({ kind: 'reset_password' });
    await t.client().post(apiPaths.forgot, { email: newEmail });
    expect(await latestMail(t.app, newEmail)).toMatchObject({ kind: 'email_change' });

    const link = await linkFromMail(t.app, newEmail, 'verify');
    const verified = await open(link);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ results: { verified: true } });
    expect((await seeded.client.get(apiPaths.customer)).body.results).toMatchObject({
      email: newEmail.toLowerCase(),
      email_verified: true,
    });
    expect(await pending(seeded)).toBeNull();
    expect(await login(newEmail)).toBe(200);
    expect(await login(seeded.email)).toBe(422);
  });

  it('a wrong password or an address used by another customer is refused and leaves the pending change as it was', async () => {
    const seeded = await seedCustomer(t);
    const other = await seedCustomer(t);
    const first = uniqueEmail('first');
    expect((await change(seeded, first)).status).toBe(200);

    const wrong = await change(seeded, uniqueEmail('second'), 'nope-nope');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    const taken = await change(seeded, other.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ field: 'email', code: 'taken' }] });

    expect(await pending(seeded)).toMatchObject({ email: first.toLowerCase() });
    expect(await login(seeded.email)).toBe(200);
    expect(await login(other.email)).toBe(200);
  });

  it('a used link and an expired link are refused with their reason; the address does not change', async () => {
    const seeded = await seedCustomer(t);
    const first = uniqueEmail('used');
    await change(seeded, first);
    const link = await linkFromMail(t.app, first, 'verify');
    expect((await open(link)).status).toBe(200);
    const again = await open(link);
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'verifyEmailFailed', details: { reason: 'used' } });

    const second = uniqueEmail('late');
    await change(seeded, second);
    const late = await linkFromMail(t.app, second, 'verify');
    await t.app.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', seeded.customerId)
      .where('email', '=', second.toLowerCase())
      .execute();
    expect(await pending(seeded)).toMatchObject({ email: second.toLowerCase(), expired: true });
    const expired = await open(late);
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ code: 'verifyEmailFailed', details: { reason: 'expired' } });
    expect((await seeded.client.get(apiPaths.customer)).body.results.email).toBe(first.toLowerCase());

    // Resending an expired change gives a fresh link that works.
    const resent = await seeded.client.post(apiPaths.customerEmailResend);
    expect(resent.status).toBe(200);
    expect(resent.body.results.pending).toMatchObject({ email: second.toLowerCase(), expired: false });
    expect((await open(await linkFromMail(t.app, second, 'verify'))).status).toBe(200);
    expect((await seeded.client.get(apiPaths.customer)).body.results.email).toBe(second.toLowerCase());
  });

  it('the link is refused when another customer took the address meanwhile', async () => {
    const seeded = await seedCustomer(t);
    const wanted = uniqueEmail('wanted');
    await change(seeded, wanted);
    const link = await linkFromMail(t.app, wanted, 'verify');
    const registered = await t.client().post(apiPaths.register, { name: 'Quick One', email: wanted, password: PASSWORD });
    expect(registered.status).toBe(200);
    const refused = await open(link);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('EMAIL_TAKEN');
    expect((await seeded.client.get(apiPaths.customer)).body.results).toMatchObject({
      email: seeded.email,
      email_verified: true,
    });
    expect(await login(seeded.email)).toBe(200);
    // Nothing was used up: the token row is still open (the transaction rolled back or never wrote).
    const row = await t.app.db
      .selectFrom('email_changes')
      .selectAll()
      .where('customer_id', '=', seeded.customerId)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('a new change replaces the pending one; cancel and resend', async () => {
    const seeded = await seedCustomer(t);
    const a = uniqueEmail('a');
    const b = uniqueEmail('b');
    await change(seeded, a);
    const linkA = await linkFromMail(t.app, a, 'verify');
    await change(seeded, b);
    expect(await pending(seeded)).toMatchObject({ email: b.toLowerCase() });
    const replaced = await open(linkA);
    expect(replaced.status).toBe(400);
    expect(replaced.body.error).toMatchObject({ code: 'verifyEmailFailed', details: { reason: 'cancelled' } });

    // Resend: a new mail to the pending address; the previous link stops working.
    const linkB1 = await linkFromMail(t.app, b, 'verify');
    const resent = await seeded.client.post(apiPaths.customerEmailResend);
    expect(resent.status).toBe(200);
    expect(EmailChangeResponse.is(resent.body)).toBe(true);
    const linkB2 = await linkFromMail(t.app, b, 'verify');
    expect(linkB2.token).not.toBe(linkB1.token);
    expect((await open(linkB1)).body.error).toMatchObject({ code: 'verifyEmailFailed', details: { reason: 'cancelled' } });

    const cancelled = await seeded.client.delete(apiPaths.customerEmail);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ results: { pending: null } });
    expect(await pending(seeded)).toBeNull();
    expect((await open(linkB2)).body.error).toMatchObject({ code: 'verifyEmailFailed', details: { reason: 'cancelled' } });
    expect((await seeded.client.delete(apiPaths.customerEmail)).status).toBe(404);
    expect((await seeded.client.post(apiPaths.customerEmailResend)).status).toBe(404);
    expect((await seeded.client.get(apiPaths.customer)).body.results.email).toBe(seeded.email);
    expect(await login(seeded.email)).toBe(200);
  });
});
