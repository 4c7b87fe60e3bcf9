/**
 * What the link screens show of a link. Structurally a subset of the contract's `Link`, so the
 * app passes API rows straight in and stories pass the mock fixtures.
 */
export const linkStatuses = ['active', 'scheduled', 'expired', 'protected'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

export interface LinkSummary {
  id: string;
  domain: string;
  nip: string;
  short_url: string;
  long_url: string;
  title: string | null;
  workspace_id: string | null;
  has_password: boolean;
  schedule_at: string | null;
  expires_at: string | null;
  status: LinkStatus;
  clicks: number;
  created_at: string;
  /** Over the plan's limit after a downgrade: works, cannot be edited (decision 075). */
  read_only?: boolean;
}

/** Columns the list can be sorted by (the API's `sort`). */
export const linkSortFields = ['created_at', 'clicks', 'title'] as const;
export type LinkSortField = (typeof linkSortFields)[number];
export type SortOrder = 'asc' | 'desc';

/** The list's filters, sort and page: controlled by the app (it keeps them in the URL). */
export interface LinkListQuery {
  q: string;
  domain: string;
  workspace_id: string;
  status: LinkStatus | '';
  sort: LinkSortField;
  order: SortOrder;
  page: number;
  per_page: number;
}

export const defaultLinkListQuery: LinkListQuery = {
  q: '',
  domain: '',
  workspace_id: '',
  status: '',
  sort: 'created_at',
  order: 'desc',
  page: 1,
  per_page: 20,
};

/** True when a search or filter narrows the list (so "nothing found" is not "no links yet"). */
export const isFiltered = (query: Pick<LinkListQuery, 'q' | 'domain' | 'workspace_id' | 'status'>): boolean =>
  Boolean(query.q.trim() || query.domain || query.workspace_id || query.status);

export interface WorkspaceOption {
  id: string;
  name: string;
}
