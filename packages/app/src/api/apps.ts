import useSWR, { useSWRConfig } from 'swr';
import {
  apiPaths,
  ApiKeyResponse,
  AppListResponse,
  AppResponse,
  CreatedApiKeyResponse,
  DeleteAppResponse,
  type App,
  type AppRequest,
  type CreateApiKeyRequest,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, type ApiError } from './client.ts';

const APPS = 'apps';
const APP = 'app';

export const appsApi = {
  list: () => apiCall(apiPaths.apps, AppListResponse).then((r) => r.results),
  get: (id: string) => apiCall(apiPaths.app(id), AppResponse).then((r) => r.results),
  create: (data: AppRequest) => apiCall(apiPaths.apps, AppResponse, { method: 'post', data }).then((r) => r.results),
  update: (id: string, data: AppRequest) =>
    apiCall(apiPaths.app(id), AppResponse, { method: 'put', data }).then((r) => r.results),
  remove: (id: string) => apiCall(apiPaths.app(id), DeleteAppResponse, { method: 'delete' }).then((r) => r.results),
  createKey: (id: string, data: CreateApiKeyRequest) =>
    apiCall(apiPaths.appKeys(id), CreatedApiKeyResponse, { method: 'post', data }).then((r) => r.results),
  revokeKey: (id: string, keyId: string) =>
    apiCall(apiPaths.appKey(id, keyId), ApiKeyResponse, { method: 'delete' }).then((r) => r.results),
};

const options = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function useApps() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<App[], ApiError>([APPS, accountId], () => appsApi.list(), { ...options, keepPreviousData: true });
}

export function useApp(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<App, ApiError>(id ? [APP, accountId, id] : null, () => appsApi.get(id!), options);
}

export function useAppMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key: unknown) => Array.isArray(key) && (key[0] === APPS || key[0] === APP));
  const after = async <T>(work: Promise<T>) => {
    const result = await work;
    await refresh();
    return result;
  };
  return {
    create: (data: AppRequest) => after(appsApi.create(data)),
    update: (id: string, data: AppRequest) => after(appsApi.update(id, data)),
    remove: (id: string) => after(appsApi.remove(id)),
    createKey: (id: string, data: CreateApiKeyRequest) => after(appsApi.createKey(id, data)),
    revokeKey: (id: string, keyId: string) => after(appsApi.revokeKey(id, keyId)),
  };
}
