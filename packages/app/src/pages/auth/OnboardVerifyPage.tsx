import { useEffect, useState } from 'react';
import useSWRImmutable from 'swr/immutable';
import { useLocation } from 'wouter';
import { OnboardVerifyScreen } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { authApi } from '../../api/auth.ts';
import { revalidateCustomer, useCustomer } from '../../api/customer.ts';
import type { ApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useDataPending } from '../../progress/useRouteProgress.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { verifyLinkState, verifyWaitingState } from './mappers.ts';
import { useAuthChrome } from './useAuthChrome.tsx';
import { useSignOut } from './useSignOut.ts';

/** Seconds before another verification mail may be asked for. */
export const RESEND_COOLDOWN_S = 30;

/**
 * /onboard/verify/:customer?/:token?: with a link, verifies it; without, waits for the mail
 * (the customer probe's REQUIRE_VERIFICATION details say which address).
 */
export function OnboardVerifyPage({ params, titleId }: PageProps) {
  usePageTitle(titleId);
  const { customer: customerId, token } = params;
  const hasLink = Boolean(customerId && token);
  // Verifying consumes the token: run it once (immutable), never on focus.
  const link = useSWRImmutable<unknown, ApiError>(
    hasLink ? ['verify-email', customerId, token] : null,
    () => authApi.verifyEmail(customerId!, token!),
    {
      shouldRetryOnError: false,
    },
  );
  // The probe would answer REQUIRE_VERIFICATION and navigate away from the link: only without one.
  const probe = useCustomer(!hasLink);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(0);
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const toast = useToast();
  const t = useT();
  useDataPending(link.isLoading || probe.isLoading);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const state = hasLink
    ? link.isLoading || (!link.data && !link.error)
      ? ({ state: 'verifying' } as const)
      : verifyLinkState(link.error ? { ok: false, error: link.error } : { ok: true })
    : verifyWaitingState({ verified: Boolean(probe.data), error: probe.error, resent });

  const onResend = async () => {
    setResending(true);
    try {
      await authApi.resendVerification();
      setResent(true);
      setCooldown(RESEND_COOLDOWN_S);
      toast.show({ tone: 'success', title: t('app.toast.verificationResent') });
    } catch (error) {
      toast.show({ tone: 'error', title: (error as ApiError).message });
    } finally {
      setResending(false);
    }
  };

  const onContinue = async () => {
    await revalidateCustomer();
    navigate(hrefFor('dashboard'), { replace: true });
  };

  return (
    <OnboardVerifyScreen
      {...useAuthChrome()}
      {...state}
      onResend={() => void onResend()}
      onContinue={() => void onContinue()}
      onOpenProfile={() => navigate(hrefFor('settings-profile'))}
      onLogout={() => void signOut()}
      resending={resending}
      resendCooldown={cooldown}
    />
  );
}
