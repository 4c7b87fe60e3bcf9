import type { useT } from '@rabt/ui';

// Names of channel and device keys, shared by the overview, the filter bar and the tables (kept
// apart from the screens so the shared parts import no screen).

type T = ReturnType<typeof useT>;

export function channelLabel(t: T, key: string): string {
  return ['direct', 'search', 'social', 'email', 'referral', 'qr'].includes(key)
    ? t(`screens.analytics.channel.${key}`)
    : key === 'unknown'
      ? t('screens.analytics.unknown')
      : key;
}

export function deviceLabel(t: T, key: string): string {
  return ['desktop', 'mobile', 'tablet'].includes(key)
    ? t(`screens.analytics.device.${key}`)
    : key === 'unknown'
      ? t('screens.analytics.unknown')
      : key;
}
