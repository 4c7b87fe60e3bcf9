/**
 * Deleting the last member closes the organisation: its links stop at once with a "no longer
 * available" page (not the destination, not counted), its branded domains are released for their
 * real owners, and its data is purged after the retention period.
 */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { purgeClosedAccounts } from '../../src/modules/customer/purge.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { createLink, pathOf, visit } from '../helpers/links.ts';

describeEachDatabase('closing an organisation', (target) => {
  const t = useTestApp(target);

  it('links stop at once, domains are released, data is purged after retention', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const link = await createLink(owner, { long_url: 'https://closing.example/landing' });
    const name = `closing-${Date.now().toString(36)}.example`;
    expect((await owner.client.post(apiPaths.domains, { name })).status).toBe(201);
    // Warm the cache: the closed page must replace a cached redirect, not only a cold lookup.
    expect((await visit(t, pathOf(link))).status).toBe(302);

    const bye = await owner.client.delete(apiPaths.customer, { reason: 'missing_features', confirm: 'CONFIRM' });
    expect(bye.status).toBe(200);

    const after = await visit(t, pathOf(link));
    expect(after.status).toBe(410);
    expect(after.headers.location).toBeUndefined();
    expect(after.body).toContain('This link is no longer available');
    expect(after.body).not.toContain('closing.example/landing');

    // The released name can be claimed by someone else.
    const other = await seedCustomer(t, { plan: 'business' });
    expect((await other.client.post(apiPaths.domains, { name })).status).toBe(201);

    // Within retention the rows stay; after it they are gone (cascading through the tenant tables).
    expect((await purgeClosedAccounts(t.app.db, new Date(Date.now() - 24 * 3600 * 1000))).purged).toBe(0);
    expect(await t.app.db.selectFrom('links').select('id').where('id', '=', link.id).executeTakeFirst()).toBeDefined();
    const purge = await purgeClosedAccounts(t.app.db, new Date(Date.now() + 1000));
    expect(purge.purged).toBeGreaterThanOrEqual(1);
    expect(purge.keys).toContainEqual({ domain: t.config.links.shortDomain, nip: pathOf(link).slice(1) });
    await t.app.links.invalidate(purge.keys);
    expect(await t.app.db.selectFrom('links').select('id').where('id', '=', link.id).executeTakeFirst()).toBeUndefined();
    expect(
      await t.app.db.selectFrom('accounts').select('id').where('id', '=', owner.accountId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await visit(t, pathOf(link))).status).toBe(404);
  });

  it('an organisation with other members is not closed: it keeps working under its new owner', async () => {
    const owner = await seedCustomer(t, { plan: 'business' });
    const link = await createLink(owner, { long_url: 'https://closing.example/shared' });
    const { createInvitation } = await import('../../src/modules/accounts/invitations.ts');
    const member = await seedCustomer(t);
    const id = await createInvitation(t.app.db, {
      accountId: owner.accountId,
      email: member.email,
      role: 'admin',
      invitedBy: owner.customerId,
    });
    await member.client.post(apiPaths.acceptInvitation(id));
    await owner.client.delete(apiPaths.customer, { reason: 'missing_features', confirm: 'CONFIRM' });
    expect((await visit(t, pathOf(link))).status).toBe(302);
  });
});
