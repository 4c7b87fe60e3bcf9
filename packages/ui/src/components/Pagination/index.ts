export { Pagination, pageItems } from './Pagination.tsx';
export type { PaginationProps, PageItem } from './Pagination.tsx';
