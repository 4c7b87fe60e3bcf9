/**
 * Companies: create, read, update (rules shared with the form), logo upload, and delete — refused
 * with COMPANY_IN_USE and the number of cards while cards use the company, unless the caller
 * names another company of the account to move them to (one transaction).
 */
import {
  checkCompanyInput,
  COMPANY_MESSAGES,
  companyInUseMessage,
  ErrorCode,
  type CardTheme,
  type Company,
} from '@rabt/contract';
import type { FastifyInstance } from 'fastify';
import { appError, notFound, validationFailed } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { isoNow } from '../../lib/time.ts';
import type { Tenant } from '../../types.ts';
import {
  cardSlugsOfCompany,
  companyCardCounts,
  deleteCompany,
  findCompany,
  insertCompany,
  listCompanies,
  moveCards,
  updateCompany,
  type CompanyListRow,
} from './queries.ts';
import { assertItemVisible, mayUseWorkspace, writableWorkspace } from '../workspaces/access.ts';
import { imageOrFieldError } from '../../lib/images/upload.ts';
import { requestedWorkspace } from './service.ts';

export function companyLogoUrl(app: FastifyInstance, row: Pick<CompanyListRow, 'id' | 'logo_hash'>): string | null {
  return row.logo_hash ? `${app.config.appUrl}/api/companies/${row.id}/logo?v=${row.logo_hash}` : null;
}

function toCompany(app: FastifyInstance, row: CompanyListRow, cards: number): Company {
  return {
    id: row.id,
    workspace_id: row.workspace_id ?? '',
    name: row.name,
    logo_url: companyLogoUrl(app, row),
    website: row.website,
    address: row.address,
    phone: row.phone,
    brand_color: row.brand_color,
    accent_color: row.accent_color,
    card_theme: row.card_theme as CardTheme,
    cards,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function present(app: FastifyInstance, accountId: string, rows: CompanyListRow[]): Promise<Company[]> {
  const counts = await companyCardCounts(
    app.db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCompany(app, row, counts.get(row.id) ?? 0));
}

/** A company of the account in a workspace the member may use (else 404, like another account's). */
export async function requireCompany(app: FastifyInstance, tenant: Tenant, id: string): Promise<CompanyListRow> {
  const row = await findCompany(app.db, tenant.account.id, id);
  if (!row) throw notFound('Company not found');
  if (row.workspace_id !== null) assertItemVisible(tenant, row.workspace_id, 'Company not found');
  return row;
}

/** `workspaceIds`: the workspaces to show (listScope); null: every workspace. */
export async function listAccountCompanies(
  app: FastifyInstance,
  accountId: string,
  workspaceIds: readonly string[] | null,
): Promise<Company[]> {
  return present(app, accountId, await listCompanies(app.db, accountId, workspaceIds));
}

export async function readCompany(app: FastifyInstance, tenant: Tenant, id: string): Promise<Company> {
  return (await present(app, tenant.account.id, [await requireCompany(app, tenant, id)]))[0]!;
}

function checked(body: Record<string, unknown>) {
  const outcome = checkCompanyInput(body);
  if (!outcome.ok) throw validationFailed(outcome.problems);
  return outcome.values;
}

export async function createCompany(app: FastifyInstance, tenant: Tenant, body: Record<string, unknown>): Promise<Company> {
  const values = checked(body);
  const workspaceId = await writableWorkspace(app.db, tenant, requestedWorkspace(body));
  const now = isoNow();
  const id = newId();
  await insertCompany(app.db, {
    id,
    account_id: tenant.account.id,
    workspace_id: workspaceId,
    ...values,
    logo_jpeg: null,
    logo_hash: null,
    created_at: now,
    updated_at: now,
  });
  return readCompany(app, tenant, id);
}

/** Public pages of the company's cards show its name, colours and logo: drop them from the cache. */
async function evictCompanyCards(app: FastifyInstance, accountId: string, companyId: string): Promise<void> {
  for (const slug of await cardSlugsOfCompany(app.db, accountId, companyId)) app.cardPages.evict(slug);
}

export async function editCompany(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  body: Record<string, unknown>,
): Promise<Company> {
  await requireCompany(app, tenant, id);
  const values = checked(body);
  const requested = requestedWorkspace(body);
  const workspaceId = requested === undefined ? undefined : await writableWorkspace(app.db, tenant, requested);
  await updateCompany(app.db, tenant.account.id, id, {
    ...values,
    ...(workspaceId ? { workspace_id: workspaceId } : {}),
    updated_at: isoNow(),
  });
  await evictCompanyCards(app, tenant.account.id, id);
  return readCompany(app, tenant, id);
}

export async function setCompanyLogo(app: FastifyInstance, tenant: Tenant, id: string, bytes: Buffer | null): Promise<Company> {
  await requireCompany(app, tenant, id);
  const image = bytes ? await imageOrFieldError(bytes, 'logo') : null;
  await updateCompany(app.db, tenant.account.id, id, {
    logo_jpeg: image?.base64 ?? null,
    logo_hash: image?.hash ?? null,
    updated_at: isoNow(),
  });
  await evictCompanyCards(app, tenant.account.id, id);
  return readCompany(app, tenant, id);
}

/**
 * Deletes a company. While cards use it: COMPANY_IN_USE with the count, unless `moveTo` names
 * another company of the account, in which case the cards move there first (one transaction).
 */
export async function removeCompany(
  app: FastifyInstance,
  tenant: Tenant,
  id: string,
  moveTo: string | undefined,
): Promise<{ cardsMoved: number }> {
  const accountId = tenant.account.id;
  await requireCompany(app, tenant, id);
  if (moveTo !== undefined) {
    const target = moveTo === id ? undefined : await findCompany(app.db, accountId, moveTo);
    if (!target || (target.workspace_id !== null && !mayUseWorkspace(tenant, target.workspace_id))) {
      throw validationFailed([{ field: 'move_to', code: 'invalid_company', message: COMPANY_MESSAGES.moveTargetInvalid }]);
    }
  }
  const slugs = await cardSlugsOfCompany(app.db, accountId, id);
  const result = await app.db.transaction().execute(async (trx) => {
    const count = (await companyCardCounts(trx, accountId, [id])).get(id) ?? 0;
    if (count > 0 && moveTo === undefined) return { inUse: count, moved: 0 };
    const moved = count > 0 && moveTo ? await moveCards(trx, accountId, id, moveTo, isoNow()) : 0;
    await deleteCompany(trx, accountId, id);
    return { inUse: 0, moved };
  });
  if (result.inUse > 0) {
    throw appError(ErrorCode.COMPANY_IN_USE, companyInUseMessage(result.inUse), { cards: result.inUse, company_id: id });
  }
  for (const slug of slugs) app.cardPages.evict(slug);
  return { cardsMoved: result.moved };
}
