/**
 * QR codes: calls validated with the contract's structs, SWR hooks, key helpers, and the file
 * download (fetched with the session's headers, handed to the browser as a blob).
 */
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { object, literal, string } from 'superstruct';
import {
  apiPaths,
  QrListResponse,
  QrResponse,
  QrScansResponse,
  type CreateCardQrRequest,
  type CreateUrlQrRequest,
  type CreateWifiQrRequest,
  type DownloadFormat,
  type Qr,
  type QrDesign,
  type QrScans,
  type QrType,
  type UpdateQrRequest,
} from '@rabt/contract';
import { config } from '../config.ts';
import { useSession } from '../stores/session.ts';
import { apiCall, createSessionFetch, type ApiError } from './client.ts';
import { normaliseError, isHttpFailure } from './errors.ts';
import { errorEffects } from './effects.ts';
import { useListWorkspace, useNewItemWorkspace } from './workspaces.ts';

export const QRS = 'qrs';
export const QR = 'qr';
export const QR_SCANS = 'qr-scans';

export interface QrListParams {
  q: string;
  type: QrType | 'all';
  page: number;
  perPage: number;
  /** Set by useQrs from the switcher (decision 067); undefined: every workspace. */
  workspaceId?: string | undefined;
}

const DeleteQrResponse = object({ results: object({ id: string(), deleted: literal(true) }) });

export interface FileQrInput {
  type: 'pdf' | 'image';
  name: string;
  file: File;
  design?: QrDesign;
  workspace_id?: string;
}

function fileForm(input: Partial<FileQrInput> & { file: File }): FormData {
  const form = new FormData();
  if (input.type) form.set('type', input.type);
  if (input.name) form.set('name', input.name);
  if (input.workspace_id) form.set('workspace_id', input.workspace_id);
  if (input.design) form.set('design', JSON.stringify(input.design));
  form.set('file', input.file, input.file.name);
  return form;
}

export const qrsApi = {
  list: (params: QrListParams) => {
    const query: Record<string, string> = { page: String(params.page), per_page: String(params.perPage) };
    if (params.q.trim()) query.q = params.q.trim();
    if (params.type !== 'all') query.type = params.type;
    if (params.workspaceId) query.workspace_id = params.workspaceId;
    return apiCall(apiPaths.qrs, QrListResponse, { params: query }).then((r) => ({ qrs: r.results, total: r.meta.total }));
  },
  get: (id: string): Promise<Qr> => apiCall(apiPaths.qr(id), QrResponse).then((r) => r.results),
  create: (body: CreateUrlQrRequest | CreateWifiQrRequest | CreateCardQrRequest): Promise<Qr> =>
    apiCall(apiPaths.qrs, QrResponse, { method: 'post', data: body }).then((r) => r.results),
  createFile: (input: FileQrInput, onUploadProgress?: (fraction: number) => void): Promise<Qr> =>
    apiCall(apiPaths.qrs, QrResponse, {
      method: 'post',
      data: fileForm(input),
      ...(onUploadProgress ? { onUploadProgress } : {}),
    }).then((r) => r.results),
  update: (id: string, body: UpdateQrRequest): Promise<Qr> =>
    apiCall(apiPaths.qr(id), QrResponse, { method: 'put', data: body }).then((r) => r.results),
  replaceFile: (id: string, file: File, onUploadProgress?: (fraction: number) => void): Promise<Qr> =>
    apiCall(apiPaths.qrFile(id), QrResponse, {
      method: 'put',
      data: fileForm({ file }),
      ...(onUploadProgress ? { onUploadProgress } : {}),
    }).then((r) => r.results),
  remove: (id: string) => apiCall(apiPaths.qr(id), DeleteQrResponse, { method: 'delete' }).then((r) => r.results),
  scans: (id: string): Promise<QrScans> => apiCall(apiPaths.qrScans(id), QrScansResponse).then((r) => r.results),
};

/** The URL a download is fetched from (relative to the API base). */
export function downloadUrl(id: string, format: DownloadFormat, size: number): string {
  const query = format === 'svg' ? `format=svg` : `format=${format}&size=${size}`;
  return `${config.apiBase.replace(/\/$/, '')}/${apiPaths.qrDownload(id)}?${query}`;
}

/** Fetches the file with the session's token and Account-Id and saves it under the server's name. */
export async function downloadQr(id: string, format: DownloadFormat, size: number): Promise<void> {
  const response = await createSessionFetch()(downloadUrl(id, format, size));
  if (!response.ok) {
    const data = await response.json().catch(() => undefined);
    const failure = { status: response.status, data };
    throw normaliseError(isHttpFailure(failure) ? failure : new Error('download failed'), errorEffects);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `qr.${format}`;
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

const options = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true } as const;

/** The codes of the switcher's workspace (decision 067), or of every workspace. */
export function useQrs(params: QrListParams) {
  const accountId = useSession((s) => s.accountId);
  const scope = useListWorkspace();
  const scoped = { ...params, workspaceId: scope.ready ? scope.workspaceId : undefined };
  return useSWR<{ qrs: Qr[]; total: number }, ApiError>(
    scope.ready ? [QRS, accountId, params.q, params.type, params.page, params.perPage, scoped.workspaceId] : null,
    () => qrsApi.list(scoped),
    options,
  );
}

export function useQr(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<Qr, ApiError>(id ? [QR, accountId, id] : null, () => qrsApi.get(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export function useQrScans(id: string | null) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<QrScans, ApiError>(id ? [QR_SCANS, accountId, id] : null, () => qrsApi.scans(id!), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

export const isQrListKey = (key: unknown) => Array.isArray(key) && key[0] === QRS;
export const isQrKey = (id: string) => (key: unknown) => Array.isArray(key) && key[0] === QR && key[2] === id;
const revalidateList = (mutate: ScopedMutator) => mutate(isQrListKey);

export function useQrMutations() {
  const { mutate } = useSWRConfig();
  const store = async (qr: Qr) => {
    await mutate(isQrKey(qr.id), qr, { revalidate: false });
    await revalidateList(mutate);
    return qr;
  };
  // New codes go to the switcher's workspace unless the request names one (decision 067).
  const workspaceId = useNewItemWorkspace();
  const into = <T extends { workspace_id?: string | undefined }>(body: T): T =>
    body.workspace_id || !workspaceId ? body : { ...body, workspace_id: workspaceId };
  return {
    create: async (body: CreateUrlQrRequest | CreateWifiQrRequest | CreateCardQrRequest) =>
      store(await qrsApi.create(into(body))),
    createFile: async (input: FileQrInput, onUploadProgress?: (fraction: number) => void) =>
      store(await qrsApi.createFile(into(input), onUploadProgress)),
    update: async (id: string, body: UpdateQrRequest) => store(await qrsApi.update(id, body)),
    replaceFile: async (id: string, file: File, onUploadProgress?: (fraction: number) => void) =>
      store(await qrsApi.replaceFile(id, file, onUploadProgress)),
    async remove(id: string) {
      const result = await qrsApi.remove(id);
      await mutate(isQrKey(id), undefined, { revalidate: false });
      await revalidateList(mutate);
      return result;
    },
  };
}
