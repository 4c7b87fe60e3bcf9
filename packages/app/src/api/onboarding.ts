import useSWR from 'swr';
import {
  apiPaths,
  InvitationDecisionResponse,
  InvitationListResponse,
  PlanListResponse,
  SubscriptionResponse,
  type BillingInterval,
  type Invitation,
  type Plan,
} from '@rabt/contract';
import { apiCall, type ApiError } from './client.ts';

export const PLANS_KEY = apiPaths.plans;
export const INVITATIONS_KEY = apiPaths.invitations;

/** Plans, subscription and invitations: the onboarding calls. */
export const onboardingApi = {
  plans: (): Promise<Plan[]> => apiCall(apiPaths.plans, PlanListResponse).then((r) => r.results),
  subscribe: (planId: string, interval: BillingInterval) =>
    apiCall(apiPaths.subscription, SubscriptionResponse, { method: 'post', data: { plan_id: planId, interval } }).then(
      (r) => r.results,
    ),
  invitations: (): Promise<Invitation[]> => apiCall(apiPaths.invitations, InvitationListResponse).then((r) => r.results),
  accept: (id: string) =>
    apiCall(apiPaths.acceptInvitation(id), InvitationDecisionResponse, { method: 'post' }).then((r) => r.results),
  decline: (id: string) =>
    apiCall(apiPaths.declineInvitation(id), InvitationDecisionResponse, { method: 'post' }).then((r) => r.results),
};

export const usePlans = () => useSWR<Plan[], ApiError>(PLANS_KEY, onboardingApi.plans, { shouldRetryOnError: false });
export const useInvitations = () =>
  useSWR<Invitation[], ApiError>(INVITATIONS_KEY, onboardingApi.invitations, { shouldRetryOnError: false });
