import { useState } from 'react';
import { OfflineScreen } from '@rabt/screens';
import { config } from '../../config.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { useProduct } from '../../startup/context.ts';

/** Replaces the routed view while the offline flag is on (spec §2). "Try again" reloads. */
export function OfflinePage({ reload = () => location.reload() }: { reload?: () => void }) {
  usePageTitle('app.title.offline');
  const product = useProduct();
  // "Now" for the copyright year, read once when the screen appears.
  const [now] = useState(() => new Date());
  return (
    <OfflineScreen
      onRetry={reload}
      homeHref="/"
      privacyHref={product?.privacyUrl ?? config.privacyUrl}
      termsHref={product?.termsUrl ?? config.termsUrl}
      now={now}
      renderLink={renderLink}
    />
  );
}
