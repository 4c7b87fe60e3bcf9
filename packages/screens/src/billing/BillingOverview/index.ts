export { BillingOverviewScreen, toFailure } from './BillingOverview.tsx';
export type { BillingOverviewScreenProps, BillingOverviewState } from './BillingOverview.tsx';
