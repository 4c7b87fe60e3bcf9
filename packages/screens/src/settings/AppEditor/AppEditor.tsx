import { useState, type FormEvent } from 'react';
import type { ApiKey, App, Permission } from '@rabt/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  CopyButton,
  Heading,
  IconButton,
  StatusPill,
  Table,
  Text,
  TextArea,
  TextField,
  Trash2,
  useIntl,
  useT,
  type TableColumn,
} from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { FORM_ERROR, type FormSubmit, type FormSubmitErrors } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { PermissionGrid, permissionLabel } from '../_parts/PermissionGrid.tsx';
import * as styles from './AppEditor.css.ts';

export interface AppValues {
  name: string;
  description: string;
}

export interface KeyValues {
  name: string;
  scopes: Permission[];
}

export type AppEditorState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  /** `app` null: /settings/apps/new. */
  | { state: 'ready'; app: App | null };

export type AppEditorScreenProps = AppEditorState & {
  canEdit: boolean;
  canCreateKeys: boolean;
  canDelete: boolean;
  /** What a new key may be given: the member's own permissions. */
  grantable: ReadonlySet<Permission>;
  onSubmit: FormSubmit<AppValues>;
  /** Resolves to the new key's secret (shown once), or to field messages. */
  onCreateKey: (values: KeyValues) => Promise<string | FormSubmitErrors<KeyValues>>;
  onRevokeKey: (keyId: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  backHref: string;
  onRetry: () => void;
  renderLink?: RenderLink;
};

function AppForm({ app, canSave, onSubmit }: { app: App | null; canSave: boolean; onSubmit: FormSubmit<AppValues> }) {
  const t = useT();
  const [name, setName] = useState(app?.name ?? '');
  const [description, setDescription] = useState(app?.description ?? '');
  const [errors, setErrors] = useState<FormSubmitErrors<AppValues>>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('screens.settings.app.nameRequired') });
      return;
    }
    setPending(true);
    try {
      setErrors((await onSubmit({ name: name.trim(), description: description.trim() })) ?? {});
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errors[FORM_ERROR] ? <Alert tone="critical">{errors[FORM_ERROR]}</Alert> : null}
      <TextField
        label={t('screens.settings.app.name')}
        value={name}
        onValueChange={setName}
        error={errors.name}
        required
        readOnly={!canSave}
        maxLength={80}
        dir="auto"
      />
      <TextArea
        label={t('screens.settings.app.description')}
        value={description}
        onValueChange={setDescription}
        optional
        readOnly={!canSave}
        maxLength={500}
        rows={2}
      />
      {canSave ? (
        <div className={styles.formActions}>
          <Button type="submit" loading={pending}>
            {app ? t('screens.settings.save') : t('screens.settings.app.create')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function NewKeyForm({ grantable, onCreateKey }: Pick<AppEditorScreenProps, 'grantable' | 'onCreateKey'>) {
  const t = useT();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Permission[]>([]);
  const [errors, setErrors] = useState<FormSubmitErrors<KeyValues>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: FormSubmitErrors<KeyValues> = {};
    if (!name.trim()) local.name = t('screens.settings.app.keyNameRequired');
    if (scopes.length === 0) local.scopes = t('screens.settings.role.permissionRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const result = await onCreateKey({ name: name.trim(), scopes });
      if (typeof result === 'string') {
        setSecret(result);
        setName('');
        setScopes([]);
      } else setErrors(result);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={styles.section}>
      {secret ? (
        <Alert tone="positive" title={t('screens.settings.app.secretTitle')} onDismiss={() => setSecret(null)}>
          <span className={styles.section}>
            <span>{t('screens.settings.app.secretBody')}</span>
            <code className={styles.secret} dir="ltr" data-testid="api-key-secret">
              {secret}
            </code>
            <span>
              <CopyButton value={secret} />
            </span>
          </span>
        </Alert>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-key-heading">
        <Heading level={3} id="new-key-heading">
          {t('screens.settings.app.newKey')}
        </Heading>
        {errors[FORM_ERROR] ? <Alert tone="critical">{errors[FORM_ERROR]}</Alert> : null}
        <TextField
          label={t('screens.settings.app.keyName')}
          value={name}
          onValueChange={setName}
          error={errors.name}
          required
          maxLength={80}
        />
        <Text weight="medium">{t('screens.settings.app.keyScopes')}</Text>
        <PermissionGrid idPrefix="key" value={scopes} onChange={setScopes} allowed={grantable} error={errors.scopes ?? null} />
        <div className={styles.formActions}>
          <Button type="submit" loading={pending}>
            {t('screens.settings.app.createKey')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function apiKeyColumns({
  t,
  intl,
  canDelete,
  setRevoking,
}: {
  t: (id: string, values?: Record<string, string | number>) => string;
  intl: { formatDate: (d: string, o: Intl.DateTimeFormatOptions) => string };
  canDelete: boolean;
  setRevoking: (k: ApiKey) => void;
}): TableColumn<ApiKey>[] {
  return [
    {
      id: 'key',
      header: t('screens.settings.app.col.key'),
      cell: (k) => (
        <span className={styles.cellStack}>
          <Text as="span" weight="medium" dir="auto">
            {k.name}
          </Text>
          <code className={styles.muted} dir="ltr">
            {k.prefix}…
          </code>
          {k.revoked_at ? (
            <span>
              <StatusPill tone="neutral">{t('screens.settings.app.revoked')}</StatusPill>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'scopes',
      header: t('screens.settings.app.col.scopes'),
      cell: (k) => (
        <span className={styles.muted}>
          {k.scopes.map((s) => permissionLabel(t, s)).join(t('screens.settings.listSeparator'))}
        </span>
      ),
    },
    {
      id: 'lastUsed',
      header: t('screens.settings.app.col.lastUsed'),
      cell: (k) => (
        <span className={styles.nowrap}>
          {k.last_used_at
            ? intl.formatDate(k.last_used_at, { dateStyle: 'medium', timeStyle: 'short' })
            : t('screens.settings.never')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('screens.settings.app.col.actions'),
      hideHeader: true,
      align: 'end',
      cell: (k) =>
        canDelete && !k.revoked_at ? (
          <IconButton
            icon={Trash2}
            variant="ghost"
            size="small"
            aria-label={t('screens.settings.app.revoke', { name: k.name })}
            onClick={() => setRevoking(k)}
          />
        ) : null,
    },
  ];
}

/** /settings/apps/new and /settings/apps/:id: the app, its keys (prefix, scopes, last use), revoke. */
export function AppEditorScreen(props: AppEditorScreenProps) {
  const {
    canEdit,
    canCreateKeys,
    canDelete,
    grantable,
    onSubmit,
    onCreateKey,
    onRevokeKey,
    onDelete,
    backHref,
    onRetry,
    renderLink = defaultRenderLink,
  } = props;
  const t = useT();
  const intl = useIntl();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState(false);

  const keyColumns = apiKeyColumns({ t, intl, canDelete, setRevoking });

  let title = t('screens.settings.app.newTitle');
  let body;
  switch (props.state) {
    case 'loading':
      body = <Text tone="muted">{t('screens.common.loading')}</Text>;
      break;
    case 'error':
      body = (
        <Alert
          tone="critical"
          title={t('screens.settings.loadError')}
          action={
            <Button variant="secondary" onClick={() => onRetry()}>
              {t('screens.common.retry')}
            </Button>
          }
        >
          {props.message || t('screens.common.genericError')}
        </Alert>
      );
      break;
    case 'ready': {
      const { app } = props;
      if (app) title = app.name;
      body = (
        <>
          <AppForm
            key={app ? `${app.id}:${app.updated_at}` : 'new'}
            app={app}
            canSave={app ? canEdit : true}
            onSubmit={onSubmit}
          />
          {app ? (
            <div className={styles.section}>
              <Heading level={2}>{t('screens.settings.app.keys')}</Heading>
              {app.keys.length === 0 ? (
                <Text tone="muted">{t('screens.settings.app.noKeys')}</Text>
              ) : (
                <Table<ApiKey>
                  caption={t('screens.settings.app.keysCaption')}
                  columns={keyColumns}
                  rows={app.keys}
                  getRowId={(k) => k.id}
                />
              )}
              {canCreateKeys ? <NewKeyForm grantable={grantable} onCreateKey={onCreateKey} /> : null}
              {canDelete ? (
                <div>
                  <Button variant="danger" onClick={() => setDeleting(true)}>
                    {t('screens.settings.app.delete')}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </>
      );
      break;
    }
    default: {
      const never: never = props;
      body = never;
    }
  }

  return (
    <section className={styles.page} aria-labelledby="app-heading">
      <div className={styles.headerText}>
        {renderLink({ href: backHref, children: t('screens.settings.app.back') })}
        <Heading level={1} id="app-heading">
          <span dir="auto">{title}</span>
        </Heading>
      </div>
      {body}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={revoking ? t('screens.settings.app.revokeTitle', { name: isolate(revoking.name) }) : ''}
        description={t('screens.settings.app.revokeBody')}
        confirmLabel={t('screens.settings.app.revokeConfirm')}
        errorMessage={t('screens.settings.app.revokeFailed')}
        onConfirm={() => (revoking ? onRevokeKey(revoking.id) : undefined)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={
          props.state === 'ready' && props.app ? t('screens.settings.app.deleteTitle', { name: isolate(props.app.name) }) : ''
        }
        description={t('screens.settings.app.deleteBody')}
        confirmLabel={t('screens.settings.app.delete')}
        errorMessage={t('screens.settings.app.deleteFailed')}
        onConfirm={() => onDelete()}
      />
    </section>
  );
}
