import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LoginScreen, type LoginState, type LoginValues } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { authApi } from '../../api/auth.ts';
import type { ApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { redirectFromSearch } from '../../routes/redirect.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { sessionStore } from '../../stores/session.ts';
import { loginFailure } from './mappers.ts';
import { useAuthChrome } from './useAuthChrome.tsx';

/** /login: signs in, stores the session, and goes back to `redirect` (same-origin only) or the dashboard. */
export function LoginPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [state, setState] = useState<LoginState>({ state: 'idle' });
  const [, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const t = useT();

  const onSubmit = async (values: LoginValues) => {
    setState({ state: 'submitting' });
    try {
      sessionStore.getState().signIn(await authApi.login(values));
      toast.show({ tone: 'success', title: t('app.toast.signedIn') });
      navigate(redirectFromSearch(search) ?? hrefFor('dashboard'), { replace: true });
    } catch (error) {
      setState(loginFailure(error as ApiError));
    }
  };

  return (
    <LoginScreen
      {...useAuthChrome()}
      {...state}
      onSubmit={onSubmit}
      registerHref={hrefFor('register')}
      forgotHref={hrefFor('forgot')}
    />
  );
}
