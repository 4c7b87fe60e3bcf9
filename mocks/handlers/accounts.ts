import { is } from 'superstruct';
import { apiPaths, builtInRolePermissions, CreateAccountRequest, type Account } from '@rabt/contract';
import { accounts as accountFixtures } from '../fixtures/accounts.ts';
import { db } from '../db.ts';
import { apiUrl, authorise, http, HttpResponse, jsonBody, validationFailed } from './http.ts';
import { standardScenarios } from './scenarios.ts';

/** Picking an organisation happens before any plan exists. */
const CHOOSING = { verified: true, tenant: 'none', plan: false } as const;

// GET accounts – the organisations the caller belongs to
const listAccounts = http.get(apiUrl(apiPaths.accounts), ({ request }) => {
  const caller = authorise(request, CHOOSING);
  if (caller instanceof Response) return caller;
  const ids = db.customers.get(caller.customerId)!.accountIds;
  return HttpResponse.json({ results: ids.map((id) => db.accounts.get(id)!).filter(Boolean) });
});

// POST accounts – another organisation, owned by the caller, still without a plan
const createAccount = http.post(apiUrl(apiPaths.accounts), async ({ request }) => {
  const caller = authorise(request, CHOOSING);
  if (caller instanceof Response) return caller;
  const body = await jsonBody(request);
  if (!is(body, CreateAccountRequest)) return validationFailed(CreateAccountRequest, body);
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account: Account = {
    id: `acc_mock_${suffix}`,
    name: body.name.trim(),
    role: 'owner',
    permissions: [...builtInRolePermissions.owner],
    plan: null,
    default_workspace_id: `wsp_mock_${suffix}`,
    created_at: new Date().toISOString(),
  };
  db.accounts.set(account.id, account);
  db.customers.get(caller.customerId)!.accountIds.push(account.id);
  return HttpResponse.json({ results: { id: account.id } }, { status: 201 });
});

export const accountHandlers = [listAccounts, createAccount];

export const accountScenarios = {
  ...standardScenarios('get', apiPaths.accounts, () => HttpResponse.json({ results: accountFixtures })),
  empty: [http.get(apiUrl(apiPaths.accounts), () => HttpResponse.json({ results: [] }))],
};
