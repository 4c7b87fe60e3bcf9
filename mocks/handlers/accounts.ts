import { apiPaths } from '@rabt/contract';
import { accounts as accountFixtures } from '../fixtures/accounts.ts';
import { db } from '../db.ts';
import { apiUrl, authorise, http, HttpResponse } from './http.ts';
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

export const accountHandlers = [listAccounts];

export const accountScenarios = {
  ...standardScenarios('get', apiPaths.accounts, () => HttpResponse.json({ results: accountFixtures })),
  empty: [http.get(apiUrl(apiPaths.accounts), () => HttpResponse.json({ results: [] }))],
};
