import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  ConfirmDialog,
  CopyButton,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  EmptyState,
  Heading,
  Icon,
  IconButton,
  Link2,
  MoreHorizontal,
  Pagination,
  Pencil,
  Plus,
  Search,
  SiteIcon,
  Table,
  TextField,
  Trash2,
  Upload,
  useIntl,
  useT,
  type TableColumn,
  type TableSort,
} from '@rabt/ui';
import { ListBody, ListToolbar } from '../../_parts/ListStates.tsx';
import { PlanLimitNotice, ReadOnlyPill, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import { iconSrc } from '@rabt/contract';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import { LinkStatusPill } from './LinkStatusPill.tsx';
import {
  linkStatuses,
  linkSortFields,
  type LinkListQuery,
  type LinkSortField,
  type LinkSummary,
  type WorkspaceOption,
} from './linkTypes.ts';
import * as styles from './LinkList.css.ts';

/** How long the search box waits after the last key before asking for results. */
export const SEARCH_DEBOUNCE_MS = 300;

export type LinkListState =
  | { state: 'loading' }
  /** The list could not be loaded; `message` is the server's, when it gave one. */
  | { state: 'error'; message?: string | null }
  /** The user's permissions do not cover links (403). */
  | { state: 'forbidden' }
  /** The account has no links at all yet. */
  | { state: 'empty' }
  /** The search and filters match nothing. */
  | { state: 'noMatches' }
  | { state: 'ready'; links: readonly LinkSummary[]; total: number };

export type LinkListScreenProps = LinkListState & {
  /** Filters, sort and page (controlled; the app keeps them in the URL). */
  query: LinkListQuery;
  /** Called with the changed parts; a filter change also sends `page: 1`. */
  onQueryChange: (change: Partial<LinkListQuery>) => void;
  /** Short domains to filter by (names). */
  domains: readonly string[];
  workspaces: readonly WorkspaceOption[];
  /** Shell-level: the last request got no answer. Shown as a banner above the list. */
  offline?: boolean;
  onRetry: () => void;
  onCreate: () => void;
  onImport: () => void;
  onEdit: (id: string) => void;
  /** The address of a link's page, for the title link in each row. */
  editHref: (id: string) => string;
  /** Resolve when deleted; reject to keep the dialog open with the delete failure message. */
  onDelete: (id: string) => Promise<unknown>;
  /** After a short URL is on the clipboard (the app shows a toast). */
  onCopied?: (shortUrl: string) => void;
  renderLink?: RenderLink;
  /** @defaultValue [10, 20, 50] */
  perPageOptions?: readonly number[];
  /** Some links are over the plan's limit (rows with `read_only`): why, and the upgrade link. */
  readOnlyNotice?: PlanBlock | null;
};

const sortColumn: Record<LinkSortField, string> = { created_at: 'created', clicks: 'clicks', title: 'destination' };
const columnSort = Object.fromEntries(Object.entries(sortColumn).map(([field, column]) => [column, field])) as Record<
  string,
  LinkSortField
>;

/** Search that tells the app only after typing pauses; follows outside changes (clear filters). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    // The app changed the query (clear filters, back button): show it.
    setOutside(value);
    setText(value);
  }
  const search = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      type="search"
      label={t('links.list.search')}
      placeholder={t('links.list.searchPlaceholder')}
      value={text}
      onValueChange={setText}
      prefix={<Icon icon={Search} size={16} />}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text);
        }
      }}
    />
  );
}

interface ColumnDeps {
  t: (id: string, values?: Record<string, string | number>) => string;
  formatNumber: (n: number) => string;
  formatDate: (iso: string) => string;
  workspaceName: (id: string | null) => string | undefined;
  editHref: (id: string) => string;
  renderLink: RenderLink;
  onEdit: (id: string) => void;
  onAskDelete: (link: LinkSummary) => void;
  onCopied?: (shortUrl: string) => void;
}

const bareShortUrl = (url: string) => url.replace(/^https?:\/\//, '');

/** The table's columns; cells are plain render functions of a row. */
function linkColumns(deps: ColumnDeps): TableColumn<LinkSummary>[] {
  const { t } = deps;
  return [
    {
      id: 'short',
      header: t('links.list.columns.short'),
      cell: (link) => (
        <span className={styles.shortCell}>
          <span className={styles.shortUrl} dir="ltr">
            {bareShortUrl(link.short_url)}
          </span>
          <CopyButton
            value={link.short_url}
            iconOnly
            size="small"
            aria-label={t('links.list.copyShort', { url: link.short_url })}
            onCopy={deps.onCopied}
          />
        </span>
      ),
    },
    {
      id: 'destination',
      header: t('links.list.columns.destination'),
      sortable: true,
      cell: (link) => {
        const workspace = deps.workspaceName(link.workspace_id);
        return (
          <span className={styles.destination}>
            {deps.renderLink({
              href: deps.editHref(link.id),
              className: styles.destinationTitle,
              children: link.title ? <bdi>{link.title}</bdi> : <bdi dir="ltr">{link.long_url}</bdi>,
              'aria-label': t('links.list.editNamed', { name: link.title || link.long_url }),
            })}
            <span className={styles.destinationSite}>
              <SiteIcon url={link.long_url} src={iconSrc(link.long_url)} size="small" />
              <span className={styles.destinationUrl} title={link.long_url} dir="ltr">
                {link.long_url}
              </span>
            </span>
            {workspace ? (
              <span className={styles.workspace}>
                <bdi>{workspace}</bdi>
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      id: 'status',
      header: t('links.list.columns.status'),
      cell: (link) => (
        <>
          <LinkStatusPill link={link} />
          {link.read_only ? <ReadOnlyPill /> : null}
        </>
      ),
    },
    {
      id: 'clicks',
      header: t('links.list.columns.clicks'),
      align: 'end',
      sortable: true,
      firstSortDirection: 'descending',
      cell: (link) => <span className={styles.nowrap}>{deps.formatNumber(link.clicks)}</span>,
    },
    {
      id: 'created',
      header: t('links.list.columns.created'),
      sortable: true,
      firstSortDirection: 'descending',
      cell: (link) => <span className={styles.nowrap}>{deps.formatDate(link.created_at)}</span>,
    },
    {
      id: 'actions',
      header: t('links.list.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (link) => (
        <DropdownMenu
          trigger={
            <IconButton
              icon={MoreHorizontal}
              variant="ghost"
              size="small"
              aria-label={t('links.list.actionsFor', { url: link.short_url })}
            />
          }
        >
          <DropdownMenuItem icon={Pencil} onSelect={() => deps.onEdit(link.id)}>
            {t('links.list.edit')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem icon={Trash2} tone="danger" onSelect={() => deps.onAskDelete(link)}>
            {t('links.list.delete')}
          </DropdownMenuItem>
        </DropdownMenu>
      ),
    },
  ];
}

/** The links list (spec §2 /links): search, filters, sort, pages, copy, edit and delete. */
export function LinkListScreen(props: LinkListScreenProps) {
  const {
    query,
    onQueryChange,
    domains,
    workspaces,
    offline = false,
    onRetry,
    onCreate,
    onImport,
    onEdit,
    editHref,
    onDelete,
    onCopied,
    renderLink = defaultRenderLink,
    perPageOptions = [10, 20, 50],
    readOnlyNotice,
  } = props;
  const t = useT();
  const intl = useIntl();
  const [deleting, setDeleting] = useState<LinkSummary | null>(null);

  const filter = (change: Partial<LinkListQuery>) => onQueryChange({ ...change, page: 1 });
  const clearFilters = () => onQueryChange({ q: '', domain: '', workspace_id: '', status: '', page: 1 });
  const workspaceName = (id: string | null) => workspaces.find((w) => w.id === id)?.name;

  const columns = linkColumns({
    t,
    formatNumber: (n) => intl.formatNumber(n),
    formatDate: (iso) => intl.formatDate(iso, { dateStyle: 'medium' }),
    workspaceName,
    editHref,
    renderLink,
    onEdit,
    onAskDelete: setDeleting,
    onCopied,
  });

  const sort: TableSort = {
    columnId: sortColumn[query.sort],
    direction: query.order === 'asc' ? 'ascending' : 'descending',
  };

  const toolbar = (
    <ListToolbar
      className={styles.toolbar}
      aria-label={t('links.list.filters')}
      search={<SearchBox value={query.q} onSearch={(q) => filter({ q })} />}
      filters={[
        {
          label: t('links.list.domain'),
          value: query.domain,
          all: { value: '', label: t('links.list.allDomains') },
          options: domains.map((d) => ({ value: d, label: d })),
          onChange: (domain) => filter({ domain }),
        },
        {
          label: t('links.list.workspace'),
          value: query.workspace_id,
          all: { value: '', label: t('links.list.allWorkspaces') },
          options: workspaces.map((w) => ({ value: w.id, label: w.name })),
          onChange: (workspace_id) => filter({ workspace_id }),
        },
        {
          label: t('links.list.status'),
          value: query.status,
          all: { value: '', label: t('links.list.allStatuses') },
          options: linkStatuses.map((status) => ({ value: status, label: t(`links.status.${status}`) })),
          onChange: (status) => filter({ status: status as LinkListQuery['status'] }),
        },
      ]}
    />
  );

  const table = (rows: readonly LinkSummary[], loading: boolean, empty?: ReactNode) => (
    <Table<LinkSummary>
      caption={t('links.list.caption')}
      columns={columns}
      rows={rows}
      getRowId={(link) => link.id}
      loading={loading}
      empty={empty}
      sort={sort}
      onSortChange={(next) => {
        const field = columnSort[next.columnId];
        if (field && linkSortFields.includes(field))
          onQueryChange({ sort: field, order: next.direction === 'ascending' ? 'asc' : 'desc', page: 1 });
      }}
      data-testid="links-table"
    />
  );

  // The toolbar and the table stand first in each state that shows them, so React keeps them (and
  // the focus in the search box or on a sort button) while a new page of results loads.
  const body = (
    <ListBody
      state={props}
      skeleton={
        <>
          {toolbar}
          {table([], true)}
        </>
      }
      errorTitle={t('links.list.loadError')}
      onRetry={onRetry}
      empty={
        <EmptyState
          icon={Link2}
          title={t('links.list.emptyTitle')}
          description={t('links.list.emptyBody')}
          primaryAction={
            <Button icon={Plus} onClick={() => onCreate()}>
              {t('links.list.createFirst')}
            </Button>
          }
          secondaryAction={
            <Button variant="secondary" icon={Upload} onClick={() => onImport()}>
              {t('links.list.import')}
            </Button>
          }
        />
      }
      noMatches={
        <>
          {toolbar}
          {table(
            [],
            false,
            <EmptyState
              size="compact"
              icon={Search}
              title={
                query.q.trim() ? t('links.list.noMatchesFor', { query: isolate(query.q.trim()) }) : t('links.list.noMatches')
              }
              description={t('links.list.noMatchesBody')}
              primaryAction={
                <Button variant="secondary" onClick={clearFilters}>
                  {t('links.list.clearFilters')}
                </Button>
              }
            />,
          )}
        </>
      }
    >
      {props.state === 'ready' ? (
        <>
          {toolbar}
          {table(props.links, false)}
          <Pagination
            page={query.page}
            perPage={query.per_page}
            total={props.total}
            onPageChange={(page) => onQueryChange({ page })}
            perPageOptions={perPageOptions}
            onPerPageChange={(per_page) => onQueryChange({ per_page, page: 1 })}
            aria-label={t('links.list.pages')}
          />
        </>
      ) : null}
    </ListBody>
  );

  const showActions = props.state !== 'forbidden';
  return (
    <section className={styles.page} aria-labelledby="links-heading" data-screen="link-list" data-state={props.state}>
      <div className={styles.header}>
        <Heading level={1} id="links-heading">
          {t('links.list.title')}
        </Heading>
        {showActions ? (
          <div className={styles.shortCell}>
            <Button variant="secondary" icon={Upload} onClick={() => onImport()}>
              {t('links.list.import')}
            </Button>
            <Button icon={Plus} onClick={() => onCreate()}>
              {t('links.list.create')}
            </Button>
          </div>
        ) : null}
      </div>
      {offline ? (
        <Alert tone="caution" title={t('links.offline.title')}>
          {t('links.offline.body')}
        </Alert>
      ) : null}
      {readOnlyNotice && props.state === 'ready' ? <PlanLimitNotice block={readOnlyNotice} renderLink={renderLink} /> : null}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('links.delete.title')}
        description={deleting ? t('links.delete.body', { url: isolate(bareShortUrl(deleting.short_url)) }) : undefined}
        confirmLabel={t('links.delete.confirm')}
        errorMessage={t('links.delete.failed')}
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
      />
    </section>
  );
}
