import { Link } from 'wouter';
import { Alert, useT } from '@rabt/ui';
import { useInvitations } from '../api/onboarding.ts';
import { useLocale } from '../i18n/locale.ts';
import { hrefFor } from '../routes/resolve.ts';

/** First-strong isolation: a Latin organisation name inside an Arabic sentence keeps its order. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * Pending invitations inside the app (issue 18): a member who is already signed in sees that an
 * organisation invited them, with a link to /onboard/invitation where they accept or decline.
 * Nothing shows while loading, on an error, or when there is none.
 */
export function InvitationNotice() {
  const t = useT();
  const locale = useLocale();
  const { data } = useInvitations();
  if (!data || data.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(data.map((i) => isolate(i.account_name)));
  return (
    <div style={{ marginBlockEnd: 16 }}>
      <Alert
        tone="info"
        role="status"
        title={t('app.invitations.title', { organisations: names })}
        action={<Link href={hrefFor('onboard-invitation')}>{t('app.invitations.open')}</Link>}
      />
    </div>
  );
}
