import { useT } from '@rabt/ui';
import { defaultRenderLink, type RenderLink } from './ScreenLink.tsx';
import * as styles from './parts.css.ts';

/** The Rabt mark: two linked rounded strokes ("rabt" means "link" in Arabic). */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.logoMark}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M13.5 18.5l5-5" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M14.8 10.9l1.6-1.6a4.2 4.2 0 016 6l-1.6 1.6M17.2 21.1l-1.6 1.6a4.2 4.2 0 01-6-6l1.6-1.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export interface LogoProps {
  /** Where the logo leads. @defaultValue '/' */
  href?: string;
  renderLink?: RenderLink;
}

/** The wordmark ("Rabt" / "ربط") as a link home. */
export function Logo({ href = '/', renderLink = defaultRenderLink }: LogoProps) {
  const t = useT();
  return renderLink({
    href,
    className: styles.logo,
    'aria-label': t('screens.common.homeLabel'),
    children: (
      <>
        <LogoMark />
        <span>{t('screens.common.brand')}</span>
      </>
    ),
  });
}
