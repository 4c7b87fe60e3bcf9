export { Table, tableAligns, sortDirections } from './Table.tsx';
export type { TableProps, TableColumn, TableSort, TableAlign, SortDirection } from './Table.tsx';
