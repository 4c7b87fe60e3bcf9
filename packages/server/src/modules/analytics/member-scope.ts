/**
 * Analytics for a member limited to some workspaces (decision 067): they see the clicks of those
 * workspaces' links only, like the lists. A named workspace must be one of theirs (422 when it is
 * not the organisation's, 403 when it is not theirs); a named link or card must lie in one of them
 * (404, like another organisation's); with neither, the view covers all of their workspaces (answered
 * from the raw clicks of those links: the account-wide rollups cannot split by workspace, unless
 * their workspaces hold every link of the account, decision 117).
 * Unrestricted members and API keys of unrestricted creators are not limited.
 */
import type { AnalyticsQuery } from '@rabt/contract';
import type { Db } from '../../db/schema.ts';
import type { Tenant } from '../../types.ts';
import { assertItemVisible, listScope } from '../workspaces/access.ts';

/** The workspaces the view must stay within, or undefined when the query (or the member) needs no limit. */
export async function memberWorkspaces(db: Db, tenant: Tenant, q: AnalyticsQuery): Promise<readonly string[] | undefined> {
  if (tenant.workspaceIds === null) return undefined;
  if (q.workspace_id !== undefined && q.workspace_id !== '') {
    await listScope(db, tenant, q.workspace_id);
    return undefined;
  }
  // A named link or card: 404 when it lies elsewhere (windowOf answers 404 when it does not exist).
  const named = q.link_id
    ? { table: 'links' as const, id: q.link_id, message: 'Link not found' }
    : q.card_id
      ? { table: 'cards' as const, id: q.card_id, message: 'Card not found' }
      : null;
  if (named) {
    const row = await db
      .selectFrom(named.table)
      .select('workspace_id')
      .where('id', '=', named.id)
      .where('account_id', '=', tenant.account.id)
      .executeTakeFirst();
    if (row?.workspace_id) assertItemVisible(tenant, row.workspace_id, named.message);
    return undefined;
  }
  return tenant.workspaceIds;
}

/** The account's links in these workspaces (the live view's filter). */
export async function linksInWorkspaces(db: Db, accountId: string, workspaceIds: readonly string[]): Promise<Set<string>> {
  if (workspaceIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('links')
    .select('id')
    .where('account_id', '=', accountId)
    .where('workspace_id', 'in', [...workspaceIds])
    .execute();
  return new Set(rows.map((r) => r.id));
}
