/*
 * The page chunks by route name, without React: the first module script (preload.ts) imports this
 * to start the first screen's download before the app's own code has arrived (decision 054), and
 * pages.tsx wraps each loader in React.lazy.
 */

type PageModule = Record<string, unknown>;
export type Loader = () => Promise<PageModule>;

/**
 * Each page is its own chunk (issue 16 item 20): /login downloads the sign-in page, not the link
 * editor or the charts.
 */
export const loaders: Record<string, readonly [Loader, string]> = {
  login: [() => import('../pages/auth/LoginPage.tsx'), 'LoginPage'],
  register: [() => import('../pages/auth/RegisterPage.tsx'), 'RegisterPage'],
  forgot: [() => import('../pages/auth/ForgotPage.tsx'), 'ForgotPage'],
  reset: [() => import('../pages/auth/ResetPage.tsx'), 'ResetPage'],
  'onboard-verify': [() => import('../pages/auth/OnboardVerifyPage.tsx'), 'OnboardVerifyPage'],
  'onboard-subscribe': [() => import('../pages/auth/OnboardSubscribePage.tsx'), 'OnboardSubscribePage'],
  'onboard-invitation': [() => import('../pages/auth/OnboardInvitationPage.tsx'), 'OnboardInvitationPage'],
  links: [() => import('../pages/links/LinksPage.tsx'), 'LinksPage'],
  'links-new': [() => import('../pages/links/LinkEditorPage.tsx'), 'LinkEditorPage'],
  link: [() => import('../pages/links/LinkEditorPage.tsx'), 'LinkEditorPage'],
  'links-bulks': [() => import('../pages/links/LinkBulkImportPage.tsx'), 'LinkBulkImportPage'],
  support: [() => import('../pages/support/SupportPage.tsx'), 'SupportPage'],
  'settings-domains': [() => import('../pages/domains/DomainsPage.tsx'), 'DomainsPage'],
  'settings-domains-new': [() => import('../pages/domains/DomainAddPage.tsx'), 'DomainAddPage'],
  'settings-domain': [() => import('../pages/domains/DomainSetupPage.tsx'), 'DomainSetupPage'],
  'settings-profile': [() => import('../pages/settings/ProfilePage.tsx'), 'ProfilePage'],
  'settings-notifications': [() => import('../pages/settings/NotificationsPage.tsx'), 'NotificationsPage'],
  'settings-security': [() => import('../pages/settings/SecurityPage.tsx'), 'SecurityPage'],
  'settings-business': [() => import('../pages/settings/BusinessPage.tsx'), 'BusinessPage'],
  'settings-accounts': [() => import('../pages/settings/AccountsPage.tsx'), 'AccountsPage'],
  'settings-roles': [() => import('../pages/settings/RolesPage.tsx'), 'RolesPage'],
  'settings-roles-new': [() => import('../pages/settings/RolePage.tsx'), 'RolePage'],
  'settings-role': [() => import('../pages/settings/RolePage.tsx'), 'RolePage'],
  'settings-users': [() => import('../pages/settings/UsersPage.tsx'), 'UsersPage'],
  'settings-requests': [() => import('../pages/settings/RequestsPage.tsx'), 'RequestsPage'],
  'settings-apps': [() => import('../pages/settings/AppsPage.tsx'), 'AppsPage'],
  'settings-apps-new': [() => import('../pages/settings/AppPage.tsx'), 'AppPage'],
  'settings-app': [() => import('../pages/settings/AppPage.tsx'), 'AppPage'],
  workspaces: [() => import('../pages/workspaces/WorkspacesPage.tsx'), 'WorkspacesPage'],
  'workspaces-new': [() => import('../pages/workspaces/WorkspacesPage.tsx'), 'WorkspacesPage'],
  workspace: [() => import('../pages/workspaces/WorkspacesPage.tsx'), 'WorkspacesPage'],
  qrs: [() => import('../pages/qrs/QrsPage.tsx'), 'QrsPage'],
  'qrs-new': [() => import('../pages/qrs/QrEditorPage.tsx'), 'QrEditorPage'],
  qr: [() => import('../pages/qrs/QrEditorPage.tsx'), 'QrEditorPage'],
  cards: [() => import('../pages/cards/CardsPage.tsx'), 'CardsPage'],
  'cards-new': [() => import('../pages/cards/CardEditorPage.tsx'), 'CardEditorPage'],
  card: [() => import('../pages/cards/CardEditorPage.tsx'), 'CardEditorPage'],
  companies: [() => import('../pages/cards/CompaniesPage.tsx'), 'CompaniesPage'],
  'companies-new': [() => import('../pages/cards/CompanyEditorPage.tsx'), 'CompanyEditorPage'],
  company: [() => import('../pages/cards/CompanyEditorPage.tsx'), 'CompanyEditorPage'],
  billing: [() => import('../pages/billing/BillingOverviewPage.tsx'), 'BillingOverviewPage'],
  'billing-upgrade': [() => import('../pages/billing/BillingUpgradePage.tsx'), 'BillingUpgradePage'],
  'billing-methods': [() => import('../pages/billing/PaymentMethodsPage.tsx'), 'PaymentMethodsPage'],
  'billing-invoices': [() => import('../pages/billing/InvoicesPage.tsx'), 'InvoicesPage'],
  'billing-invoice': [() => import('../pages/billing/InvoiceDetailPage.tsx'), 'InvoiceDetailPage'],
  analytics: [() => import('../pages/analytics/AnalyticsOverviewPage.tsx'), 'AnalyticsOverviewPage'],
  'analytics-locations': [() => import('../pages/analytics/AnalyticsLocationsPage.tsx'), 'AnalyticsLocationsPage'],
  'analytics-location': [() => import('../pages/analytics/AnalyticsLocationPage.tsx'), 'AnalyticsLocationPage'],
  'analytics-devices': [() => import('../pages/analytics/AnalyticsDevicesPage.tsx'), 'AnalyticsDevicesPage'],
  'analytics-channels': [() => import('../pages/analytics/AnalyticsChannelsPage.tsx'), 'AnalyticsChannelsPage'],
};

/**
 * Pages that show only the core strings (sign-in and its siblings). Every other page fetches every
 * feature's strings in the current language alongside its chunk (i18n/catalogues.ts).
 */
export const CORE_STRINGS_ONLY = new Set(['login', 'register', 'forgot', 'reset']);
