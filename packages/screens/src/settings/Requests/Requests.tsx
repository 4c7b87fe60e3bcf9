import { useState, type FormEvent } from 'react';
import type { AccessRequest, AccessRequestState, Role } from '@rabt/contract';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  Heading,
  Inbox,
  Select,
  StatusPill,
  Table,
  Text,
  useIntl,
  useT,
  type StatusTone,
  type TableColumn,
} from '@rabt/ui';
import { isolate } from '../../_parts/text.ts';
import { permissionLabel } from '../_parts/PermissionGrid.tsx';
import { ListBody } from '../../_parts/ListStates.tsx';
import * as styles from './Requests.css.ts';

export type RequestsState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | { state: 'ready'; requests: readonly AccessRequest[]; roles: readonly Role[] };

export type RequestsScreenProps = RequestsState & {
  canDecide: boolean;
  /** Reject to show the failure line. */
  onApprove: (id: string, role: string) => Promise<unknown>;
  onDecline: (id: string) => Promise<unknown>;
  onRetry: () => void;
};

const TONES: Record<AccessRequestState, StatusTone> = { pending: 'caution', approved: 'positive', declined: 'neutral' };

function ApproveDialog({
  request,
  roles,
  onClose,
  onApprove,
}: {
  request: AccessRequest | null;
  roles: readonly Role[];
  onClose: () => void;
  onApprove: (id: string, role: string) => Promise<unknown>;
}) {
  const t = useT();
  const [role, setRole] = useState('viewer');
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    setPending(true);
    setFailed(false);
    try {
      await onApprove(request.id, role);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request ? t('screens.settings.requests.approveTitle', { name: isolate(request.name) }) : ''}
      description={request ? t('screens.settings.requests.approveBody', { name: isolate(request.name) }) : undefined}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {failed ? <Alert tone="critical">{t('screens.settings.requests.approveFailed')}</Alert> : null}
        <Select
          label={t('screens.settings.users.role')}
          value={role}
          onValueChange={setRole}
          placeholder={false}
          options={roles.map((r) => ({ value: r.id, label: r.name }))}
        />
        <div>
          <Button type="submit" loading={pending}>
            {t('screens.settings.requests.approve')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function requestColumns({
  t,
  intl,
  canDecide,
  roleName,
  setApproving,
  setDeclineFailed,
  onDecline,
}: {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatDate: (d: string, o: Intl.DateTimeFormatOptions) => string };
  canDecide: boolean;
  roleName: (id: string | null) => string;
  setApproving: (r: AccessRequest) => void;
  setDeclineFailed: (v: boolean) => void;
  onDecline: (id: string) => Promise<unknown>;
}): TableColumn<AccessRequest>[] {
  return [
    {
      id: 'person',
      header: t('screens.settings.requests.col.person'),
      cell: (r) => (
        <span className={styles.cellStack}>
          <Text as="span" weight="medium" dir="auto">
            {r.name}
          </Text>
          <span className={`${styles.muted} ${styles.breakAll}`} dir="ltr">
            {r.email}
          </span>
          <span className={styles.muted}>{intl.formatDate(r.created_at, { dateStyle: 'medium' })}</span>
        </span>
      ),
    },
    {
      id: 'asks',
      header: t('screens.settings.requests.col.asks'),
      cell: (r) => (
        <span className={styles.cellStack}>
          <span>
            {r.kind === 'join'
              ? t('screens.settings.requests.join')
              : r.permission
                ? permissionLabel(t, r.permission)
                : t('screens.settings.requests.more')}
          </span>
          {r.path ? (
            <span className={`${styles.muted} ${styles.breakAll}`} dir="ltr">
              {r.path}
            </span>
          ) : null}
          {r.message ? (
            <span className={styles.muted} dir="auto">
              “{r.message}”
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('screens.settings.requests.col.state'),
      cell: (r) => (
        <span className={styles.cellStack}>
          <StatusPill tone={TONES[r.state]}>{t(`screens.settings.requests.state.${r.state}`)}</StatusPill>
          {r.state === 'approved' && r.role ? (
            <span className={styles.muted}>{t('screens.settings.requests.roleGiven', { role: roleName(r.role) })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('screens.settings.requests.col.actions'),
      hideHeader: true,
      align: 'end',
      cell: (r) =>
        canDecide && r.state === 'pending' ? (
          <span className={styles.actions}>
            <Button
              size="small"
              onClick={() => setApproving(r)}
              aria-label={`${t('screens.settings.requests.approve')} ${r.name}`}
            >
              {t('screens.settings.requests.approve')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={`${t('screens.settings.requests.decline')} ${r.name}`}
              onClick={() => {
                setDeclineFailed(false);
                onDecline(r.id).catch(() => setDeclineFailed(true));
              }}
            >
              {t('screens.settings.requests.decline')}
            </Button>
          </span>
        ) : null,
    },
  ];
}

/** /settings/requests: people asking to join or for more access; approve with a role, or decline. */
export function RequestsScreen(props: RequestsScreenProps) {
  const { canDecide, onApprove, onDecline, onRetry } = props;
  const t = useT();
  const intl = useIntl();
  const [approving, setApproving] = useState<AccessRequest | null>(null);
  const [declineFailed, setDeclineFailed] = useState(false);
  const roles = props.state === 'ready' ? props.roles : [];
  const roleName = (id: string | null) => roles.find((r) => r.id === id)?.name ?? id ?? '';

  const columns = requestColumns({ t, intl, canDecide, roleName, setApproving, setDeclineFailed, onDecline });

  const body = (
    <ListBody
      state={props}
      rows={props.state === 'ready' ? props.requests : undefined}
      skeleton={
        <Table<AccessRequest>
          caption={t('screens.settings.requests.caption')}
          columns={columns}
          rows={[]}
          getRowId={(r) => r.id}
          loading
        />
      }
      errorTitle={t('screens.settings.loadError')}
      onRetry={onRetry}
      empty={<EmptyState icon={Inbox} title={t('screens.settings.requests.empty')} />}
    >
      {props.state === 'ready' ? (
        <Table<AccessRequest>
          caption={t('screens.settings.requests.caption')}
          columns={columns}
          rows={props.requests}
          getRowId={(r) => r.id}
        />
      ) : null}
    </ListBody>
  );

  return (
    <section className={styles.page} aria-labelledby="requests-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="requests-heading">
            {t('screens.settings.requests.title')}
          </Heading>
          <Text tone="muted">{t('screens.settings.requests.intro')}</Text>
        </div>
      </div>
      {declineFailed ? (
        <Alert tone="critical" onDismiss={() => setDeclineFailed(false)}>
          {t('screens.settings.requests.declineFailed')}
        </Alert>
      ) : null}
      {body}
      <ApproveDialog request={approving} roles={roles} onClose={() => setApproving(null)} onApprove={onApprove} />
    </section>
  );
}
