/** Seeding for the organisation tests: a member of another customer's account with a given role. */
import { newId } from '../../src/lib/ids.ts';
import { isoNow } from '../../src/lib/time.ts';
import { seedCustomer, type Seeded, type TestApp } from '../helpers/app.ts';

/** A fresh customer who is also a member of `owner`'s account with `role`; their client targets it. */
export async function seedMember(t: TestApp, owner: Seeded, role: string, name = 'Member'): Promise<Seeded> {
  const person = await seedCustomer(t, { plan: null, name });
  await t.app.db
    .insertInto('memberships')
    .values({
      id: newId(),
      account_id: owner.accountId,
      customer_id: person.customerId,
      role,
      permissions: '[]',
      created_at: isoNow(),
      workspace_ids: null,
    })
    .execute();
  person.client.accountId = owner.accountId;
  return { ...person, accountId: owner.accountId };
}
