import { useLocation } from 'wouter';
import { CardListScreen } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import { useCards } from '../../api/cards.ts';
import { readOnlyBlockOf } from '../../api/planErrors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { cardListState } from './mappers.ts';

/** /cards: the account's business cards with views and saves. */
export function CardsPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const cards = useCards();
  const entitlements = useEntitlements();
  useDataPending(cards.isLoading);
  const room = entitlements.data?.room('cards');
  const reached = room && !room.allowed ? { limit: room.limit ?? 0 } : null;

  return (
    <CardListScreen
      {...cardListState(cards.data, cards.error)}
      limit={reached}
      onNew={() => navigate(hrefFor('cards-new'))}
      onUpgrade={() => navigate(upgradeHref({ resource: 'cards' }, hrefFor('cards')))}
      onRetry={() => void cards.mutate()}
      editHref={(id) => hrefFor('card', { id })}
      companiesHref={hrefFor('companies')}
      renderLink={renderLink}
      readOnlyNotice={readOnlyBlockOf(cards.data, 'cards', entitlements.data, hrefFor('cards'))}
      onCopied={() => toast.show({ tone: 'success', title: t('cards.toast.copied') })}
    />
  );
}
