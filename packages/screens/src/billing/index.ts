export * from './BillingOverview/index.ts';
export * from './BillingPlans/index.ts';
export * from './PaymentMethods/index.ts';
export * from './Invoices/index.ts';
export * from './InvoiceDetail/index.ts';
export type { BillingCommonState, BillingFailure } from './parts.tsx';
