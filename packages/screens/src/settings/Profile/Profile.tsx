import { useState } from 'react';
import type { Customer, PendingEmailChange } from '@rabt/contract';
import { Alert, Badge, Button, Card, Dialog, Heading, Text, useIntl, useT } from '@rabt/ui';
import { FormPasswordField, FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import type { FormSubmit, FormSubmitErrors } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { PASSWORD_MIN_LENGTH, emailError, isBlank, newPasswordError } from '../../_parts/validation.ts';
import { BILLING_COUNTRIES } from '../../billing/PaymentMethods/PaymentMethods.tsx';
import { FormSelect } from '../_parts/FormSelect.tsx';
import { SettingsLoadBody, type SettingsLoadState } from '../_parts/LoadStates.tsx';
import * as styles from './Profile.css.ts';

export interface ProfileValues {
  name: string;
  phone: string;
  language: 'en' | 'ar';
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface EmailChangeValues {
  email: string;
  password: string;
}

export interface PasswordChangeValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * `pending`: a change of address waiting for its link (decision 114). The customer's address and
 * sign-in stay as they are until the new address is verified.
 */
export type ProfileState = SettingsLoadState | { state: 'ready'; customer: Customer; pending: PendingEmailChange | null };

export type ProfileScreenProps = ProfileState & {
  /** Resolve to nothing when saved, or to field / form messages (values are kept). */
  onSaveProfile: FormSubmit<ProfileValues>;
  /** Asks for the current password; the new address must be verified before it takes effect. */
  onChangeEmail: FormSubmit<EmailChangeValues>;
  onChangePassword: FormSubmit<PasswordChangeValues>;
  /** Send the pending address a new link (the previous one stops working); rejects when it failed. */
  onResendEmailChange: () => Promise<unknown>;
  /** Cancel the pending change (the current address stays); rejects when it failed. */
  onCancelEmailChange: () => Promise<unknown>;
  onRetry: () => void;
};

/** The profile form's values from the customer (blank strings for what is not set). */
export function profileValues(c: Customer): ProfileValues {
  return {
    name: c.name,
    phone: c.phone ?? '',
    language: c.language,
    line1: c.address?.line1 ?? '',
    line2: c.address?.line2 ?? '',
    city: c.address?.city ?? '',
    state: c.address?.state ?? '',
    postal_code: c.address?.postal_code ?? '',
    country: c.address?.country ?? '',
  };
}

/** Wraps a submit so the form can say "Saved" when it resolved without messages. */
function withSaved<V>(submit: FormSubmit<V>, setSaved: (v: boolean) => void): FormSubmit<V> {
  return async (values) => {
    setSaved(false);
    const errors = await submit(values);
    if (!errors || Object.keys(errors).length === 0) setSaved(true);
    return errors as FormSubmitErrors<V> | void;
  };
}

function DetailsCard({ customer, onSave }: { customer: Customer; onSave: ProfileScreenProps['onSaveProfile'] }) {
  const t = useT();
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countries = BILLING_COUNTRIES.map((c) => ({ value: c, label: names.of(c) ?? c })).toSorted((x, y) =>
    x.label.localeCompare(y.label, intl.locale),
  );
  return (
    <Card title={t('screens.settings.profile.details')} description={t('screens.settings.profile.detailsHint')}>
      <ScreenForm<ProfileValues>
        aria-label={t('screens.settings.profile.details')}
        initialValues={profileValues(customer)}
        onSubmit={withSaved(onSave, setSaved)}
        validate={(v) => ({
          name: isBlank(v.name) ? t('screens.validation.nameRequired') : undefined,
          phone: isBlank(v.phone) ? t('screens.settings.profile.phoneRequired') : undefined,
        })}
      >
        {({ submitting }) => (
          <div className={styles.form}>
            <FormSubmitNotice />
            <FormTextField name="name" label={t('screens.settings.profile.name')} autoComplete="name" required dir="auto" />
            <FormTextField
              name="phone"
              type="tel"
              label={t('screens.settings.profile.phone')}
              autoComplete="tel"
              required
              dir="ltr"
            />
            <FormSelect
              name="language"
              label={t('screens.settings.profile.language')}
              placeholder={false}
              options={[
                { value: 'en', label: 'English' },
                { value: 'ar', label: 'العربية' },
              ]}
            />
            <Heading level={3}>{t('screens.settings.profile.address')}</Heading>
            <FormTextField
              name="line1"
              label={t('screens.settings.profile.line1')}
              autoComplete="address-line1"
              optional
              dir="auto"
            />
            <FormTextField
              name="line2"
              label={t('screens.settings.profile.line2')}
              autoComplete="address-line2"
              optional
              dir="auto"
            />
            <div className={styles.row}>
              <FormTextField
                name="city"
                label={t('screens.settings.profile.city')}
                autoComplete="address-level2"
                optional
                dir="auto"
              />
              <FormTextField
                name="state"
                label={t('screens.settings.profile.state')}
                autoComplete="address-level1"
                optional
                dir="auto"
              />
              <FormTextField
                name="postal_code"
                label={t('screens.settings.profile.postal')}
                autoComplete="postal-code"
                optional
                dir="ltr"
              />
            </div>
            <FormSelect
              name="country"
              label={t('screens.settings.profile.country')}
              optional
              placeholder={t('screens.settings.profile.countryPlaceholder')}
              options={countries}
            />
            {saved ? (
              <Alert tone="positive" role="status">
                {t('screens.settings.profile.saved')}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" loading={submitting}>
                {t('screens.settings.save')}
              </Button>
            </div>
          </div>
        )}
      </ScreenForm>
    </Card>
  );
}

function EmailCard(props: {
  customer: Customer;
  pending: PendingEmailChange | null;
  onChange: ProfileScreenProps['onChangeEmail'];
  onResend: ProfileScreenProps['onResendEmailChange'];
  onCancel: ProfileScreenProps['onCancelEmailChange'];
}) {
  const t = useT();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // What the last resend or cancel did; cleared by a new change.
  const [notice, setNotice] = useState<'resent' | 'resendFailed' | 'cancelled' | 'cancelFailed' | null>(null);
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);
  const { pending } = props;
  const current = isolate(props.customer.email);
  const submit: FormSubmit<EmailChangeValues> = async (values) => {
    const errors = await props.onChange({ email: values.email.trim(), password: values.password });
    if (errors && Object.keys(errors).length > 0) return errors;
    setNotice(null);
    setOpen(false);
    return undefined;
  };
  const run = (kind: 'resend' | 'cancel') => {
    setBusy(kind);
    (kind === 'resend' ? props.onResend() : props.onCancel()).then(
      () => {
        setBusy(null);
        setNotice(kind === 'resend' ? 'resent' : 'cancelled');
      },
      () => {
        setBusy(null);
        setNotice(kind === 'resend' ? 'resendFailed' : 'cancelFailed');
      },
    );
  };
  const actions = (
    <div className={styles.emailLine}>
      <Button variant="secondary" loading={busy === 'resend'} disabled={busy === 'cancel'} onClick={() => run('resend')}>
        {pending?.expired ? t('screens.settings.profile.newLink') : t('screens.settings.profile.resend')}
      </Button>
      <Button variant="ghost" loading={busy === 'cancel'} disabled={busy === 'resend'} onClick={() => run('cancel')}>
        {t('screens.settings.profile.cancelChange')}
      </Button>
    </div>
  );
  return (
    <Card
      title={t('screens.settings.profile.email')}
      actions={
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('screens.settings.profile.changeEmail')}
        </Button>
      }
    >
      <div className={styles.stack}>
        <div className={styles.emailLine}>
          <Text as="span" weight="medium" dir="ltr" className={styles.breakAll}>
            {props.customer.email}
          </Text>
          {props.customer.email_verified ? (
            <Badge tone="positive">{t('screens.settings.profile.verifiedBadge')}</Badge>
          ) : (
            <Badge tone="caution">{t('screens.settings.profile.pendingBadge')}</Badge>
          )}
        </div>
        {pending ? (
          <Alert
            tone={pending.expired ? 'critical' : 'caution'}
            role={pending.expired ? 'alert' : 'status'}
            title={t(pending.expired ? 'screens.settings.profile.expiredTitle' : 'screens.settings.profile.pendingChangeTitle', {
              email: isolate(pending.email),
            })}
            action={actions}
          >
            {pending.expired
              ? t('screens.settings.profile.expiredBody', { current })
              : t('screens.settings.profile.pendingChangeBody', {
                  date: intl.formatDate(pending.sent_at, { dateStyle: 'medium', timeStyle: 'short' }),
                  current,
                })}
            {notice === 'resent' ? ` ${t('screens.settings.profile.resent')}` : ''}
            {notice === 'resendFailed' ? ` ${t('screens.settings.profile.resendFailed')}` : ''}
            {notice === 'cancelFailed' ? ` ${t('screens.settings.profile.cancelFailed')}` : ''}
          </Alert>
        ) : notice === 'cancelled' ? (
          <Alert tone="info" role="status">
            {t('screens.settings.profile.cancelled', { current })}
          </Alert>
        ) : null}
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('screens.settings.profile.changeEmail')}
        description={t('screens.settings.profile.changeEmailBody')}
        size="medium"
      >
        <ScreenForm<EmailChangeValues>
          aria-label={t('screens.settings.profile.changeEmail')}
          onSubmit={submit}
          validate={(v) => ({
            email: isBlank(v.email) ? t('screens.settings.profile.newEmailRequired') : emailError(t, v.email),
            password: v.password ? undefined : t('screens.settings.profile.currentPasswordRequired'),
          })}
        >
          {({ submitting }) => (
            <div className={styles.form}>
              <FormSubmitNotice />
              <FormTextField
                name="email"
                type="email"
                label={t('screens.settings.profile.newEmail')}
                autoComplete="email"
                required
                dir="ltr"
              />
              <FormPasswordField
                name="password"
                label={t('screens.settings.profile.currentPassword')}
                autoComplete="current-password"
                required
              />
              <div>
                <Button type="submit" loading={submitting}>
                  {t('screens.settings.profile.sendLink')}
                </Button>
              </div>
            </div>
          )}
        </ScreenForm>
      </Dialog>
    </Card>
  );
}

function PasswordCard({ onChange }: { onChange: ProfileScreenProps['onChangePassword'] }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  // Remounting the form after a change clears the three fields.
  const [round, setRound] = useState(0);
  const submit: FormSubmit<PasswordChangeValues> = async (values) => {
    setSaved(false);
    const errors = await onChange(values);
    if (errors && Object.keys(errors).length > 0) return errors;
    setSaved(true);
    setRound((r) => r + 1);
    return undefined;
  };
  return (
    <Card title={t('screens.settings.profile.password')} description={t('screens.settings.profile.passwordHint')}>
      {saved ? (
        <Alert tone="positive" role="status">
          {t('screens.settings.profile.passwordChanged')}
        </Alert>
      ) : null}
      <ScreenForm<PasswordChangeValues>
        key={round}
        aria-label={t('screens.settings.profile.password')}
        onSubmit={submit}
        validate={(v) => ({
          current_password: v.current_password ? undefined : t('screens.settings.profile.currentPasswordRequired'),
          password: v.password ? newPasswordError(t, v.password) : t('screens.settings.profile.newPasswordRequired'),
          password_confirmation: !v.password_confirmation
            ? t('screens.validation.confirmRequired')
            : v.password_confirmation !== v.password
              ? t('screens.validation.passwordMismatch')
              : undefined,
        })}
      >
        {({ submitting }) => (
          <div className={styles.form}>
            <FormSubmitNotice />
            <FormPasswordField
              name="current_password"
              label={t('screens.settings.profile.currentPassword')}
              autoComplete="current-password"
              required
            />
            <FormPasswordField
              name="password"
              label={t('screens.settings.profile.newPassword')}
              hint={t('screens.settings.profile.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
            <FormPasswordField
              name="password_confirmation"
              label={t('screens.settings.profile.confirmPassword')}
              autoComplete="new-password"
              required
            />
            <div>
              <Button type="submit" loading={submitting}>
                {t('screens.settings.profile.changePassword')}
              </Button>
            </div>
          </div>
        )}
      </ScreenForm>
    </Card>
  );
}

/** /settings/profile: name, phone, language and address; the email (re-verified) and the password (spec §5). */
export function ProfileScreen(props: ProfileScreenProps) {
  const t = useT();
  return (
    <section className={styles.page} aria-labelledby="profile-heading">
      <div className={styles.headerText}>
        <Heading level={1} id="profile-heading">
          {t('screens.settings.profile.title')}
        </Heading>
        <Text tone="muted">{t('screens.settings.profile.intro')}</Text>
      </div>
      {props.state === 'ready' ? (
        <>
          <DetailsCard customer={props.customer} onSave={props.onSaveProfile} />
          <EmailCard
            customer={props.customer}
            pending={props.pending}
            onChange={props.onChangeEmail}
            onResend={props.onResendEmailChange}
            onCancel={props.onCancelEmailChange}
          />
          <PasswordCard onChange={props.onChangePassword} />
        </>
      ) : (
        <SettingsLoadBody load={props} onRetry={props.onRetry} />
      )}
    </section>
  );
}
