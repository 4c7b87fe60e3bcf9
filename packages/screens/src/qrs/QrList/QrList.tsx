import { useState } from 'react';
import { qrTypes, type Qr, type QrType } from '@rabt/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  IconButton,
  Pagination,
  Plus,
  QrCode,
  Table,
  Text,
  TextField,
  Trash2,
  useIntl,
  useT,
  type TableColumn,
} from '@rabt/ui';
import { ListBody, ListToolbar } from '../../_parts/ListStates.tsx';
import { PlanLimitNotice, ReadOnlyPill, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import { QrPreview } from '../QrPreview.tsx';
import * as styles from '../qrs.css.ts';

/** The plan's QR code limit is used up: creating is replaced by an upgrade prompt. */
export interface QrLimitReached {
  limit: number;
  usage: number;
  /** The plan that allows more, as billing names it ("Pro"). */
  plan: string;
}

export type QrListState =
  | { state: 'loading' }
  /** The list could not be loaded; `offline` when the request got no answer. */
  | { state: 'error'; message?: string | null; offline?: boolean }
  /** The user's role does not include viewing QR codes. */
  | { state: 'forbidden' }
  | { state: 'ready'; qrs: readonly Qr[]; total: number; page: number; perPage: number };

export type QrTypeFilter = QrType | 'all';

export type QrListScreenProps = QrListState & {
  query: string;
  type: QrTypeFilter;
  onQueryChange: (query: string) => void;
  onTypeChange: (type: QrTypeFilter) => void;
  onPageChange: (page: number) => void;
  onCreate: () => void;
  /** The address of a code's page (edit, download, scans). */
  editHref: (id: string) => string;
  /** Resolve when deleted; reject to keep the dialog open with the delete failure message. */
  onDelete: (id: string) => Promise<unknown>;
  onRetry: () => void;
  limit?: QrLimitReached | null;
  onUpgrade?: () => void;
  /** Workspace names by id (the column shows the name). */
  workspaceNames?: Readonly<Record<string, string>>;
  /** Role allows creating / deleting (hidden otherwise). @defaultValue true */
  canCreate?: boolean;
  canDelete?: boolean;
  renderLink?: RenderLink;
  /** Some codes are over the plan's limit (rows with `read_only`): why, and the upgrade link. */
  readOnlyNotice?: PlanBlock | null;
};

export const qrTypeIcons = {
  url: 'screens.qrs.type.url',
  wifi: 'screens.qrs.type.wifi',
  pdf: 'screens.qrs.type.pdf',
  image: 'screens.qrs.type.image',
  card: 'screens.qrs.type.card',
} as const;

interface ColumnDeps {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatNumber: (n: number) => string; formatDate: (d: Date, o?: Intl.DateTimeFormatOptions) => string };
  editHref: (id: string) => string;
  renderLink: RenderLink;
  workspaceNames: Readonly<Record<string, string>>;
  canDelete: boolean;
  onAskDelete: (qr: Qr) => void;
}

function qrColumns(deps: ColumnDeps): TableColumn<Qr>[] {
  const { t, intl, editHref, renderLink, workspaceNames, canDelete } = deps;
  return [
    {
      id: 'name',
      header: t('screens.qrs.col.name'),
      cell: (qr) => (
        <span className={styles.nameCell}>
          <span className={styles.thumb} aria-hidden="true">
            <QrPreview payload={qr.payload} design={qr.design} label="" size="2.75rem" />
          </span>
          <span className={styles.nameText}>
            {renderLink({
              href: editHref(qr.id),
              children: (
                <Text as="span" weight="medium" dir="auto">
                  {qr.name}
                </Text>
              ),
            })}
            {qr.short_url ? (
              <span className={styles.muted} dir="ltr">
                {qr.short_url.replace(/^https?:\/\//, '')}
              </span>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      id: 'type',
      header: t('screens.qrs.col.type'),
      cell: (qr) => (
        <>
          {t(qrTypeIcons[qr.type])}
          {qr.read_only ? <ReadOnlyPill /> : null}
        </>
      ),
    },
    {
      id: 'scans',
      header: t('screens.qrs.col.scans'),
      align: 'end',
      cell: (qr) => (
        <span className={styles.nowrap}>
          {qr.scans === null ? t('screens.qrs.scans.notTracked') : intl.formatNumber(qr.scans)}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('screens.qrs.col.created'),
      cell: (qr) => (
        <span className={styles.nowrap}>
          {intl.formatDate(new Date(qr.created_at), { dateStyle: 'medium', timeZone: 'UTC' })}
        </span>
      ),
    },
    {
      id: 'workspace',
      header: t('screens.qrs.col.workspace'),
      cell: (qr) => <span dir="auto">{workspaceNames[qr.workspace_id] ?? '—'}</span>,
    },
    {
      id: 'actions',
      header: t('screens.qrs.col.actions'),
      hideHeader: true,
      align: 'end',
      cell: (qr) =>
        canDelete ? (
          <span className={styles.actions}>
            <IconButton
              icon={Trash2}
              variant="ghost"
              size="small"
              aria-label={t('screens.qrs.delete.action', { name: qr.name })}
              onClick={() => deps.onAskDelete(qr)}
            />
          </span>
        ) : null,
    },
  ];
}

export function QrListScreen(props: QrListScreenProps) {
  const {
    query,
    type,
    onQueryChange,
    onTypeChange,
    onPageChange,
    onCreate,
    editHref,
    onDelete,
    onRetry,
    limit,
    onUpgrade,
    workspaceNames = {},
    canCreate = true,
    canDelete = true,
    renderLink = defaultRenderLink,
    readOnlyNotice,
  } = props;
  const t = useT();
  const intl = useIntl();
  const [deleting, setDeleting] = useState<Qr | null>(null);

  const columns = qrColumns({ t, intl, editHref, renderLink, workspaceNames, canDelete, onAskDelete: setDeleting });

  const filtered = query.trim() !== '' || type !== 'all';
  const body = (
    <ListBody
      state={props}
      rows={props.state === 'ready' ? props.qrs : undefined}
      filtered={filtered}
      skeleton={<Table<Qr> caption={t('screens.qrs.caption')} columns={columns} rows={[]} getRowId={(qr) => qr.id} loading />}
      errorTitle={t('screens.qrs.loadError')}
      offline={{ title: t('screens.qrs.offline.title'), body: t('screens.qrs.offline.body') }}
      onRetry={onRetry}
      noMatches={
        <EmptyState
          icon={QrCode}
          title={t('screens.qrs.noResults')}
          secondaryAction={
            <Button
              variant="secondary"
              onClick={() => {
                onQueryChange('');
                onTypeChange('all');
              }}
            >
              {t('screens.qrs.clearFilters')}
            </Button>
          }
        />
      }
      empty={
        <EmptyState
          icon={QrCode}
          title={t('screens.qrs.emptyTitle')}
          description={t('screens.qrs.emptyBody')}
          primaryAction={
            canCreate && !limit ? (
              <Button icon={Plus} onClick={() => onCreate()}>
                {t('screens.qrs.createFirst')}
              </Button>
            ) : undefined
          }
        />
      }
    >
      {props.state === 'ready' ? (
        <>
          <Table<Qr>
            caption={t('screens.qrs.caption')}
            columns={columns}
            rows={props.qrs}
            getRowId={(qr) => qr.id}
            data-testid="qrs-table"
          />
          {props.total > props.perPage ? (
            <Pagination page={props.page} perPage={props.perPage} total={props.total} onPageChange={onPageChange} />
          ) : null}
        </>
      ) : null}
    </ListBody>
  );

  const listable = props.state !== 'forbidden';
  return (
    <section className={styles.page} aria-labelledby="qrs-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="qrs-heading">
            {t('screens.qrs.title')}
          </Heading>
          <Text tone="muted">{t('screens.qrs.intro')}</Text>
        </div>
        {canCreate && listable ? (
          <Button icon={Plus} onClick={() => onCreate()} disabled={Boolean(limit)}>
            {t('screens.qrs.create')}
          </Button>
        ) : null}
      </div>
      {limit && listable ? (
        <Alert
          tone="caution"
          title={t('screens.qrs.limit.title')}
          action={
            onUpgrade ? (
              <Button variant="secondary" onClick={() => onUpgrade()}>
                {t('screens.qrs.limit.upgrade', { plan: limit.plan })}
              </Button>
            ) : undefined
          }
        >
          {t('screens.qrs.limit.body', { usage: limit.usage, limit: limit.limit })}
        </Alert>
      ) : null}
      {readOnlyNotice && props.state === 'ready' ? <PlanLimitNotice block={readOnlyNotice} renderLink={renderLink} /> : null}
      {listable ? (
        <ListToolbar
          className={styles.toolbar}
          search={
            <div className={styles.grow}>
              <TextField type="search" label={t('screens.qrs.search')} value={query} onValueChange={onQueryChange} />
            </div>
          }
          filters={[
            {
              label: t('screens.qrs.filterType'),
              value: type,
              all: { value: 'all', label: t('screens.qrs.type.all') },
              options: qrTypes.map((value) => ({ value, label: t(qrTypeIcons[value]) })),
              onChange: (value) => onTypeChange(value as QrTypeFilter),
            },
          ]}
        />
      ) : null}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t('screens.qrs.delete.title', { name: isolate(deleting.name) }) : ''}
        description={t('screens.qrs.delete.body')}
        confirmLabel={t('screens.qrs.delete.confirm')}
        errorMessage={t('screens.qrs.delete.failed')}
        onConfirm={() => (deleting ? onDelete(deleting.id) : undefined)}
      />
    </section>
  );
}
