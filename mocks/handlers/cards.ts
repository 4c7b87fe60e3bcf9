import {
  apiPaths,
  apiRoutes,
  checkCardInput,
  checkCompanyInput,
  companyInUseMessage,
  COMPANY_MESSAGES,
  CARD_MESSAGES,
  ErrorCode,
  type Card,
  type Company,
} from '@rabt/contract';
import { cardsAll, companiesAll, MOCK_SHORT_ORIGIN, photoLayla, qrPlaceholder } from '../fixtures/cards.ts';
import { accountAcme } from '../fixtures/accounts.ts';
import { db } from '../db.ts';
import { mockLimitRefusal, mockMarkReadOnly, mockReadOnlyRefusal, registerMockUsage } from './entitlements.ts';
import { allowed, apiError, apiUrl, authorise, http, HttpResponse, jsonBody } from './http.ts';
import { standardScenarios } from './scenarios.ts';
import { newRowWorkspace, workspaceFilter } from './workspace-scope.ts';

/**
 * Companies and business cards, answering like the server: tenant-scoped (another account's is
 * 404), the same field rules (contract checkCardInput / checkCompanyInput) and messages, the
 * plan's card limit (PLAN_LIMIT_REACHED), and COMPANY_IN_USE with the card count on delete
 * (or the cards moved with `?move_to=`). Photo and logo uploads answer a placeholder image.
 */

interface Store {
  companies: Map<string, Company & { account_id: string }>;
  cards: Map<string, Card & { account_id: string }>;
  sequence: number;
}
const stores = new WeakMap<object, Store>();

export function cardStore(): Store {
  let store = stores.get(db);
  if (!store) {
    store = {
      companies: new Map(companiesAll.map((c) => [c.id, { ...c, account_id: accountAcme.id }])),
      cards: new Map(cardsAll.map((c) => [c.id, { ...c, account_id: accountAcme.id }])),
      sequence: 0,
    };
    stores.set(db, store);
  }
  return store;
}

const now = () => new Date().toISOString();
const nextId = (prefix: string) => `01JMOCK${prefix}${String(++cardStore().sequence).padStart(26 - 7 - prefix.length, '0')}`;
const stripAccount = <T extends { account_id: string }>({ account_id: _a, ...rest }: T) => rest;

function companyOut(c: Company & { account_id: string }): Company {
  const cards = [...cardStore().cards.values()].filter((card) => card.company_id === c.id).length;
  return { ...stripAccount(c), cards };
}

function cardOut(c: Card & { account_id: string }): Card {
  const company = cardStore().companies.get(c.company_id);
  return { ...stripAccount(c), company_name: company?.name ?? c.company_name };
}

const fieldErrors = (problems: { field: string; code: string; message: string }[]) =>
  apiError(ErrorCode.VALIDATION_FAILED, 'Some fields are missing or invalid.', problems);

function ownCompany(accountId: string, id: string) {
  const c = cardStore().companies.get(id);
  return c && c.account_id === accountId ? c : undefined;
}
function ownCard(accountId: string, id: string) {
  const c = cardStore().cards.get(id);
  return c && c.account_id === accountId ? c : undefined;
}

function cardValues(accountId: string, body: Record<string, unknown>) {
  const outcome = checkCardInput(body);
  const problems = outcome.ok ? [] : [...outcome.problems];
  const companyId = typeof body.company_id === 'string' ? body.company_id : '';
  if (companyId && !problems.some((p) => p.field === 'company_id') && !ownCompany(accountId, companyId)) {
    problems.push({ field: 'company_id', code: 'invalid_company', message: CARD_MESSAGES.companyRequired });
  }
  return !outcome.ok || problems.length > 0 ? { problems } : { values: outcome.values };
}

const accountCards = (accountId: string) => [...cardStore().cards.values()].filter((c) => c.account_id === accountId);
registerMockUsage('cards', (accountId) => accountCards(accountId).length);
/** A card as the API answers it, `read_only` when it is over the plan's limit (decision 075). */
const cardFor = (accountId: string, c: Parameters<typeof cardOut>[0]) =>
  mockMarkReadOnly(accountId, 'cards', accountCards(accountId), cardOut(c));
const cardReadOnly = (accountId: string, id: string) => mockReadOnlyRefusal(accountId, 'cards', accountCards(accountId), id);

export const cardHandlers = [
  http.get(apiUrl(apiPaths.companies), ({ request }) => {
    const caller = authorise(request, allowed('companies:view'));
    if (caller instanceof Response) return caller;
    const inWorkspace = workspaceFilter(request, caller.accountId!);
    if (inWorkspace instanceof Response) return inWorkspace;
    const list = [...cardStore().companies.values()]
      .filter((c) => c.account_id === caller.accountId)
      .filter(inWorkspace)
      .map(companyOut);
    return HttpResponse.json({ results: list });
  }),
  http.post(apiUrl(apiPaths.companies), async ({ request }) => {
    const caller = authorise(request, allowed('companies:create'));
    if (caller instanceof Response) return caller;
    const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
    const outcome = checkCompanyInput(body);
    if (!outcome.ok) return fieldErrors(outcome.problems);
    const workspace = newRowWorkspace(caller.accountId!, body.workspace_id);
    if (workspace instanceof Response) return workspace;
    const company = {
      id: nextId('CO'),
      account_id: caller.accountId!,
      workspace_id: workspace,
      ...outcome.values,
      logo_url: null,
      cards: 0,
      created_at: now(),
      updated_at: now(),
    };
    cardStore().companies.set(company.id, company);
    return HttpResponse.json({ results: companyOut(company) }, { status: 201 });
  }),
  http.get(apiUrl(apiRoutes.company), ({ request, params }) => {
    const caller = authorise(request, allowed('companies:view'));
    if (caller instanceof Response) return caller;
    const c = ownCompany(caller.accountId!, String(params.id));
    return c ? HttpResponse.json({ results: companyOut(c) }) : apiError(ErrorCode.NOT_FOUND, 'Company not found');
  }),
  http.put(apiUrl(apiRoutes.company), async ({ request, params }) => {
    const caller = authorise(request, allowed('companies:edit'));
    if (caller instanceof Response) return caller;
    const c = ownCompany(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Company not found');
    const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
    const outcome = checkCompanyInput(body);
    if (!outcome.ok) return fieldErrors(outcome.problems);
    const workspace = body.workspace_id === undefined ? c.workspace_id : newRowWorkspace(caller.accountId!, body.workspace_id);
    if (workspace instanceof Response) return workspace;
    Object.assign(c, outcome.values, { workspace_id: workspace, updated_at: now() });
    return HttpResponse.json({ results: companyOut(c) });
  }),
  http.delete(apiUrl(apiRoutes.company), ({ request, params }) => {
    const caller = authorise(request, allowed('companies:delete'));
    if (caller instanceof Response) return caller;
    const c = ownCompany(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Company not found');
    const moveTo = new URL(request.url).searchParams.get('move_to');
    const using = [...cardStore().cards.values()].filter((card) => card.company_id === c.id);
    if (moveTo !== null && (moveTo === c.id || !ownCompany(caller.accountId!, moveTo))) {
      return fieldErrors([{ field: 'move_to', code: 'invalid_company', message: COMPANY_MESSAGES.moveTargetInvalid }]);
    }
    if (using.length > 0 && moveTo === null) {
      return apiError(ErrorCode.COMPANY_IN_USE, companyInUseMessage(using.length), { cards: using.length, company_id: c.id });
    }
    for (const card of using) card.company_id = moveTo!;
    cardStore().companies.delete(c.id);
    return HttpResponse.json({ results: { id: c.id, deleted: true, cards_moved: using.length } });
  }),
  http.put(apiUrl(apiRoutes.companyLogo), ({ request, params }) => {
    const caller = authorise(request, allowed('companies:edit'));
    if (caller instanceof Response) return caller;
    const c = ownCompany(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Company not found');
    c.logo_url = photoLayla;
    return HttpResponse.json({ results: companyOut(c) });
  }),
  http.delete(apiUrl(apiRoutes.companyLogo), ({ request, params }) => {
    const caller = authorise(request, allowed('companies:edit'));
    if (caller instanceof Response) return caller;
    const c = ownCompany(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Company not found');
    c.logo_url = null;
    return HttpResponse.json({ results: companyOut(c) });
  }),

  http.get(apiUrl(apiPaths.cards), ({ request }) => {
    const caller = authorise(request, allowed('cards:view'));
    if (caller instanceof Response) return caller;
    const inWorkspace = workspaceFilter(request, caller.accountId!);
    if (inWorkspace instanceof Response) return inWorkspace;
    const list = [...cardStore().cards.values()]
      .filter((c) => c.account_id === caller.accountId)
      .filter(inWorkspace)
      .map((c) => cardFor(caller.accountId!, c));
    return HttpResponse.json({ results: list });
  }),
  http.post(apiUrl(apiPaths.cards), async ({ request }) => {
    const caller = authorise(request, allowed('cards:create'));
    if (caller instanceof Response) return caller;
    const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
    const checked = cardValues(caller.accountId!, body);
    if (!checked.values) return fieldErrors(checked.problems);
    const refused = mockLimitRefusal(caller.accountId!, 'cards');
    if (refused) return refused;
    const workspace = newRowWorkspace(caller.accountId!, body.workspace_id);
    if (workspace instanceof Response) return workspace;
    const slug = `m${String(++cardStore().sequence).padStart(7, '0')}`;
    const card = {
      id: nextId('CA'),
      account_id: caller.accountId!,
      workspace_id: workspace,
      slug,
      ...checked.values,
      company_name: '',
      photo_url: null,
      public_url: `${MOCK_SHORT_ORIGIN}/c/${slug}`,
      vcard_url: `${MOCK_SHORT_ORIGIN}/c/${slug}.vcf`,
      qr_url: qrPlaceholder,
      views: 0,
      saves: 0,
      created_at: now(),
      updated_at: now(),
    };
    cardStore().cards.set(card.id, card);
    return HttpResponse.json({ results: cardOut(card) }, { status: 201 });
  }),
  http.get(apiUrl(apiRoutes.card), ({ request, params }) => {
    const caller = authorise(request, allowed('cards:view'));
    if (caller instanceof Response) return caller;
    const c = ownCard(caller.accountId!, String(params.id));
    return c ? HttpResponse.json({ results: cardFor(caller.accountId!, c) }) : apiError(ErrorCode.NOT_FOUND, 'Card not found');
  }),
  http.put(apiUrl(apiRoutes.card), async ({ request, params }) => {
    const caller = authorise(request, allowed('cards:edit'));
    if (caller instanceof Response) return caller;
    const c = ownCard(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Card not found');
    const refused = cardReadOnly(caller.accountId!, c.id);
    if (refused) return refused;
    const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
    const checked = cardValues(caller.accountId!, body);
    if (!checked.values) return fieldErrors(checked.problems);
    // Named: the card moves there (checked like a new one's); not named: it stays.
    const workspace = body.workspace_id === undefined ? c.workspace_id : newRowWorkspace(caller.accountId!, body.workspace_id);
    if (workspace instanceof Response) return workspace;
    Object.assign(c, checked.values, { workspace_id: workspace, updated_at: now() });
    return HttpResponse.json({ results: cardOut(c) });
  }),
  http.delete(apiUrl(apiRoutes.card), ({ request, params }) => {
    const caller = authorise(request, allowed('cards:delete'));
    if (caller instanceof Response) return caller;
    const c = ownCard(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Card not found');
    cardStore().cards.delete(c.id);
    return HttpResponse.json({ results: { id: c.id, deleted: true } });
  }),
  http.put(apiUrl(apiRoutes.cardPhoto), async ({ request, params }) => {
    const caller = authorise(request, allowed('cards:edit'));
    if (caller instanceof Response) return caller;
    const c = ownCard(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Card not found');
    const refused = cardReadOnly(caller.accountId!, c.id);
    if (refused) return refused;
    const type = request.headers.get('content-type') ?? '';
    if (!/^image\/(jpeg|png)/.test(type)) {
      return apiError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Upload the image as an image/jpeg or image/png body.');
    }
    c.photo_url = photoLayla;
    return HttpResponse.json({ results: cardOut(c) });
  }),
  http.delete(apiUrl(apiRoutes.cardPhoto), ({ request, params }) => {
    const caller = authorise(request, allowed('cards:edit'));
    if (caller instanceof Response) return caller;
    const c = ownCard(caller.accountId!, String(params.id));
    if (!c) return apiError(ErrorCode.NOT_FOUND, 'Card not found');
    c.photo_url = null;
    return HttpResponse.json({ results: cardOut(c) });
  }),
];

export const cardScenarios = {
  list: standardScenarios('get', apiPaths.cards, () => HttpResponse.json({ results: cardsAll })),
  empty: [http.get(apiUrl(apiPaths.cards), () => HttpResponse.json({ results: [] }))],
  forbidden: [
    http.get(apiUrl(apiPaths.cards), () =>
      apiError(ErrorCode.PERMISSION_DENIED, "You don't have permissions to view this page", { permission: 'cards:view' }),
    ),
  ],
  companyInUse: [
    http.delete(apiUrl(apiRoutes.company), () =>
      apiError(ErrorCode.COMPANY_IN_USE, companyInUseMessage(2), { cards: 2, company_id: 'x' }),
    ),
  ],
};
