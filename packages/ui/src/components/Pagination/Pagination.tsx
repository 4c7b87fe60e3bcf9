import { useId } from 'react';
import { ChevronLeft, ChevronRight } from '../../icons/index.ts';
import { useIntl, useT } from '../../i18n/I18nProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Pagination.css.ts';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page numbers to show: always the first and the last, `siblings` on each side of the
 * current page, and an ellipsis for each gap of two or more pages.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, pageCount);
  const edge = 3 + 2 * siblings;
  if (left <= 3) return [...range(1, edge), 'ellipsis-end', pageCount];
  if (right >= pageCount - 2) return [1, 'ellipsis-start', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', pageCount];
}

export interface PaginationProps {
  /** The current page, starting at 1. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** Rows across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Offer a rows-per-page choice; needs `onPerPageChange`. */
  perPageOptions?: readonly number[];
  onPerPageChange?: (perPage: number) => void;
  /** Pages shown on each side of the current one. @defaultValue 1 */
  siblings?: number;
  /** Show "Showing 21–40 of 1,204". @defaultValue true */
  showSummary?: boolean;
  /** The navigation landmark's name. @defaultValue "Pagination" (translated) */
  'aria-label'?: string;
}

/** Page navigation under a table: previous/next (mirrored in RTL), numbered pages with ellipses and a summary. */
export function Pagination({
  page,
  perPage,
  total,
  onPageChange,
  perPageOptions,
  onPerPageChange,
  siblings = 1,
  showSummary = true,
  'aria-label': label,
}: PaginationProps) {
  const t = useT();
  const intl = useIntl();
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * perPage + 1;
  const to = Math.min(current * perPage, total);

  return (
    <div className={styles.root} data-page={current} data-page-count={pageCount}>
      {showSummary ? (
        <p className={styles.summary} aria-live="polite">
          {total === 0 ? t('ui.pagination.summaryEmpty') : t('ui.pagination.summary', { from, to, total })}
        </p>
      ) : null}
      <div className={styles.controls}>
        {perPageOptions && onPerPageChange ? (
          <span className={styles.perPage}>
            <label htmlFor={selectId}>{t('ui.pagination.perPage')}</label>
            <select
              id={selectId}
              className={styles.select}
              value={perPage}
              onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
            >
              {perPageOptions.map((option) => (
                <option key={option} value={option}>
                  {intl.formatNumber(option)}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <nav aria-label={label ?? t('ui.pagination.label')}>
          <ul className={styles.list}>
            <li>
              <IconButton
                icon={ChevronLeft}
                flipInRtl
                size="small"
                variant="ghost"
                aria-label={t('ui.pagination.previous')}
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
              />
            </li>
            {pageItems(current, pageCount, siblings).map((item) =>
              typeof item === 'number' ? (
                <li key={item} className={styles.pageItem} data-current={item === current || undefined}>
                  <button
                    type="button"
                    className={styles.page}
                    aria-current={item === current ? 'page' : undefined}
                    aria-label={t('ui.pagination.page', { page: item })}
                    onClick={() => {
                      if (item !== current) onPageChange(item);
                    }}
                  >
                    {intl.formatNumber(item)}
                  </button>
                </li>
              ) : (
                <li key={item} className={`${styles.pageItem} ${styles.ellipsis}`} aria-hidden="true">
                  …
                </li>
              ),
            )}
            <li>
              <IconButton
                icon={ChevronRight}
                flipInRtl
                size="small"
                variant="ghost"
                aria-label={t('ui.pagination.next')}
                disabled={current >= pageCount}
                onClick={() => onPageChange(current + 1)}
              />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
