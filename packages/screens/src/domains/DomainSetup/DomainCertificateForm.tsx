import { useState, type FormEvent } from 'react';
import { certificateDaysLeft, ErrorCode, type Domain, type FieldError } from '@rabt/contract';
import { Alert, Button, Card, Text, TextArea, useIntl, useT } from '@rabt/ui';
import { isolate } from '../../_parts/text.ts';
import type { DomainAddFailure } from '../DomainAdd/DomainAdd.tsx';
import { CertificateBadge, certificateStatus } from '../DomainList/domainParts.tsx';
import * as styles from './DomainSetup.css.ts';

type Field = 'certificate' | 'private_key';
type Errors = Partial<Record<Field, string>>;

const KNOWN = new Set([
  'invalid_pem',
  'invalid_key',
  'encrypted_key',
  'key_mismatch',
  'wrong_host',
  'expired',
  'not_yet_valid',
  'chain_order',
]);

export interface DomainCertificateFormProps {
  domain: Pick<Domain, 'name' | 'display_name' | 'certificate'>;
  /** Resolve when saved; resolve to the API failure to show it under the fields. */
  onUpload: (certificate: string, privateKey: string) => Promise<DomainAddFailure | void>;
  onRemove?: () => Promise<unknown>;
  /** Server field errors to start with (stories: a mismatched pair). */
  initialFailure?: DomainAddFailure | null;
  now: Date;
}

/** The certificate's facts and the upload form: chain and key, both required, in PEM. */
export function DomainCertificateForm({ domain, onUpload, onRemove, initialFailure = null, now }: DomainCertificateFormProps) {
  const t = useT();
  const intl = useIntl();
  const [certificate, setCertificate] = useState('');
  const [privateKey, setPrivateKey] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);

  const failureErrors = (failure: DomainAddFailure | null): { fields: Errors; form: string | null } => {
    if (!failure) return { fields: {}, form: null };
    if (failure.code === ErrorCode.VALIDATION_FAILED && Array.isArray(failure.details)) {
      const fields: Errors = {};
      for (const detail of failure.details as FieldError[]) {
        if (detail.field !== 'certificate' && detail.field !== 'private_key') continue;
        let text = detail.message;
        if (detail.code === 'required')
          text = t(detail.field === 'certificate' ? 'domains.cert.certificateRequired' : 'domains.cert.keyRequired');
        else if (KNOWN.has(detail.code)) text = t(`domains.certError.${detail.code}`, { domain: isolate(domain.name) });
        fields[detail.field] ??= text;
      }
      return { fields, form: t('domains.cert.rejected') };
    }
    return { fields: {}, form: t('domains.cert.failed') };
  };
  const initial = failureErrors(initialFailure);
  const [errors, setErrors] = useState<Errors>(initial.fields);
  const [formError, setFormError] = useState<string | null>(initial.form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const missing: Errors = {};
    if (!certificate.trim()) missing.certificate = t('domains.cert.certificateRequired');
    if (!privateKey.trim()) missing.private_key = t('domains.cert.keyRequired');
    setErrors(missing);
    setFormError(null);
    if (missing.certificate || missing.private_key) return;
    setSubmitting(true);
    try {
      const failure = await onUpload(certificate, privateKey);
      if (failure) {
        const next = failureErrors(failure);
        setErrors(next.fields);
        setFormError(next.form);
      } else {
        setCertificate('');
        setPrivateKey('');
        setSaved(true);
      }
    } catch {
      setFormError(t('domains.cert.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  const current = domain.certificate;
  const status = certificateStatus(current, now);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const name = isolate(domain.display_name);
  return (
    <Card title={t('domains.cert.title')} titleLevel={2} actions={<CertificateBadge certificate={current} now={now} />}>
      <div className={styles.form}>
        {status === 'missing' ? (
          <Alert tone="info" title={t('domains.cert.missingTitle')}>
            {t('domains.cert.missingBody', { domain: name })}
          </Alert>
        ) : null}
        {status === 'expiringSoon' && current ? (
          <Alert
            tone="caution"
            title={t('domains.cert.expiringSoonTitle', { count: Math.max(0, certificateDaysLeft(current.valid_to, now)) })}
          >
            {t('domains.cert.expiringSoonBody', { date: date(current.valid_to) })}
          </Alert>
        ) : null}
        {status === 'expired' && current ? (
          <Alert tone="critical" title={t('domains.cert.expiredTitle', { date: date(current.valid_to) })}>
            {t('domains.cert.expiringSoonBody', { date: date(current.valid_to) })}
          </Alert>
        ) : null}
        {saved ? (
          <Alert tone="positive" role="status">
            {t('domains.cert.saved', { domain: name })}
          </Alert>
        ) : null}
        {current ? (
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('domains.cert.hosts')}</dt>
            <dd className={styles.definition} dir="ltr">
              {current.hosts.join(', ')}
            </dd>
            <dt className={styles.term}>{t('domains.cert.validFrom')}</dt>
            <dd className={styles.definition}>{date(current.valid_from)}</dd>
            <dt className={styles.term}>{t('domains.cert.validTo')}</dt>
            <dd className={styles.definition}>{date(current.valid_to)}</dd>
            <dt className={styles.term}>{t('domains.cert.issuer')}</dt>
            <dd className={styles.definition} dir="auto">
              {current.issuer ?? '—'}
            </dd>
          </dl>
        ) : null}
        {current?.self_signed ? <Text tone="caution">{t('domains.cert.selfSigned')}</Text> : null}
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('domains.cert.title')}>
          {formError ? (
            <Alert tone="critical" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Text tone="muted">{t('domains.cert.intro', { domain: name })}</Text>
          <TextArea
            label={t('domains.cert.certificate')}
            hint={t('domains.cert.certificateHint')}
            placeholder="-----BEGIN CERTIFICATE-----"
            value={certificate}
            onValueChange={setCertificate}
            error={errors.certificate}
            required
            rows={6}
            dir="ltr"
            spellCheck={false}
          />
          <TextArea
            label={t('domains.cert.privateKey')}
            hint={t('domains.cert.privateKeyHint')}
            placeholder="-----BEGIN PRIVATE KEY-----"
            value={privateKey}
            onValueChange={setPrivateKey}
            error={errors.private_key}
            required
            rows={5}
            dir="ltr"
            spellCheck={false}
          />
          <div className={styles.buttons}>
            <Button type="submit" loading={submitting}>
              {t(current ? 'domains.cert.replace' : 'domains.cert.upload')}
            </Button>
            {current && onRemove ? (
              <Button variant="secondary" onClick={() => void onRemove()}>
                {t('domains.cert.remove')}
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </Card>
  );
}
