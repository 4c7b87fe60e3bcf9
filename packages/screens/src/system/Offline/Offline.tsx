import { Button, Inline, Stack, useT } from '@rabt/ui';
import { LegalFooter } from '../../_parts/LegalFooter.tsx';
import { Logo } from '../../_parts/Logo.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';
import { OfflineIllustration } from './OfflineIllustration.tsx';
import * as styles from './Offline.css.ts';

export interface OfflineScreenProps {
  /** "Try again": the app reloads the page. */
  onRetry: () => void;
  /** The logo and Home links. @defaultValue '/' */
  homeHref?: string;
  /** The company's privacy policy (external page). */
  privacyHref: string;
  /** The company's terms of use (external page). */
  termsHref: string;
  /** "Now", for the copyright line's year. */
  now: Date;
  /** The app's router link; plain `<a href>` when absent. */
  renderLink?: RenderLink;
}

/** Replaces the routed view while the offline flag is set (spec §2, Offline screen). */
export function OfflineScreen({
  onRetry,
  homeHref = '/',
  privacyHref,
  termsHref,
  now,
  renderLink = defaultRenderLink,
}: OfflineScreenProps) {
  const t = useT();
  return (
    <div className={styles.page} data-screen="offline">
      <header className={styles.header}>
        <Logo href={homeHref} renderLink={renderLink} />
      </header>
      <main className={styles.main}>
        <Stack gap="xlarge" align="center" textAlign="center" className={styles.content}>
          <OfflineIllustration />
          <Stack gap="small" align="center">
            <h1 className={text.displayHeading}>{t('screens.offline.heading')}</h1>
            <p className={text.lead}>{t('screens.offline.body')}</p>
          </Stack>
          <Inline gap="small" wrap justifyContent="center">
            <Button onClick={() => onRetry()}>{t('screens.offline.retry')}</Button>
            {renderLink({ href: homeHref, className: parts.linkButton.secondary, children: t('screens.offline.home') })}
          </Inline>
        </Stack>
      </main>
      <footer className={styles.footer}>
        <LegalFooter privacyHref={privacyHref} termsHref={termsHref} now={now} />
      </footer>
    </div>
  );
}
