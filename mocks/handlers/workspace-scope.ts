import { ErrorCode, LINK_MESSAGES } from '@rabt/contract';
import { accountAcme } from '../fixtures/accounts.ts';
import { linkWorkspaces } from '../fixtures/links.ts';
import { db } from '../db.ts';
import { apiError } from './http.ts';
import { orgStore } from './org.ts';

/**
 * `?workspace_id=` on the lists of links, QR codes, cards and companies, answered like the server's
 * listScope (decision 067): only that workspace's rows, 422 when it is not the organisation's.
 * Every mock caller is the owner, so no member is limited to some workspaces here.
 */
export function workspaceBelongs(accountId: string, workspaceId: string): boolean {
  if (db.accounts.get(accountId)?.default_workspace_id === workspaceId) return true;
  if (orgStore(accountId).workspaces.some((w) => w.id === workspaceId)) return true;
  return accountId === accountAcme.id && linkWorkspaces.some((w) => w.id === workspaceId);
}

export const unknownWorkspace = () =>
  apiError(ErrorCode.VALIDATION_FAILED, 'Some fields are missing or invalid.', [
    { field: 'workspace_id', code: 'unknown_workspace', message: LINK_MESSAGES.workspaceUnknown },
  ]);

/** A row filter for the request's `workspace_id`, or the 422 answer for an unknown one. */
export function workspaceFilter(request: Request, accountId: string): Response | ((row: { workspace_id: string }) => boolean) {
  const wanted = new URL(request.url).searchParams.get('workspace_id');
  if (wanted === null || wanted === '') return () => true;
  if (!workspaceBelongs(accountId, wanted)) return unknownWorkspace();
  return (row) => row.workspace_id === wanted;
}

/** The workspace a new row goes to: the one named (checked), else the account's default. */
export function newRowWorkspace(accountId: string, requested: unknown): string | Response {
  if (requested === undefined || requested === null) return db.accounts.get(accountId)?.default_workspace_id ?? '';
  if (typeof requested !== 'string' || !workspaceBelongs(accountId, requested)) return unknownWorkspace();
  return requested;
}
