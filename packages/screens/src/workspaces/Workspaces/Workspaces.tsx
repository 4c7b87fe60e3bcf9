import { useState, type FormEvent } from 'react';
import type { Workspace } from '@rabt/contract';
import { Alert, Badge, Button, ConfirmDialog, Heading, Plus, Select, Switch, Text, TextField, useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { ListBody } from '../../_parts/ListStates.tsx';
import * as styles from './Workspaces.css.ts';

export interface WorkspaceValues {
  name: string;
  is_default: boolean;
}

export type WorkspacesState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  /** `editing`: a workspace id (/workspaces/:id), 'new' (/workspaces/new), or null (/workspaces). */
  | { state: 'ready'; workspaces: readonly Workspace[]; editing: string | 'new' | null };

export type WorkspacesScreenProps = WorkspacesState & {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  newHref: string;
  workspaceHref: (id: string) => string;
  onSubmit: FormSubmit<WorkspaceValues>;
  /** Resolve when deleted; `moveTo` is where its content goes (null when it is empty). */
  onDelete: (id: string, moveTo: string | null) => Promise<unknown>;
  onRetry: () => void;
  renderLink?: RenderLink;
};

const total = (w: Workspace) => Object.values(w.counts).reduce((a, b) => a + b, 0);

function WorkspaceForm({
  workspace,
  canSave,
  canDelete,
  onSubmit,
  onAskDelete,
}: {
  workspace: Workspace | null;
  canSave: boolean;
  canDelete: boolean;
  onSubmit: FormSubmit<WorkspaceValues>;
  onAskDelete: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(workspace?.name ?? '');
  const [isDefault, setIsDefault] = useState(workspace?.is_default ?? false);
  const [errors, setErrors] = useState<{ name?: string; [FORM_ERROR]?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('screens.workspaces.nameRequired') });
      return;
    }
    setPending(true);
    try {
      setErrors(((await onSubmit({ name: name.trim(), is_default: isDefault })) ?? {}) as typeof errors);
    } finally {
      setPending(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="workspace-form-heading">
      <Heading level={2} id="workspace-form-heading">
        {workspace ? t('screens.workspaces.editTitle', { name: isolate(workspace.name) }) : t('screens.workspaces.newTitle')}
      </Heading>
      {errors[FORM_ERROR] ? <Alert tone="critical">{errors[FORM_ERROR]}</Alert> : null}
      <TextField
        label={t('screens.workspaces.name')}
        value={name}
        onValueChange={setName}
        error={errors.name}
        required
        readOnly={!canSave}
        maxLength={80}
        dir="auto"
      />
      <Switch
        label={t('screens.workspaces.makeDefault')}
        hint={workspace?.is_default ? t('screens.workspaces.defaultUndeletable') : t('screens.workspaces.defaultHint')}
        checked={isDefault}
        onCheckedChange={setIsDefault}
        disabled={!canSave || (workspace?.is_default ?? false)}
      />
      {canSave || (workspace && canDelete) ? (
        <div className={styles.formActions}>
          {canSave ? (
            <Button type="submit" loading={pending}>
              {workspace ? t('screens.workspaces.save') : t('screens.workspaces.create')}
            </Button>
          ) : null}
          {workspace && canDelete && !workspace.is_default ? (
            <Button variant="danger" onClick={() => onAskDelete()}>
              {t('screens.workspaces.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

/** /workspaces, /workspaces/new and /workspaces/:id share this screen: the list and one form. */
export function WorkspacesScreen(props: WorkspacesScreenProps) {
  const {
    canCreate,
    canEdit,
    canDelete,
    newHref,
    workspaceHref,
    onSubmit,
    onDelete,
    onRetry,
    renderLink = defaultRenderLink,
  } = props;
  const t = useT();
  const [deleting, setDeleting] = useState<Workspace | null>(null);
  const [moveTo, setMoveTo] = useState('');

  const current =
    props.state === 'ready' && props.editing && props.editing !== 'new'
      ? (props.workspaces.find((w) => w.id === props.editing) ?? null)
      : null;
  const body = (
    <ListBody
      state={props}
      skeleton={<Text tone="muted">{t('screens.common.loading')}</Text>}
      errorTitle={t('screens.workspaces.loadError')}
      onRetry={onRetry}
    >
      {props.state === 'ready' ? (
        <div className={styles.layout}>
          <nav aria-label={t('screens.workspaces.listLabel')}>
            <ul className={styles.list}>
              {props.workspaces.map((w) => (
                <li key={w.id} className={`${styles.item} ${w.id === props.editing ? styles.itemCurrent : ''}`}>
                  <span className={styles.itemName}>
                    {renderLink({
                      href: workspaceHref(w.id),
                      children: (
                        <Text as="span" weight="medium" dir="auto">
                          {w.name}
                        </Text>
                      ),
                    })}
                    <span className={styles.count}>{t('screens.workspaces.items', { count: total(w) })}</span>
                  </span>
                  {w.is_default ? (
                    <Badge tone="brand" size="small">
                      {t('screens.workspaces.default')}
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
          <div>
            {props.editing === 'new' && canCreate ? (
              <WorkspaceForm
                key="new"
                workspace={null}
                canSave
                canDelete={false}
                onSubmit={onSubmit}
                onAskDelete={() => undefined}
              />
            ) : current ? (
              <WorkspaceForm
                key={`${current.id}:${current.updated_at}`}
                workspace={current}
                canSave={canEdit}
                canDelete={canDelete}
                onSubmit={onSubmit}
                onAskDelete={() => {
                  setMoveTo('');
                  setDeleting(current);
                }}
              />
            ) : (
              <Text tone="muted">{canEdit || canCreate ? t('screens.workspaces.pick') : t('screens.workspaces.readOnly')}</Text>
            )}
          </div>
        </div>
      ) : null}
    </ListBody>
  );

  const others = props.state === 'ready' && deleting ? props.workspaces.filter((w) => w.id !== deleting.id) : [];
  const held = deleting ? total(deleting) : 0;

  return (
    <section className={styles.page} aria-labelledby="workspaces-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="workspaces-heading">
            {t('screens.workspaces.title')}
          </Heading>
          <Text tone="muted">{t('screens.workspaces.intro')}</Text>
        </div>
        {canCreate
          ? renderLink({
              href: newHref,
              children: (
                <span>
                  <Plus size={16} aria-hidden /> {t('screens.workspaces.new')}
                </span>
              ),
            })
          : null}
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? t('screens.workspaces.deleteTitle', { name: isolate(deleting.name) }) : ''}
        description={held > 0 ? t('screens.workspaces.deleteMove', { count: held }) : t('screens.workspaces.deleteEmpty')}
        confirmLabel={t('screens.workspaces.deleteConfirm')}
        errorMessage={t('screens.workspaces.deleteFailed')}
        onConfirm={() => {
          if (!deleting) return undefined;
          if (held > 0 && !moveTo) return Promise.reject(new Error('choose a workspace'));
          return onDelete(deleting.id, held > 0 ? moveTo : null);
        }}
      >
        {held > 0 ? (
          <Select
            label={t('screens.workspaces.moveTo')}
            value={moveTo}
            onValueChange={setMoveTo}
            required
            options={others.map((w) => ({ value: w.id, label: w.name }))}
          />
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
