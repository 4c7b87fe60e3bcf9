import { useState } from 'react';
import type { SessionInfo } from '@rabt/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Icon,
  Monitor,
  Smartphone,
  Tablet,
  Text,
  useIntl,
  useT,
  type LucideIcon,
} from '@rabt/ui';
import { isolate } from '../../_parts/text.ts';
import { SettingsLoadBody, type SettingsLoadState } from '../_parts/LoadStates.tsx';
import * as styles from './Security.css.ts';

export type SecurityState = SettingsLoadState | { state: 'ready'; sessions: readonly SessionInfo[] };

export type SecurityScreenProps = SecurityState & {
  /** Sign one session out (the current one signs this browser out). Reject to show the failure line. */
  onSignOut: (session: SessionInfo) => Promise<unknown>;
  /** Sign out every session but this one. */
  onSignOutOthers: () => Promise<unknown>;
  onRetry: () => void;
  /** "Now" for the last-use times (stories pin it). */
  now?: Date;
};

const DEVICE_ICONS: Record<string, LucideIcon> = { mobile: Smartphone, tablet: Tablet };
const KNOWN_DEVICES = new Set(['desktop', 'mobile', 'tablet']);

/** "5 minutes ago", "yesterday", "3 weeks ago" in the reader's language. */
function useAgo(now: Date) {
  const intl = useIntl();
  return (iso: string) => {
    const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
    const abs = Math.abs(seconds);
    if (abs < 60) return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
    if (abs < 3600) return intl.formatRelativeTime(Math.round(seconds / 60), 'minute', { numeric: 'auto' });
    if (abs < 86_400) return intl.formatRelativeTime(Math.round(seconds / 3600), 'hour', { numeric: 'auto' });
    if (abs < 30 * 86_400) return intl.formatRelativeTime(Math.round(seconds / 86_400), 'day', { numeric: 'auto' });
    return intl.formatDate(iso, { dateStyle: 'medium' });
  };
}

function SessionRow({ session, now, onSignOut }: { session: SessionInfo; now: Date; onSignOut: (s: SessionInfo) => void }) {
  const t = useT();
  const ago = useAgo(now);
  const device = KNOWN_DEVICES.has(session.device) ? session.device : 'other';
  const software = [session.browser, session.os].filter(Boolean) as string[];
  const name =
    software.length === 2
      ? t('screens.settings.security.browserOn', { browser: isolate(session.browser!), os: isolate(session.os!) })
      : (software[0] ?? t('screens.settings.security.unknownBrowser'));
  return (
    <li className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        <Icon icon={DEVICE_ICONS[session.device] ?? Monitor} size={20} />
      </span>
      <span className={styles.details}>
        <span className={styles.title}>
          <Text as="span" weight="medium">
            {name}
          </Text>
          {session.current ? <Badge tone="positive">{t('screens.settings.security.thisDevice')}</Badge> : null}
        </span>
        <span className={styles.muted}>
          {t(`screens.settings.security.device.${device}`)}
          {' · '}
          {session.ip ? (
            <>
              {t('screens.settings.security.ip')} <bdi dir="ltr">{session.ip}</bdi>
            </>
          ) : (
            t('screens.settings.security.locationUnknown')
          )}
        </span>
        <span className={styles.muted}>
          {session.current
            ? t('screens.settings.security.activeNow')
            : t('screens.settings.security.lastUsed', { when: ago(session.last_used_at) })}
        </span>
      </span>
      <Button
        size="small"
        variant="secondary"
        onClick={() => onSignOut(session)}
        aria-label={
          session.current
            ? t('screens.settings.security.signOutThis')
            : t('screens.settings.security.signOutNamed', { name, when: ago(session.last_used_at) })
        }
      >
        {t('screens.settings.security.signOut')}
      </Button>
    </li>
  );
}

/** /settings/security: where the customer is signed in; sign one session out, or all the others. */
export function SecurityScreen(props: SecurityScreenProps) {
  const t = useT();
  const [fallbackNow] = useState(() => new Date());
  const now = props.now ?? fallbackNow;
  const [signingOut, setSigningOut] = useState<SessionInfo | null>(null);
  const [others, setOthers] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const sessions = props.state === 'ready' ? props.sessions : [];
  const otherCount = sessions.filter((s) => !s.current).length;

  return (
    <section className={styles.page} aria-labelledby="security-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="security-heading">
            {t('screens.settings.security.title')}
          </Heading>
          <Text tone="muted">{t('screens.settings.security.intro')}</Text>
        </div>
        {props.state === 'ready' && otherCount > 0 ? (
          <Button variant="secondary" onClick={() => setOthers(true)}>
            {t('screens.settings.security.signOutOthers')}
          </Button>
        ) : null}
      </div>
      {done ? (
        <Alert tone="positive" role="status" onDismiss={() => setDone(null)}>
          {done}
        </Alert>
      ) : null}
      {props.state === 'ready' ? (
        <Card title={t('screens.settings.security.sessions')} padding="none">
          <ul className={styles.list}>
            {props.sessions.map((s) => (
              <SessionRow key={s.id} session={s} now={now} onSignOut={setSigningOut} />
            ))}
          </ul>
          {otherCount === 0 ? (
            <p className={styles.note}>
              <Text tone="muted">{t('screens.settings.security.onlyThis')}</Text>
            </p>
          ) : null}
        </Card>
      ) : (
        <SettingsLoadBody load={props} onRetry={props.onRetry} />
      )}
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => {
          if (!open) setSigningOut(null);
        }}
        title={
          signingOut?.current ? t('screens.settings.security.signOutThisTitle') : t('screens.settings.security.signOutTitle')
        }
        description={
          signingOut?.current ? t('screens.settings.security.signOutThisBody') : t('screens.settings.security.signOutBody')
        }
        confirmLabel={t('screens.settings.security.signOut')}
        errorMessage={t('screens.settings.security.signOutFailed')}
        onConfirm={async () => {
          if (!signingOut) return;
          await props.onSignOut(signingOut);
          setDone(t('screens.settings.security.signedOut'));
        }}
      />
      <ConfirmDialog
        open={others}
        onOpenChange={setOthers}
        title={t('screens.settings.security.signOutOthersTitle')}
        description={t('screens.settings.security.signOutOthersBody', { count: otherCount })}
        confirmLabel={t('screens.settings.security.signOutOthers')}
        errorMessage={t('screens.settings.security.signOutFailed')}
        onConfirm={async () => {
          await props.onSignOutOthers();
          setDone(t('screens.settings.security.signedOutOthers'));
        }}
      />
    </section>
  );
}
