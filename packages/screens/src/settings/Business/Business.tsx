import { useState } from 'react';
import {
  CARD_PHOTO_MAX_BYTES,
  CARD_PHOTO_TYPES,
  type BillingAddress,
  type BillingAddressRequest,
  type BusinessDetails,
  type FieldError,
} from '@rabt/contract';
import { Alert, Button, Card, FileDrop, Heading, Text, Trash2, useIntl, useT, type FileRejection } from '@rabt/ui';
import { FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import type { FormSubmit, FormSubmitErrors } from '../../_parts/submitErrors.ts';
import { emailError, isBlank } from '../../_parts/validation.ts';
import { BILLING_COUNTRIES, BillingAddressForm } from '../../billing/BillingAddressForm.tsx';
import { FormSelect } from '../_parts/FormSelect.tsx';
import { SettingsLoadBody, type SettingsForbiddenState, type SettingsLoadState } from '../_parts/LoadStates.tsx';
import * as styles from './Business.css.ts';

export interface BusinessValues {
  name: string;
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

/**
 * The logo's upload: in flight (`progress` 0–100 when known), or refused with a reason code
 * (photo_type, photo_too_large, photo_too_small, photo_unreadable, photo_failed, remove_failed).
 */
export type LogoStatus =
  { state: 'idle' } | { state: 'uploading'; progress: number | null } | { state: 'rejected'; code: string };

const LOGO_CODES = ['photo_type', 'photo_too_large', 'photo_unreadable', 'photo_too_small', 'photo_failed', 'remove_failed'];

export type BusinessScreenProps = BusinessState & {
  onSaveBusiness: FormSubmit<BusinessValues>;
  /** Uploads at once (the server checks the bytes, crops and resizes); resolve to a reason code when refused. */
  onUploadLogo: (file: File) => Promise<void | string>;
  /** Removes the logo (an old web address too); reject to show the failure. */
  onRemoveLogo: () => Promise<unknown>;
  /** Forces the logo's state (stories). */
  logoStatus?: LogoStatus;
  /** Billing's address call: reject with { code, message, details } (required fields, tax_id_invalid). */
  onSaveAddress: (address: BillingAddressRequest) => Promise<unknown>;
  /** Server field errors on the invoice form from the start (stories). */
  addressErrors?: readonly FieldError[] | null;
  onRetry: () => void;
};

export function businessValues(b: BusinessDetails): BusinessValues {
  return {
    name: b.name,
    country: b.country ?? '',
    legal_name: b.legal_name ?? '',
    invoice_email: b.invoice_email ?? '',
  };
}

/** The current logo (or an empty square), the picker, the upload's progress, refusals, and remove. */
function LogoField({
  logoUrl,
  canEdit,
  onUpload,
  onRemove,
  forced,
}: {
  logoUrl: string | null;
  canEdit: boolean;
  onUpload: BusinessScreenProps['onUploadLogo'];
  onRemove: BusinessScreenProps['onRemoveLogo'];
  forced?: LogoStatus;
}) {
  const t = useT();
  const [own, setOwn] = useState<LogoStatus>({ state: 'idle' });
  const [broken, setBroken] = useState<string | null>(null);
  const status = forced ?? own;
  const uploading = status.state === 'uploading';
  const pick = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setOwn({ state: 'uploading', progress: null });
    onUpload(file).then(
      (code) => setOwn(code ? { state: 'rejected', code } : { state: 'idle' }),
      () => setOwn({ state: 'rejected', code: 'photo_failed' }),
    );
  };
  // The browser's own check (type by the picked file, size) before anything is sent; the server
  // checks the bytes themselves.
  const reject = (rejections: FileRejection[]) =>
    setOwn({ state: 'rejected', code: rejections[0]?.code === 'too-large' ? 'photo_too_large' : 'photo_type' });
  const remove = () => {
    setOwn({ state: 'idle' });
    onRemove().catch(() => setOwn({ state: 'rejected', code: 'remove_failed' }));
  };
  const code = status.state === 'rejected' ? (LOGO_CODES.includes(status.code) ? status.code : 'photo_failed') : null;
  return (
    <div className={styles.logoRow}>
      {logoUrl && broken !== logoUrl ? (
        <img
          className={styles.logo}
          src={logoUrl}
          alt={t('screens.settings.business.logoAlt')}
          onError={() => setBroken(logoUrl)}
        />
      ) : (
        <div className={styles.logoEmpty} role="img" aria-label={t('screens.settings.business.noLogo')} />
      )}
      <div className={styles.logoField}>
        {canEdit ? (
          <FileDrop
            label={t('screens.settings.business.logo')}
            hint={t('screens.settings.business.logoHint')}
            accept={CARD_PHOTO_TYPES}
            maxSize={CARD_PHOTO_MAX_BYTES}
            onFiles={pick}
            onReject={reject}
            disabled={uploading}
            error={code ? t(`screens.settings.business.logoError.${code}`) : undefined}
            typeLabel="JPEG, PNG"
            showFiles={false}
            data-testid="logo-drop"
          />
        ) : (
          <Text weight="medium">{t('screens.settings.business.logo')}</Text>
        )}
        {uploading ? (
          <div role="status" className={styles.logoStatus}>
            <progress
              className={styles.logoProgress}
              aria-label={t('screens.settings.business.logoProgress')}
              {...(status.progress === null ? {} : { max: 100, value: status.progress })}
            />
            <Text tone="muted">{t('screens.settings.business.logoUploading')}</Text>
          </div>
        ) : null}
        {canEdit && logoUrl && !uploading ? (
          <div>
            <Button variant="ghost" size="small" icon={Trash2} onClick={remove}>
              {t('screens.settings.business.removeLogo')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function OrganisationCard({
  business,
  canEdit,
  onSave,
  logo,
}: {
  business: BusinessDetails;
  canEdit: boolean;
  onSave: BusinessScreenProps['onSaveBusiness'];
  logo: Pick<BusinessScreenProps, 'onUploadLogo' | 'onRemoveLogo' | 'logoStatus'>;
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
      <div className={styles.form}>
        <LogoField
          logoUrl={business.logo_url}
          canEdit={canEdit}
          onUpload={logo.onUploadLogo}
          onRemove={logo.onRemoveLogo}
          forced={logo.logoStatus}
        />
        <ScreenForm<BusinessValues>
          aria-label={t('screens.settings.business.organisation')}
          initialValues={businessValues(business)}
          onSubmit={submit}
          validate={(v) => ({
            name: isBlank(v.name) ? t('screens.settings.business.nameRequired') : undefined,
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
      </div>
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
          <OrganisationCard business={props.business} canEdit={props.canEdit} onSave={props.onSaveBusiness} logo={props} />
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
