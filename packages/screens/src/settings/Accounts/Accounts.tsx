import { useState } from 'react';
import { useField } from 'react-final-form';
import {
  DELETE_CONFIRMATION_WORD,
  deleteReasons,
  isBuiltInRole,
  plans,
  type Account,
  type DeleteAccountRequest,
} from '@rabt/contract';
import {
  Alert,
  Badge,
  Building2,
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  Heading,
  Icon,
  Plus,
  RadioGroup,
  Text,
  TextArea,
  useT,
} from '@rabt/ui';
import { FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { isBlank } from '../../_parts/validation.ts';
import { SettingsLoadBody, type SettingsLoadState } from '../_parts/LoadStates.tsx';
import * as styles from './Accounts.css.ts';

export interface CreateOrganisationValues {
  name: string;
}

export interface DeleteAccountValues {
  reason: string;
  feedback: string;
  confirm: string;
}

export type AccountsState = SettingsLoadState | { state: 'ready'; accounts: readonly Account[]; currentAccountId: string | null };

/** A refused leave: `code` LAST_OWNER shows the server's rule in the reader's language. */
export interface LeaveFailure {
  code?: string;
  message?: string | null;
}

export type AccountsScreenProps = AccountsState & {
  onSwitch: (account: Account) => void;
  /** Reject with a LeaveFailure to show why (the last owner cannot leave). */
  onLeave: (account: Account) => Promise<unknown>;
  onCreate: FormSubmit<CreateOrganisationValues>;
  /** Resolve to nothing once deleted (the app signs out), or to messages. */
  onDeleteAccount: FormSubmit<DeleteAccountValues>;
  onRetry: () => void;
};

/** The body DELETE customer takes, from the survey's values (the contract's struct checks it again). */
export function deleteRequest(values: DeleteAccountValues): DeleteAccountRequest {
  return {
    reason: values.reason as DeleteAccountRequest['reason'],
    ...(values.feedback.trim() ? { feedback: values.feedback.trim() } : {}),
    confirm: DELETE_CONFIRMATION_WORD,
  };
}

function AccountRow({
  account,
  current,
  onSwitch,
  onLeave,
}: {
  account: Account;
  current: boolean;
  onSwitch: (a: Account) => void;
  onLeave: (a: Account) => void;
}) {
  const t = useT();
  const role = isBuiltInRole(account.role)
    ? t(`screens.invitation.role.${account.role}`)
    : t('screens.settings.accounts.customRole');
  return (
    <li className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        <Icon icon={Building2} size={20} />
      </span>
      <span className={styles.details}>
        <span className={styles.title}>
          <Text as="span" weight="medium" dir="auto">
            {account.name}
          </Text>
          {current ? <Badge tone="positive">{t('screens.settings.accounts.current')}</Badge> : null}
        </span>
        <span className={styles.muted}>
          {t('screens.settings.accounts.roleLine', { role })}
          {' · '}
          {account.plan
            ? t('screens.settings.accounts.planLine', { plan: plans.find((p) => p.id === account.plan)?.name ?? account.plan })
            : t('screens.settings.accounts.noPlan')}
        </span>
      </span>
      <span className={styles.actions}>
        {current ? null : (
          <Button
            size="small"
            variant="secondary"
            onClick={() => onSwitch(account)}
            aria-label={t('screens.settings.accounts.switchTo', { name: isolate(account.name) })}
          >
            {t('screens.settings.accounts.switch')}
          </Button>
        )}
        <Button
          size="small"
          variant="ghost"
          onClick={() => onLeave(account)}
          aria-label={t('screens.settings.accounts.leaveNamed', { name: isolate(account.name) })}
        >
          {t('screens.settings.accounts.leave')}
        </Button>
      </span>
    </li>
  );
}

function CreateDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: AccountsScreenProps['onCreate'];
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('screens.settings.accounts.createTitle')}
      description={t('screens.settings.accounts.createBody')}
      size="medium"
    >
      <ScreenForm<CreateOrganisationValues>
        aria-label={t('screens.settings.accounts.createTitle')}
        onSubmit={async (values) => {
          const errors = await onCreate({ name: values.name.trim() });
          if (errors && Object.keys(errors).length > 0) return errors;
          onOpenChange(false);
          return undefined;
        }}
        validate={(v) => ({ name: isBlank(v.name) ? t('screens.settings.business.nameRequired') : undefined })}
      >
        {({ submitting }) => (
          <div className={styles.form}>
            <FormSubmitNotice />
            <FormTextField
              name="name"
              label={t('screens.settings.business.name')}
              autoComplete="organization"
              required
              dir="auto"
            />
            <div>
              <Button type="submit" loading={submitting}>
                {t('screens.settings.accounts.createSubmit')}
              </Button>
            </div>
          </div>
        )}
      </ScreenForm>
    </Dialog>
  );
}

function ReasonField() {
  const t = useT();
  const { input, meta } = useField<string>('reason', { subscription: { value: true, touched: true, error: true } });
  return (
    <RadioGroup
      label={t('screens.settings.accounts.reason')}
      required
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      options={deleteReasons.map((r) => ({ value: r, label: t(`screens.settings.accounts.reason.${r}`) }))}
    />
  );
}

function FeedbackField() {
  const t = useT();
  const { input } = useField<string>('feedback', { subscription: { value: true } });
  return (
    <TextArea
      label={t('screens.settings.accounts.feedback')}
      optional
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      maxLength={2000}
      dir="auto"
    />
  );
}

function DeleteDialog({
  open,
  onOpenChange,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: AccountsScreenProps['onDeleteAccount'];
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('screens.settings.accounts.deleteTitle')}
      description={t('screens.settings.accounts.deleteBody')}
      size="medium"
    >
      <ScreenForm<DeleteAccountValues>
        aria-label={t('screens.settings.accounts.deleteTitle')}
        initialValues={{ reason: '', feedback: '', confirm: '' }}
        onSubmit={onDelete}
        validate={(v) => ({
          reason: v.reason ? undefined : t('screens.settings.accounts.reasonRequired'),
          confirm:
            (v.confirm ?? '').trim() === DELETE_CONFIRMATION_WORD ? undefined : t('screens.settings.accounts.confirmRequired'),
        })}
      >
        {({ submitting }) => (
          <div className={styles.form}>
            <FormSubmitNotice />
            <ReasonField />
            <FeedbackField />
            <FormTextField
              name="confirm"
              label={t('screens.settings.accounts.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
              autoComplete="off"
              required
              dir="ltr"
            />
            <div className={styles.buttons}>
              <Button type="submit" variant="danger" loading={submitting}>
                {t('screens.settings.accounts.deleteSubmit')}
              </Button>
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('screens.settings.cancel')}
              </Button>
            </div>
          </div>
        )}
      </ScreenForm>
    </Dialog>
  );
}

/** /settings/accounts: the organisations this customer belongs to (switch, leave, create) and deleting the account (spec §5). */
export function AccountsScreen(props: AccountsScreenProps) {
  const t = useT();
  const [leaving, setLeaving] = useState<Account | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [left, setLeft] = useState<string | null>(null);

  return (
    <section className={styles.page} aria-labelledby="accounts-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="accounts-heading">
            {t('screens.settings.accounts.title')}
          </Heading>
          <Text tone="muted">{t('screens.settings.accounts.intro')}</Text>
        </div>
        {props.state === 'ready' ? (
          <Button icon={Plus} onClick={() => setCreating(true)}>
            {t('screens.settings.accounts.create')}
          </Button>
        ) : null}
      </div>
      {left ? (
        <Alert tone="positive" role="status" onDismiss={() => setLeft(null)}>
          {t('screens.settings.accounts.left', { name: isolate(left) })}
        </Alert>
      ) : null}
      {props.state === 'ready' ? (
        <>
          <Card title={t('screens.settings.accounts.organisations')} padding="none">
            {props.accounts.length > 0 ? (
              <ul className={styles.list}>
                {props.accounts.map((a) => (
                  <AccountRow
                    key={a.id}
                    account={a}
                    current={a.id === props.currentAccountId}
                    onSwitch={props.onSwitch}
                    onLeave={setLeaving}
                  />
                ))}
              </ul>
            ) : (
              <p className={styles.note}>
                <Text tone="muted">{t('screens.settings.accounts.none')}</Text>
              </p>
            )}
          </Card>
          <Card
            tone="critical"
            title={t('screens.settings.accounts.dangerTitle')}
            description={t('screens.settings.accounts.dangerBody')}
          >
            <div>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('screens.settings.accounts.delete')}
              </Button>
            </div>
          </Card>
        </>
      ) : (
        <SettingsLoadBody load={props} onRetry={props.onRetry} />
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title={leaving ? t('screens.settings.accounts.leaveTitle', { name: isolate(leaving.name) }) : ''}
        description={t('screens.settings.users.leaveBody')}
        confirmLabel={t('screens.settings.users.leaveConfirm')}
        onConfirm={async () => {
          if (!leaving) return;
          try {
            await props.onLeave(leaving);
          } catch (error) {
            const failure = (error ?? {}) as LeaveFailure;
            // ConfirmDialog shows an Error's message: the rule the server gave, in the reader's language.
            throw new Error(
              failure.code === 'LAST_OWNER' ? t('screens.settings.accounts.lastOwner') : t('screens.settings.users.leaveFailed'),
              { cause: error },
            );
          }
          setLeft(leaving.name);
        }}
      />
      <CreateDialog open={creating} onOpenChange={setCreating} onCreate={props.onCreate} />
      <DeleteDialog open={deleting} onOpenChange={setDeleting} onDelete={props.onDeleteAccount} />
    </section>
  );
}
