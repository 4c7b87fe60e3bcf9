import { Alert, Button, EmptyState, ShieldAlert, Text, WifiOff, useT } from '@rabt/ui';

/** What a settings page shows while its data is not there: loading, or failed (offline included). */
export type SettingsLoadState = { state: 'loading' } | { state: 'error'; message?: string | null; offline?: boolean };
/** Pages about an organisation (business) may also be out of the member's permissions. */
export type SettingsForbiddenState = { state: 'forbidden' };

/** The body for a settings screen's non-ready states (one look across profile, security, business, accounts). */
export function SettingsLoadBody({ load, onRetry }: { load: SettingsLoadState | SettingsForbiddenState; onRetry: () => void }) {
  const t = useT();
  switch (load.state) {
    case 'loading':
      return <Text tone="muted">{t('screens.common.loading')}</Text>;
    case 'forbidden':
      return <EmptyState icon={ShieldAlert} title={t('screens.permission.heading')} description={t('screens.permission.body')} />;
    case 'error':
      return load.offline ? (
        <EmptyState
          icon={WifiOff}
          title={t('screens.settings.offlineTitle')}
          description={t('screens.settings.offlineBody')}
          primaryAction={<Button onClick={() => onRetry()}>{t('screens.common.retry')}</Button>}
        />
      ) : (
        <Alert
          tone="critical"
          title={t('screens.settings.loadError')}
          action={
            <Button variant="secondary" onClick={() => onRetry()}>
              {t('screens.common.retry')}
            </Button>
          }
        >
          {load.message || t('screens.common.genericError')}
        </Alert>
      );
    default: {
      const never: never = load;
      return never;
    }
  }
}
