import { Box, EmptyState, useT } from '@rabt/ui';
import { usePageTitle } from '../../head/usePageTitle.ts';

/**
 * Honest stand-in for sections later issues build (links, QR codes, cards, billing, analytics,
 * settings, workspaces): the route, guard, shell and title work; the content says it is coming.
 */
export function PlaceholderPage({ titleId }: { titleId: string }) {
  const t = useT();
  usePageTitle(titleId);
  return (
    <Box data-page="placeholder" padding="xlarge">
      <EmptyState
        titleLevel={1}
        title={t('app.placeholder.heading')}
        description={t('app.placeholder.body', { section: t(titleId) })}
      />
    </Box>
  );
}
