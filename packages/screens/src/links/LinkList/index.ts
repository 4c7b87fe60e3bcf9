export { LinkListScreen, SEARCH_DEBOUNCE_MS } from './LinkList.tsx';
export type { LinkListScreenProps, LinkListState } from './LinkList.tsx';
export { LinkStatusPill } from './LinkStatusPill.tsx';
export { defaultLinkListQuery, isFiltered, linkSortFields, linkStatuses } from './linkTypes.ts';
export type { LinkListQuery, LinkSortField, LinkStatus, LinkSummary, SortOrder, WorkspaceOption } from './linkTypes.ts';
