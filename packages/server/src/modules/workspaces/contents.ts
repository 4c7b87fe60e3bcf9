/**
 * What belongs to a workspace (decision 062). Each module that owns workspace-scoped rows
 * registers how to count them and how to move them, so deleting a workspace can say what it
 * holds and move it elsewhere without this module knowing every table. Links register here; QR
 * codes, cards and companies register from their own modules.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';

export interface WorkspaceContent {
  count(db: Db, accountId: string, workspaceId: string): Promise<number>;
  move(db: Db, accountId: string, from: string, to: string): Promise<number>;
}

const registry = new Map<string, WorkspaceContent>();

export function registerWorkspaceContent(kind: string, content: WorkspaceContent): void {
  registry.set(kind, content);
}

export function workspaceContents(): ReadonlyMap<string, WorkspaceContent> {
  return registry;
}

// Links of every kind (a QR code's or card's short URL moves with its owner's workspace too).
registerWorkspaceContent('links', {
  async count(db, accountId, workspaceId) {
    const row = await db
      .selectFrom('links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('workspace_id', '=', workspaceId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  async move(db, accountId, from, to) {
    const result = await db
      .updateTable('links')
      .set({ workspace_id: to })
      .where('account_id', '=', accountId)
      .where('workspace_id', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
});

// QR codes, cards and companies (decision 067): counted and moved with their workspace. Their
// short links (kinds qr, card_view, card_save) are rows of `links` and move with the entry above.
// One definition for the three tables; only QR codes are soft-deleted.
function tableContent(table: 'qrs' | 'cards' | 'companies', softDeleted: boolean) {
  registerWorkspaceContent(table, {
    async count(db, accountId, workspaceId) {
      let query = db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('workspace_id', '=', workspaceId);
      if (softDeleted) query = query.where(sql.ref('deleted_at'), 'is', null);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async move(db, accountId, from, to) {
      const result = await db
        .updateTable(table)
        .set({ workspace_id: to })
        .where('account_id', '=', accountId)
        .where('workspace_id', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  });
}

tableContent('qrs', true);
tableContent('cards', false);
tableContent('companies', false);
