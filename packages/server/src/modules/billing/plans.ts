/**
 * The plan catalogue lives in @rabt/contract (plans.ts), the one truth that the server, the mocks
 * and the plan cards read. This module only re-exports it for the server's modules.
 */
export { CURRENCY, FREE_PLAN_ID, findPlan, findPrice, isFree, planAllows, planLimit, plans } from '@rabt/contract';
