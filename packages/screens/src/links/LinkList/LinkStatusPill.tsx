import { StatusPill, useIntl, useT, type StatusTone } from '@rabt/ui';
import type { LinkSummary } from './linkTypes.ts';

const tones: Record<LinkSummary['status'], StatusTone> = {
  active: 'positive',
  scheduled: 'info',
  expired: 'neutral',
  protected: 'brand',
};

/** A link's state: active, scheduled (with its start date), expired or password protected. */
export function LinkStatusPill({
  link,
  withTime = false,
}: {
  link: Pick<LinkSummary, 'status' | 'schedule_at' | 'expires_at'>;
  /** Show the time as well as the date (the editor); the list shows the date only. @defaultValue false */
  withTime?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const date = (iso: string) =>
    intl.formatDate(iso, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
  let label: string;
  switch (link.status) {
    case 'scheduled':
      label = link.schedule_at ? t('links.status.scheduledOn', { date: date(link.schedule_at) }) : t('links.status.scheduled');
      break;
    case 'expired':
      label = link.expires_at ? t('links.status.expiredOn', { date: date(link.expires_at) }) : t('links.status.expired');
      break;
    case 'protected':
      label = t('links.status.protected');
      break;
    case 'active':
      label = t('links.status.active');
      break;
    default: {
      const never: never = link.status;
      label = String(never);
    }
  }
  return (
    <StatusPill tone={tones[link.status]} hollow={link.status === 'scheduled'} data-status={link.status}>
      {label}
    </StatusPill>
  );
}
