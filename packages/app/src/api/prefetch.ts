/*
 * Answers asked for before the app's code has arrived (decision 054, addendum), handed to the API
 * client once. The first script (preload.ts) starts the first screen's GETs while the JavaScript is
 * still downloading; before, they went out only after it had run, in three rounds one after the
 * other (customer → organisations, workspaces → links, entitlements), ~0.5–0.6 s of Lighthouse's
 * simulated LCP on /links. No SWR internals: the client's fetch (createSessionFetch) takes the
 * pending Response for an identical GET instead of asking again, and everything after it — redaxios,
 * the status check, the error normaliser, 401/403 effects — is the same as for its own request.
 */

import { headers as contractHeaders } from '@rabt/contract';

/** How long a prefetched answer waits for the app: after that it is dropped and the app asks anew. */
export const PREFETCH_TTL_MS = 10_000;

interface Pending {
  response: Promise<Response>;
  at: number;
}

const pending = new Map<string, Pending>();

/**
 * Method, absolute URL (query string in the order the client writes it), account and token: a
 * request for another organisation or after another sign-in never takes this answer.
 */
const keyOf = (method: string, url: string, accountId: string | null, token: string | null): string =>
  [method.toUpperCase(), url, accountId ?? '', token ?? ''].join('\n');

/** The URL the API client requests for `path` and `params` (redaxios: base + '/' + path + '?' + URLSearchParams). */
export function apiUrl(base: string, path: string, params?: Record<string, string>): string {
  const query = params ? `?${new URLSearchParams(params)}` : '';
  return new URL(`${base}/${path}${query}`, globalThis.location?.href).href;
}

/** Starts a GET as the API client would send it, and keeps the pending answer for it. */
export function prefetch(
  url: string,
  session: { token: string; accountId: string },
  init: { timeoutMs: number; transport?: typeof fetch; now?: number },
): Promise<Response> {
  const response = (init.transport ?? globalThis.fetch)(url, {
    method: 'GET',
    credentials: 'include',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${session.token}`,
      [contractHeaders.accountId.toLowerCase()]: session.accountId,
    },
    signal: AbortSignal.timeout(init.timeoutMs),
  });
  // Nobody may take it (the app went elsewhere): a failure is then nobody's error.
  response.catch(() => undefined);
  pending.set(keyOf('GET', url, session.accountId, session.token), { response, at: init.now ?? Date.now() });
  return response;
}

/**
 * The prefetched answer for this request, once: it is removed as it is taken, so a second identical
 * call (a revalidation, a retry) goes to the network. Undefined when there is none or it is older
 * than PREFETCH_TTL_MS (then it is dropped).
 */
export function takePrefetched(
  method: string,
  url: string,
  accountId: string | null,
  token: string | null,
  now: number = Date.now(),
): Promise<Response> | undefined {
  if (pending.size === 0) return undefined;
  const key = keyOf(method, url, accountId, token);
  const entry = pending.get(key);
  if (!entry) return undefined;
  pending.delete(key);
  return now - entry.at <= PREFETCH_TTL_MS ? entry.response : undefined;
}

/** Tests: forget every pending answer. */
export function clearPrefetched(): void {
  pending.clear();
}

/** What the first script knows of the visit: the page, its address's query, the stored session. */
export interface FirstVisit {
  route: string;
  search: string;
  token: string;
  accountId: string;
  /** The stored workspace choice for this organisation (stores/workspace.ts), if any. */
  workspace: string | null;
}

/** The list's default query as the client sends it (api/links.ts listParams of the default query). */
export const DEFAULT_LINKS_PARAMS = { sort: 'created_at', order: 'desc', page: '1', per_page: '20' } as const;

/** The workspace a list shows when none is chosen (api/workspaces.ts useResolvedWorkspace). */
function defaultWorkspace(body: unknown): string | undefined {
  const list = (body as { results?: { id: string; is_default?: boolean }[] } | null)?.results;
  if (!Array.isArray(list)) return undefined;
  return list.find((w) => w.is_default)?.id ?? list[0]?.id;
}

/**
 * Starts the GETs a signed-in product page asks for at once — the shell's (customer, organisations,
 * workspaces, invitations) and, on /links with the default query, the page's (links, short domains,
 * entitlements, plans) — with the paths and query strings the hooks use. The links list needs the
 * workspace: the stored choice, else the default one from the workspaces answer as soon as it comes.
 */
export function prefetchFirstScreen(
  visit: FirstVisit,
  paths: {
    base: string;
    customer: string;
    accounts: string;
    workspaces: string;
    invitations: string;
    links: string;
    linkDomains: string;
    entitlements: string;
    plans: string;
  },
  timeoutMs: number,
): void {
  const session = { token: visit.token, accountId: visit.accountId };
  const get = (path: string, params?: Record<string, string>) =>
    prefetch(apiUrl(paths.base, path, params), session, { timeoutMs });
  get(paths.customer);
  get(paths.accounts);
  const workspaces = get(paths.workspaces);
  get(paths.invitations);
  if (visit.route !== 'links' || visit.search !== '') return;
  get(paths.linkDomains);
  get(paths.entitlements);
  get(paths.plans);
  const links = (workspaceId: string | undefined) =>
    get(paths.links, workspaceId ? { ...DEFAULT_LINKS_PARAMS, workspace_id: workspaceId } : DEFAULT_LINKS_PARAMS);
  if (visit.workspace === 'all') links(undefined);
  else if (visit.workspace) links(visit.workspace);
  else
    void workspaces
      // A copy: the original goes to the API client untouched.
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((body: unknown) => {
        const id = defaultWorkspace(body);
        if (id) links(id);
      })
      .catch(() => undefined);
}
