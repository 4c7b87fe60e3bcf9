import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import {
  apiPaths,
  DeleteDomainResponse,
  DOMAIN_PENDING_POLL_MS,
  DomainListResponse,
  DomainResponse,
  type Domain,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { useEntitlements } from './billing.ts';
import { apiCall, type ApiError } from './client.ts';
import { LINK_DOMAINS } from './links.ts';

const DOMAINS = 'domains';
const DOMAIN = 'domain';

export const domainsApi = {
  list: (): Promise<Domain[]> => apiCall(apiPaths.domains, DomainListResponse).then((r) => r.results),
  get: (id: string): Promise<Domain> => apiCall(apiPaths.domain(id), DomainResponse).then((r) => r.results),
  add: (name: string): Promise<Domain> =>
    apiCall(apiPaths.domains, DomainResponse, { method: 'post', data: { name } }).then((r) => r.results),
  verify: (id: string): Promise<Domain> =>
    apiCall(apiPaths.verifyDomain(id), DomainResponse, { method: 'post' }).then((r) => r.results),
  remove: (id: string) => apiCall(apiPaths.domain(id), DeleteDomainResponse, { method: 'delete' }).then((r) => r.results),
  uploadCertificate: (id: string, certificate: string, privateKey: string): Promise<Domain> =>
    apiCall(apiPaths.domainCertificate(id), DomainResponse, {
      method: 'put',
      data: { certificate, private_key: privateKey },
    }).then((r) => r.results),
  removeCertificate: (id: string): Promise<Domain> =>
    apiCall(apiPaths.domainCertificate(id), DomainResponse, { method: 'delete' }).then((r) => r.results),
};

/** While a domain is pending the server re-checks DNS on its own; the app re-reads it (like Dub's 60 s). */
export function pendingPoll(domains: readonly Domain[] | Domain | undefined): number {
  if (!domains) return 0;
  const list = Array.isArray(domains) ? domains : [domains as Domain];
  return list.some((d) => d.state === 'pending') ? DOMAIN_PENDING_POLL_MS : 0;
}

const options = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true } as const;

/** The account's branded domains, polled every 30 s while any is pending (`enabled` false: not asked). */
export function useDomains(enabled = true) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Domain[], ApiError>(enabled ? [DOMAINS, accountId] : null, () => domainsApi.list(), {
    ...options,
    refreshInterval: (data) => pendingPoll(data),
  });
}

/** One domain, polled every 30 s while pending. */
export function useDomain(id: string) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Domain, ApiError>([DOMAIN, accountId, id], () => domainsApi.get(id), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    refreshInterval: (data) => pendingPoll(data),
  });
}

/**
 * Whether the account's plan has branded domains, and the cheapest plan that has them (the
 * upgrade prompt names it). Read from GET accounts and GET plans.
 */
/** Whether branded domains are in the plan, and the cheapest plan that has them. */
export function useDomainPlan() {
  const entitlements = useEntitlements();
  const data = entitlements.data && {
    allowed: entitlements.data.allows('branded_domains'),
    upgradePlan: entitlements.data.upgradeFor({ feature: 'branded_domains' })?.name ?? 'Business',
  };
  return { ...entitlements, data };
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === DOMAINS;
const isDomainKey = (id: string) => (key: unknown) => Array.isArray(key) && key[0] === DOMAIN && key[2] === id;
const isLinkDomainsKey = (key: unknown) => Array.isArray(key) && key[0] === LINK_DOMAINS;
/** The list, and the links' usable domains (a domain that became active, or went, changes them). */
const revalidateList = (mutate: ScopedMutator) => Promise.all([mutate(isListKey), mutate(isLinkDomainsKey)]);

/** Mutations: each refreshes the cached domain and list in the calling SWR tree. */
export function useDomainMutations() {
  const { mutate } = useSWRConfig();
  const store = async (domain: Domain) => {
    await mutate(isDomainKey(domain.id), domain, { revalidate: false });
    await revalidateList(mutate);
    return domain;
  };
  return {
    add: async (name: string) => store(await domainsApi.add(name)),
    verify: async (id: string) => store(await domainsApi.verify(id)),
    uploadCertificate: async (id: string, certificate: string, key: string) =>
      store(await domainsApi.uploadCertificate(id, certificate, key)),
    removeCertificate: async (id: string) => store(await domainsApi.removeCertificate(id)),
    async remove(id: string) {
      const result = await domainsApi.remove(id);
      await mutate(isDomainKey(id), undefined, { revalidate: false });
      await revalidateList(mutate);
      // Links on the domain were deleted with it.
      await mutate((key: unknown) => Array.isArray(key) && key[0] === 'links');
      return result;
    },
  };
}
