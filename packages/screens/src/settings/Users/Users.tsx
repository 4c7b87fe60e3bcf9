import { useState, type FormEvent } from 'react';
import type { Member, MemberState, Role, Workspace } from '@rabt/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  Heading,
  IconButton,
  Layers,
  Select,
  StatusPill,
  Table,
  Text,
  TextField,
  Trash2,
  Plus,
  useIntl,
  useT,
  type StatusTone,
  type TableColumn,
} from '@rabt/ui';
import { ListBody } from '../../_parts/ListStates.tsx';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import * as styles from './Users.css.ts';
import {
  scopedWorkspaceIds,
  WorkspaceAccessDialog,
  WorkspaceScopeField,
  type ChangeWorkspaces,
  type WorkspaceScope,
} from './WorkspaceAccessDialog.tsx';

export interface InviteValues {
  email: string;
  role: string;
  /** null: every workspace (also those created later); else the chosen ones (decision 069). */
  workspace_ids: string[] | null;
}

export type UsersState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | {
      state: 'ready';
      members: readonly Member[];
      roles: readonly Role[];
      /** The organisation's workspaces, to limit a member to some of them (empty: no access editor). */
      workspaces: readonly Workspace[];
    };

export type UsersScreenProps = UsersState & {
  canInvite: boolean;
  canEdit: boolean;
  canRemove: boolean;
  /** The plan's user limit is reached: the invite button becomes an upgrade prompt. */
  limit?: { users: number; upgradePlan: string } | null;
  onUpgrade?: () => void;
  onInvite: FormSubmit<InviteValues>;
  /** Reject to show the failure line. */
  onChangeRole: (memberId: string, role: string) => Promise<unknown>;
  /** Limits a member to some workspaces (or lifts the limit with null). */
  onChangeWorkspaces: ChangeWorkspaces;
  onRemove: (memberId: string) => Promise<unknown>;
  onLeave: () => Promise<unknown>;
  onRetry: () => void;
};

const STATE_TONES: Record<MemberState, StatusTone> = {
  active: 'positive',
  verified: 'info',
  pending: 'caution',
  not_verified: 'neutral',
  failed: 'critical',
};

function InviteDialog({
  open,
  onOpenChange,
  roles,
  workspaces,
  onInvite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roles: readonly Role[];
  /** Empty (loading, or no workspaces:view): no choice is offered and the invitee gets every workspace. */
  workspaces: readonly Workspace[];
  onInvite: FormSubmit<InviteValues>;
}) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('viewer');
  const [scope, setScope] = useState<WorkspaceScope>('all');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [errors, setErrors] = useState<{ email?: string; role?: string; workspace_ids?: string; [FORM_ERROR]?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused: typeof errors = {};
    if (!email.trim()) refused.email = t('screens.settings.users.emailRequired');
    if (scope === 'some' && chosen.length === 0) refused.workspace_ids = t('screens.settings.users.accessRequired');
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return;
    }
    setPending(true);
    try {
      const result = await onInvite({ email: email.trim(), role, workspace_ids: scopedWorkspaceIds(scope, chosen, workspaces) });
      if (result && Object.keys(result).length > 0) setErrors(result as typeof errors);
      else {
        setErrors({});
        setEmail('');
        setScope('all');
        setChosen([]);
        onOpenChange(false);
      }
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('screens.settings.users.inviteTitle')}
      description={t('screens.settings.users.inviteBody')}
      size="medium"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {errors[FORM_ERROR] ? <Alert tone="critical">{errors[FORM_ERROR]}</Alert> : null}
        <TextField
          label={t('screens.settings.users.email')}
          type="email"
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          required
          dir="ltr"
          autoComplete="off"
        />
        <Select
          label={t('screens.settings.users.role')}
          value={role}
          onValueChange={setRole}
          error={errors.role}
          options={roles.map((r) => ({ value: r.id, label: r.name }))}
          placeholder={false}
        />
        {workspaces.length > 0 ? (
          <WorkspaceScopeField
            workspaces={workspaces}
            scope={scope}
            chosen={chosen}
            error={errors.workspace_ids}
            onScope={(value) => {
              setErrors(({ workspace_ids: _, ...rest }) => rest);
              setScope(value);
            }}
            onToggle={(id, on) => {
              setErrors(({ workspace_ids: _, ...rest }) => rest);
              setChosen((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
            }}
          />
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {t('screens.settings.users.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function memberColumns({
  t,
  intl,
  canEdit,
  canRemove,
  roles,
  setRoleError,
  onChangeRole,
  setLeaving,
  setRemoving,
  setEditingAccess,
}: {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatDate: (d: string, o: Intl.DateTimeFormatOptions) => string };
  canEdit: boolean;
  canRemove: boolean;
  roles: readonly Role[];
  setRoleError: (v: boolean) => void;
  onChangeRole: (memberId: string, role: string) => Promise<unknown>;
  setLeaving: (v: boolean) => void;
  setRemoving: (m: Member) => void;
  /** Null when there are no workspaces to choose from. */
  setEditingAccess: ((m: Member) => void) | null;
}): TableColumn<Member>[] {
  return [
    {
      id: 'person',
      header: t('screens.settings.users.col.person'),
      cell: (m) => (
        <span className={styles.cellStack}>
          <Text as="span" weight="medium" dir="auto">
            {m.name}
            {m.is_you ? ` (${t('screens.settings.users.you')})` : ''}
          </Text>
          <span className={`${styles.muted} ${styles.breakAll}`} dir="ltr">
            {m.email}
          </span>
          <span className={styles.muted}>
            {m.workspace_ids === null
              ? t('screens.settings.users.allWorkspaces')
              : t('screens.settings.users.someWorkspaces', { count: m.workspace_ids.length })}
          </span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('screens.settings.users.col.role'),
      cell: (m) =>
        canEdit && m.kind === 'member' && !m.is_you ? (
          <Select
            label={t('screens.settings.users.changeRole', { name: m.name })}
            hideLabel
            value={m.role}
            placeholder={false}
            options={roles.map((r) => ({ value: r.id, label: r.name }))}
            onValueChange={(role) => {
              setRoleError(false);
              onChangeRole(m.id, role).catch(() => setRoleError(true));
            }}
          />
        ) : (
          <span dir="auto">{m.role_name}</span>
        ),
    },
    {
      id: 'state',
      header: t('screens.settings.users.col.state'),
      cell: (m) => <StatusPill tone={STATE_TONES[m.state]}>{t(`screens.settings.users.state.${m.state}`)}</StatusPill>,
    },
    {
      id: 'lastActive',
      header: t('screens.settings.users.col.lastActive'),
      cell: (m) => (
        <span className={styles.nowrap}>
          {m.last_active_at ? intl.formatDate(m.last_active_at, { dateStyle: 'medium' }) : t('screens.settings.never')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('screens.settings.users.col.actions'),
      hideHeader: true,
      align: 'end',
      cell: (m) => (
        <span className={styles.actions}>
          {canEdit && setEditingAccess && m.kind === 'member' && !m.is_you && !m.read_only ? (
            <IconButton
              icon={Layers}
              variant="ghost"
              size="small"
              aria-label={t('screens.settings.users.access', { name: m.name })}
              onClick={() => setEditingAccess(m)}
            />
          ) : null}
          {m.is_you ? (
            <Button size="small" variant="secondary" onClick={() => setLeaving(true)}>
              {t('screens.settings.users.leave')}
            </Button>
          ) : canRemove ? (
            <IconButton
              icon={Trash2}
              variant="ghost"
              size="small"
              aria-label={
                m.kind === 'invitation'
                  ? t('screens.settings.users.withdraw', { email: m.email })
                  : t('screens.settings.users.remove', { name: m.name })
              }
              onClick={() => setRemoving(m)}
            />
          ) : null}
        </span>
      ),
    },
  ];
}

/** /settings/users: members and invitations with role, state and last activity (spec §4, §6). */
export function UsersScreen(props: UsersScreenProps) {
  const {
    canInvite,
    canEdit,
    canRemove,
    limit,
    onUpgrade,
    onInvite,
    onChangeRole,
    onChangeWorkspaces,
    onRemove,
    onLeave,
    onRetry,
  } = props;
  const t = useT();
  const intl = useIntl();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [roleError, setRoleError] = useState(false);
  const [editingAccess, setEditingAccess] = useState<Member | null>(null);
  const roles = props.state === 'ready' ? props.roles : [];
  const workspaces = props.state === 'ready' ? props.workspaces : [];

  const columns = memberColumns({
    t,
    intl,
    canEdit,
    canRemove,
    roles,
    setRoleError,
    onChangeRole,
    setLeaving,
    setRemoving,
    setEditingAccess: workspaces.length > 0 ? setEditingAccess : null,
  });

  // Never empty: the member looking at it is on the list; alone, a line under it says so.
  const body = (
    <ListBody
      state={props}
      skeleton={
        <Table<Member> caption={t('screens.settings.users.caption')} columns={columns} rows={[]} getRowId={(m) => m.id} loading />
      }
      errorTitle={t('screens.settings.loadError')}
      onRetry={onRetry}
    >
      {props.state === 'ready' ? (
        <>
          <Table<Member>
            caption={t('screens.settings.users.caption')}
            columns={columns}
            rows={props.members}
            getRowId={(m) => m.id}
          />
          {props.members.length <= 1 ? <Text tone="muted">{t('screens.settings.users.empty')}</Text> : null}
        </>
      ) : null}
    </ListBody>
  );

  return (
    <section className={styles.page} aria-labelledby="users-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="users-heading">
            {t('screens.settings.users.title')}
          </Heading>
          <Text tone="muted">{t('screens.settings.users.intro')}</Text>
        </div>
        {canInvite && !limit ? (
          <Button icon={Plus} onClick={() => setInviting(true)} disabled={props.state !== 'ready'}>
            {t('screens.settings.users.invite')}
          </Button>
        ) : null}
      </div>
      {canInvite && limit ? (
        <Alert
          tone="caution"
          title={t('screens.settings.users.limitTitle')}
          action={
            <Button variant="secondary" onClick={() => onUpgrade?.()}>
              {t('screens.settings.users.upgrade', { plan: limit.upgradePlan })}
            </Button>
          }
        >
          {t('screens.settings.users.limitBody', { count: limit.users, plan: limit.upgradePlan })}
        </Alert>
      ) : null}
      {roleError ? (
        <Alert tone="critical" onDismiss={() => setRoleError(false)}>
          {t('screens.settings.users.roleFailed')}
        </Alert>
      ) : null}
      {body}
      <InviteDialog open={inviting} onOpenChange={setInviting} roles={roles} workspaces={workspaces} onInvite={onInvite} />
      <WorkspaceAccessDialog
        key={editingAccess?.id ?? 'closed'}
        member={editingAccess}
        workspaces={workspaces}
        onOpenChange={(open) => {
          if (!open) setEditingAccess(null);
        }}
        onSave={onChangeWorkspaces}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? t('screens.settings.users.removeTitle', { name: isolate(removing.name) }) : ''}
        description={t('screens.settings.users.removeBody')}
        confirmLabel={t('screens.settings.users.removeConfirm')}
        errorMessage={t('screens.settings.users.removeFailed')}
        onConfirm={() => (removing ? onRemove(removing.id) : undefined)}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('screens.settings.users.leaveTitle')}
        description={t('screens.settings.users.leaveBody')}
        confirmLabel={t('screens.settings.users.leaveConfirm')}
        errorMessage={t('screens.settings.users.leaveFailed')}
        onConfirm={() => onLeave()}
      />
    </section>
  );
}
