import { useState } from 'react';
import { ForgotScreen, type ForgotState, type ForgotValues } from '@rabt/screens';
import { authApi } from '../../api/auth.ts';
import { usePageTitle } from '../../head/usePageTitle.ts';
import { hrefFor } from '../../routes/resolve.ts';
import type { PageProps } from '../../routes/pages.tsx';
import { useAuthChrome } from './useAuthChrome.tsx';

/** /forgot: asks for a reset link; failures show 'An unknown error occurred' (the screen's error state). */
export function ForgotPage({ titleId }: PageProps) {
  usePageTitle(titleId);
  const [state, setState] = useState<ForgotState>({ state: 'idle' });

  const onSubmit = async ({ email }: ForgotValues) => {
    setState({ state: 'submitting' });
    try {
      await authApi.forgot(email);
      setState({ state: 'sent', email });
    } catch {
      setState({ state: 'error' });
    }
  };

  return (
    <ForgotScreen
      {...useAuthChrome()}
      {...state}
      onSubmit={onSubmit}
      onStartOver={() => setState({ state: 'idle' })}
      loginHref={hrefFor('login')}
    />
  );
}
