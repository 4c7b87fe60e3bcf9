import { useState, type FormEvent } from 'react';
import type { NotificationSettings } from '@rabt/contract';
import { Alert, Button, Heading, Switch, Text, useT } from '@rabt/ui';
import * as styles from './Notifications.css.ts';

export type NotificationsState =
  { state: 'loading' } | { state: 'error'; message?: string | null } | { state: 'ready'; settings: NotificationSettings };

export type NotificationsScreenProps = NotificationsState & {
  /** Resolve when saved; reject to show the failure line (the switches keep their values). */
  onSave: (settings: NotificationSettings) => Promise<unknown>;
  onRetry: () => void;
};

const KINDS = ['weekly_report', 'domain_status', 'billing', 'team'] as const;

function NotificationsForm({ initial, onSave }: { initial: NotificationSettings; onSave: NotificationsScreenProps['onSave'] }) {
  const t = useT();
  const [values, setValues] = useState<NotificationSettings>(initial);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    try {
      await onSave(values);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {KINDS.map((kind) => (
        <Switch
          key={kind}
          label={t(`screens.settings.notifications.${kind}`)}
          hint={t(`screens.settings.notifications.${kind}Hint`)}
          checked={values[kind]}
          onCheckedChange={(on) => {
            setStatus('idle');
            setValues((v) => ({ ...v, [kind]: on }));
          }}
        />
      ))}
      {status === 'saved' ? (
        <Alert tone="positive" role="status">
          {t('screens.settings.notifications.saved')}
        </Alert>
      ) : null}
      {status === 'failed' ? <Alert tone="critical">{t('screens.settings.notifications.failed')}</Alert> : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={status === 'saving'}>
          {t('screens.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** /settings/notifications: which emails the member receives. */
export function NotificationsScreen(props: NotificationsScreenProps) {
  const t = useT();
  let body;
  switch (props.state) {
    case 'loading':
      body = <Text tone="muted">{t('screens.common.loading')}</Text>;
      break;
    case 'error':
      body = (
        <Alert
          tone="critical"
          title={t('screens.settings.loadError')}
          action={
            <Button variant="secondary" onClick={() => props.onRetry()}>
              {t('screens.common.retry')}
            </Button>
          }
        >
          {props.message || t('screens.common.genericError')}
        </Alert>
      );
      break;
    case 'ready':
      body = <NotificationsForm initial={props.settings} onSave={props.onSave} />;
      break;
    default: {
      const never: never = props;
      body = never;
    }
  }
  return (
    <section className={styles.page} aria-labelledby="notifications-heading">
      <div className={styles.headerText}>
        <Heading level={1} id="notifications-heading">
          {t('screens.settings.notifications.title')}
        </Heading>
        <Text tone="muted">{t('screens.settings.notifications.intro')}</Text>
      </div>
      {body}
    </section>
  );
}
