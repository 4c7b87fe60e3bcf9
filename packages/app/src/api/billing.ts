/**
 * What the current account's plan allows: the one app hook over GET billing/entitlements and
 * GET plans, answering through the contract's capability helper (the same rules the server and
 * the mocks enforce). Screens get plain values from it (locked or not, the plan that unlocks).
 */
import useSWR, { useSWRConfig } from 'swr';
import {
  apiPaths,
  BillingAddressResponse,
  BillingClientConfigResponse,
  BillingOverviewResponse,
  CancelResultResponse,
  ChangePreviewResponse,
  InvoiceListResponse,
  InvoiceResponse,
  PaymentListResponse,
  PaymentMethodListResponse,
  PaymentMethodResponse,
  SubscriptionChangeResponse,
  type AddPaymentMethodRequest,
  type BillingAddress,
  type BillingAddressRequest,
  type BillingClientConfig,
  type BillingInterval,
  type BillingOverview,
  type CancelType,
  type Invoice,
  type Payment,
  type PaymentMethod,
  type UpdatePaymentMethodRequest,
  cheapestPlanWith,
  EntitlementsResponse,
  limitCheck,
  PlanListResponse,
  type Entitlements,
  type LimitCheck,
  type LimitedResource,
  type LockableFeature,
  type Plan,
} from '@rabt/contract';
import { useSession } from '../stores/session.ts';
import { apiCall, createSessionFetch, type ApiError } from './client.ts';
import { config } from '../config.ts';

export const ENTITLEMENTS = 'billing-entitlements';

export interface EntitlementsView {
  entitlements: Entitlements;
  plans: readonly Plan[];
  allows(feature: LockableFeature): boolean;
  /** Whether `adding` more of `resource` fit, and the plan that would take them when not. */
  room(resource: LimitedResource, adding?: number): LimitCheck;
  /** The cheapest plan with `feature` (the upgrade prompt names it). */
  upgradeFor(need: Parameters<typeof cheapestPlanWith>[0]): Plan | undefined;
}

export async function fetchEntitlements(): Promise<EntitlementsView> {
  const [entitlements, plans] = await Promise.all([
    apiCall(apiPaths.entitlements, EntitlementsResponse).then((r) => r.results),
    apiCall(apiPaths.plans, PlanListResponse).then((r) => r.results),
  ]);
  return {
    entitlements,
    plans,
    allows: (feature) => entitlements.features.includes(feature),
    room: (resource, adding = 1) => limitCheck(entitlements.plan_id, resource, entitlements.usage[resource], adding, plans),
    upgradeFor: (need) => cheapestPlanWith(need, plans),
  };
}

/** The current account's plan features, limits and usage; keyed by account so a switch refetches. */
export function useEntitlements() {
  const accountId = useSession((s) => s.accountId);
  return useSWR<EntitlementsView, ApiError>(accountId ? [ENTITLEMENTS, accountId] : null, fetchEntitlements, {
    shouldRetryOnError: false,
  });
}

/** After a create or delete the usage changed: refetch the entitlements of every account. */
export const isEntitlementsKey = (key: unknown) => Array.isArray(key) && key[0] === ENTITLEMENTS;

/** The href of the upgrade page for a locked feature or a full limit, returning to `returnTo`. */
export function upgradeHref(need: { feature?: LockableFeature; resource?: LimitedResource }, returnTo?: string): string {
  const query = new URLSearchParams();
  if (need.feature) query.set('feature', need.feature);
  if (need.resource) query.set('resource', need.resource);
  if (returnTo) query.set('return', returnTo);
  const search = query.toString();
  return `/billing/upgrade${search ? `?${search}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Billing pages: overview, plans, subscription changes, cards, address, invoices, payments.

const BILLING = 'billing';

export const billingApi = {
  config: () => apiCall(apiPaths.billingConfig, BillingClientConfigResponse).then((r) => r.results),
  overview: () => apiCall(apiPaths.billing, BillingOverviewResponse).then((r) => r.results),
  plans: () => apiCall(apiPaths.plans, PlanListResponse).then((r) => r.results),
  preview: (plan_id: string, interval: BillingInterval) =>
    apiCall(apiPaths.subscriptionPreview, ChangePreviewResponse, { method: 'post', data: { plan_id, interval } }).then(
      (r) => r.results,
    ),
  change: (plan_id: string, interval: BillingInterval) =>
    apiCall(apiPaths.subscriptionChange, SubscriptionChangeResponse, { method: 'post', data: { plan_id, interval } }).then(
      (r) => r.results,
    ),
  cancel: (data: { cancel_type: CancelType; reason: string | null }) =>
    apiCall(apiPaths.subscriptionCancel, CancelResultResponse, { method: 'post', data }).then((r) => r.results),
  resume: () => apiCall(apiPaths.subscriptionResume, CancelResultResponse, { method: 'post' }).then((r) => r.results),
  confirmPayment: (id: string, authenticated: boolean) =>
    apiCall(apiPaths.paymentConfirm(id), SubscriptionChangeResponse, { method: 'post', data: { authenticated } }).then(
      (r) => r.results,
    ),
  methods: () => apiCall(apiPaths.paymentMethods, PaymentMethodListResponse).then((r) => r.results),
  addMethod: (data: AddPaymentMethodRequest) =>
    apiCall(apiPaths.paymentMethods, PaymentMethodResponse, { method: 'post', data }).then((r) => r.results),
  confirmMethod: (id: string, authenticated: boolean) =>
    apiCall(apiPaths.paymentMethodConfirm(id), PaymentMethodResponse, { method: 'post', data: { authenticated } }).then(
      (r) => r.results,
    ),
  updateMethod: (id: string, data: UpdatePaymentMethodRequest) =>
    apiCall(apiPaths.paymentMethod(id), PaymentMethodResponse, { method: 'patch', data }).then((r) => r.results),
  removeMethod: (id: string) =>
    apiCall(apiPaths.paymentMethod(id), PaymentMethodListResponse, { method: 'delete' }).then((r) => r.results),
  makePrimary: (id: string) =>
    apiCall(apiPaths.paymentMethodPrimary(id), PaymentMethodListResponse, { method: 'post' }).then((r) => r.results),
  address: () => apiCall(apiPaths.billingAddress, BillingAddressResponse).then((r) => r.results),
  saveAddress: (data: BillingAddressRequest) =>
    apiCall(apiPaths.billingAddress, BillingAddressResponse, { method: 'put', data }).then((r) => r.results),
  invoices: () => apiCall(apiPaths.invoices, InvoiceListResponse).then((r) => r.results),
  invoice: (id: string) => apiCall(apiPaths.invoice(id), InvoiceResponse).then((r) => r.results),
  payInvoice: (id: string) => apiCall(apiPaths.invoicePay(id), InvoiceResponse, { method: 'post' }).then((r) => r.results),
  payments: () => apiCall(apiPaths.payments, PaymentListResponse).then((r) => r.results),
};

const billingOptions = { shouldRetryOnError: false, revalidateOnFocus: false, keepPreviousData: true } as const;

/** SWR key helper: every billing read of the current account starts with ['billing', accountId]. */
export function billingKey(accountId: string | null, part: string, id?: string) {
  return accountId ? [BILLING, accountId, part, ...(id ? [id] : [])] : null;
}
export const isBillingKey = (key: unknown) => Array.isArray(key) && (key[0] === BILLING || key[0] === ENTITLEMENTS);

function useBillingSWR<T>(part: string, fetcher: () => Promise<T>, id?: string) {
  const accountId = useSession((s) => s.accountId);
  return useSWR<T, ApiError>(billingKey(accountId, part, id), fetcher, billingOptions);
}

export const useBillingConfig = () => useBillingSWR<BillingClientConfig>('config', billingApi.config);
export const useBillingOverview = () => useBillingSWR<BillingOverview>('overview', billingApi.overview);
export const useBillingPlans = () => useBillingSWR<Plan[]>('plans', () => billingApi.plans().then((p) => [...p]));
export const usePaymentMethods = () => useBillingSWR<PaymentMethod[]>('methods', billingApi.methods);
export const useBillingAddress = () => useBillingSWR<BillingAddress | null>('address', billingApi.address);
export const useInvoices = () => useBillingSWR<Invoice[]>('invoices', billingApi.invoices);
export const useInvoice = (id: string) => useBillingSWR<Invoice>('invoice', () => billingApi.invoice(id), id);
export const usePayments = () => useBillingSWR<Payment[]>('payments', billingApi.payments);

/** After any billing change: refetch every billing read and the entitlements (features unlock or lock). */
export function useRevalidateBilling() {
  const { mutate } = useSWRConfig();
  return () => mutate(isBillingKey);
}

/** Downloads an invoice PDF with the session's headers (a plain link would carry no bearer token). */
export async function downloadInvoicePdf(id: string, number: string, lang: 'en' | 'ar'): Promise<void> {
  const response = await createSessionFetch()(`${config.apiBase}/${apiPaths.invoicePdf(id)}?lang=${lang}`);
  if (!response.ok) throw new Error(`PDF download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${number}.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
