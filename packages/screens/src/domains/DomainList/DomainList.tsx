import { useState } from 'react';
import type { Domain } from '@rabt/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Globe,
  Heading,
  IconButton,
  Plus,
  Table,
  Text,
  Trash2,
  UpgradePrompt,
  useIntl,
  useT,
  type TableColumn,
} from '@rabt/ui';
import { ListBody } from '../../_parts/ListStates.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import { CertificateBadge, DomainStatusPill, problemText } from './domainParts.tsx';
import * as styles from './DomainList.css.ts';

export type DomainListState =
  | { state: 'loading' }
  /** The list could not be loaded; `message` is the server's, when it gave one. */
  | { state: 'error'; message?: string | null }
  | { state: 'ready'; domains: readonly Domain[] };

export type DomainListScreenProps = DomainListState & {
  /** The account's plan lacks branded domains: an upgrade prompt replaces "Add domain". */
  locked?: { plan: string } | null;
  onUpgrade?: () => void;
  onAdd: () => void;
  /** The address of a domain's setup page (records, certificate). */
  setupHref: (id: string) => string;
  /** Start verification or retry after a failure; reject to show the failure line. */
  onVerify: (id: string) => Promise<unknown>;
  /** Resolve when removed; reject to keep the dialog open with the failure message. */
  onRemove: (id: string) => Promise<unknown>;
  onRetry: () => void;
  renderLink?: RenderLink;
  /** "Now" for certificate expiry (stories fix it). @defaultValue new Date() */
  now?: Date;
};

interface ColumnDeps {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatNumber: (n: number) => string };
  now: Date;
  setupHref: (id: string) => string;
  renderLink: RenderLink;
  verifying: string | null;
  onVerify: (id: string) => void;
  onAskRemove: (domain: Domain) => void;
}

function domainColumns(deps: ColumnDeps): TableColumn<Domain>[] {
  const { t, intl, now, setupHref, renderLink, verifying } = deps;
  return [
    {
      id: 'domain',
      header: t('domains.col.domain'),
      cell: (d) => (
        <span className={styles.nameCell}>
          {renderLink({
            href: setupHref(d.id),
            'aria-label': t('domains.action.manage', { domain: d.display_name }),
            children: (
              <Text as="span" weight="medium" dir="auto">
                {d.display_name}
              </Text>
            ),
          })}
          {d.display_name !== d.name ? (
            <span className={styles.ascii} dir="ltr">
              {d.name}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('domains.col.status'),
      cell: (d) => (
        <span className={styles.statusCell}>
          <DomainStatusPill state={d.state} />
          {(d.state === 'pending' || d.state === 'failed') && d.problems[0] ? (
            <span className={styles.problem}>{problemText(t, d.problems[0])}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'certificate',
      header: t('domains.col.certificate'),
      cell: (d) => <CertificateBadge certificate={d.certificate} now={now} />,
    },
    {
      id: 'links',
      header: t('domains.col.links'),
      align: 'end',
      cell: (d) => <span className={styles.nowrap}>{intl.formatNumber(d.links)}</span>,
    },
    {
      id: 'actions',
      header: t('domains.col.actions'),
      hideHeader: true,
      align: 'end',
      cell: (d) => (
        <span className={styles.actions}>
          {d.state === 'not_verified' || d.state === 'failed' ? (
            <Button
              size="small"
              variant="secondary"
              loading={verifying === d.id}
              onClick={() => deps.onVerify(d.id)}
              aria-label={`${t(d.state === 'failed' ? 'domains.action.retry' : 'domains.action.verify')} ${d.display_name}`}
            >
              {t(d.state === 'failed' ? 'domains.action.retry' : 'domains.action.verify')}
            </Button>
          ) : null}
          <IconButton
            icon={Trash2}
            variant="ghost"
            size="small"
            aria-label={t('domains.action.remove', { domain: d.display_name })}
            onClick={() => deps.onAskRemove(d)}
          />
        </span>
      ),
    },
  ];
}

/** Branded domains: their state, the precise DNS problem, the certificate, links on each. */
export function DomainListScreen(props: DomainListScreenProps) {
  const { locked, onUpgrade, onAdd, setupHref, onVerify, onRemove, onRetry, renderLink = defaultRenderLink } = props;
  const t = useT();
  const intl = useIntl();
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;
  const [removing, setRemoving] = useState<Domain | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [verifyError, setVerifyError] = useState(false);

  const verify = (id: string) => {
    setVerifying(id);
    setVerifyError(false);
    onVerify(id)
      .catch(() => setVerifyError(true))
      .finally(() => setVerifying(null));
  };

  const columns = domainColumns({ t, intl, now, setupHref, renderLink, verifying, onVerify: verify, onAskRemove: setRemoving });

  const body = (
    <ListBody
      state={props}
      rows={props.state === 'ready' ? props.domains : undefined}
      skeleton={<Table<Domain> caption={t('domains.caption')} columns={columns} rows={[]} getRowId={(d) => d.id} loading />}
      errorTitle={t('domains.loadError')}
      onRetry={onRetry}
      empty={
        <EmptyState
          icon={Globe}
          title={t('domains.emptyTitle')}
          description={t('domains.emptyBody')}
          primaryAction={
            locked ? undefined : (
              <Button icon={Plus} onClick={() => onAdd()}>
                {t('domains.addFirst')}
              </Button>
            )
          }
        />
      }
    >
      {props.state === 'ready' ? (
        <Table<Domain>
          caption={t('domains.caption')}
          columns={columns}
          rows={props.domains}
          getRowId={(d) => d.id}
          data-testid="domains-table"
        />
      ) : null}
    </ListBody>
  );

  return (
    <section className={styles.page} aria-labelledby="domains-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="domains-heading">
            {t('domains.title')}
          </Heading>
          <Text tone="muted">{t('domains.intro')}</Text>
        </div>
        {locked ? null : (
          <Button icon={Plus} onClick={() => onAdd()}>
            {t('domains.add')}
          </Button>
        )}
      </div>
      {locked ? (
        <UpgradePrompt feature="branded_domains" plan={locked.plan} variant="card" onUpgrade={onUpgrade} titleLevel={2} />
      ) : null}
      {verifyError ? (
        <Alert tone="critical" onDismiss={() => setVerifyError(false)}>
          {t('domains.verifyFailed')}
        </Alert>
      ) : null}
      {props.state === 'ready' && props.domains.some((d) => d.state === 'pending') ? (
        <Text tone="muted" role="status">
          {t('domains.pendingNote')}
        </Text>
      ) : null}
      {body}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? t('domains.remove.title', { domain: isolate(removing.display_name) }) : ''}
        description={removing ? t('domains.remove.body', { count: removing.links }) : undefined}
        confirmLabel={t('domains.remove.confirm')}
        errorMessage={t('domains.remove.failed')}
        onConfirm={() => (removing ? onRemove(removing.id) : undefined)}
      />
    </section>
  );
}
