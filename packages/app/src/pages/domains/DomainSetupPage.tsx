import { useLocation } from 'wouter';
import { DomainSetupScreen, type DomainSetupState } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { ErrorCode, type Domain } from '@rabt/contract';
import { isApiError, type ApiError } from '../../api/errors.ts';
import { useDomain, useDomainMutations } from '../../api/domains.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';

export function domainSetupState(data: Domain | undefined, error: ApiError | undefined): DomainSetupState {
  if (data) return { state: 'ready', domain: data };
  if (error) return error.code === ErrorCode.NOT_FOUND ? { state: 'notFound' } : { state: 'error', message: error.message };
  return { state: 'loading' };
}

/** /settings/domains/:id: the records to create, verification, the certificate, removal. */
export function DomainSetupPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = params.id ?? '';
  const domain = useDomain(id);
  const mutations = useDomainMutations();
  useDataPending(domain.isLoading);

  return (
    <DomainSetupScreen
      {...domainSetupState(domain.data, domain.error)}
      backHref={hrefFor('settings-domains')}
      renderLink={renderLink}
      onVerify={() => mutations.verify(id)}
      onUploadCertificate={async (certificate, key) => {
        try {
          await mutations.uploadCertificate(id, certificate, key);
          return undefined;
        } catch (error) {
          return isApiError(error) ? error : { code: 'UNKNOWN_ERROR' };
        }
      }}
      onRemoveCertificate={() => mutations.removeCertificate(id)}
      onRemove={async () => {
        await mutations.remove(id);
        toast.show({ tone: 'success', title: t('domains.toast.removed') });
        navigate(hrefFor('settings-domains'));
      }}
      onRetry={() => void domain.mutate()}
      onCopied={() => toast.show({ tone: 'success', title: t('domains.toast.copied') })}
    />
  );
}
