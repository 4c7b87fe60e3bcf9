import type { ComponentType } from 'react';
import { ForgotPage } from '../pages/ForgotPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { OnboardInvitationPage } from '../pages/OnboardInvitationPage.tsx';
import { OnboardSubscribePage } from '../pages/OnboardSubscribePage.tsx';
import { OnboardVerifyPage } from '../pages/OnboardVerifyPage.tsx';
import { RegisterPage } from '../pages/RegisterPage.tsx';
import { ResetPage } from '../pages/ResetPage.tsx';
import { SupportPage } from '../pages/SupportPage.tsx';
import { LinkBulkImportPage } from '../pages/LinkBulkImportPage.tsx';
import { LinkEditorPage } from '../pages/LinkEditorPage.tsx';
import { LinksPage } from '../pages/LinksPage.tsx';
import { DomainAddPage } from '../pages/DomainAddPage.tsx';
import { DomainSetupPage } from '../pages/DomainSetupPage.tsx';
import { DomainsPage } from '../pages/DomainsPage.tsx';
import type { RouteParams } from './resolve.ts';

import { RolesPage } from '../pages/settings/RolesPage.tsx';
import { RolePage } from '../pages/settings/RolePage.tsx';
import { UsersPage } from '../pages/settings/UsersPage.tsx';
import { RequestsPage } from '../pages/settings/RequestsPage.tsx';
import { AppsPage } from '../pages/settings/AppsPage.tsx';
import { AppPage } from '../pages/settings/AppPage.tsx';
import { WorkspacesPage } from '../pages/workspaces/WorkspacesPage.tsx';
import { NotificationsPage } from '../pages/settings/NotificationsPage.tsx';

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
};
