import type { ReactNode } from 'react';
import { Stack } from '@rabt/ui';
import { Logo } from '../../_parts/Logo.tsx';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import * as text from '../../_parts/typography.css.ts';
import * as styles from './AuthLayout.css.ts';

/** The page chrome an auth or onboarding screen accepts and forwards to AuthLayout. */
export interface AuthChromeProps {
  /** The language switch (the app's control), at the inline end of the header. */
  languageSwitch?: ReactNode;
  /** The light/dark toggle (the app's control), beside the language switch. */
  themeToggle?: ReactNode;
  /** Under the card: usually `<LegalFooter />`. */
  footer?: ReactNode;
  /** The app's router link; plain `<a href>` when absent. */
  renderLink?: RenderLink;
}

export interface AuthLayoutProps extends AuthChromeProps {
  /** The page heading (h1) at the top of the card. */
  title?: ReactNode;
  /** A sentence under the heading. */
  description?: ReactNode;
  children: ReactNode;
  /** Card width: `narrow` for forms, `medium` for lists, `wide` for plan pickers. @defaultValue 'narrow' */
  width?: 'narrow' | 'medium' | 'wide';
  /** Where the logo leads. @defaultValue '/' */
  homeHref?: string;
}

/**
 * Public and onboarding pages: the wordmark linking home, the language and theme controls, one
 * centred card and a footer. Logical properties only, so it mirrors in Arabic.
 */
export function AuthLayout({
  title,
  description,
  children,
  width = 'narrow',
  homeHref = '/',
  languageSwitch,
  themeToggle,
  footer,
  renderLink,
}: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo href={homeHref} renderLink={renderLink} />
        {languageSwitch || themeToggle ? (
          <div className={styles.controls}>
            {languageSwitch}
            {themeToggle}
          </div>
        ) : null}
      </header>
      <main className={styles.main}>
        <div className={styles.card[width]}>
          <Stack gap="xlarge">
            {title || description ? (
              <Stack gap="small" textAlign={width === 'wide' ? 'center' : 'start'}>
                {title ? <h1 className={text.pageHeading}>{title}</h1> : null}
                {description ? <p className={text.body}>{description}</p> : null}
              </Stack>
            ) : null}
            {children}
          </Stack>
        </div>
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
