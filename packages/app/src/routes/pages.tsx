import { lazy, Suspense, type ComponentType } from 'react';
import { ForgotPage } from '../pages/auth/ForgotPage.tsx';
import { LoginPage } from '../pages/auth/LoginPage.tsx';
import { OnboardInvitationPage } from '../pages/auth/OnboardInvitationPage.tsx';
import { OnboardSubscribePage } from '../pages/auth/OnboardSubscribePage.tsx';
import { OnboardVerifyPage } from '../pages/auth/OnboardVerifyPage.tsx';
import { RegisterPage } from '../pages/auth/RegisterPage.tsx';
import { ResetPage } from '../pages/auth/ResetPage.tsx';
import { SupportPage } from '../pages/support/SupportPage.tsx';
import { LinkBulkImportPage } from '../pages/links/LinkBulkImportPage.tsx';
import { LinkEditorPage } from '../pages/links/LinkEditorPage.tsx';
import { LinksPage } from '../pages/links/LinksPage.tsx';
import { DomainAddPage } from '../pages/domains/DomainAddPage.tsx';
import { DomainSetupPage } from '../pages/domains/DomainSetupPage.tsx';
import { DomainsPage } from '../pages/domains/DomainsPage.tsx';
import { QrEditorPage } from '../pages/qrs/QrEditorPage.tsx';
import { QrsPage } from '../pages/qrs/QrsPage.tsx';
import { CardEditorPage } from '../pages/cards/CardEditorPage.tsx';
import { CardsPage } from '../pages/cards/CardsPage.tsx';
import { CompaniesPage } from '../pages/cards/CompaniesPage.tsx';
import { CompanyEditorPage } from '../pages/cards/CompanyEditorPage.tsx';
import { AnalyticsOverviewPage } from '../pages/analytics/AnalyticsOverviewPage.tsx';
import type { RouteParams } from './resolve.ts';

import { RolesPage } from '../pages/settings/RolesPage.tsx';
import { RolePage } from '../pages/settings/RolePage.tsx';
import { UsersPage } from '../pages/settings/UsersPage.tsx';
import { RequestsPage } from '../pages/settings/RequestsPage.tsx';
import { AppsPage } from '../pages/settings/AppsPage.tsx';
import { AppPage } from '../pages/settings/AppPage.tsx';
import { WorkspacesPage } from '../pages/workspaces/WorkspacesPage.tsx';
import { NotificationsPage } from '../pages/settings/NotificationsPage.tsx';

// Billing pages load on first visit (Stripe Elements only when the provider is stripe).
function lazyPage(load: () => Promise<Record<string, ComponentType<PageProps>>>, name: string): ComponentType<PageProps> {
  const Lazy = lazy(() => load().then((m) => ({ default: m[name]! })));
  return function LazyPage(props: PageProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
const BillingOverviewPage = lazyPage(() => import('../pages/billing/BillingOverviewPage.tsx'), 'BillingOverviewPage');
const BillingUpgradePage = lazyPage(() => import('../pages/billing/BillingUpgradePage.tsx'), 'BillingUpgradePage');
const PaymentMethodsPage = lazyPage(() => import('../pages/billing/PaymentMethodsPage.tsx'), 'PaymentMethodsPage');
const InvoicesPage = lazyPage(() => import('../pages/billing/InvoicesPage.tsx'), 'InvoicesPage');
const InvoiceDetailPage = lazyPage(() => import('../pages/billing/InvoiceDetailPage.tsx'), 'InvoiceDetailPage');

/** What a page container receives from the router. */
export interface PageProps {
  params: RouteParams;
  /** The route's title message id (for usePageTitle). */
  titleId: string;
}

/**
 * Route name → page container. Routes without an entry get the placeholder page (later issues
 * fill them in). Kept apart from the table so the table stays React-free.
 */
export const pages: Partial<Record<string, ComponentType<PageProps>>> = {
  login: LoginPage,
  register: RegisterPage,
  forgot: ForgotPage,
  reset: ResetPage,
  'onboard-verify': OnboardVerifyPage,
  'onboard-subscribe': OnboardSubscribePage,
  'onboard-invitation': OnboardInvitationPage,
  links: LinksPage,
  'links-new': LinkEditorPage,
  link: LinkEditorPage,
  'links-bulks': LinkBulkImportPage,
  support: SupportPage,
  'settings-domains': DomainsPage,
  'settings-domains-new': DomainAddPage,
  'settings-domain': DomainSetupPage,
  'settings-notifications': NotificationsPage,
  'settings-roles': RolesPage,
  'settings-roles-new': RolePage,
  'settings-role': RolePage,
  'settings-users': UsersPage,
  'settings-requests': RequestsPage,
  'settings-apps': AppsPage,
  'settings-apps-new': AppPage,
  'settings-app': AppPage,
  workspaces: WorkspacesPage,
  'workspaces-new': WorkspacesPage,
  workspace: WorkspacesPage,
  qrs: QrsPage,
  'qrs-new': QrEditorPage,
  qr: QrEditorPage,
  cards: CardsPage,
  'cards-new': CardEditorPage,
  card: CardEditorPage,
  companies: CompaniesPage,
  'companies-new': CompanyEditorPage,
  company: CompanyEditorPage,
  billing: BillingOverviewPage,
  'billing-upgrade': BillingUpgradePage,
  'billing-methods': PaymentMethodsPage,
  'billing-invoices': InvoicesPage,
  'billing-invoice': InvoiceDetailPage,
  analytics: AnalyticsOverviewPage,
};
