import { useState } from 'react';
import type { BillingAddress, BillingAddressRequest, FieldError } from '@rabt/contract';
import { Alert, Button, Select, TextField, useIntl, useT } from '@rabt/ui';
import { useFailureText, type BillingFailure } from './parts.tsx';
import * as styles from './billing.css.ts';

/** Billing countries offered (ISO codes, named in the reader's language). */
export const BILLING_COUNTRIES = [
  'AE',
  'SA',
  'BH',
  'KW',
  'OM',
  'QA',
  'EG',
  'JO',
  'LB',
  'MA',
  'TN',
  'US',
  'CA',
  'GB',
  'IE',
  'DE',
  'FR',
  'NL',
  'BE',
  'LU',
  'AT',
  'IT',
  'ES',
  'PT',
  'SE',
  'DK',
  'FI',
  'PL',
  'CZ',
  'GR',
  'RO',
  'BG',
  'HR',
  'HU',
  'SK',
  'SI',
  'EE',
  'LV',
  'LT',
  'CY',
  'MT',
  'CH',
  'NO',
  'TR',
  'IN',
  'PK',
  'SG',
  'AU',
  'JP',
] as const;

/**
 * The billing address with tax ID (spec §5: name, country, address, city and state required; the
 * tax ID checked by the server against the contract's validateTaxId). Used on /billing/methods and
 * on /settings/business, where it is the organisation's invoice details.
 */
export function BillingAddressForm(props: {
  address: BillingAddress | null;
  canEdit: boolean;
  /** Reject with { code, message, details } (VALIDATION_FAILED field list or tax_id_invalid). */
  onSave: (address: BillingAddressRequest) => Promise<unknown>;
  initialErrors?: readonly FieldError[] | null;
}) {
  const t = useT();
  const intl = useIntl();
  const failureText = useFailureText();
  const a = props.address;
  const [values, setValues] = useState<BillingAddressRequest>({
    name: a?.name ?? '',
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    country: a?.country ?? '',
    postal_code: a?.postal_code ?? '',
    tax_id: a?.tax_id ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>(() => fieldMap(props.initialErrors ?? [], t));
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BillingFailure | null>(null);
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const set = (k: keyof BillingAddressRequest) => (v: string) => {
    setValues((s) => ({ ...s, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
    setSaved(false);
  };
  const submit = () => {
    const local: Record<string, string> = {};
    for (const k of ['name', 'country', 'line1', 'city', 'state'] as const) {
      if (!String(values[k] ?? '').trim()) local[k] = t(`screens.billing.address.required.${k}`);
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    setFailure(null);
    props
      .onSave(values)
      .then(() => setSaved(true))
      .catch((error: unknown) => {
        const e = error as { code?: string; message?: string; details?: unknown };
        if (Array.isArray(e.details)) setErrors(fieldMap(e.details as FieldError[], t));
        else setFailure({ code: e.code ?? 'UNKNOWN_ERROR', message: e.message ?? null });
      })
      .finally(() => setBusy(false));
  };
  const disabled = !props.canEdit;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {failure ? <Alert tone="critical">{failureText(failure)}</Alert> : null}
      {saved ? (
        <Alert tone="positive" role="status">
          {t('screens.billing.address.saved')}
        </Alert>
      ) : null}
      <TextField
        label={t('screens.billing.address.name')}
        required
        disabled={disabled}
        value={values.name}
        onValueChange={set('name')}
        error={errors.name}
        autoComplete="organization"
      />
      <Select
        label={t('screens.billing.address.country')}
        required
        disabled={disabled}
        value={values.country}
        onValueChange={set('country')}
        error={errors.country}
        placeholder={t('screens.billing.address.countryPlaceholder')}
        options={BILLING_COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c })).toSorted((x, y) =>
          x.label.localeCompare(y.label, intl.locale),
        )}
      />
      <TextField
        label={t('screens.billing.address.line1')}
        required
        disabled={disabled}
        value={values.line1}
        onValueChange={set('line1')}
        error={errors.line1}
        autoComplete="address-line1"
      />
      <TextField
        label={t('screens.billing.address.line2')}
        optional
        disabled={disabled}
        value={values.line2 ?? ''}
        onValueChange={set('line2')}
        autoComplete="address-line2"
      />
      <div className={styles.formRow}>
        <TextField
          label={t('screens.billing.address.city')}
          required
          disabled={disabled}
          value={values.city}
          onValueChange={set('city')}
          error={errors.city}
          autoComplete="address-level2"
        />
        <TextField
          label={t('screens.billing.address.state')}
          required
          disabled={disabled}
          value={values.state}
          onValueChange={set('state')}
          error={errors.state}
          autoComplete="address-level1"
        />
        <TextField
          label={t('screens.billing.address.postal')}
          optional
          disabled={disabled}
          dir="ltr"
          value={values.postal_code ?? ''}
          onValueChange={set('postal_code')}
          autoComplete="postal-code"
        />
      </div>
      <TextField
        label={t('screens.billing.address.taxId')}
        optional
        disabled={disabled}
        dir="ltr"
        value={values.tax_id ?? ''}
        onValueChange={set('tax_id')}
        error={errors.tax_id}
        hint={t('screens.billing.address.taxIdHint')}
      />
      {props.canEdit ? (
        <div>
          <Button type="submit" loading={busy}>
            {t('screens.billing.address.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function fieldMap(errors: readonly FieldError[], t: ReturnType<typeof useT>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    out[e.field] =
      e.code === 'tax_id_invalid'
        ? t('screens.billing.error.tax_id_invalid')
        : e.code === 'required'
          ? t(`screens.billing.address.required.${e.field}`)
          : e.message;
  }
  return out;
}
