import { useState } from 'react';
import { useField } from 'react-final-form';
import type { BillingAddress, BillingAddressRequest, BusinessDetails, FieldError } from '@rabt/contract';
import { Alert, Button, Card, Heading, Text, useIntl, useT } from '@rabt/ui';
import { FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import type { FormSubmit, FormSubmitErrors } from '../../_parts/submitErrors.ts';
import { emailError, isBlank } from '../../_parts/validation.ts';
import { BILLING_COUNTRIES, BillingAddressForm } from '../../billing/BillingAddressForm.tsx';
import { FormSelect } from '../_parts/FormSelect.tsx';
import { SettingsLoadBody, type SettingsForbiddenState, type SettingsLoadState } from '../_parts/LoadStates.tsx';
import * as styles from './Business.css.ts';

export interface BusinessValues {
  name: string;
  logo_url: string;
  country: string;
  legal_name: string;
  invoice_email: string;
}

export type BusinessState =
  | SettingsLoadState
  | SettingsForbiddenState
  | {
      state: 'ready';
      business: BusinessDetails;
      /** The billing address with tax ID: what invoices show (billing's own record). */
      address: BillingAddress | null;
      /** billing:edit; without it the page is read-only. */
      canEdit: boolean;
    };

export type BusinessScreenProps = BusinessState & {
  onSaveBusiness: FormSubmit<BusinessValues>;
  /** Billing's address call: reject with { code, message, details } (required fields, tax_id_invalid). */
  onSaveAddress: (address: BillingAddressRequest) => Promise<unknown>;
  /** Server field errors on the invoice form from the start (stories). */
  addressErrors?: readonly FieldError[] | null;
  onRetry: () => void;
};

const LOGO_URL = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

export function businessValues(b: BusinessDetails): BusinessValues {
  return {
    name: b.name,
    logo_url: b.logo_url ?? '',
    country: b.country ?? '',
    legal_name: b.legal_name ?? '',
    invoice_email: b.invoice_email ?? '',
  };
}

/** The logo as typed so far (a broken or non-web address shows an empty square). */
function LogoPreview() {
  const t = useT();
  const url = (useField<string>('logo_url', { subscription: { value: true } }).input.value ?? '').trim();
  const [broken, setBroken] = useState<string | null>(null);
  if (!LOGO_URL.test(url) || broken === url) return <div className={styles.logoEmpty} aria-hidden="true" />;
  return <img className={styles.logo} src={url} alt={t('screens.settings.business.logoAlt')} onError={() => setBroken(url)} />;
}

function OrganisationCard({
  business,
  canEdit,
  onSave,
}: {
  business: BusinessDetails;
  canEdit: boolean;
  onSave: BusinessScreenProps['onSaveBusiness'];
}) {
  const t = useT();
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countries = BILLING_COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c })).toSorted((x, y) =>
    x.label.localeCompare(y.label, intl.locale),
  );
  const submit: FormSubmit<BusinessValues> = async (values) => {
    setSaved(false);
    const errors = await onSave(values);
    if (errors && Object.keys(errors).length > 0) return errors as FormSubmitErrors<BusinessValues>;
    setSaved(true);
    return undefined;
  };
  return (
    <Card title={t('screens.settings.business.organisation')} description={t('screens.settings.business.organisationHint')}>
      <ScreenForm<BusinessValues>
        aria-label={t('screens.settings.business.organisation')}
        initialValues={businessValues(business)}
        onSubmit={submit}
        validate={(v) => ({
          name: isBlank(v.name) ? t('screens.settings.business.nameRequired') : undefined,
          logo_url:
            isBlank(v.logo_url) || LOGO_URL.test(v.logo_url.trim()) ? undefined : t('screens.settings.business.logoInvalid'),
          invoice_email: isBlank(v.invoice_email) ? undefined : emailError(t, v.invoice_email),
        })}
      >
        {({ submitting }) => (
          <fieldset className={styles.fieldset} disabled={!canEdit}>
            <div className={styles.form}>
              <FormSubmitNotice />
              <FormTextField
                disabled={!canEdit}
                name="name"
                label={t('screens.settings.business.name')}
                autoComplete="organization"
                required
                dir="auto"
              />
              <div className={styles.logoRow}>
                <LogoPreview />
                <div className={styles.logoField}>
                  <FormTextField
                    disabled={!canEdit}
                    name="logo_url"
                    type="url"
                    label={t('screens.settings.business.logo')}
                    hint={t('screens.settings.business.logoHint')}
                    placeholder="https://"
                    optional
                    dir="ltr"
                  />
                </div>
              </div>
              <FormSelect
                disabled={!canEdit}
                name="country"
                label={t('screens.settings.business.country')}
                optional
                placeholder={t('screens.settings.profile.countryPlaceholder')}
                options={countries}
              />
              <FormTextField
                disabled={!canEdit}
                name="legal_name"
                label={t('screens.settings.business.legalName')}
                optional
                dir="auto"
              />
              <FormTextField
                disabled={!canEdit}
                name="invoice_email"
                type="email"
                label={t('screens.settings.business.invoiceEmail')}
                hint={t('screens.settings.business.invoiceEmailHint')}
                optional
                dir="ltr"
              />
              {saved ? (
                <Alert tone="positive" role="status">
                  {t('screens.settings.business.saved')}
                </Alert>
              ) : null}
              {canEdit ? (
                <div>
                  <Button type="submit" loading={submitting}>
                    {t('screens.settings.save')}
                  </Button>
                </div>
              ) : null}
            </div>
          </fieldset>
        )}
      </ScreenForm>
    </Card>
  );
}

/** /settings/business: the organisation's name, logo and country, and the details its invoices show. */
export function BusinessScreen(props: BusinessScreenProps) {
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="business-heading">
      <div className={styles.headerText}>
        <Heading level={1} id="business-heading">
          {t('screens.settings.business.title')}
        </Heading>
        <Text tone="muted">{t('screens.settings.business.intro')}</Text>
      </div>
      {props.state === 'ready' ? (
        <>
          {!props.canEdit ? <Alert tone="info">{t('screens.settings.business.readOnly')}</Alert> : null}
          <OrganisationCard business={props.business} canEdit={props.canEdit} onSave={props.onSaveBusiness} />
          <Card title={t('screens.settings.business.invoice')} description={t('screens.settings.business.invoiceHint')}>
            <BillingAddressForm
              address={props.address}
              canEdit={props.canEdit}
              onSave={props.onSaveAddress}
              initialErrors={props.addressErrors}
            />
          </Card>
        </>
      ) : (
        <SettingsLoadBody load={props} onRetry={props.onRetry} />
      )}
    </section>
  );
}
