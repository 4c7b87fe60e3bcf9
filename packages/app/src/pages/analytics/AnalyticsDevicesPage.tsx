import { AnalyticsDevicesScreen } from '@rabt/screens';
import { usePageTitle } from '../../head/usePageTitle.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useAnalyticsPage } from './useAnalyticsPage.ts';

/** /analytics/visitors-devices: device types, operating systems and browsers. */
export function AnalyticsDevicesPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const page = useAnalyticsPage('devices', { route: 'analytics-devices' });
  return <AnalyticsDevicesScreen {...(page.pending ?? { state: 'ready', breakdown: page.breakdown! })} {...page.view} />;
}
