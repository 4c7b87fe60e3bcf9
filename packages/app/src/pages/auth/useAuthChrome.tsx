import { useState } from 'react';
import { LegalFooter, type AuthChromeProps } from '@rabt/screens';
import { config } from '../../config.ts';
import { renderLink } from '../../routes/renderLink.tsx';
import { LanguageSwitch } from '../../shell/LanguageSwitch.tsx';
import { ThemeToggle } from '../../shell/ThemeToggle.tsx';
import { useProduct } from '../../startup/context.ts';

/** What every public and onboarding screen gets from the app: switches, legal footer, router links. */
export function useAuthChrome(): AuthChromeProps {
  const product = useProduct();
  const [now] = useState(() => new Date());
  return {
    languageSwitch: <LanguageSwitch />,
    themeToggle: <ThemeToggle />,
    footer: (
      <LegalFooter
        privacyHref={product?.privacyUrl ?? config.privacyUrl}
        termsHref={product?.termsUrl ?? config.termsUrl}
        now={now}
      />
    ),
    renderLink,
  };
}
