import { useState } from 'react';
import useSWR from 'swr';
import { ResetScreen, type ResetState, type ResetValues } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { authApi } from '../../api/auth.ts';
import type { ApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { resetCheckState, resetSubmitFailure } from './mappers.ts';
import { useAuthChrome } from './useAuthChrome.tsx';

/** /reset/:user/:token: checks the link, then sets the new password. */
export function ResetPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const customerId = params.user ?? '';
  const token = params.token ?? '';
  const check = useSWR<{ email: string }, ApiError>(
    ['validate-reset', customerId, token],
    () => authApi.validateReset(customerId, token),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
  const [submitted, setSubmitted] = useState<ResetState | null>(null);
  const toast = useToast();
  const t = useT();
  useDataPending(check.isLoading);

  const email = check.data?.email;
  const onSubmit = async ({ password }: ResetValues) => {
    setSubmitted({ state: 'submitting', email });
    try {
      await authApi.completeReset({ customer_id: customerId, token, password });
      setSubmitted({ state: 'done' });
      toast.show({ tone: 'success', title: t('app.toast.passwordReset') });
    } catch (error) {
      setSubmitted(resetSubmitFailure(error as ApiError, email));
    }
  };

  const state = submitted ?? resetCheckState({ email, error: check.error, loading: check.isLoading });
  return (
    <ResetScreen
      {...useAuthChrome()}
      {...state}
      onSubmit={onSubmit}
      onRetry={() => void check.mutate()}
      forgotHref={hrefFor('forgot')}
      loginHref={hrefFor('login')}
    />
  );
}
