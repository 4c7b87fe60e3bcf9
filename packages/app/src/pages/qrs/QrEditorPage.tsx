import { useState } from 'react';
import { useLocation } from 'wouter';
import { QrEditorScreen, type PlanBlock, type QrEditorState, type QrScansState, type QrUploadState } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { cardDisplayName, type ApiError } from '@rabt/contract';
import { useCan } from '../../api/accounts.ts';
import { useCards } from '../../api/cards.ts';
import { upgradeHref, useEntitlements } from '../../api/billing.ts';
import { useLinkDomains } from '../../api/links.ts';
import { planBlockOf, readOnlyBlockOf } from '../../api/planErrors.ts';
import { downloadQr, useQr, useQrMutations, useQrScans } from '../../api/qrs.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { createRequest, limitFromError, qrEditorState, qrLimit, submitErrors, updateRequest } from './mappers.ts';
import { ItemStats, withStats } from '../analytics/itemStatsSlot.tsx';

/** /qrs/new and /qrs/:id: type and content, design with a live preview, downloads, scans. */
export function QrEditorPage({ titleId, params }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [location, navigate] = useLocation();
  const id = params.id ?? null;
  const mode = id ? 'edit' : 'create';
  const qr = useQr(id);
  const scans = useQrScans(id);
  const domains = useLinkDomains();
  // The cards a code may open (type "Business card"); without them (no cards permission) the type is not offered.
  const cards = useCards();
  const mutations = useQrMutations();
  const [upload, setUpload] = useState<QrUploadState>({ state: 'idle' });
  const [refused, setRefused] = useState<{ limit: number; usage: number; plan: string } | null>(null);
  const [readOnly, setReadOnly] = useState<PlanBlock | null>(null);
  const entitlements = useEntitlements();
  const canCreate = useCan('qrs:create');
  const canEdit = useCan(mode === 'create' ? 'qrs:create' : 'qrs:edit') !== false;
  const canDelete = useCan('qrs:delete') !== false;
  const planName = (id: string | null) => entitlements.data?.plans.find((p) => p.id === id)?.name ?? 'Business';
  const limit = refused ?? (mode === 'create' ? qrLimit(entitlements.data) : null);
  useDataPending(mode === 'edit' ? qr.isLoading : false);

  let state: QrEditorState = mode === 'edit' ? qrEditorState({ qr: qr.data, error: qr.error }) : { state: 'ready' };
  if (limit && mode === 'create') state = { state: 'limit', limit };
  if (mode === 'create' && canCreate === false) state = { state: 'forbidden' };
  const scansState: QrScansState = scans.data
    ? { state: 'ready', scans: scans.data }
    : scans.error
      ? { state: 'error' }
      : { state: 'loading' };

  return withStats(
    id && qr.data ? (
      <ItemStats kind="qr" id={qr.data.link_id} label={qr.data.name} returnTo={hrefFor('qr', { id })} placement="wide" />
    ) : null,
    <QrEditorScreen
      {...state}
      mode={mode}
      previewDomain={domains.data?.default ?? 'rabt.link'}
      cards={
        cards.data?.map((c) => ({ id: c.id, name: cardDisplayName(c), public_url: c.public_url })) ??
        (qr.data?.type === 'card' ? [] : undefined)
      }
      upload={upload}
      scans={scansState}
      onCancel={() => navigate(hrefFor('qrs'))}
      onRetry={() => void qr.mutate()}
      canEdit={canEdit}
      canDelete={canDelete}
      // A code over the plan's limit says so, with the upgrade link, before any edit is tried
      // (decision 075); a refused save says the same.
      planBlock={
        mode === 'edit'
          ? (readOnly ?? readOnlyBlockOf(qr.data ? [qr.data] : undefined, 'qrs', entitlements.data, location))
          : null
      }
      renderLink={renderLink}
      onUpgrade={() => navigate(upgradeHref({ resource: 'qrs' }, hrefFor('qrs-new')))}
      onDownload={(format, size) => {
        if (id) downloadQr(id, format, size).catch(() => toast.show({ tone: 'error', title: t('qrs.toast.downloadFailed') }));
      }}
      onDelete={
        id
          ? async () => {
              await mutations.remove(id);
              toast.show({ tone: 'success', title: t('qrs.toast.deleted') });
              navigate(hrefFor('qrs'));
            }
          : undefined
      }
      onSubmit={async (values) => {
        // The bar starts indeterminate and shows the percentage sent once the browser reports it.
        const uploadProgress = (fraction: number) => setUpload({ state: 'uploading', progress: Math.round(fraction * 100) });
        setUpload({ state: 'idle' });
        setReadOnly(null);
        try {
          const isFile = values.type === 'pdf' || values.type === 'image';
          if (mode === 'create') {
            let created;
            if (isFile && values.file) {
              setUpload({ state: 'uploading', progress: null });
              created = await mutations.createFile(
                {
                  type: values.type as 'pdf' | 'image',
                  name: values.name.trim(),
                  file: values.file,
                  design: values.design,
                },
                uploadProgress,
              );
              setUpload({ state: 'idle' });
            } else created = await mutations.create(createRequest(values));
            void entitlements.mutate();
            toast.show({ tone: 'success', title: t('qrs.toast.created') });
            navigate(hrefFor('qr', { id: created.id }));
            return;
          }
          if (!qr.data) return;
          if (isFile && values.file) {
            setUpload({ state: 'uploading', progress: null });
            await mutations.replaceFile(qr.data.id, values.file, uploadProgress);
            setUpload({ state: 'idle' });
          }
          await mutations.update(qr.data.id, updateRequest(values, qr.data));
          toast.show({ tone: 'success', title: t('qrs.toast.saved') });
          return;
        } catch (failure) {
          const error = failure as ApiError;
          // Whatever went wrong, the bar goes (`upload` here is the render's value from before the
          // submit, so it cannot tell whether an upload was under way). A refused file is said once,
          // by the screen in the interface language (the server's message is English).
          const refused = error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'PAYLOAD_TOO_LARGE';
          setUpload(
            refused
              ? { state: 'rejected', code: error.code === 'PAYLOAD_TOO_LARGE' ? 'too_large' : 'wrong_type' }
              : { state: 'idle' },
          );
          if (refused) return {};
          const reached = limitFromError(error, planName);
          if (reached) {
            setRefused(reached);
            return;
          }
          const block = planBlockOf(error, { returnTo: location, plans: entitlements.data?.plans });
          if (block?.kind === 'readOnly') {
            setReadOnly(block);
            return;
          }
          return submitErrors(error);
        }
      }}
    />,
  );
}
