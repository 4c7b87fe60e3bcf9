/** The account's current subscription and its plan reference on the account row. */
import type { BillingInterval, Subscription } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';

type Row = { plan_id: string; interval: string; status: string; current_period_end: string | null; cancel_at: string | null };

function toContract(r: Row): Subscription {
  return {
    plan_id: r.plan_id,
    interval: r.interval as BillingInterval,
    status: r.status as Subscription['status'],
    current_period_end: r.current_period_end,
    cancel_at: r.cancel_at,
  };
}

export async function currentSubscription(db: Db, accountId: string): Promise<Subscription | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select(['plan_id', 'interval', 'status', 'current_period_end', 'cancel_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? toContract(row) : undefined;
}

/** Free plans have no period end: they run until changed. */
export async function subscribeAccount(
  db: Db,
  accountId: string,
  planId: string,
  interval: BillingInterval,
): Promise<Subscription> {
  const now = isoNow();
  const values = {
    plan_id: planId,
    interval,
    status: 'active',
    current_period_start: now,
    current_period_end: null,
    cancel_at: null,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('subscriptions')
      .values({ id: newId(), account_id: accountId, created_at: now, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    await trx.updateTable('accounts').set({ plan_id: planId, updated_at: now }).where('id', '=', accountId).execute();
  });
  return toContract(values);
}
