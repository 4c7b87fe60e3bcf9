import { useState } from 'react';
import { useLocation } from 'wouter';
import { OnboardSubscribeScreen, type PlanChoice } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { revalidateCustomer } from '../../api/customer.ts';
import type { ApiError } from '../../api/errors.ts';
import { onboardingApi, usePlans } from '../../api/onboarding.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { subscribeState } from './mappers.ts';
import { useAuthChrome } from './useAuthChrome.tsx';
import { useSignOut } from './useSignOut.ts';

/**
 * /onboard/subscribe: choose a plan for the current account. Free plans subscribe at once; paid
 * plans need card payments (the billing issue), and the server says so (requires_payment_method).
 */
export function OnboardSubscribePage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const plans = usePlans();
  const [submittingPlanId, setSubmittingPlanId] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const toast = useToast();
  const t = useT();
  useDataPending(plans.isLoading);

  const onChoose = async ({ planId, interval }: PlanChoice) => {
    setSubmittingPlanId(planId);
    setSubmitError(null);
    try {
      await onboardingApi.subscribe(planId, interval);
      toast.show({ tone: 'success', title: t('app.toast.subscribed') });
      await revalidateCustomer();
      navigate(hrefFor('dashboard'), { replace: true });
    } catch (error) {
      setSubmitError(error as ApiError);
    } finally {
      setSubmittingPlanId(null);
    }
  };

  const state = subscribeState({ plans: plans.data, loadError: plans.error, submittingPlanId, submitError });
  return (
    <OnboardSubscribeScreen
      {...useAuthChrome()}
      {...state}
      onChoose={(choice) => void onChoose(choice)}
      onRetry={() => void plans.mutate()}
      onLogout={() => void signOut()}
    />
  );
}
