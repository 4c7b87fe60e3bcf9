/**
 * Pieces every domain screen shares: the state pill, the certificate badge (missing, valid,
 * expiring soon, expired), and a DNS problem in the reader's language, built from the parts
 * the server reports (record type, host, what was found, what was expected).
 */
import {
  CERTIFICATE_EXPIRY_WARNING_DAYS,
  certificateDaysLeft,
  type CertificateInfo,
  type DomainProblem,
  type DomainState,
} from '@rabt/contract';
import { Badge, StatusPill, useIntl, useT, type StatusTone } from '@rabt/ui';
import { isolate } from '../../_parts/text.ts';

const tones: Record<DomainState, StatusTone> = {
  not_verified: 'neutral',
  pending: 'info',
  active: 'positive',
  failed: 'critical',
};

export function DomainStatusPill({ state }: { state: DomainState }) {
  const t = useT();
  return (
    <StatusPill tone={tones[state]} hollow={state === 'pending'} data-state={state}>
      {t(`domains.status.${state}`)}
    </StatusPill>
  );
}

export type CertificateStatus = 'missing' | 'valid' | 'expiringSoon' | 'expired';

export function certificateStatus(certificate: CertificateInfo | null, now: Date): CertificateStatus {
  if (!certificate) return 'missing';
  const days = certificateDaysLeft(certificate.valid_to, now);
  if (Date.parse(certificate.valid_to) <= now.getTime()) return 'expired';
  return days < CERTIFICATE_EXPIRY_WARNING_DAYS ? 'expiringSoon' : 'valid';
}

export function CertificateBadge({ certificate, now }: { certificate: CertificateInfo | null; now: Date }) {
  const t = useT();
  const intl = useIntl();
  const status = certificateStatus(certificate, now);
  const date = certificate ? intl.formatDate(certificate.valid_to, { dateStyle: 'medium' }) : '';
  const label = {
    missing: () => t('domains.certStatus.missing'),
    valid: () => t('domains.certStatus.valid', { date }),
    expiringSoon: () =>
      t('domains.certStatus.expiringSoon', { count: Math.max(0, certificateDaysLeft(certificate!.valid_to, now)) }),
    expired: () => t('domains.certStatus.expired', { date }),
  }[status]();
  const tone: StatusTone = { missing: 'neutral', valid: 'positive', expiringSoon: 'caution', expired: 'critical' }[
    status
  ] as StatusTone;
  return (
    <Badge tone={tone} data-certificate={status}>
      {label}
    </Badge>
  );
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

const list = (values: string[]) => isolate(values.join(', '));

/** One DNS problem as a sentence; host names and values stay left-to-right inside Arabic. */
export function problemText(t: Translate, problem: DomainProblem): string {
  const host = isolate(problem.host);
  const values = { type: problem.record, host, found: list(problem.found), expected: list(problem.expected) };
  if (problem.code === 'lookup_failed') return t('domains.problem.lookupFailed', values);
  if (problem.record === 'TXT')
    return t(problem.code === 'missing' ? 'domains.problem.missingTxt' : 'domains.problem.wrongTxt', values);
  return t(problem.code === 'missing' ? 'domains.problem.missing' : 'domains.problem.wrong', values);
}
