/**
 * API paths relative to the API base (`/api` by default). One table, so the client, the mocks
 * and the server name each call the same way. Builders take raw ids and encode them.
 */
const enc = encodeURIComponent;

export const apiPaths = {
  login: 'auth/login',
  register: 'auth/register',
  forgot: 'auth/forgot',
  validateReset: (customerId: string, token: string) => `auth/validate-reset/${enc(customerId)}/${enc(token)}`,
  completeReset: 'auth/complete-reset',
  verifyEmail: 'auth/verify-email',
  resendVerification: 'auth/resend-verification',
  logout: 'auth/logout',
  customer: 'customer',
  customerPassword: 'customer/password',
  customerEmail: 'customer/email',
  accounts: 'accounts',
  invitations: 'invitations',
  acceptInvitation: (id: string) => `invitations/${enc(id)}/accept`,
  declineInvitation: (id: string) => `invitations/${enc(id)}/decline`,
  plans: 'plans',
  subscription: 'billing/subscription',
  /** GET: the account's plan features, limits and usage (the one capability helper's inputs). */
  entitlements: 'billing/entitlements',
  links: 'links',
  link: (id: string) => `links/${enc(id)}`,
  /** GET: the default short domain and the account's usable (active) short domains. */
  linkDomains: 'links/domains',
  /** POST a CSV (multipart `file` + `mapping`, or a raw text/csv body with `?mapping=`). */
  linkImports: 'links/imports',
  linkImport: (id: string) => `links/imports/${enc(id)}`,
  linkImportReport: (id: string) => `links/imports/${enc(id)}/report.csv`,
  domains: 'domains',
  domain: (id: string) => `domains/${enc(id)}`,
  /** POST: start verification, or retry after failed (checks DNS at once). */
  verifyDomain: (id: string) => `domains/${enc(id)}/verify`,
  /** GET the certificate info, PUT { certificate, private_key }, DELETE. */
  domainCertificate: (id: string) => `domains/${enc(id)}/certificate`,
  analyticsOverview: 'analytics/overview',
  analyticsLocations: 'analytics/locations',
  analyticsDevices: 'analytics/devices',
  analyticsChannels: 'analytics/channels',
  analyticsTop: 'analytics/top',
  /** GET: clicks per minute over the last 30 minutes. */
  analyticsLive: 'analytics/live',
  /** GET `?view=overview|locations|devices|channels|top|raw` with the usual query: a CSV file. */
  analyticsExport: 'analytics/export.csv',
  analyticsSettings: 'analytics/settings',
  /** Database ping; any GET (this one included) also sets the XSRF-TOKEN cookie when absent. */
  health: 'health',
} as const;

/** Route patterns in Fastify/MSW syntax, for handlers (`:param`). */
export const apiRoutes = {
  validateReset: 'auth/validate-reset/:customerId/:token',
  acceptInvitation: 'invitations/:id/accept',
  declineInvitation: 'invitations/:id/decline',
  link: 'links/:id',
  linkImport: 'links/imports/:id',
  linkImportReport: 'links/imports/:id/report.csv',
  domain: 'domains/:id',
  verifyDomain: 'domains/:id/verify',
  domainCertificate: 'domains/:id/certificate',
} as const;

export const DEFAULT_API_BASE = '/api';
/** Header names (spec §7). */
export const headers = { accountId: 'Account-Id', xsrf: 'X-XSRF-TOKEN' } as const;
export const XSRF_COOKIE = 'XSRF-TOKEN';
