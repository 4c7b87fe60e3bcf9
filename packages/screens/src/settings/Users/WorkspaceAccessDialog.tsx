import { useId, useState, type FormEvent } from 'react';
import type { Member, Workspace } from '@rabt/contract';
import { Alert, Button, Checkbox, Dialog, FieldError, RadioGroup, useT } from '@rabt/ui';
import { FORM_ERROR, type FormSubmitErrors } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import * as styles from './Users.css.ts';

/** null: every workspace, including those created later; else at least one of the organisation's. */
export interface WorkspaceAccessValues {
  workspace_ids: string[] | null;
}

export type ChangeWorkspaces = (
  memberId: string,
  values: WorkspaceAccessValues,
) => Promise<void | FormSubmitErrors<WorkspaceAccessValues>>;

export type WorkspaceScope = 'all' | 'some';
type Scope = WorkspaceScope;

/** The chosen boxes as the API wants them: null for every workspace, else in the organisation's order (whatever order they were ticked in). */
export function scopedWorkspaceIds(scope: WorkspaceScope, chosen: readonly string[], workspaces: readonly Workspace[]) {
  return scope === 'all' ? null : workspaces.filter((w) => chosen.includes(w.id)).map((w) => w.id);
}

/**
 * "All workspaces" or "Only some workspaces" with a box per workspace: one control for the access
 * dialog and the invite dialog, so both say and send the same thing.
 */
export function WorkspaceScopeField({
  workspaces,
  scope,
  chosen,
  error,
  onScope,
  onToggle,
}: {
  workspaces: readonly Workspace[];
  scope: WorkspaceScope;
  chosen: readonly string[];
  error?: string;
  onScope: (scope: WorkspaceScope) => void;
  onToggle: (id: string, on: boolean) => void;
}) {
  const t = useT();
  const listId = useId();
  const errorId = `${listId}-error`;
  return (
    <>
      <RadioGroup
        label={t('screens.settings.users.accessScope')}
        value={scope}
        onChange={(value) => onScope(value as WorkspaceScope)}
        options={[
          {
            value: 'all',
            label: t('screens.settings.users.allWorkspaces'),
            description: t('screens.settings.users.accessAllHint'),
          },
          {
            value: 'some',
            label: t('screens.settings.users.accessSome'),
            description: t('screens.settings.users.accessSomeHint'),
          },
        ]}
      />
      {scope === 'some' ? (
        <fieldset
          className={styles.checkList}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className={styles.legend}>{t('screens.settings.users.accessList')}</legend>
          {workspaces.map((w) => (
            <Checkbox
              key={w.id}
              label={<span dir="auto">{w.name}</span>}
              checked={chosen.includes(w.id)}
              onCheckedChange={(on) => onToggle(w.id, on)}
            />
          ))}
          <FieldError id={errorId}>{error}</FieldError>
        </fieldset>
      ) : null}
    </>
  );
}

/**
 * Which workspaces a member may use (memberships.workspace_ids; the server enforces it). Mount it
 * with `key={member.id}` so each opening starts from that member's current access.
 */
export function WorkspaceAccessDialog({
  member,
  workspaces,
  onOpenChange,
  onSave,
}: {
  member: Member | null;
  workspaces: readonly Workspace[];
  onOpenChange: (open: boolean) => void;
  onSave: ChangeWorkspaces;
}) {
  const t = useT();
  const [scope, setScope] = useState<Scope>(member?.workspace_ids ? 'some' : 'all');
  // Starts from the member's list, dropping ids of workspaces deleted since.
  const [chosen, setChosen] = useState<readonly string[]>(
    (member?.workspace_ids ?? []).filter((id) => workspaces.some((w) => w.id === id)),
  );
  const [errors, setErrors] = useState<FormSubmitErrors<WorkspaceAccessValues>>({});
  const [pending, setPending] = useState(false);

  const toggle = (id: string, on: boolean) => {
    setErrors({});
    setChosen((current) => (on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    if (scope === 'some' && chosen.length === 0) {
      setErrors({ workspace_ids: t('screens.settings.users.accessRequired') });
      return;
    }
    setPending(true);
    try {
      const result = await onSave(member.id, { workspace_ids: scopedWorkspaceIds(scope, chosen, workspaces) });
      if (result && Object.keys(result).length > 0) setErrors(result);
      else onOpenChange(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={member !== null}
      onOpenChange={onOpenChange}
      title={t('screens.settings.users.accessTitle')}
      description={member ? t('screens.settings.users.accessBody', { name: isolate(member.name) }) : ''}
      size="medium"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {errors[FORM_ERROR] ? <Alert tone="critical">{errors[FORM_ERROR]}</Alert> : null}
        <WorkspaceScopeField
          workspaces={workspaces}
          scope={scope}
          chosen={chosen}
          error={errors.workspace_ids}
          onScope={(value) => {
            setErrors({});
            setScope(value);
          }}
          onToggle={toggle}
        />
        <div>
          <Button type="submit" loading={pending}>
            {t('screens.settings.users.accessSave')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
