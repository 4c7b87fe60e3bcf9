import { useState } from 'react';
import { useLocation } from 'wouter';
import { RegisterScreen, type RegisterState, type RegisterValues } from '@rabt/screens';
import { useT, useToast } from '@rabt/ui';
import { authApi } from '../../api/auth.ts';
import type { ApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { useLocale } from '../../i18n/locale.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { sessionStore } from '../../stores/session.ts';
import { registerFailure } from './mappers.ts';
import { useAuthChrome } from './useAuthChrome.tsx';

/** /register: creates the account (signed in at once) and goes on to verify the address. */
export function RegisterPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [state, setState] = useState<RegisterState>({ state: 'idle' });
  const [, navigate] = useLocation();
  const language = useLocale();
  const toast = useToast();
  const t = useT();

  const onSubmit = async (values: RegisterValues) => {
    setState({ state: 'submitting' });
    try {
      sessionStore.getState().signIn(await authApi.register({ ...values, language }));
      toast.show({ tone: 'success', title: t('app.toast.registered') });
      navigate(hrefFor('onboard-verify'), { replace: true });
    } catch (error) {
      const failure = registerFailure(error as ApiError);
      setState({ state: failure.state });
      return failure.fieldErrors;
    }
  };

  return <RegisterScreen {...useAuthChrome()} {...state} onSubmit={onSubmit} loginHref={hrefFor('login')} />;
}
