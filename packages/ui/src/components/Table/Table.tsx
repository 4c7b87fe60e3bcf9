import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from '../../icons/index.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Table.css.ts';

export const tableAligns = ['start', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];
export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export interface TableSort {
  /** The `id` of the sorted column. */
  columnId: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  /** Unique within the table; also what `onSortChange` reports. */
  id: string;
  /** Header content. A string is also used in the sort button's accessible name. */
  header: ReactNode;
  /** Renders the cell of one row. */
  cell: (row: Row) => ReactNode;
  /** `end` for numbers (counts, amounts), so digits line up. Mirrors in RTL. @defaultValue 'start' */
  align?: TableAlign;
  /** Any CSS width, e.g. `'40%'` or `'120px'`. */
  width?: CSSProperties['inlineSize'];
  /** Shows a sort button in the header and `aria-sort` on the column. @defaultValue false */
  sortable?: boolean;
  /** The first direction when a column becomes sorted. @defaultValue 'ascending' */
  firstSortDirection?: SortDirection;
  /** Hide the header text visually (still read by screen readers), e.g. for an actions column. @defaultValue false */
  hideHeader?: boolean;
}

export interface TableProps<Row> {
  /** The table's accessible name; shown above the table when `captionVisible`. */
  caption: string;
  /** @defaultValue false */
  captionVisible?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable id per row: React key and selection value. */
  getRowId: (row: Row) => string;
  /** The current sort, controlled by the caller (which sorts the rows or asks the API to). */
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is clicked. */
  onSortChange?: (sort: TableSort) => void;
  /** Adds a checkbox column with select-all (indeterminate when some rows are selected). @defaultValue false */
  selectable?: boolean;
  /** Ids of the selected rows (controlled). */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Names a row in its checkbox label ("Select Spring sale"). @defaultValue the row id */
  getRowLabel?: (row: Row) => string;
  /** Bulk actions shown next to the selected count while rows are selected. */
  selectionActions?: ReactNode;
  /** Shows skeleton rows instead of data and marks the table busy. @defaultValue false */
  loading?: boolean;
  /** @defaultValue 5 */
  loadingRowCount?: number;
  /** What to show when there are no rows and nothing is loading, e.g. an EmptyState. @defaultValue a short translated line */
  empty?: ReactNode;
  /** Keep the header visible while the rows scroll. Takes effect with `maxBlockSize`. @defaultValue true */
  stickyHeader?: boolean;
  /** Any CSS height: the rows scroll inside it under the sticky header. */
  maxBlockSize?: CSSProperties['maxBlockSize'];
  'data-testid'?: string;
}

function nextSort(column: TableColumn<unknown>, current: TableSort | null | undefined): TableSort {
  if (current?.columnId === column.id) {
    return { columnId: column.id, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId: column.id, direction: column.firstSortDirection ?? 'ascending' };
}

function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      checked={checked}
      disabled={disabled}
      aria-label={label}
      aria-checked={indeterminate ? 'mixed' : checked}
      data-indeterminate={indeterminate || undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/**
 * A data table: typed columns, controlled sorting (`aria-sort` plus a button in the header),
 * row selection with select-all, an empty slot and skeleton rows while loading. It scrolls
 * sideways on phones instead of squashing columns.
 */
export function Table<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  getRowLabel,
  selectionActions,
  loading = false,
  loadingRowCount = 5,
  empty,
  stickyHeader = true,
  maxBlockSize,
  'data-testid': testId,
}: TableProps<Row>) {
  const t = useT();
  const selected = new Set(selectedIds);
  const rowIds = rows.map(getRowId);
  const selectedOnPage = rowIds.filter((id) => selected.has(id)).length;
  const allSelected = rowIds.length > 0 && selectedOnPage === rowIds.length;
  const someSelected = selectedOnPage > 0 && !allSelected;
  const columnCount = columns.length + (selectable ? 1 : 0);

  const toggleAll = (checked: boolean) => {
    const others = selectedIds.filter((id) => !rowIds.includes(id));
    onSelectionChange?.(checked ? [...others, ...rowIds] : others);
  };
  const toggleRow = (id: string, checked: boolean) => {
    onSelectionChange?.(checked ? [...selectedIds.filter((x) => x !== id), id] : selectedIds.filter((x) => x !== id));
  };

  const headerClass = [styles.headerCell, stickyHeader ? styles.sticky : ''].filter(Boolean).join(' ');

  return (
    <div className={styles.root} data-testid={testId}>
      {selectable && selectedIds.length > 0 ? (
        <div className={styles.selectionBar}>
          <span role="status">{t('ui.table.selectedCount', { count: selectedIds.length })}</span>
          {selectionActions}
        </div>
      ) : null}
      {/* A scroll container must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      <div
        className={styles.scroller}
        style={maxBlockSize ? { maxBlockSize, overflowY: 'auto' } : undefined}
        role="region"
        aria-label={caption}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table} aria-busy={loading || undefined} data-loading={loading || undefined}>
          {captionVisible ? (
            <caption className={styles.caption}>{caption}</caption>
          ) : (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          )}
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" className={`${headerClass} ${styles.checkboxCell}`}>
                  <SelectAllCheckbox
                    checked={allSelected}
                    indeterminate={someSelected}
                    disabled={loading || rows.length === 0}
                    label={t('ui.table.selectAll')}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const sorted = sort?.columnId === column.id ? sort.direction : null;
                const alignClass = styles.align[column.align ?? 'start'];
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={`${headerClass} ${alignClass}`}
                    style={column.width ? { inlineSize: column.width } : undefined}
                    aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        data-sorted={sorted ? 'true' : undefined}
                        onClick={() => onSortChange?.(nextSort(column as TableColumn<unknown>, sort))}
                      >
                        {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                        <Icon
                          icon={sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown}
                          size={14}
                          className={styles.sortIcon}
                        />
                      </button>
                    ) : column.hideHeader ? (
                      <VisuallyHidden>{column.header}</VisuallyHidden>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              Array.from({ length: loadingRowCount }, (_, index) => (
                <tr key={`loading-${index}`} className={styles.row} data-skeleton="">
                  {selectable ? (
                    <td className={`${styles.cell} ${styles.checkboxCell}`} aria-hidden="true">
                      <span className={styles.skeleton} style={{ inlineSize: '16px', blockSize: '16px' }} />
                    </td>
                  ) : null}
                  {columns.map((column, columnIndex) => (
                    <td key={column.id} className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}>
                      <span
                        className={styles.skeleton}
                        style={{ inlineSize: `${column.align === 'end' ? 48 : 60 + ((index * 7 + columnIndex * 13) % 35)}%` }}
                      />
                      {index === 0 && columnIndex === 0 ? <VisuallyHidden>{t('ui.table.loading')}</VisuallyHidden> : null}
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td className={`${styles.cell} ${styles.emptyCell}`} colSpan={columnCount}>
                  {empty ?? t('ui.table.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                const isSelected = selected.has(id);
                return (
                  <tr key={id} className={styles.row} data-selected={isSelected || undefined}>
                    {selectable ? (
                      <td className={`${styles.cell} ${styles.checkboxCell}`}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          checked={isSelected}
                          aria-label={t('ui.table.selectRow', { label: getRowLabel ? getRowLabel(row) : id })}
                          onChange={(event) => toggleRow(id, event.currentTarget.checked)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.id} className={`${styles.cell} ${styles.align[column.align ?? 'start']}`}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
