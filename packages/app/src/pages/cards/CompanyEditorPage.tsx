import { useLocation } from 'wouter';
import { CompanyEditorScreen, type CompanyEditorValues } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import type { ApiError } from '../../api/errors.ts';
import { browserRegion, useCardMutations, useCompany } from '../../api/cards.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { companyEditorState, submitErrors } from './mappers.ts';

const logoCode = (error: unknown) => {
  const details = (error as ApiError).details;
  const code = Array.isArray(details) ? (details[0] as { code?: string } | undefined)?.code : undefined;
  return code && code.startsWith('photo_') ? code : 'photo_failed';
};

/** /cards/companies/new and /cards/companies/:id. */
export function CompanyEditorPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const id = params.id ?? null;
  const company = useCompany(id);
  const mutations = useCardMutations();
  useDataPending(company.isLoading);
  const toList = () => navigate(hrefFor('companies'));

  const onSubmit = async (values: CompanyEditorValues, logo: File | null) => {
    const body = { ...values, default_country: browserRegion() };
    try {
      if (id) {
        await mutations.updateCompany(id, body);
        toast.show({ tone: 'success', title: t('cards.toast.companySaved') });
      } else {
        const created = await mutations.createCompany(body);
        if (logo) await mutations.uploadLogo(created.id, logo).catch(() => undefined);
        toast.show({ tone: 'success', title: t('cards.toast.companyCreated') });
      }
      toList();
      return undefined;
    } catch (error) {
      return submitErrors(error as ApiError, t, 'screens.cards.company.error');
    }
  };

  return (
    <CompanyEditorScreen
      {...companyEditorState(id, company.data, company.error)}
      mode={id ? 'edit' : 'create'}
      onSubmit={onSubmit}
      onCancel={toList}
      onRetry={() => void company.mutate()}
      onLogo={
        id
          ? async (file) => {
              try {
                await mutations.uploadLogo(id, file);
                return undefined;
              } catch (error) {
                return logoCode(error);
              }
            }
          : undefined
      }
      onRemoveLogo={id ? () => mutations.removeLogo(id) : undefined}
    />
  );
}
