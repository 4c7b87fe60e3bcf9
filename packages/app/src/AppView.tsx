import { OfflinePage } from './pages/system/OfflinePage.tsx';
import { RoutedView } from './routes/RoutedView.tsx';
import { useOffline } from './stores/offline.ts';

/** While the offline flag is on, the Offline screen replaces the routed view (spec §2, §4). */
export function AppView() {
  return useOffline() ? <OfflinePage /> : <RoutedView />;
}
