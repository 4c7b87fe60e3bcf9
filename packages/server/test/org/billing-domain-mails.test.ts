/**
 * The mails the notifications hints promise beyond decision 064 (decision 116), on both databases:
 * invoices and receipts (to the billing members and the organisation's invoice address), plan
 * changes (to the billing members), and an uploaded certificate about to expire (to the domain
 * members, once per certificate). Each in the recipient's language; members who turned the topic
 * off, or whose role may not see the subject, get none.
 */
import { apiPaths, formatMinor, type Domain, type NotificationSettings } from '@rabt/contract';
import { afterAll, expect, it } from 'vitest';
import { runDueBilling } from '../../src/modules/billing/service.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { selfSigned } from '../helpers/certs.ts';
import { addPrimaryCard } from '../helpers/billing.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { TestDnsServer } from '../helpers/dns-server.ts';
import { seedMember } from './seed.ts';

const dns = await new TestDnsServer().start();
afterAll(() => dns.stop());

const ALL_ON: NotificationSettings = { weekly_report: true, domain_status: true, billing: true, team: true };

async function turnOff(s: Seeded, topic: keyof NotificationSettings) {
  const res = await s.client.put(apiPaths.notifications, { ...ALL_ON, [topic]: false }, { account: false });
  expect(res.status, res.text).toBe(200);
}

describeEachDatabase('notifications: invoices, plan changes and certificate expiry', (target) => {
  const t = useTestApp(target, {}, { DNS_SERVER: dns.address, DNS_TIMEOUT_MS: '1000', SHORT_DOMAIN: 'rabt.test' });

  const mails = async (email: string, prefix: string) => {
    await t.app.mail.drain();
    return t.app.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'language', 'text_body'])
      .where('to_address', '=', email.toLowerCase())
      .where('kind', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
  };
  const subjects = async (email: string, prefix: string) => (await mails(email, prefix)).map((m) => m.subject).toSorted();
  const setLanguage = (s: Seeded, language: 'en' | 'ar') =>
    t.app.db.updateTable('customers').set({ language }).where('id', '=', s.customerId).execute();

  it('invoices, receipts and plan changes reach the billing members and the invoice address, once, in their language', async () => {
    const owner = await seedCustomer(t, { name: 'Owner' });
    const admin = await seedMember(t, owner, 'admin', 'Amal');
    await setLanguage(admin, 'ar');
    const quiet = await seedMember(t, owner, 'admin', 'Quiet admin');
    await turnOff(quiet, 'billing');
    const editor = await seedMember(t, owner, 'editor', 'Editor');
    const invoiceEmail = `Accounts-${owner.customerId}@books.example`;
    await t.app.db
      .updateTable('accounts')
      .set({ invoice_email: invoiceEmail.toLowerCase() })
      .where('id', '=', owner.accountId)
      .execute();

    let clock = new Date('2026-01-10T10:00:00Z');
    t.app.billing.clock = () => clock;
    await addPrimaryCard(owner, '4242424242424242');

    // Subscribe: paid at once, so one receipt (no separate "issued" mail) and one plan-change mail.
    const subscribed = await owner.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' });
    expect(subscribed.status, subscribed.text).toBe(200);
    const first = subscribed.body.results.invoice as { id: string; number: string; total: number; currency: string };
    // Upgrade: a prorated invoice, paid at once.
    clock = new Date('2026-01-20T10:00:00Z');
    const upgraded = await owner.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' });
    expect(upgraded.status, upgraded.text).toBe(200);
    const second = upgraded.body.results.invoice as { id: string; number: string };

    const receipts = await mails(owner.email, 'billing_invoice');
    expect(receipts.map((m) => m.kind)).toEqual(['billing_invoice_paid', 'billing_invoice_paid']);
    expect(receipts.map((m) => m.subject).toSorted()).toEqual(
      [`Receipt for Rabt invoice ${first.number}`, `Receipt for Rabt invoice ${second.number}`].toSorted(),
    );
    const firstReceipt = receipts.find((m) => m.subject.endsWith(first.number))!;
    expect(firstReceipt.text_body).toContain(`/billing/invoices/${first.id}`);
    expect(firstReceipt.text_body).toContain('is paid');
    expect(first.total).toBeGreaterThan(0);
    expect(firstReceipt.text_body).toContain(`for \u2068${formatMinor(first.total, first.currency)}\u2069 is paid`);
    expect((await mails(invoiceEmail, 'billing_invoice')).map((m) => m.kind)).toEqual([
      'billing_invoice_paid',
      'billing_invoice_paid',
    ]);
    const arabic = await mails(admin.email, 'billing_invoice');
    expect(arabic).toHaveLength(2);
    expect(arabic.every((m) => m.language === 'ar')).toBe(true);
    expect(arabic.map((m) => m.subject)).toContain(`إيصال فاتورة ربط \u2068${first.number}\u2069`);
    expect(await mails(quiet.email, 'billing_')).toEqual([]);
    expect(await mails(editor.email, 'billing_')).toEqual([]);

    // Plan changes: started, upgraded, downgrade scheduled and withdrawn, cancellation scheduled and withdrawn.
    expect((await owner.client.post(apiPaths.subscriptionChange, { plan_id: 'pro', interval: 'month' })).status).toBe(200);
    expect((await owner.client.post(apiPaths.subscriptionResume)).status).toBe(200);
    expect((await owner.client.post(apiPaths.subscriptionCancel, { cancel_type: 'at_period_end' })).status).toBe(200);
    expect((await owner.client.post(apiPaths.subscriptionResume)).status).toBe(200);
    const changes = [
      'Your Rabt subscription has started',
      'Your Rabt plan was upgraded',
      'Your Rabt plan will change at the end of the period',
      'Your scheduled Rabt plan change was withdrawn',
      'Your Rabt subscription will end at the end of the period',
      'Your Rabt subscription continues',
    ];
    expect(await subjects(owner.email, 'billing_plan_changed')).toEqual(changes.toSorted());
    const planMails = await mails(owner.email, 'billing_plan_changed');
    expect(planMails.find((m) => m.subject === changes[2])!.text_body).toContain(
      'moves to the \u2068Pro\u2069 plan on \u20682026-02-10\u2069',
    );
    expect(planMails.find((m) => m.subject === changes[4])!.text_body).toContain('ends on \u20682026-02-10\u2069');
    expect(await subjects(admin.email, 'billing_plan_changed')).toEqual(
      [
        'بدأ اشتراكك في ربط',
        'تمت ترقية خطتك في ربط',
        'ستتغير خطتك في ربط في نهاية الفترة',
        'تم التراجع عن تغيير خطتك المجدول في ربط',
        'سينتهي اشتراكك في ربط في نهاية الفترة',
        'يستمر اشتراكك في ربط',
      ].toSorted(),
    );
    // The invoice address is for invoices and receipts only.
    expect(await mails(invoiceEmail, 'billing_plan_changed')).toEqual([]);
    expect(await mails(quiet.email, 'billing_')).toEqual([]);
    expect(await mails(editor.email, 'billing_')).toEqual([]);

    // Renewal paid by the card: a receipt.
    clock = new Date('2026-02-10T10:01:00Z');
    await runDueBilling(t.app.billing);
    expect((await mails(owner.email, 'billing_invoice')).map((m) => m.kind)).toEqual(Array(3).fill('billing_invoice_paid'));

    // Renewal declined: the open invoice is announced (due) along with the failed payment; paying it sends its receipt.
    await addPrimaryCard(owner, '4000000000000341');
    clock = new Date('2026-03-10T10:01:00Z');
    await runDueBilling(t.app.billing);
    const open = (await owner.client.get(apiPaths.invoices)).body.results.find(
      (i: { status: string }) => i.status === 'unpaid',
    ) as {
      id: string;
      number: string;
    };
    const due = (await mails(owner.email, 'billing_invoice')).filter((m) => m.kind === 'billing_invoice_issued');
    expect(due.map((m) => m.subject)).toEqual([`Rabt invoice ${open.number} is due`]);
    expect(due[0]!.text_body).toContain(`/billing/invoices/${open.id}`);
    expect(due[0]!.text_body).toContain('is due; it is not paid yet');
    expect((await mails(admin.email, 'billing_invoice_issued')).map((m) => m.language)).toEqual(['ar']);
    expect(await mails(invoiceEmail, 'billing_invoice_issued')).toHaveLength(1);
    expect(await mails(owner.email, 'billing_payment_failed')).toHaveLength(1);
    // A retry that fails again does not announce the invoice again.
    clock = new Date('2026-03-13T10:02:00Z');
    await runDueBilling(t.app.billing);
    expect(await mails(owner.email, 'billing_payment_failed')).toHaveLength(2);
    expect(await mails(owner.email, 'billing_invoice_issued')).toHaveLength(1);

    await addPrimaryCard(owner, '4242424242424242');
    const paid = await owner.client.post(apiPaths.invoicePay(open.id));
    expect(paid.status, paid.text).toBe(200);
    for (const who of [owner.email, admin.email, invoiceEmail]) {
      const all = await mails(who, 'billing_invoice');
      expect(all.filter((m) => m.kind === 'billing_invoice_paid')).toHaveLength(4);
      expect(all.filter((m) => m.kind === 'billing_invoice_issued')).toHaveLength(1);
    }

    // Cancelling now: one more plan-change mail (the invoice address gets none).
    expect((await owner.client.post(apiPaths.subscriptionCancel, { cancel_type: 'now' })).status).toBe(200);
    expect(
      (await mails(owner.email, 'billing_plan_changed')).filter((m) => m.subject === 'Your Rabt subscription was cancelled'),
    ).toHaveLength(1);
    const arCancel = (await mails(admin.email, 'billing_plan_changed')).filter((m) => m.subject === 'أُلغي اشتراكك في ربط');
    expect(arCancel.map((m) => m.language)).toEqual(['ar']);
    expect(await mails(invoiceEmail, 'billing_plan_changed')).toEqual([]);
    expect(await mails(quiet.email, 'billing_')).toEqual([]);
    expect(await mails(editor.email, 'billing_')).toEqual([]);
  });

  it('an uploaded certificate within 14 days of expiry is announced once; a near-expiry re-upload is announced again', async () => {
    const owner = await seedCustomer(t, { plan: 'business', name: 'Owner' });
    const editor = await seedMember(t, owner, 'editor', 'Editor');
    await setLanguage(editor, 'ar');
    const quiet = await seedMember(t, owner, 'admin', 'Quiet admin');
    await turnOff(quiet, 'domain_status');
    const noDomains = (await owner.client.post(apiPaths.roles, { name: 'Links only', permissions: ['links:view'] })).body.results;
    const linksOnly = await seedMember(t, owner, noDomains.id, 'Links only');

    const name = `cert-${Math.random().toString(36).slice(2, 8)}.example.com`;
    const domain = (await owner.client.post(apiPaths.domains, { name })).body.results as Domain;
    const upload = async (days: number) => {
      const pair = selfSigned([name], days);
      const res = await owner.client.put(apiPaths.domainCertificate(domain.id), {
        certificate: pair.cert,
        private_key: pair.key,
      });
      expect(res.status, res.text).toBe(200);
    };
    const count = async (s: Seeded) => (await mails(s.email, 'domain_certificate_expiring')).length;

    // 60 days left: nothing yet.
    await upload(60);
    await t.app.domains.scheduler.runOnce();
    expect(await count(owner)).toBe(0);

    // 10 days left: told once, across two passes.
    await upload(10);
    await t.app.domains.scheduler.runOnce();
    await t.app.domains.scheduler.runOnce();
    expect(await count(owner)).toBe(1);
    expect(await count(editor)).toBe(1);
    expect(await count(quiet)).toBe(0);
    expect(await count(linksOnly)).toBe(0);
    const [en] = await mails(owner.email, 'domain_certificate_expiring');
    expect(en!.subject).toBe(`The certificate of ${name} expires soon`);
    expect(en!.text_body).toContain(`/settings/domains/${domain.id}`);
    expect(en!.text_body).toMatch(/\(in (9|10) days\)/);
    const [ar] = await mails(editor.email, 'domain_certificate_expiring');
    expect(ar!.language).toBe('ar');
    expect(ar!.subject).toBe(`تنتهي شهادة \u2068${name}\u2069 قريبًا`);

    // A new upload that is also near expiry is announced again, once.
    await upload(5);
    await t.app.domains.scheduler.runOnce();
    await t.app.domains.scheduler.runOnce();
    expect(await count(owner)).toBe(2);
    expect(await count(editor)).toBe(2);
    expect(await count(quiet)).toBe(0);
    expect(await count(linksOnly)).toBe(0);
  });
});
