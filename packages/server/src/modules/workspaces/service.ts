/** Workspaces (spec §3, decision 062): create, rename, set default, delete (moving content or refusing). */
import { ErrorCode, WORKSPACE_MESSAGES, type Workspace, type WorkspaceRequest } from '@rabt/contract';
import type { Db, Dialect } from '../../db/schema.ts';
import { bool, json } from '../../db/codec.ts';
import { appError, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import { workspaceContents } from './contents.ts';

type Row = { id: string; name: string; is_default: unknown; created_at: string; updated_at: string };

async function counts(db: Db, accountId: string, workspaceId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [kind, content] of workspaceContents()) out[kind] = await content.count(db, accountId, workspaceId);
  return out;
}

async function toContract(db: Db, accountId: string, r: Row): Promise<Workspace> {
  return {
    id: r.id,
    name: r.name,
    is_default: bool.decode(r.is_default),
    counts: await counts(db, accountId, r.id),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

const COLUMNS = ['id', 'name', 'is_default', 'created_at', 'updated_at'] as const;

/** `allowed`: the member's workspace_ids (null = all). */
export async function listWorkspaces(db: Db, accountId: string, allowed: readonly string[] | null = null): Promise<Workspace[]> {
  let q = db.selectFrom('workspaces').select(COLUMNS).where('account_id', '=', accountId);
  if (allowed) q = q.where('id', 'in', allowed.length ? [...allowed] : ['']);
  const rows = await q.orderBy('created_at').orderBy('id').execute();
  return Promise.all(rows.map((r) => toContract(db, accountId, r)));
}

async function row(db: Db, accountId: string, id: string) {
  const r = await db
    .selectFrom('workspaces')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id.slice(0, 64))
    .executeTakeFirst();
  if (!r) throw notFound('Workspace not found');
  return r;
}

export async function readWorkspace(db: Db, accountId: string, id: string): Promise<Workspace> {
  return toContract(db, accountId, await row(db, accountId, id));
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed)
    throw validationFailed(
      [{ field: 'name', code: 'required', message: WORKSPACE_MESSAGES.nameRequired }],
      WORKSPACE_MESSAGES.nameRequired,
    );
  return trimmed;
}

/** At most one default per account (a partial unique index): clear the old one first, in one transaction. */
async function makeDefault(db: Db, dialect: Dialect, accountId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('workspaces')
      .set({ is_default: bool.encode(false, dialect), updated_at: isoNow() })
      .where('account_id', '=', accountId)
      .where('id', '!=', id)
      .where('is_default', '=', bool.encode(true, dialect))
      .execute();
    await trx
      .updateTable('workspaces')
      .set({ is_default: bool.encode(true, dialect), updated_at: isoNow() })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .execute();
  });
}

export async function createWorkspace(db: Db, dialect: Dialect, accountId: string, input: WorkspaceRequest): Promise<Workspace> {
  const name = cleanName(input.name);
  const now = isoNow();
  const id = newId();
  await db
    .insertInto('workspaces')
    .values({ id, account_id: accountId, name, is_default: bool.encode(false, dialect), created_at: now, updated_at: now })
    .execute();
  if (input.is_default) await makeDefault(db, dialect, accountId, id);
  return readWorkspace(db, accountId, id);
}

export async function updateWorkspace(
  db: Db,
  dialect: Dialect,
  accountId: string,
  id: string,
  input: WorkspaceRequest,
): Promise<Workspace> {
  const current = await row(db, accountId, id);
  const name = cleanName(input.name);
  await db
    .updateTable('workspaces')
    .set({ name, updated_at: isoNow() })
    .where('id', '=', current.id)
    .where('account_id', '=', accountId)
    .execute();
  if (input.is_default === true && !bool.decode(current.is_default)) await makeDefault(db, dialect, accountId, current.id);
  if (input.is_default === false && bool.decode(current.is_default)) {
    throw validationFailed(
      [{ field: 'is_default', code: 'invalid', message: 'Make another workspace the default instead' }],
      'Make another workspace the default instead',
    );
  }
  return readWorkspace(db, accountId, current.id);
}

/**
 * Deleting: never the default; content is moved to `moveTo` (a workspace of the same account), or
 * the call is refused with the counts so the screen can ask where to move it.
 */
export async function deleteWorkspace(db: Db, accountId: string, id: string, moveTo: string | null) {
  const current = await row(db, accountId, id);
  if (bool.decode(current.is_default)) throw appError(ErrorCode.WORKSPACE_DEFAULT, WORKSPACE_MESSAGES.defaultUndeletable);
  if (moveTo !== null) {
    if (moveTo === current.id) {
      throw validationFailed(
        [{ field: 'move_to', code: 'invalid', message: WORKSPACE_MESSAGES.moveTarget }],
        WORKSPACE_MESSAGES.moveTarget,
      );
    }
    const target = await db
      .selectFrom('workspaces')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', '=', moveTo.slice(0, 64))
      .executeTakeFirst();
    if (!target) {
      throw validationFailed(
        [{ field: 'move_to', code: 'invalid', message: WORKSPACE_MESSAGES.moveTarget }],
        WORKSPACE_MESSAGES.moveTarget,
      );
    }
  }
  const fallback = await db
    .selectFrom('workspaces')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '!=', current.id)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return db.transaction().execute(async (trx) => {
    const moved: Record<string, number> = {};
    const held = await counts(trx, accountId, current.id);
    const total = Object.values(held).reduce((a, b) => a + b, 0);
    if (total > 0 && moveTo === null) throw appError(ErrorCode.WORKSPACE_NOT_EMPTY, WORKSPACE_MESSAGES.notEmpty, held);
    // Deleted links and past imports still point here: they go with the content (or to the default).
    const target = moveTo ?? fallback.id;
    for (const [kind, content] of workspaceContents()) {
      const n = await content.move(trx, accountId, current.id, target);
      if (moveTo !== null) moved[kind] = n;
    }
    await trx
      .updateTable('import_jobs')
      .set({ workspace_id: target })
      .where('workspace_id', '=', current.id)
      .where('account_id', '=', accountId)
      .execute();
    // Members limited to this workspace lose it from their list.
    const limited = await trx
      .selectFrom('memberships')
      .select(['id', 'workspace_ids'])
      .where('account_id', '=', accountId)
      .where('workspace_ids', 'is not', null)
      .execute();
    for (const m of limited) {
      const ids = json.decode<string[]>(m.workspace_ids, []);
      if (ids.includes(current.id)) {
        const rest = ids.filter((w) => w !== current.id);
        await trx
          .updateTable('memberships')
          .set({ workspace_ids: json.encode(rest) })
          .where('id', '=', m.id)
          .where('account_id', '=', accountId)
          .execute();
      }
    }
    await trx.deleteFrom('workspaces').where('id', '=', current.id).where('account_id', '=', accountId).execute();
    return { id: current.id, deleted: true, moved_to: moveTo, moved };
  });
}
