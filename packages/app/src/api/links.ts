import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import {
  apiPaths,
  DeleteLinkResponse,
  ImportJobResponse,
  LinkDomainsResponse,
  LinkListResponse,
  LinkResponse,
  type CreateLinkRequest,
  type ImportJob,
  type ImportMapping,
  type Link,
  type LinkDomains,
  type UpdateLinkRequest,
} from '@rabt/contract';
import type { LinkListQuery } from '@rabt/screens';
import { useSession } from '../stores/session.ts';
import { useEntitlements } from './billing.ts';
import { useListWorkspace, useNewItemWorkspace } from './workspaces.ts';
import { apiCall, http, type ApiError } from './client.ts';
import { errorEffects, reportResponse } from './effects.ts';
import { normaliseError } from './errors.ts';

const LINKS = 'links';
const LINK = 'link';
const IMPORT = 'link-import';
/** SWR key of the usable short domains (the domains pages revalidate it after a change). */
export const LINK_DOMAINS = 'link-domains';

export type LinkList = { links: Link[]; total: number; page: number; perPage: number };

/** The list query as API parameters: empty filters left out, numbers as text. */
export function listParams(query: LinkListQuery): Record<string, string> {
  const params: Record<string, string> = {
    sort: query.sort,
    order: query.order,
    page: String(query.page),
    per_page: String(query.per_page),
  };
  if (query.q.trim()) params.q = query.q.trim();
  if (query.domain) params.domain = query.domain;
  if (query.workspace_id) params.workspace_id = query.workspace_id;
  if (query.status) params.status = query.status;
  return params;
}

export const linksApi = {
  list: (query: LinkListQuery): Promise<LinkList> =>
    apiCall(apiPaths.links, LinkListResponse, { params: listParams(query) }).then((r) => ({
      links: r.results,
      total: r.meta.total,
      page: r.meta.page,
      perPage: r.meta.per_page,
    })),
  get: (id: string): Promise<Link> => apiCall(apiPaths.link(id), LinkResponse).then((r) => r.results),
  domains: (): Promise<LinkDomains> => apiCall(apiPaths.linkDomains, LinkDomainsResponse).then((r) => r.results),
  create: (body: CreateLinkRequest): Promise<Link> =>
    apiCall(apiPaths.links, LinkResponse, { method: 'post', data: body }).then((r) => r.results),
  update: (id: string, body: UpdateLinkRequest): Promise<Link> =>
    apiCall(apiPaths.link(id), LinkResponse, { method: 'put', data: body }).then((r) => r.results),
  remove: (id: string) => apiCall(apiPaths.link(id), DeleteLinkResponse, { method: 'delete' }).then((r) => r.results),
  startImport: (file: File, mapping: ImportMapping): Promise<ImportJob> => {
    const form = new FormData();
    form.set('file', file);
    form.set('mapping', JSON.stringify(mapping));
    return apiCall(apiPaths.linkImports, ImportJobResponse, { method: 'post', data: form }).then((r) => r.results);
  },
  importJob: (id: string): Promise<ImportJob> => apiCall(apiPaths.linkImport(id), ImportJobResponse).then((r) => r.results),
  /** The refused rows as CSV text (not JSON, so not through apiCall's struct check). */
  importReport: async (id: string): Promise<string> => {
    try {
      const response = await http.get<string>(apiPaths.linkImportReport(id), { responseType: 'text' });
      reportResponse();
      return response.data;
    } catch (failure) {
      throw normaliseError(failure, errorEffects);
    }
  },
};

/**
 * How often an open links list or link page asks for fresh click counts (issue 16 item 17): a user
 * who has just shared a link sees clicks arrive. Also refetched when the window regains focus;
 * SWR skips the interval while the tab is hidden. Counts lag the visits by the ~1 s write queue.
 */
export const LINKS_REFRESH_MS = 30_000;

const live = {
  shouldRetryOnError: false,
  revalidateOnFocus: true,
  refreshInterval: LINKS_REFRESH_MS,
  keepPreviousData: true,
} as const;

/**
 * One page of links; keyed by account and query so paging and filters each cache. Without a
 * workspace filter in the address bar, the switcher's workspace (decision 067).
 */
export function useLinks(query: LinkListQuery) {
  const accountId = useSession((s) => s.accountId);
  const scope = useListWorkspace();
  const scoped = query.workspace_id || !scope.ready ? query : { ...query, workspace_id: scope.workspaceId ?? '' };
  const wait = !query.workspace_id && !scope.ready;
  return useSWR<LinkList, ApiError>(
    wait ? null : [LINKS, accountId, JSON.stringify(listParams(scoped))],
    () => linksApi.list(scoped),
    live,
  );
}

/**
 * The short domains links may use, as the server knows them: the platform default (SHORT_DOMAIN)
 * and the account's active branded domains.
 */
export function useLinkDomains() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<LinkDomains, ApiError>([LINK_DOMAINS, accountId], () => linksApi.domains(), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/** One link (edit/view); `null` id (create mode) makes no request. */
export function useLink(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  // Live like the list (the form keeps what is typed: its initial values compare equal when only clicks change).
  return useSWR<Link, ApiError>(id ? [LINK, accountId, id] : null, () => linksApi.get(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    refreshInterval: LINKS_REFRESH_MS,
  });
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LINKS;
const isLinkKey = (id: string) => (key: unknown) => Array.isArray(key) && key[0] === LINK && key[2] === id;

/** Refetch every cached page of the list (after a create, update, delete or import). */
export const revalidateLinks = (mutate: ScopedMutator): Promise<unknown> => mutate(isListKey);

/**
 * Mutations: each returns the API's answer and refreshes the cached list and link, in the SWR
 * cache of the calling tree (tests and stories give each render its own).
 */
export function useLinkMutations() {
  const { mutate } = useSWRConfig();
  const workspaceId = useNewItemWorkspace();
  return {
    /** Into the switcher's workspace unless the body names one (decision 067). */
    async create(body: CreateLinkRequest): Promise<Link> {
      const link = await linksApi.create(body.workspace_id || !workspaceId ? body : { ...body, workspace_id: workspaceId });
      await revalidateLinks(mutate);
      return link;
    },
    async update(id: string, body: UpdateLinkRequest): Promise<Link> {
      const link = await linksApi.update(id, body);
      await mutate(isLinkKey(id), link, { revalidate: false });
      await revalidateLinks(mutate);
      return link;
    },
    async remove(id: string): Promise<void> {
      await linksApi.remove(id);
      await mutate(isLinkKey(id), undefined, { revalidate: false });
      await revalidateLinks(mutate);
    },
    revalidateList: () => revalidateLinks(mutate),
  };
}

/** How often a running import is polled. */
export const IMPORT_POLL_MS = 800;

/** An import job, polled while it runs. */
export function useImportJob(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<ImportJob, ApiError>(id ? [IMPORT, accountId, id] : null, () => linksApi.importJob(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    refreshInterval: (job) => (job && (job.status === 'done' || job.status === 'failed') ? 0 : IMPORT_POLL_MS),
  });
}

/** The plan's features for the current account (for the upgrade prompts), and the cheapest plan with all link features. */
export function usePlanFeatures() {
  const entitlements = useEntitlements();
  const data = entitlements.data && {
    features: entitlements.data.entitlements.features,
    upgradePlan: entitlements.data.upgradeFor({ features: ['link_schedule', 'link_expiry', 'link_password'] })?.name ?? null,
  };
  return { ...entitlements, data };
}
