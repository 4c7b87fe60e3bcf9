import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import {
  apiPaths,
  CardListResponse,
  CardResponse,
  CompanyListResponse,
  CompanyResponse,
  DeleteCardResponse,
  DeleteCompanyResponse,
  type Card,
  type CardRequest,
  type Company,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { useListWorkspace, useNewItemWorkspace } from './workspaces.ts';
import { isEntitlementsKey } from './billing.ts';
import { apiCall, type ApiError } from './client.ts';
import { prepareImage } from './images.ts';

export const CARDS = 'cards';
export const CARD = 'card';
export const COMPANIES = 'companies';
export const COMPANY = 'company';

export const cardsApi = {
  list: (workspaceId?: string): Promise<Card[]> =>
    apiCall(apiPaths.cards, CardListResponse, workspaceId ? { params: { workspace_id: workspaceId } } : {}).then(
      (r) => r.results,
    ),
  get: (id: string): Promise<Card> => apiCall(apiPaths.card(id), CardResponse).then((r) => r.results),
  create: (body: CardRequest): Promise<Card> =>
    apiCall(apiPaths.cards, CardResponse, { method: 'post', data: body }).then((r) => r.results),
  update: (id: string, body: CardRequest): Promise<Card> =>
    apiCall(apiPaths.card(id), CardResponse, { method: 'put', data: body }).then((r) => r.results),
  remove: (id: string) => apiCall(apiPaths.card(id), DeleteCardResponse, { method: 'delete' }).then((r) => r.results),
  uploadPhoto: async (id: string, file: File): Promise<Card> =>
    apiCall(apiPaths.cardPhoto(id), CardResponse, { method: 'put', data: await prepareImage(file) }).then((r) => r.results),
  removePhoto: (id: string): Promise<Card> =>
    apiCall(apiPaths.cardPhoto(id), CardResponse, { method: 'delete' }).then((r) => r.results),
};

export const companiesApi = {
  list: (workspaceId?: string): Promise<Company[]> =>
    apiCall(apiPaths.companies, CompanyListResponse, workspaceId ? { params: { workspace_id: workspaceId } } : {}).then(
      (r) => r.results,
    ),
  get: (id: string): Promise<Company> => apiCall(apiPaths.company(id), CompanyResponse).then((r) => r.results),
  create: (body: Record<string, unknown>): Promise<Company> =>
    apiCall(apiPaths.companies, CompanyResponse, { method: 'post', data: body }).then((r) => r.results),
  update: (id: string, body: Record<string, unknown>): Promise<Company> =>
    apiCall(apiPaths.company(id), CompanyResponse, { method: 'put', data: body }).then((r) => r.results),
  remove: (id: string, moveTo?: string) =>
    apiCall(apiPaths.company(id), DeleteCompanyResponse, {
      method: 'delete',
      ...(moveTo ? { params: { move_to: moveTo } } : {}),
    }).then((r) => r.results),
  uploadLogo: async (id: string, file: File): Promise<Company> =>
    apiCall(apiPaths.companyLogo(id), CompanyResponse, { method: 'put', data: await prepareImage(file) }).then((r) => r.results),
  removeLogo: (id: string): Promise<Company> =>
    apiCall(apiPaths.companyLogo(id), CompanyResponse, { method: 'delete' }).then((r) => r.results),
};

const options = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true } as const;

export const cardsKey = (accountId: string | null) => [CARDS, accountId] as const;
export const cardKey = (accountId: string | null, id: string) => [CARD, accountId, id] as const;
export const companiesKey = (accountId: string | null) => [COMPANIES, accountId] as const;
export const companyKey = (accountId: string | null, id: string) => [COMPANY, accountId, id] as const;

/** The cards of the switcher's workspace (decision 067), or of every workspace. */
export function useCards() {
  const accountId = useSession((s) => s.accountId);
  const scope = useListWorkspace();
  const workspaceId = scope.ready ? scope.workspaceId : undefined;
  return useSWR<Card[], ApiError>(
    scope.ready ? [...cardsKey(accountId), workspaceId ?? ''] : null,
    () => cardsApi.list(workspaceId),
    options,
  );
}

export function useCard(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Card, ApiError>(id ? cardKey(accountId, id) : null, () => cardsApi.get(id!), options);
}

/**
 * The companies of the switcher's workspace (decision 067), or of every workspace. `every`: all the
 * member may use whatever the switcher says (the card editor: a card may use any of them).
 */
export function useCompanies({ every = false }: { every?: boolean } = {}) {
  const accountId = useSession((s) => s.accountId);
  const scope = useListWorkspace();
  const workspaceId = every || !scope.ready ? undefined : scope.workspaceId;
  const ready = every || scope.ready;
  return useSWR<Company[], ApiError>(
    ready ? [...companiesKey(accountId), workspaceId ?? ''] : null,
    () => companiesApi.list(workspaceId),
    options,
  );
}

export function useCompany(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Company, ApiError>(id ? companyKey(accountId, id) : null, () => companiesApi.get(id!), options);
}

const keyIs =
  (...names: string[]) =>
  (key: unknown) =>
    Array.isArray(key) && names.includes(key[0] as string);

/** Cards and companies reference each other (names, counts): a change refreshes both lists. */
export const revalidateCards = (mutate: ScopedMutator) =>
  Promise.all([mutate(keyIs(CARDS, COMPANIES, CARD, COMPANY)), mutate(isEntitlementsKey)]);

export function useCardMutations() {
  const { mutate } = useSWRConfig();
  const done = async <T>(value: T) => {
    await revalidateCards(mutate);
    return value;
  };
  // New cards and companies go to the switcher's workspace unless the body names one (decision 067).
  const workspaceId = useNewItemWorkspace();
  const into = <T extends { workspace_id?: unknown }>(body: T): T =>
    body.workspace_id || !workspaceId ? body : { ...body, workspace_id: workspaceId };
  return {
    create: async (body: CardRequest) => done(await cardsApi.create(into(body))),
    update: async (id: string, body: CardRequest) => done(await cardsApi.update(id, body)),
    remove: async (id: string) => done(await cardsApi.remove(id)),
    uploadPhoto: async (id: string, file: File) => done(await cardsApi.uploadPhoto(id, file)),
    removePhoto: async (id: string) => done(await cardsApi.removePhoto(id)),
    createCompany: async (body: Record<string, unknown>) => done(await companiesApi.create(into(body))),
    updateCompany: async (id: string, body: Record<string, unknown>) => done(await companiesApi.update(id, body)),
    removeCompany: async (id: string, moveTo?: string) => done(await companiesApi.remove(id, moveTo)),
    uploadLogo: async (id: string, file: File) => done(await companiesApi.uploadLogo(id, file)),
    removeLogo: async (id: string) => done(await companiesApi.removeLogo(id)),
  };
}

/** The region of the browser's language (ar-SA → SA), for phone numbers typed without +country. */
export function browserRegion(): string | undefined {
  const tag = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  const region = /-([A-Z]{2})\b/i.exec(tag)?.[1];
  return region ? region.toUpperCase() : undefined;
}
