import { useState, type ReactNode } from 'react';
import type { BillingAddress, BillingAddressRequest, FieldError, PaymentMethod } from '@rabt/contract';
import { Alert, Button, Card, ConfirmDialog, CreditCard, Dialog, EmptyState, Plus, TextField, useT } from '@rabt/ui';
import { BillingAddressForm, BILLING_COUNTRIES } from '../BillingAddressForm.tsx';
import { BillingPage, CardSummary, useFailureText, type BillingCommonState, type BillingFailure } from '../parts.tsx';
import * as styles from '../billing.css.ts';

export { BILLING_COUNTRIES };

export type PaymentMethodsState =
  BillingCommonState | { state: 'ready'; methods: readonly PaymentMethod[]; address: BillingAddress | null; canEdit: boolean };

export type PaymentMethodsScreenProps = PaymentMethodsState & {
  /**
   * The card entry (a slot): Stripe Elements in the app when the provider is stripe, the local
   * card form otherwise. Shown while `adding` is true.
   */
  cardEntry: ReactNode;
  adding: boolean;
  onAddOpen: () => void;
  onAddClose: () => void;
  /** A card waiting for its 3-D Secure challenge (local provider: complete or fail here). */
  challenge?: { methodId: string; submitting?: boolean } | null;
  onChallenge: (authenticated: boolean) => void;
  /**
   * A failure the page reports outside the card form: a 3-D Secure challenge that failed
   * (authentication_required; the card is not saved). Shown like the form's declines.
   */
  failure?: BillingFailure | null;
  onFailureDismiss?: () => void;
  onMakePrimary: (id: string) => Promise<unknown>;
  onRemove: (id: string) => Promise<unknown>;
  onEdit: (id: string, values: { cardholder_name: string; exp_month: number; exp_year: number }) => Promise<unknown>;
  /** Reject with { code, message, details } (VALIDATION_FAILED field list or tax_id_invalid). */
  onSaveAddress: (address: BillingAddressRequest) => Promise<unknown>;
  /** Server field errors to show on the address form from the start (stories). */
  addressErrors?: readonly FieldError[] | null;
  onRetry: () => void;
  onGoHome?: () => void;
  now?: Date;
};

/** /billing/methods: cards (one primary, expiry flags), add / edit / remove / make primary, and the billing address with tax ID. */
export function PaymentMethodsScreen(props: PaymentMethodsScreenProps) {
  const t = useT();
  const failureText = useFailureText();
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [edit, setEdit] = useState({ name: '', month: '', year: '' });
  const [editError, setEditError] = useState<string | null>(null);
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const shownFailure = failure ?? props.failure ?? null;

  let content: ReactNode = null;
  if (props.state === 'ready') {
    const { methods, canEdit } = props;
    content = (
      <div className={styles.stack}>
        {shownFailure ? (
          <Alert
            tone="critical"
            role="alert"
            onDismiss={() => {
              setFailure(null);
              props.onFailureDismiss?.();
            }}
          >
            {failureText(shownFailure)}
          </Alert>
        ) : null}
        <Card
          title={t('screens.billing.methods.cards')}
          titleLevel={2}
          actions={
            canEdit && !props.adding ? (
              <Button icon={Plus} variant="secondary" onClick={() => props.onAddOpen()}>
                {t('screens.billing.method.add')}
              </Button>
            ) : undefined
          }
        >
          <div className={styles.stack}>
            {methods.length === 0 && !props.adding ? (
              <EmptyState
                icon={CreditCard}
                size="compact"
                titleLevel={3}
                title={t('screens.billing.method.none')}
                description={t('screens.billing.methods.emptyBody')}
                primaryAction={
                  canEdit ? (
                    <Button icon={Plus} onClick={() => props.onAddOpen()}>
                      {t('screens.billing.method.add')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <ul className={styles.methodList}>
                {methods.map((m) => (
                  <li key={m.id} className={styles.methodItem} data-method={m.id}>
                    <span className={styles.stack}>
                      <CardSummary method={m} now={now} />
                      <span className={styles.muted}>{m.cardholder_name}</span>
                    </span>
                    {canEdit ? (
                      <span className={styles.row}>
                        {!m.is_primary && m.status === 'active' ? (
                          <Button
                            size="small"
                            variant="secondary"
                            loading={busy === m.id}
                            onClick={() => {
                              setBusy(m.id);
                              setFailure(null);
                              props
                                .onMakePrimary(m.id)
                                .catch((e: unknown) => setFailure(e as BillingFailure))
                                .finally(() => setBusy(null));
                            }}
                            aria-label={t('screens.billing.methods.makePrimaryAria', { last4: m.last4 })}
                          >
                            {t('screens.billing.methods.makePrimary')}
                          </Button>
                        ) : null}
                        <Button
                          size="small"
                          variant="ghost"
                          onClick={() => {
                            setEditing(m);
                            setEditError(null);
                            setEdit({ name: m.cardholder_name, month: String(m.exp_month), year: String(m.exp_year) });
                          }}
                          aria-label={t('screens.billing.methods.editAria', { last4: m.last4 })}
                        >
                          {t('screens.billing.methods.edit')}
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          onClick={() => setRemoving(m)}
                          aria-label={t('screens.billing.methods.removeAria', { last4: m.last4 })}
                        >
                          {t('screens.billing.methods.remove')}
                        </Button>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {props.adding ? (
              <Card title={t('screens.billing.method.add')} titleLevel={3} padding="medium">
                {props.cardEntry}
              </Card>
            ) : null}
          </div>
        </Card>
        <Card title={t('screens.billing.address.title')} description={t('screens.billing.address.intro')} titleLevel={2}>
          <BillingAddressForm
            address={props.address}
            canEdit={canEdit}
            onSave={props.onSaveAddress}
            initialErrors={props.addressErrors}
          />
        </Card>
      </div>
    );
  }

  return (
    <>
      <BillingPage
        titleId="billing-methods-heading"
        title={t('screens.billing.methods.title')}
        intro={t('screens.billing.methods.intro')}
        common={props.state === 'ready' ? { state: 'ready' } : props}
        onRetry={props.onRetry}
        onGoHome={props.onGoHome}
      >
        {content}
      </BillingPage>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? t('screens.billing.methods.removeTitle', { last4: removing.last4 }) : ''}
        description={
          removing?.is_primary ? t('screens.billing.methods.removePrimaryBody') : t('screens.billing.methods.removeBody')
        }
        confirmLabel={t('screens.billing.methods.remove')}
        errorMessage={t('screens.billing.error.PRIMARY_METHOD_IN_USE')}
        onConfirm={() => (removing ? props.onRemove(removing.id) : undefined)}
      />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={t('screens.billing.methods.editTitle')}
        footer={
          <Button
            loading={busy === 'edit'}
            onClick={() => {
              if (!editing) return;
              if (!edit.name.trim()) {
                setEditError(t('screens.billing.field.nameRequired'));
                return;
              }
              setBusy('edit');
              props
                .onEdit(editing.id, {
                  cardholder_name: edit.name.trim(),
                  exp_month: Number(edit.month),
                  exp_year: Number(edit.year),
                })
                .then(() => setEditing(null))
                .catch(() => setEditError(t('screens.billing.field.expiryInvalid')))
                .finally(() => setBusy(null));
            }}
          >
            {t('screens.billing.address.save')}
          </Button>
        }
      >
        <div className={styles.form}>
          {editError ? <Alert tone="critical">{editError}</Alert> : null}
          <TextField
            label={t('screens.billing.field.name')}
            required
            value={edit.name}
            onValueChange={(v) => setEdit((s) => ({ ...s, name: v }))}
          />
          <div className={styles.formRow}>
            <TextField
              label={t('screens.billing.field.month')}
              required
              dir="ltr"
              inputMode="numeric"
              value={edit.month}
              onValueChange={(v) => setEdit((s) => ({ ...s, month: v }))}
            />
            <TextField
              label={t('screens.billing.field.year')}
              required
              dir="ltr"
              inputMode="numeric"
              value={edit.year}
              onValueChange={(v) => setEdit((s) => ({ ...s, year: v }))}
            />
          </div>
        </div>
      </Dialog>
      <Dialog
        open={Boolean(props.challenge)}
        onOpenChange={(open) => {
          if (!open) props.onChallenge(false);
        }}
        title={t('screens.billing.challenge.title')}
        footer={
          <div className={styles.row}>
            <Button variant="secondary" disabled={props.challenge?.submitting} onClick={() => props.onChallenge(false)}>
              {t('screens.billing.challenge.fail')}
            </Button>
            <Button loading={props.challenge?.submitting} onClick={() => props.onChallenge(true)}>
              {t('screens.billing.challenge.complete')}
            </Button>
          </div>
        }
      >
        {t('screens.billing.challenge.body')}
      </Dialog>
    </>
  );
}
