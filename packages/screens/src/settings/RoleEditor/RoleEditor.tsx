import { useState, type FormEvent } from 'react';
import type { Permission, Role } from '@rabt/contract';
import { Alert, Button, Heading, Text, TextArea, TextField, useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { PermissionGrid } from '../_parts/PermissionGrid.tsx';
import * as styles from './RoleEditor.css.ts';

export interface RoleValues {
  name: string;
  description: string;
  permissions: Permission[];
}

export type RoleEditorState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  /** `role` null: a new role. */
  | { state: 'ready'; role: Role | null };

export type RoleEditorScreenProps = RoleEditorState & {
  /** The member may save (team:create for new, team:edit otherwise). */
  canManage: boolean;
  /** Resolve with nothing on success, or with field / form messages. */
  onSubmit: FormSubmit<RoleValues>;
  /** Someone else saved the role meanwhile: shows the conflict notice with a reload button. */
  conflict?: boolean;
  onReload: () => void;
  backHref: string;
  onRetry: () => void;
  renderLink?: RenderLink;
};

function EditorForm({
  role,
  canManage,
  onSubmit,
  conflict,
  onReload,
}: { role: Role | null } & Pick<RoleEditorScreenProps, 'canManage' | 'onSubmit' | 'conflict' | 'onReload'>) {
  const t = useT();
  const readOnly = !canManage || (role?.built_in ?? false);
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(role ? [...role.permissions] : []);
  const [errors, setErrors] = useState<Partial<Record<keyof RoleValues | typeof FORM_ERROR, string>>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: typeof errors = {};
    if (!name.trim()) local.name = t('screens.settings.role.nameRequired');
    if (permissions.length === 0) local.permissions = t('screens.settings.role.permissionRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const result = await onSubmit({ name: name.trim(), description: description.trim(), permissions });
      setErrors((result ?? {}) as typeof errors);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="role-heading">
      {role?.built_in ? <Alert tone="info">{t('screens.settings.role.builtInNote')}</Alert> : null}
      {conflict ? (
        <Alert
          tone="caution"
          action={
            <Button variant="secondary" onClick={() => onReload()}>
              {t('screens.settings.role.reload')}
            </Button>
          }
        >
          {t('screens.settings.role.conflict')}
        </Alert>
      ) : null}
      {errors[FORM_ERROR] ? <Alert tone="critical">{errors[FORM_ERROR]}</Alert> : null}
      <TextField
        label={t('screens.settings.role.name')}
        value={name}
        onValueChange={setName}
        error={errors.name}
        required
        readOnly={readOnly}
        maxLength={60}
        dir="auto"
      />
      <TextArea
        label={t('screens.settings.role.description')}
        value={description}
        onValueChange={setDescription}
        optional
        readOnly={readOnly}
        maxLength={300}
        rows={2}
      />
      <div>
        <Heading level={2}>{t('screens.settings.role.permissions')}</Heading>
        <Text tone="muted">{t('screens.settings.role.permissionsHint')}</Text>
      </div>
      <PermissionGrid
        idPrefix="role"
        value={permissions}
        onChange={setPermissions}
        readOnly={readOnly}
        error={errors.permissions ?? null}
      />
      {readOnly ? null : (
        <div className={styles.formActions}>
          <Button type="submit" loading={pending}>
            {role ? t('screens.settings.save') : t('screens.settings.role.create')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** /settings/roles/new and /settings/roles/:id: a role's name, description and permissions. */
export function RoleEditorScreen(props: RoleEditorScreenProps) {
  const { backHref, onRetry, renderLink = defaultRenderLink } = props;
  const t = useT();
  let title = t('screens.settings.role.newTitle');
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
    case 'ready':
      if (props.role) {
        title = props.role.built_in
          ? t('screens.settings.role.builtInTitle', { name: props.role.name })
          : t('screens.settings.role.editTitle');
      }
      // Keyed by version: a reload after a conflict starts from the saved role.
      body = (
        <EditorForm
          key={props.role ? `${props.role.id}:${props.role.version}` : 'new'}
          role={props.role}
          canManage={props.canManage}
          onSubmit={props.onSubmit}
          conflict={props.conflict}
          onReload={props.onReload}
        />
      );
      break;
    default: {
      const never: never = props;
      body = never;
    }
  }
  return (
    <section className={styles.page} aria-labelledby="role-heading">
      <div className={styles.headerText}>
        {renderLink({ href: backHref, children: t('screens.settings.role.back') })}
        <Heading level={1} id="role-heading">
          {title}
        </Heading>
      </div>
      {body}
    </section>
  );
}
