import { useState } from 'react';
import { Alert, Button, TextField, useT } from '@rabt/ui';
import { useFailureText, type BillingFailure } from '../parts.tsx';
import * as styles from '../billing.css.ts';

export interface LocalCardValues {
  cardholder_name: string;
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface LocalCardFormProps {
  /** Resolve when saved; reject with { code, message } (a decline code) to show it. */
  onSubmit: (values: LocalCardValues) => Promise<unknown>;
  onCancel?: () => void;
  /** A failure to show from the start (stories). */
  initialFailure?: BillingFailure | null;
}

type Errors = Partial<Record<'cardholder_name' | 'number' | 'expiry' | 'cvc', string>>;

/**
 * The card form of the local provider (the default). It looks like a card form and takes Stripe's
 * test numbers (4242 4242 4242 4242); with BILLING_PROVIDER=stripe the app shows Stripe Elements
 * in this place instead.
 */
export function LocalCardForm({ onSubmit, onCancel, initialFailure = null }: LocalCardFormProps) {
  const t = useT();
  const failureText = useFailureText();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<BillingFailure | null>(initialFailure);
  const [busy, setBusy] = useState(false);

  const submit = () => {
    const next: Errors = {};
    const digits = number.replace(/[\s-]/g, '');
    const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
    if (!name.trim()) next.cardholder_name = t('screens.billing.field.nameRequired');
    if (!/^\d{12,19}$/.test(digits)) next.number = t('screens.billing.field.numberInvalid');
    if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) next.expiry = t('screens.billing.field.expiryInvalid');
    if (!/^\d{3,4}$/.test(cvc)) next.cvc = t('screens.billing.field.cvcInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0 || !m) return;
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    setBusy(true);
    setFailure(null);
    onSubmit({ cardholder_name: name.trim(), number: digits, exp_month: Number(m[1]), exp_year: year, cvc })
      .catch((error: unknown) => {
        const e = error as { code?: string; message?: string };
        setFailure({ code: e.code ?? 'UNKNOWN_ERROR', message: e.message ?? null });
      })
      .finally(() => setBusy(false));
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('screens.billing.card.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {failure ? (
        <Alert tone="critical" role="alert" data-code={failure.code}>
          {failureText(failure)}
        </Alert>
      ) : null}
      <TextField
        label={t('screens.billing.field.name')}
        required
        autoComplete="cc-name"
        value={name}
        onValueChange={setName}
        error={errors.cardholder_name}
      />
      <TextField
        label={t('screens.billing.field.number')}
        required
        dir="ltr"
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        onValueChange={setNumber}
        error={errors.number}
        hint={t('screens.billing.field.testHint')}
      />
      <div className={styles.formRow}>
        <TextField
          label={t('screens.billing.field.expiry')}
          required
          dir="ltr"
          placeholder="MM/YY"
          autoComplete="cc-exp"
          value={expiry}
          onValueChange={setExpiry}
          error={errors.expiry}
        />
        <TextField
          label={t('screens.billing.field.cvc')}
          required
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          onValueChange={setCvc}
          error={errors.cvc}
        />
      </div>
      <div className={styles.row}>
        <Button type="submit" loading={busy}>
          {t('screens.billing.card.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={() => onCancel()}>
            {t('screens.billing.back')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
