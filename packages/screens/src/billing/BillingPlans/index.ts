export { BillingPlansScreen } from './BillingPlans.tsx';
export type { BillingPlansScreenProps, BillingPlansState, PlanStep } from './BillingPlans.tsx';
