/**
 * The notifications settings decide which emails a member receives (issue 18), on both databases:
 * domain status and invoice/payment notices go to the members whose role may see them and who kept
 * the topic on; team mails (an invitation, an access request's answer) respect the recipient's
 * `team` choice while the app still shows them.
 */
import { apiPaths, type Domain, type NotificationSettings } from '@rabt/contract';
import { afterAll, expect, it } from 'vitest';
import { runDueBilling } from '../../src/modules/billing/service.ts';
import { seedCustomer, useTestApp, type Seeded } from '../helpers/app.ts';
import { addPrimaryCard } from '../helpers/billing.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { pastVerificationWindow } from '../helpers/domains.ts';
import { TestDnsServer } from '../helpers/dns-server.ts';
import { seedMember } from './seed.ts';

const dns = await new TestDnsServer().start();
afterAll(() => dns.stop());

const IPV4 = '198.51.100.7';
let counter = 0;

const ALL_ON: NotificationSettings = { weekly_report: true, domain_status: true, billing: true, team: true };

async function turnOff(s: Seeded, topic: keyof NotificationSettings) {
  const res = await s.client.put(apiPaths.notifications, { ...ALL_ON, [topic]: false }, { account: false });
  expect(res.status, res.text).toBe(200);
}

describeEachDatabase('notifications: who receives which email', (target) => {
  const t = useTestApp(
    target,
    {},
    { DNS_SERVER: dns.address, DNS_TIMEOUT_MS: '1000', SHORT_IPV4: IPV4, SHORT_DOMAIN: 'rabt.test' },
  );

  const kinds = async (s: Seeded) => {
    await t.app.mail.drain();
    const rows = await t.app.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', s.email.toLowerCase())
      .orderBy('id')
      .execute();
    return rows.map((r) => r.kind);
  };
  /** Team-change notices only (not the invitation to the person themselves). */
  const teamNews = async (s: Seeded) => (await kinds(s)).filter((k) => k.startsWith('team_') && k !== 'team_invitation');

  it('a domain’s verification outcome mails the members who may see domains and kept domain mails on', async () => {
    const owner = await seedCustomer(t, { plan: 'business', name: 'Owner' });
    const editor = await seedMember(t, owner, 'editor', 'Editor');
    const quiet = await seedMember(t, owner, 'admin', 'Quiet admin');
    await turnOff(quiet, 'domain_status');
    const noDomains = (await owner.client.post(apiPaths.roles, { name: 'Links only', permissions: ['links:view'] })).body.results;
    const linksOnly = await seedMember(t, owner, noDomains.id, 'Links only');

    const name = `notify${counter++}-${Math.random().toString(36).slice(2, 8)}.example.com`;
    const domain = (await owner.client.post(apiPaths.domains, { name })).body.results as Domain;
    dns.set(`_rabt-challenge.${domain.name}`, { TXT: [[domain.records.find((r) => r.type === 'TXT')!.value]] });
    dns.set(domain.name, { A: [IPV4] });
    const verified = await owner.client.post(apiPaths.verifyDomain(domain.id));
    expect(verified.body.results.state).toBe('active');

    expect(await kinds(owner)).toEqual(['domain_active']);
    expect(await kinds(editor)).toEqual(['domain_active']);
    expect(await kinds(quiet)).toEqual([]);
    expect(await kinds(linksOnly)).toEqual([]);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', editor.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your domain is verified');
    expect(mail.text_body).toContain(name);
    expect(mail.text_body).toContain(`/settings/domains/${domain.id}`);

    // Verifying it again changes nothing and mails nobody.
    await owner.client.post(apiPaths.verifyDomain(domain.id));
    expect(await kinds(owner)).toEqual(['domain_active']);

    // A claim that stays wrong past the window fails: told once, in the member's language.
    await t.app.db.updateTable('customers').set({ language: 'ar' }).where('id', '=', editor.customerId).execute();
    const stuckName = `notify${counter++}-${Math.random().toString(36).slice(2, 8)}.example.com`;
    const stuck = (await owner.client.post(apiPaths.domains, { name: stuckName })).body.results as Domain;
    await owner.client.post(apiPaths.verifyDomain(stuck.id));
    await pastVerificationWindow(t, stuck.id);
    await t.app.domains.scheduler.runOnce();
    expect((await owner.client.get(apiPaths.domain(stuck.id))).body.results.state).toBe('failed');
    expect(await kinds(owner)).toEqual(['domain_active', 'domain_failed']);
    expect(await kinds(editor)).toEqual(['domain_active', 'domain_failed']);
    expect(await kinds(quiet)).toEqual([]);
    const arabic = await t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'language'])
      .where('to_address', '=', editor.email.toLowerCase())
      .where('kind', '=', 'domain_failed')
      .executeTakeFirstOrThrow();
    expect(arabic).toEqual({ subject: 'تعذّر التحقق من نطاقك', language: 'ar' });
  });

  it('a failed renewal mails the members who may see billing and kept billing mails on', async () => {
    const owner = await seedCustomer(t, { name: 'Owner' });
    let clock = new Date('2026-01-10T10:00:00Z');
    t.app.billing.clock = () => clock;
    await addPrimaryCard(owner, '4242424242424242');
    expect((await owner.client.post(apiPaths.subscriptionChange, { plan_id: 'business', interval: 'month' })).status).toBe(200);
    const admin = await seedMember(t, owner, 'admin', 'Admin');
    const quiet = await seedMember(t, owner, 'admin', 'Quiet admin');
    await turnOff(quiet, 'billing');
    const editor = await seedMember(t, owner, 'editor', 'Editor');

    await addPrimaryCard(owner, '4000000000000341');
    clock = new Date('2026-02-10T10:01:00Z');
    await runDueBilling(t.app.billing);

    // Receipts, the open invoice and plan changes: billing-domain-mails.test.ts.
    const failed = async (who: Seeded) => (await kinds(who)).filter((k) => k === 'billing_payment_failed');
    expect(await failed(owner)).toEqual(['billing_payment_failed']);
    expect(await failed(admin)).toEqual(['billing_payment_failed']);
    expect(await kinds(quiet)).toEqual([]);
    expect(await kinds(editor)).toEqual([]);
  });

  it('team mails respect the recipient’s choice; the invitation is still shown in the app', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const invitee = await seedCustomer(t, { plan: null });
    await turnOff(invitee, 'team');
    const before = await kinds(invitee);
    const sent = await owner.client.post(apiPaths.members, { email: invitee.email, role: 'viewer' });
    expect(sent.status, sent.text).toBe(201);
    expect(await kinds(invitee)).toEqual(before);
    expect((await invitee.client.get(apiPaths.invitations, { account: false })).body.results).toHaveLength(1);

    const viewer = await seedMember(t, owner, 'viewer', 'Viewer');
    const told = await seedMember(t, owner, 'viewer', 'Told');
    await turnOff(viewer, 'team');
    for (const who of [viewer, told]) {
      const asked = await who.client.post(apiPaths.accessRequests, { permission: 'links:create' });
      expect(asked.status, asked.text).toBe(201);
      const decided = await owner.client.post(apiPaths.declineAccessRequest(asked.body.results.id));
      expect(decided.status, decided.text).toBe(200);
    }
    expect(await kinds(viewer)).toEqual([]);
    expect(await kinds(told)).toEqual(['access_declined']);
  });

  it('team changes (joined, asked for access, left or removed) mail the members who may see the team and kept team mails on', async () => {
    const owner = await seedCustomer(t, { plan: 'business', name: 'Owner' });
    const admin = await seedMember(t, owner, 'admin', 'Admin');
    const quiet = await seedMember(t, owner, 'admin', 'Quiet admin');
    await turnOff(quiet, 'team');
    const editor = await seedMember(t, owner, 'editor', 'Editor');
    const viewer = await seedMember(t, owner, 'viewer', 'Viewer');

    // Someone accepts an invitation: joined.
    const invitee = await seedCustomer(t, { plan: null, name: 'Nadia New' });
    const sent = await owner.client.post(apiPaths.members, { email: invitee.email, role: 'viewer' });
    expect(
      (await invitee.client.post(apiPaths.acceptInvitation(sent.body.results.id), undefined, { account: false })).status,
    ).toBe(200);
    await t.app.mail.drain();
    expect(await teamNews(owner)).toEqual(['team_member_joined']);
    expect(await teamNews(admin)).toEqual(['team_member_joined']);
    expect(await teamNews(quiet)).toEqual([]);
    expect(await teamNews(editor)).toEqual(['team_member_joined']);
    expect(await teamNews(viewer)).toEqual([]);
    expect(await teamNews(invitee)).toEqual([]);
    const joined = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', admin.email.toLowerCase())
      .where('kind', '=', 'team_member_joined')
      .executeTakeFirstOrThrow();
    expect(joined.text_body).toContain('Nadia New joined');

    // They ask for more access: only those who may answer (team:edit) are told, once per open request.
    invitee.client.accountId = owner.accountId;
    expect((await invitee.client.post(apiPaths.accessRequests, { permission: 'links:create' })).status).toBe(201);
    expect((await invitee.client.post(apiPaths.accessRequests, { permission: 'links:edit' })).status).toBe(201);
    await t.app.mail.drain();
    expect(await teamNews(owner)).toEqual(['team_member_joined', 'team_access_requested']);
    expect(await teamNews(admin)).toEqual(['team_member_joined', 'team_access_requested']);
    expect(await teamNews(editor)).toEqual(['team_member_joined']);
    expect(await teamNews(quiet)).toEqual([]);

    // Removed, then someone leaves: both are a member gone.
    const row = (await owner.client.get(apiPaths.members)).body.results.find(
      (m: { customer_id: string }) => m.customer_id === invitee.customerId,
    );
    expect((await owner.client.delete(apiPaths.member(row.id))).status).toBe(200);
    expect((await editor.client.delete(apiPaths.leaveAccount)).status).toBe(200);
    await t.app.mail.drain();
    expect(await teamNews(admin)).toEqual([
      'team_member_joined',
      'team_access_requested',
      'team_member_left',
      'team_member_left',
    ]);
    expect(await teamNews(quiet)).toEqual([]);
    expect(await teamNews(viewer)).toEqual([]);
    expect(await teamNews(invitee)).toEqual([]);
    // Withdrawing an invitation is not a member leaving.
    const other = await seedCustomer(t, { plan: null });
    const pending = await owner.client.post(apiPaths.members, { email: other.email, role: 'viewer' });
    expect((await owner.client.delete(apiPaths.member(pending.body.results.id))).status).toBe(200);
    await t.app.mail.drain();
    expect(await teamNews(admin)).toHaveLength(4);
  });
});
