import { useState } from 'react';
import type { Domain } from '@rabt/contract';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Heading,
  Skeleton,
  Text,
  Trash2,
  XCircle,
  useIntl,
  useT,
} from '@rabt/ui';
import { defaultRenderLink, ScreenLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import type { DomainAddFailure } from '../DomainAdd/DomainAdd.tsx';
import { DomainStatusPill, problemText } from '../DomainList/domainParts.tsx';
import { DomainCertificateForm } from './DomainCertificateForm.tsx';
import { DomainRecords } from './DomainRecords.tsx';
import * as styles from './DomainSetup.css.ts';

export type DomainSetupState =
  { state: 'loading' } | { state: 'notFound' } | { state: 'error'; message?: string | null } | { state: 'ready'; domain: Domain };

export type DomainSetupScreenProps = DomainSetupState & {
  backHref: string;
  /** Start verification, or retry after failed; reject to show the failure line. */
  onVerify: () => Promise<unknown>;
  onUploadCertificate: (certificate: string, privateKey: string) => Promise<DomainAddFailure | void>;
  onRemoveCertificate?: () => Promise<unknown>;
  /** Resolve when removed (the app goes back to the list); reject to keep the dialog open. */
  onRemove: () => Promise<unknown>;
  onRetry: () => void;
  onCopied?: (value: string) => void;
  renderLink?: RenderLink;
  /** Stories: a server refusal already on the certificate form (mismatched pair). */
  certificateFailure?: DomainAddFailure | null;
  /** @defaultValue new Date() */
  now?: Date;
};

const statusTone = { not_verified: 'info', pending: 'info', active: 'positive', failed: 'critical' } as const;

/** One domain: where it stands, the exact DNS records to create, the HTTPS certificate, removal. */
export function DomainSetupScreen(props: DomainSetupScreenProps) {
  const { backHref, onVerify, onUploadCertificate, onRemoveCertificate, onRemove, onRetry, onCopied } = props;
  const renderLink = props.renderLink ?? defaultRenderLink;
  const t = useT();
  const intl = useIntl();
  const [verifying, setVerifying] = useState(false);
  const [verifyError, setVerifyError] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;

  const back = (
    <ScreenLink href={backHref} renderLink={renderLink} tone="small">
      {t('domains.setup.back')}
    </ScreenLink>
  );

  if (props.state === 'loading') {
    return (
      <section className={styles.page} aria-busy="true" aria-label={t('screens.common.loading')}>
        {back}
        <Skeleton height="2rem" width="40%" />
        <Skeleton height="10rem" />
        <Skeleton height="14rem" />
      </section>
    );
  }
  if (props.state === 'notFound' || props.state === 'error') {
    return (
      <section className={styles.page}>
        {back}
        {props.state === 'notFound' ? (
          <EmptyState icon={XCircle} title={t('domains.setup.notFound')} />
        ) : (
          <Alert
            tone="critical"
            title={t('domains.loadError')}
            action={
              <Button variant="secondary" onClick={() => onRetry()}>
                {t('screens.common.retry')}
              </Button>
            }
          >
            {props.message || t('screens.common.genericError')}
          </Alert>
        )}
      </section>
    );
  }

  const { domain } = props;
  const name = isolate(domain.display_name);
  const verify = () => {
    setVerifying(true);
    setVerifyError(false);
    onVerify()
      .catch(() => setVerifyError(true))
      .finally(() => setVerifying(false));
  };
  const txt = domain.records.filter((r) => r.purpose === 'ownership');
  const cname = domain.records.filter((r) => r.option === 'cname');
  const addresses = domain.records.filter((r) => r.option === 'address');
  const statusTitle = {
    not_verified: t('domains.setup.notVerifiedTitle'),
    pending: t('domains.setup.pendingTitle'),
    active: t('domains.setup.activeTitle', { domain: name }),
    failed: t('domains.setup.failedTitle'),
  }[domain.state];
  const statusBody = {
    not_verified: t('domains.setup.notVerifiedBody'),
    pending: t('domains.pendingNote'),
    active: t('domains.setup.activeBody'),
    failed: t('domains.failedNote'),
  }[domain.state];
  const canVerify = domain.state !== 'active';

  return (
    <section className={styles.page} aria-labelledby="domain-heading">
      {back}
      <div className={styles.headerText}>
        <Heading level={1} id="domain-heading">
          <span dir="auto">{domain.display_name}</span>
        </Heading>
        <div>
          <DomainStatusPill state={domain.state} />
        </div>
        {domain.display_name !== domain.name ? (
          <Text tone="muted" dir="ltr">
            {domain.name}
          </Text>
        ) : null}
      </div>

      <Alert
        tone={statusTone[domain.state]}
        title={statusTitle}
        role={domain.state === 'failed' ? 'alert' : 'status'}
        action={
          canVerify ? (
            <Button variant={domain.state === 'failed' ? 'primary' : 'secondary'} loading={verifying} onClick={verify}>
              {t(domain.state === 'failed' ? 'domains.setup.retry' : 'domains.setup.verify')}
            </Button>
          ) : undefined
        }
      >
        <div className={styles.section}>
          <span>{statusBody}</span>
          {domain.state !== 'active' && domain.problems.length > 0 ? (
            <ul className={styles.problems} data-testid="domain-problems">
              {domain.problems.map((p) => (
                <li key={`${p.record} ${p.host}`}>{problemText(t, p)}</li>
              ))}
            </ul>
          ) : null}
          {domain.checked_at && domain.state !== 'active' ? (
            <Text tone="muted" size="small">
              {t('domains.setup.lastChecked', {
                date: intl.formatDate(domain.checked_at, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Text>
          ) : null}
        </div>
      </Alert>
      {verifyError ? (
        <Alert tone="critical" onDismiss={() => setVerifyError(false)}>
          {t('domains.verifyFailed')}
        </Alert>
      ) : null}

      <Card title={t('domains.setup.recordsTitle')} titleLevel={2} description={t('domains.setup.recordsIntro')}>
        <div className={styles.form}>
          <div className={styles.section}>
            <Heading level={3}>{t('domains.setup.ownershipTitle')}</Heading>
            <Text tone="muted">{t('domains.setup.ownershipBody')}</Text>
            <DomainRecords records={txt} caption={t('domains.records.caption')} onCopied={onCopied} />
          </div>
          <div className={styles.section}>
            <Heading level={3}>{t('domains.setup.routingTitle')}</Heading>
            <Text tone="muted">
              {t(domain.apex ? 'domains.setup.apexBody' : 'domains.setup.subdomainBody', { domain: name })}
            </Text>
            {cname.length > 0 ? (
              <>
                <DomainRecords records={cname} caption={t('domains.setup.optionCname')} onCopied={onCopied} />
                {addresses.length > 0 ? (
                  <DomainRecords records={addresses} caption={t('domains.setup.optionAddress')} onCopied={onCopied} />
                ) : null}
              </>
            ) : addresses.length > 0 ? (
              <DomainRecords records={addresses} caption={t('domains.setup.addresses')} onCopied={onCopied} />
            ) : null}
            <Text tone="muted" size="small">
              {t('domains.setup.hostNote')}
            </Text>
          </div>
        </div>
      </Card>

      <DomainCertificateForm
        domain={domain}
        onUpload={onUploadCertificate}
        onRemove={onRemoveCertificate}
        initialFailure={props.certificateFailure ?? null}
        now={now}
      />

      <Card
        title={t('domains.setup.removeTitle')}
        titleLevel={2}
        description={t('domains.setup.removeBody', { count: domain.links })}
      >
        <div className={styles.buttons}>
          <Button variant="danger" icon={Trash2} onClick={() => setRemoving(true)}>
            {t('domains.remove.confirm')}
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('domains.remove.title', { domain: name })}
        description={t('domains.remove.body', { count: domain.links })}
        confirmLabel={t('domains.remove.confirm')}
        errorMessage={t('domains.remove.failed')}
        onConfirm={onRemove}
      />
    </section>
  );
}
