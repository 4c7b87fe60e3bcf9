/**
 * Which workspaces a member may use (decision 067). Links, QR codes, cards and companies belong to
 * a workspace; a member whose `workspace_ids` name some of them (memberships, decision 062) sees and
 * changes only those: lists are limited to them, an item elsewhere answers 404 like another
 * account's, and creating in or moving to a workspace they may not use is 403. API keys and
 * unrestricted members (`workspaceIds: null`) use every workspace of the organisation.
 */
import { ErrorCode, LINK_MESSAGES } from '@rabt/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import { appError, notFound, validationFailed } from '../../lib/errors.ts';
import type { Tenant } from '../../types.ts';

export const WORKSPACE_FORBIDDEN_MESSAGE = "You don't have access to this workspace. Ask your organisation's admin for access.";

async function belongs(db: Db, accountId: string, workspaceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces')
    .select('id')
    .where('id', '=', workspaceId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

const unknownWorkspace = () =>
  validationFailed([{ field: 'workspace_id', code: 'unknown_workspace', message: LINK_MESSAGES.workspaceUnknown }]);

const forbidden = (workspaceId: string) =>
  appError(ErrorCode.PERMISSION_DENIED, WORKSPACE_FORBIDDEN_MESSAGE, { workspace_id: workspaceId });

/** Whether the member may see and change what lies in this workspace. */
export function mayUseWorkspace(tenant: Tenant, workspaceId: string): boolean {
  return tenant.workspaceIds === null || tenant.workspaceIds.includes(workspaceId);
}

/** 404 (like another account's item) when the item lies in a workspace the member may not use. */
export function assertItemVisible(tenant: Tenant, workspaceId: string, message: string): void {
  if (!mayUseWorkspace(tenant, workspaceId)) throw notFound(message);
}

/**
 * The workspaces a list shows: the requested one (422 when it is not this organisation's, 403 when
 * the member may not use it), else every workspace the member may use (null: all of them).
 */
export async function listScope(db: Db, tenant: Tenant, requested: string | undefined): Promise<readonly string[] | null> {
  if (requested === undefined || requested === '') return tenant.workspaceIds;
  if (!(await belongs(db, tenant.account.id, requested))) throw unknownWorkspace();
  if (!mayUseWorkspace(tenant, requested)) throw forbidden(requested);
  return [requested];
}

/**
 * The workspace a new or moved item goes to: the requested one (checked as for lists), else the
 * organisation's default, or, when the member may not use the default, the first they may.
 */
export async function writableWorkspace(db: Db, tenant: Tenant, requested: string | undefined): Promise<string> {
  if (requested !== undefined) {
    if (requested === '') throw unknownWorkspace();
    await listScope(db, tenant, requested);
    return requested;
  }
  let query = db
    .selectFrom('workspaces')
    .select('id')
    .where('account_id', '=', tenant.account.id)
    .orderBy(sql`case when is_default = true then 0 else 1 end`)
    .orderBy('created_at');
  if (tenant.workspaceIds !== null) {
    if (tenant.workspaceIds.length === 0) throw forbidden('');
    query = query.where('id', 'in', tenant.workspaceIds);
  }
  const row = await query.executeTakeFirst();
  if (!row) throw forbidden(tenant.workspaceIds?.[0] ?? '');
  return row.id;
}
