/**
 * Billing through the API on both databases with the local provider: cards (each decline code,
 * 3-D Secure, one primary), subscribe with 4242, upgrades prorated against hand-computed
 * figures, downgrades at period end or refused, interval switches, cancel and revoke, address
 * and tax ID on invoices, pay an open invoice, and billing permissions.
 */
import {
  apiPaths,
  BillingAddressResponse,
  BillingOverviewResponse,
  ChangePreviewResponse,
  InvoiceListResponse,
  InvoiceResponse,
  PaymentMethodListResponse,
  PaymentMethodResponse,
  SubscriptionChangeResponse,
  type Invoice,
} from '@rabt/contract';
import { beforeEach, expect, it } from 'vitest';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createInvitation } from '../../src/modules/accounts/invitations.ts';

let clockAt = new Date('2026-04-01T00:00:00Z');

export async function addCard(s: Seeded, number = '4242424242424242', extra: Record<string, unknown> = {}) {
  return s.client.post(apiPaths.paymentMethods, {
    cardholder_name: 'Test Person',
    number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    ...extra,
  });
}

describeEachDatabase('billing: subscriptions and cards', (target) => {
  const t = useTestApp(target);
  beforeEach(() => {
    clockAt = new Date('2026-04-01T00:00:00Z');
    t.app.billing.clock = () => clockAt;
  });

  it('adding a card: 4242 saves as primary; decline numbers answer their code; the number is never stored', async () => {
    const s = await seedCustomer(t);
    const ok = await addCard(s);
    expect(ok.status).toBe(201);
    expect(PaymentMethodResponse.is(ok.body)).toBe(true);
    expect(ok.body.results).toMatchObject({ brand: 'visa', last4: '4242', is_primary: true, status: 'active' });
    const codes: Record<string, [string, string]> = {
      '4000000000000002': ['generic_decline', 'Your card was declined. Please contact your bank or use another card.'],
      '4000000000009995': [
        'insufficient_funds',
        'Your card has insufficient funds. Please use another card or contact your bank.',
      ],
      '4000000000000069': ['expired_card', 'Your card has expired. Please use another card.'],
      '4000000000000127': ['incorrect_cvc', "Your card's security code is incorrect. Please check it and try again."],
      '4000000000000119': ['processing_error', 'An error occurred while processing your card. Please try again in a moment.'],
      '4242424242424241': ['incorrect_number', 'Your card number is incorrect. Please check it and try again.'],
      '4012888888881881': ['incorrect_number', 'Only test card numbers can be used with local billing.'],
    };
    for (const [number, [code, message]] of Object.entries(codes)) {
      const res = await addCard(s, number);
      expect(res.status, number).toBe(402);
      expect(res.body.error).toMatchObject({ code, message });
    }
    const missing = await s.client.post(apiPaths.paymentMethods, { cardholder_name: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.map((f: { field: string }) => f.field)).toEqual([
      'cardholder_name',
      'number',
      'exp_month',
      'exp_year',
      'cvc',
    ]);
    const rows = await t.app.db.selectFrom('payment_methods').selectAll().where('account_id', '=', s.accountId).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('424242424242');
  });

  it('3-D Secure card: requires_action until the challenge is completed; failing it removes the card', async () => {
    const s = await seedCustomer(t);
    const res = await addCard(s, '4000002500003155');
    expect(res.status).toBe(201);
    expect(res.body.results).toMatchObject({ status: 'requires_action', is_primary: false });
    const done = await s.client.post(apiPaths.paymentMethodConfirm(res.body.results.id), { authenticated: true });
    expect(done.body.results).toMatchObject({ status: 'active', is_primary: true });
    const second = await addCard(s, '4000002760003184');
    const failed = await s.client.post(apiPaths.paymentMethodConfirm(second.body.results.id), { authenticated: false });
    expect(failed.status).toBe(402);
    expect(failed.body.error.code).toBe('authentication_required');
    expect((await s.client.get(apiPaths.paymentMethods)).body.results).toHaveLength(1);
  });

  it('exactly one primary; edit; the primary cannot go while a paid plan depends on it unless another card takes over', async () => {
    const s = await seedCustomer(t);
    const a = (await addCard(s)).body.results;
    const b = (await addCard(s, '5555555555554444')).body.results;
    expect(b).toMatchObject({ brand: 'mastercard', is_primary: false });
    const list = await s.client.post(apiPaths.paymentMethodPrimary(b.id));
    expect(PaymentMethodListResponse.is(list.body)).toBe(true);
    expect(list.body.results.filter((m: { is_primary: boolean }) => m.is_primary).map((m: { id: string }) => m.id)).toEqual([
      b.id,
    ]);
    const edited = await s.client.call('PATCH', apiPaths.paymentMethod(a.id), {
      body: { cardholder_name: 'New Name', exp_month: 1, exp_year: 2031 },
    });
    expect(edited.body.results).toMatchObject({ cardholder_name: 'New Name', exp_month: 1, exp_year: 2031 });
    const past = await s.client.call('PATCH', apiPaths.paymentMethod(a.id), { body: { exp_month: 1, exp_year: 2026 } });
    expect(past.status).toBe(422);
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' })).status).toBe(200);
    // b is primary; removing it hands over to a.
    const afterRemove = await s.client.delete(apiPaths.paymentMethod(b.id));
    expect(afterRemove.body.results).toMatchObject([{ id: a.id, is_primary: true }]);
    const refused = await s.client.delete(apiPaths.paymentMethod(a.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('PRIMARY_METHOD_IN_USE');
  });

  it('free → Pro with 4242: invoice paid, plan unlocked; the same price again is refused', async () => {
    const s = await seedCustomer(t, { plan: null });
    expect((await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' })).body.error.code).toBe(
      'requires_payment_method',
    );
    await addCard(s);
    const res = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(res.status).toBe(200);
    expect(SubscriptionChangeResponse.is(res.body)).toBe(true);
    expect(res.body.results.subscription).toMatchObject({
      plan_id: 'pro',
      status: 'active',
      current_period_start: '2026-04-01T00:00:00.000Z',
      current_period_end: '2026-05-01T00:00:00.000Z',
    });
    expect(res.body.results.invoice).toMatchObject({ status: 'paid', total: 1200, tax: 0 });
    expect(res.body.results.invoice.number).toMatch(/^RABT-2026-\d{6}$/);
    expect((await s.client.get(apiPaths.accounts)).body.results[0].plan).toBe('pro');
    const again = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(again.body.error).toEqual({
      code: 'alreadySubscribedToPrice',
      message: 'You are already subscribed to selected price.',
    });
    const gone = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'gold', interval: 'month' });
    expect(gone.body.error).toEqual({
      code: 'selectedPlanNotAvailable',
      message: 'Selected plan is not available at the moment.',
    });
    const overview = await s.client.get(apiPaths.billing);
    expect(BillingOverviewResponse.is(overview.body)).toBe(true);
    expect(overview.body.results).toMatchObject({
      provider: 'local',
      primary_method: { last4: '4242' },
      next_invoice: { date: '2026-05-01T00:00:00.000Z', amount: 1200, plan_id: 'pro' },
    });
    expect(overview.body.results.usage.map((u: { resource: string }) => u.resource)).toEqual([
      'links',
      'qrs',
      'cards',
      'users',
      'domains',
    ]);
    expect(overview.body.results.recent_payments[0]).toMatchObject({ amount: 1200, status: 'succeeded', card_last4: '4242' });
  });

  it('a card that declines on charge: the plan does not change and the code answers', async () => {
    const s = await seedCustomer(t);
    await addCard(s, '4000000000000341');
    const res = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('generic_decline');
    expect((await s.client.get(apiPaths.billing)).body.results.subscription.plan_id).toBe('free');
    expect((await s.client.get(apiPaths.invoices)).body.results).toEqual([]);
  });

  it('3-D Secure on a payment: authentication_required with the payment, then completed', async () => {
    const s = await seedCustomer(t);
    const card = (await addCard(s, '4000002760003184')).body.results;
    await s.client.post(apiPaths.paymentMethodConfirm(card.id), { authenticated: true });
    const res = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('authentication_required');
    const { payment_id: paymentId, invoice_id: invoiceId } = res.body.error.details;
    expect((await s.client.get(apiPaths.invoice(invoiceId))).body.results.status).toBe('pending_payment');
    const done = await s.client.post(apiPaths.paymentConfirm(paymentId), { authenticated: true });
    expect(done.status).toBe(200);
    expect(done.body.results.subscription.plan_id).toBe('pro');
    expect(done.body.results.invoice.status).toBe('paid');
  });

  it('upgrade Pro → Business half-way: −600 + 2450 = 1850, plus 15 % VAT for a Saudi address = 2128', async () => {
    const s = await seedCustomer(t);
    await addCard(s);
    const address = await s.client.put(apiPaths.billingAddress, {
      name: 'Acme Trading',
      line1: 'King Fahd Road 1',
      city: 'Riyadh',
      state: 'Riyadh',
      country: 'sa',
      postal_code: '12211',
      tax_id: '310123456700003',
    });
    expect(BillingAddressResponse.is(address.body)).toBe(true);
    expect(address.body.results).toMatchObject({ country: 'SA', tax_id: '310123456700003', tax_id_type: 'sa_vat' });
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    clockAt = new Date('2026-04-16T00:00:00Z');
    const preview = await s.client.post(apiPaths.subscriptionPreview, { plan_id: 'business', interval: 'month' });
    expect(ChangePreviewResponse.is(preview.body)).toBe(true);
    expect(preview.body.results).toMatchObject({ effective: 'now', subtotal: 1850, tax: 278, total: 2128 });
    const res = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' });
    const invoice = res.body.results.invoice as Invoice;
    expect(invoice.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['proration_credit', -600],
      ['proration_charge', 2450],
    ]);
    expect(invoice).toMatchObject({ subtotal: 1850, tax_rate_bp: 1500, tax: 278, total: 2128, status: 'paid' });
    expect(invoice.recipient).toMatchObject({ name: 'Acme Trading', country: 'SA', tax_id: '310123456700003' });
    expect(invoice.issuer).toMatchObject({ name: 'Rabt FZ-LLC', country: 'AE' });
    // The period is unchanged by an upgrade.
    expect(res.body.results.subscription).toMatchObject({ plan_id: 'business', current_period_end: '2026-05-01T00:00:00.000Z' });
    const detail = await s.client.get(apiPaths.invoice(invoice.id));
    expect(InvoiceResponse.is(detail.body)).toBe(true);
    const list = await s.client.get(apiPaths.invoices);
    expect(InvoiceListResponse.is(list.body)).toBe(true);
    expect(list.body.results.map((i: Invoice) => i.total)).toEqual([2128, 1380]);
  });

  it('invoice PDF in English and Arabic', async () => {
    const s = await seedCustomer(t);
    await addCard(s);
    const inv = (await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' })).body.results.invoice;
    for (const lang of ['en', 'ar']) {
      const res = await s.client.get(`${apiPaths.invoicePdf(inv.id)}?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.text.startsWith('%PDF-')).toBe(true);
      // Arabic is set in the app's Arabic font (embedded, shaped by fontkit); English needs none.
      expect(res.text.includes('IBMPlexSansArabic'), lang).toBe(lang === 'ar');
    }
  });

  it('month → year on Pro at day 15: a new period now, the unused 600 credited: 12000 − 600 = 11400', async () => {
    const s = await seedCustomer(t);
    await addCard(s);
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    clockAt = new Date('2026-04-16T00:00:00Z');
    const res = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'year' });
    expect(res.body.results.invoice).toMatchObject({ subtotal: 11400, total: 11400 });
    expect(res.body.results.subscription).toMatchObject({
      interval: 'year',
      current_period_start: '2026-04-16T00:00:00.000Z',
      current_period_end: '2027-04-16T00:00:00.000Z',
    });
    // Year → month waits for the period end.
    const back = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(back.body.results).toMatchObject({
      effective: 'period_end',
      invoice: null,
      subscription: { pending_plan_id: 'pro', pending_interval: 'month' },
    });
  });

  it('downgrade at period end; refused with the list when usage exceeds the lower plan; revocable', async () => {
    const s = await seedCustomer(t);
    await addCard(s);
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' });
    const down = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(down.body.results).toMatchObject({
      effective: 'period_end',
      subscription: { plan_id: 'business', pending_plan_id: 'pro' },
    });
    expect((await s.client.post(apiPaths.subscriptionResume)).body.results.pending_plan_id).toBeNull();
    // A second user is above the free plan's one user.
    const other = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: s.accountId,
      email: other.email,
      role: 'admin',
      invitedBy: s.customerId,
    });
    await other.client.post(apiPaths.acceptInvitation(id));
    const refused = await s.client.post(apiPaths.subscriptionChange, { plan_id: 'free', interval: 'month' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'PLAN_DOWNGRADE_REFUSED',
      message: 'Your usage is above the limits of the selected plan.',
      details: { plan_id: 'free', over: [{ resource: 'users', usage: 2, limit: 1 }] },
    });
    const preview = await s.client.post(apiPaths.subscriptionPreview, { plan_id: 'free', interval: 'month' });
    expect(preview.body.results.over).toEqual([{ resource: 'users', usage: 2, limit: 1 }]);
  });

  it('cancel at period end (revocable) or now; cancel_type is required', async () => {
    const s = await seedCustomer(t);
    await addCard(s);
    await s.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    const missing = await s.client.post(apiPaths.subscriptionCancel, {});
    expect(missing.status).toBe(422);
    expect(missing.body.error.details[0].field).toBe('cancel_type');
    const later = await s.client.post(apiPaths.subscriptionCancel, { cancel_type: 'at_period_end', reason: 'Too expensive' });
    expect(later.body.results).toMatchObject({
      plan_id: 'pro',
      cancel_at: '2026-05-01T00:00:00.000Z',
      cancel_reason: 'Too expensive',
    });
    expect((await s.client.get(apiPaths.billing)).body.results.next_invoice).toBeNull();
    const revoked = await s.client.post(apiPaths.subscriptionResume);
    expect(revoked.body.results).toMatchObject({ plan_id: 'pro', cancel_at: null });
    const now = await s.client.post(apiPaths.subscriptionCancel, { cancel_type: 'now' });
    expect(now.body.results).toMatchObject({ plan_id: 'free', current_period_end: null });
    expect((await s.client.get(apiPaths.accounts)).body.results[0].plan).toBe('free');
    expect((await s.client.post(apiPaths.subscriptionCancel, { cancel_type: 'now' })).body.error.code).toBe('resource_missing');
  });

  it('billing address: required fields per field; tax_id_invalid per country', async () => {
    const s = await seedCustomer(t);
    const empty = await s.client.put(apiPaths.billingAddress, { name: '', line1: '', city: '', state: '', country: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.details.map((f: { field: string }) => f.field)).toEqual([
      'name',
      'country',
      'line1',
      'city',
      'state',
    ]);
    const base = { name: 'Acme', line1: 'Street 1', city: 'Berlin', state: 'Berlin', country: 'DE' };
    const bad = await s.client.put(apiPaths.billingAddress, { ...base, tax_id: 'DE12' });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({ code: 'tax_id_invalid', details: [{ field: 'tax_id', code: 'tax_id_invalid' }] });
    for (const [country, taxId] of [
      ['DE', 'DE123456789'],
      ['GB', 'GB123456789'],
      ['AE', '100123456789003'],
      ['US', '12-3456789'],
    ]) {
      const ok = await s.client.put(apiPaths.billingAddress, { ...base, country, tax_id: taxId });
      expect(ok.status, country).toBe(200);
    }
    expect((await s.client.get(apiPaths.billingAddress)).body.results).toMatchObject({
      country: 'US',
      tax_id: '12-3456789',
      tax_id_type: 'us_ein',
    });
  });

  it('billing permissions: viewers and editors cannot read or change billing; admins can', async () => {
    const owner = await seedCustomer(t, { plan: 'pro' });
    const join = async (role: 'editor' | 'admin') => {
      const member = await seedCustomer(t);
      const id = await createInvitation(t.app.db, {
        accountId: owner.accountId,
        email: member.email,
        role,
        invitedBy: owner.customerId,
      });
      expect((await member.client.post(apiPaths.acceptInvitation(id))).status).toBe(200);
      member.client.accountId = owner.accountId;
      return member;
    };
    const editor = await join('editor');
    const read = await editor.client.get(apiPaths.billing);
    expect(read.status).toBe(403);
    expect(read.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'billing:view' } });
    for (const res of [
      await addCard(editor),
      await editor.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' }),
      await editor.client.put(apiPaths.billingAddress, { name: 'x', line1: 'x', city: 'x', state: 'x', country: 'DE' }),
      await editor.client.post(apiPaths.subscriptionCancel, { cancel_type: 'now' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'PERMISSION_DENIED', details: { permission: 'billing:edit' } });
    }
    const admin = await join('admin');
    expect((await admin.client.get(apiPaths.billing)).status).toBe(200);
    expect((await addCard(admin)).status).toBe(201);
    // Another account's invoice is 404, never 403.
    await addCard(owner);
    const inv = (await owner.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' })).body.results
      .invoice;
    const stranger = await seedCustomer(t);
    expect((await stranger.client.get(apiPaths.invoice(inv.id))).status).toBe(404);
  });
});
