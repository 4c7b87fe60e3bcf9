import type { RequestHandler } from 'msw';
import { accountHandlers } from './accounts.ts';
import { analyticsHandlers } from './analytics.ts';
import { analyticsMoreHandlers } from './analytics-more.ts';
import { iconHandlers } from './icons.ts';
import { authHandlers } from './auth.ts';
import { cardHandlers } from './cards.ts';
import { billingHandlers } from './billing.ts';
import { customerHandlers } from './customer.ts';
import { domainHandlers } from './domains.ts';
import { entitlementHandlers } from './entitlements.ts';
import { invitationHandlers } from './invitations.ts';
import { linkHandlers } from './links.ts';
import { orgHandlers } from './org.ts';
import { planHandlers } from './plans.ts';
import { qrHandlers } from './qrs.ts';
import { settingsHandlers } from './settings.ts';
import { xsrfHandlers } from './xsrf.ts';

/** The happy-path handlers every story and app test starts from. Resources add theirs here. */
export const handlers: RequestHandler[] = [
  // First: the XSRF double-submit check falls through to the resources when it passes.
  ...xsrfHandlers,
  ...authHandlers,
  ...customerHandlers,
  ...accountHandlers,
  ...planHandlers,
  ...entitlementHandlers,
  ...billingHandlers,
  ...invitationHandlers,
  ...linkHandlers,
  ...domainHandlers,
  ...orgHandlers,
  ...settingsHandlers,
  ...qrHandlers,
  ...cardHandlers,
  ...analyticsMoreHandlers,
  ...iconHandlers,
  ...analyticsHandlers,
];

export { authScenarios } from './auth.ts';
export { customerScenarios } from './customer.ts';
export { accountScenarios } from './accounts.ts';
export { planScenarios } from './plans.ts';
export { analyticsScenarios, analyticsViewScenarios } from './analytics.ts';
export { iconScenarios } from './icons.ts';
export { invitationScenarios } from './invitations.ts';
export { SLOW_MS } from './scenarios.ts';
export { XSRF_MOCK_TOKEN } from './xsrf.ts';
export { linkScenarios, linkImportProgressing, linkStore } from './links.ts';
export { domainScenarios, domainStore } from './domains.ts';
export { cardScenarios, cardStore } from './cards.ts';
export { mockLimitRefusal, mockPlanAllows, mockPlanLocked, registerMockUsage } from './entitlements.ts';
export { orgStore } from './org.ts';
export { qrScenarios, qrStore } from './qrs.ts';
