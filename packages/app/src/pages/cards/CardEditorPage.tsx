import { useState } from 'react';
import { useLocation } from 'wouter';
import { CardEditorScreen, toCardRequest, type CardEditorValues, type PlanBlock } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import type { ApiError } from '../../api/errors.ts';
import { browserRegion, useCard, useCardMutations, useCompanies } from '../../api/cards.ts';
import { planBlockOf, readOnlyBlockOf } from '../../api/planErrors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { cardEditorState, limitFromError, submitErrors } from './mappers.ts';
import { ItemStats, withStats } from '../analytics/itemStatsSlot.tsx';

const photoCode = (error: unknown) => {
  const details = (error as ApiError).details;
  const code = Array.isArray(details) ? (details[0] as { code?: string } | undefined)?.code : undefined;
  return code && code.startsWith('photo_') ? code : 'photo_failed';
};

/** /cards/new and /cards/:id: create, or edit a card and see its views, saves, link and QR code. */
export function CardEditorPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const id = params.id ?? null;
  const card = useCard(id);
  const companies = useCompanies({ every: true });
  const mutations = useCardMutations();
  const [limitReached, setLimitReached] = useState<number | null>(null);
  const entitlements = useEntitlements();
  const [readOnly, setReadOnly] = useState<PlanBlock | null>(null);
  /** 403 PLAN_ITEM_READ_ONLY (decision 075) → the notice with the upgrade link; false for any other error. */
  const showReadOnly = (error: unknown) => {
    const block = planBlockOf(error as ApiError, { returnTo: location, plans: entitlements.data?.plans });
    if (block?.kind !== 'readOnly') return false;
    setReadOnly(block);
    return true;
  };
  useDataPending(card.isLoading || companies.isLoading);
  const toList = () => navigate(hrefFor('cards'));

  const onSubmit = async (values: CardEditorValues, photo: File | null) => {
    const body = toCardRequest(values, browserRegion());
    setReadOnly(null);
    try {
      if (id) {
        await mutations.update(id, body);
        toast.show({ tone: 'success', title: t('cards.toast.saved') });
        return undefined;
      }
      const created = await mutations.create(body);
      if (photo) await mutations.uploadPhoto(created.id, photo).catch(() => undefined);
      toast.show({ tone: 'success', title: t('cards.toast.created') });
      navigate(hrefFor('card', { id: created.id }));
      return undefined;
    } catch (error) {
      const limit = limitFromError(error);
      if (limit !== null) {
        setLimitReached(limit);
        return undefined;
      }
      if (showReadOnly(error)) return undefined;
      return submitErrors(error as ApiError, t);
    }
  };

  return withStats(
    id && card.data ? (
      <ItemStats
        kind="card"
        id={card.data.id}
        label={`${card.data.first_name} ${card.data.last_name}`}
        returnTo={hrefFor('card', { id })}
        placement="wide"
      />
    ) : null,
    <CardEditorScreen
      {...cardEditorState({
        id,
        card: card.data,
        cardError: card.error,
        companiesLoading: !companies.data && !companies.error,
        companiesError: companies.error,
        limitReached,
      })}
      mode={id ? 'edit' : 'create'}
      viewerCountry={browserRegion()}
      companies={companies.data ?? []}
      onSubmit={onSubmit}
      onCancel={toList}
      onRetry={() => void Promise.all([card.mutate(), companies.mutate()])}
      onNewCompany={() => navigate(hrefFor('companies-new'))}
      onUpgrade={() => navigate(upgradeHref({ resource: 'cards' }, hrefFor('cards')))}
      onPhoto={
        id
          ? async (file) => {
              try {
                await mutations.uploadPhoto(id, file);
                toast.show({ tone: 'success', title: t('cards.toast.photo') });
                return undefined;
              } catch (error) {
                // Read-only: the notice says why, the photo field stays as it was.
                if (showReadOnly(error)) return undefined;
                return photoCode(error);
              }
            }
          : undefined
      }
      onRemovePhoto={id ? () => mutations.removePhoto(id) : undefined}
      onDelete={
        id
          ? async () => {
              await mutations.remove(id);
              toast.show({ tone: 'success', title: t('cards.toast.deleted') });
              toList();
            }
          : undefined
      }
      onCopied={() => toast.show({ tone: 'success', title: t('cards.toast.copied') })}
      // A card over the plan's limit says so, with the upgrade link, before any edit is tried.
      planBlock={
        id ? (readOnly ?? readOnlyBlockOf(card.data ? [card.data] : undefined, 'cards', entitlements.data, location)) : null
      }
      renderLink={renderLink}
    />,
  );
}
