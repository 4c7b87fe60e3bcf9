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

type Scope = 'all' | 'some';

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
  const listId = useId();
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
      // Saved in the organisation's order, whatever order the boxes were ticked in.
      const ids = scope === 'all' ? null : workspaces.filter((w) => chosen.includes(w.id)).map((w) => w.id);
      const result = await onSave(member.id, { workspace_ids: ids });
      if (result && Object.keys(result).length > 0) setErrors(result);
      else onOpenChange(false);
    } finally {
      setPending(false);
    }
  };

  const errorId = `${listId}-error`;
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
        <RadioGroup
          label={t('screens.settings.users.accessScope')}
          value={scope}
          onChange={(value) => {
            setErrors({});
            setScope(value as Scope);
          }}
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
            aria-describedby={errors.workspace_ids ? errorId : undefined}
            aria-invalid={errors.workspace_ids ? true : undefined}
          >
            <legend className={styles.legend}>{t('screens.settings.users.accessList')}</legend>
            {workspaces.map((w) => (
              <Checkbox
                key={w.id}
                label={<span dir="auto">{w.name}</span>}
                checked={chosen.includes(w.id)}
                onCheckedChange={(on) => toggle(w.id, on)}
              />
            ))}
            <FieldError id={errorId}>{errors.workspace_ids}</FieldError>
          </fieldset>
        ) : null}
        <div>
          <Button type="submit" loading={pending}>
            {t('screens.settings.users.accessSave')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
