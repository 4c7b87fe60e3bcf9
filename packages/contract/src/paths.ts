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
  customerEmailResend: 'customer/email/resend',
  accounts: 'accounts',
  invitations: 'invitations',
  acceptInvitation: (id: string) => `invitations/${enc(id)}/accept`,
  declineInvitation: (id: string) => `invitations/${enc(id)}/decline`,
  plans: 'plans',
  subscription: 'billing/subscription',
  /** GET: the account's plan features, limits and usage (the one capability helper's inputs). */
  entitlements: 'billing/entitlements',
  billing: 'billing',
  billingConfig: 'billing/config',
  /** POST { plan_id, interval }: subscribe, upgrade (now, prorated), downgrade (period end), switch interval. */
  subscriptionChange: 'billing/subscription/change',
  subscriptionPreview: 'billing/subscription/preview',
  /** POST { cancel_type, reason? }. */
  subscriptionCancel: 'billing/subscription/cancel',
  /** POST: revoke a cancellation (or a scheduled downgrade) before the period ends. */
  subscriptionResume: 'billing/subscription/resume',
  paymentMethods: 'billing/payment-methods',
  paymentMethod: (id: string) => `billing/payment-methods/${enc(id)}`,
  paymentMethodPrimary: (id: string) => `billing/payment-methods/${enc(id)}/primary`,
  paymentMethodConfirm: (id: string) => `billing/payment-methods/${enc(id)}/confirm`,
  billingAddress: 'billing/address',
  invoices: 'billing/invoices',
  invoice: (id: string) => `billing/invoices/${enc(id)}`,
  invoicePay: (id: string) => `billing/invoices/${enc(id)}/pay`,
  invoicePdf: (id: string) => `billing/invoices/${enc(id)}/pdf`,
  payments: 'billing/payments',
  paymentConfirm: (id: string) => `billing/payments/${enc(id)}/confirm`,
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
  qrs: 'qrs',
  qr: (id: string) => `qrs/${enc(id)}`,
  /** PUT multipart `file`: replace the PDF or image of a pdf/image code. */
  qrFile: (id: string) => `qrs/${enc(id)}/file`,
  /** GET ?format=svg|png|pdf&size=<px>: the code as a file. */
  qrDownload: (id: string) => `qrs/${enc(id)}/download`,
  /** GET: daily scans (QR channel) over the last 30 days. */
  qrScans: (id: string) => `qrs/${enc(id)}/scans`,
  companies: 'companies',
  /** DELETE takes `?move_to=<company id>` to move the company's cards there first. */
  company: (id: string) => `companies/${enc(id)}`,
  /** PUT an image/jpeg or image/png body (cropped square and resized by the server); DELETE removes it. */
  companyLogo: (id: string) => `companies/${enc(id)}/logo`,
  cards: 'cards',
  card: (id: string) => `cards/${enc(id)}`,
  /** PUT an image/jpeg or image/png body (cropped square and resized by the server); DELETE removes it. */
  cardPhoto: (id: string) => `cards/${enc(id)}/photo`,
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
  // Organisation and settings (decisions 060–064)
  roles: 'roles',
  role: (id: string) => `roles/${enc(id)}`,
  /** GET the users screen's rows; POST { email, role } invites an existing customer. */
  members: 'members',
  member: (id: string) => `members/${enc(id)}`,
  leaveAccount: 'members/me',
  accessRequests: 'access-requests',
  joinRequest: 'access-requests/join',
  approveAccessRequest: (id: string) => `access-requests/${enc(id)}/approve`,
  declineAccessRequest: (id: string) => `access-requests/${enc(id)}/decline`,
  workspaces: 'workspaces',
  workspace: (id: string) => `workspaces/${enc(id)}`,
  apps: 'apps',
  app: (id: string) => `apps/${enc(id)}`,
  appKeys: (id: string) => `apps/${enc(id)}/keys`,
  appKey: (id: string, keyId: string) => `apps/${enc(id)}/keys/${enc(keyId)}`,
  notifications: 'customer/notifications',
  sessions: 'customer/sessions',
  session: (id: string) => `customer/sessions/${enc(id)}`,
  business: 'account/business',
  /** PUT an image/jpeg or image/png body (checked by its bytes, cropped square and resized); DELETE removes the logo. */
  businessLogo: 'account/logo',
  /** GET: an organisation's uploaded logo (public, like company logos: `?v=<hash>` URLs from BusinessDetails). */
  accountLogo: (id: string) => `accounts/${enc(id)}/logo`,
  /** GET: the signed-in member's role and permissions in the Account-Id organisation. */
  accountPermissions: 'account/permissions',
  openapi: 'openapi.json',
  /** The interactive API reference page (HTML) for API-key users. */
  apiReference: 'docs',
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
  role: 'roles/:id',
  member: 'members/:id',
  approveAccessRequest: 'access-requests/:id/approve',
  declineAccessRequest: 'access-requests/:id/decline',
  workspace: 'workspaces/:id',
  app: 'apps/:id',
  appKeys: 'apps/:id/keys',
  appKey: 'apps/:id/keys/:keyId',
  session: 'customer/sessions/:id',
  paymentMethod: 'billing/payment-methods/:id',
  paymentMethodPrimary: 'billing/payment-methods/:id/primary',
  paymentMethodConfirm: 'billing/payment-methods/:id/confirm',
  invoice: 'billing/invoices/:id',
  invoicePay: 'billing/invoices/:id/pay',
  invoicePdf: 'billing/invoices/:id/pdf',
  paymentConfirm: 'billing/payments/:id/confirm',
  qr: 'qrs/:id',
  qrFile: 'qrs/:id/file',
  qrDownload: 'qrs/:id/download',
  qrScans: 'qrs/:id/scans',
  company: 'companies/:id',
  companyLogo: 'companies/:id/logo',
  accountLogo: 'accounts/:id/logo',
  card: 'cards/:id',
  cardPhoto: 'cards/:id/photo',
} as const;

export const DEFAULT_API_BASE = '/api';
/** Header names (spec §7). */
export const headers = { accountId: 'Account-Id', xsrf: 'X-XSRF-TOKEN' } as const;
export const XSRF_COOKIE = 'XSRF-TOKEN';
