import { useT } from '@rabt/ui';
import { ExternalLink } from './ScreenLink.tsx';
import * as styles from './parts.css.ts';

export interface LegalFooterProps {
  /** The company's privacy policy (external). */
  privacyHref: string;
  /** The company's terms of use (external). */
  termsHref: string;
  /** "Now", for the copyright year; a prop so stories and tests are deterministic. */
  now: Date;
}

/** Privacy and Terms of Use links and "© 2020–<year> Rabt". */
export function LegalFooter({ privacyHref, termsHref, now }: LegalFooterProps) {
  const t = useT();
  return (
    <div className={styles.legalFooter}>
      <span>{t('screens.common.copyright', { year: String(now.getFullYear()) })}</span>
      <nav aria-label={t('screens.common.legalNav')}>
        <ul className={styles.legalList}>
          <li>
            <ExternalLink href={privacyHref}>{t('screens.common.privacy')}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={termsHref}>{t('screens.common.terms')}</ExternalLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
