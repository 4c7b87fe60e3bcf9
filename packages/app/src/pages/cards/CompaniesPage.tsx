import { useLocation } from 'wouter';
import { CompanyListScreen } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import type { ApiError } from '@rabt/contract';
import { useCardMutations, useCompanies } from '../../api/cards.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import type { PageProps } from '../../routes/pages.tsx';
import { companyListState } from './mappers.ts';

/** /cards/companies: companies with their logos and card counts; delete refused while in use. */
export function CompaniesPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const t = useT();
  const toast = useToast();
  const [, navigate] = useLocation();
  const companies = useCompanies();
  const mutations = useCardMutations();
  useDataPending(companies.isLoading);
  return (
    <CompanyListScreen
      {...companyListState(companies.data, companies.error)}
      onNew={() => navigate(hrefFor('companies-new'))}
      onRetry={() => void companies.mutate()}
      editHref={(id) => hrefFor('company', { id })}
      cardsHref={hrefFor('cards')}
      renderLink={renderLink}
      onDelete={async (id, moveTo) => {
        try {
          await mutations.removeCompany(id, moveTo);
        } catch (error) {
          // Refused because cards use it now: reload the counts so the dialog offers to move them.
          if ((error as ApiError).code === 'COMPANY_IN_USE') void companies.mutate();
          throw error;
        }
        toast.show({ tone: 'success', title: t('cards.toast.companyDeleted') });
      }}
    />
  );
}
