import { useState } from 'react';
import { useT } from '@rabt/ui';
import * as styles from './PublicPageFrame.css.ts';

export type PublicPageDevice = 'mobile' | 'desktop';
export type PublicPageScheme = 'light' | 'dark';

export interface PublicPageFrameProps {
  /** A whole server-rendered page (the public card page or a QR landing page, from @rabt/contract). */
  html: string;
  /** Mobile: 390 px wide (narrower on a narrower screen). Desktop: laid out at 1280 px, drawn at 75 %. */
  device: PublicPageDevice;
  /**
   * The visitor's colour scheme. The pages follow prefers-color-scheme, which a frame cannot be
   * told on its own, so the page's dark rules are switched on (or off) in the markup shown here.
   */
  scheme: PublicPageScheme;
  /** Which page it is (names the frame for screen readers). */
  kind?: 'card' | 'qr';
}

/**
 * The page as the frame shows it: its own colour scheme pinned (its `prefers-color-scheme: dark`
 * block applied or dropped), and Share un-hidden. The frame is sandboxed without scripts; the
 * page's one script does nothing else on load than un-hide Share (the button works with it).
 */
export function pinScheme(html: string, scheme: PublicPageScheme): string {
  return html
    .replace(/(<button[^>]*\sdata-share="[^"]*") hidden>/g, '$1>')
    .replaceAll('@media (prefers-color-scheme:dark){', scheme === 'dark' ? '@media all{' : '@media not all{')
    .replaceAll('color-scheme:light dark', `color-scheme:${scheme}`)
    .replace('<meta name="color-scheme" content="light dark">', `<meta name="color-scheme" content="${scheme}">`);
}

/**
 * A server-rendered public page shown as a visitor's phone or desktop browser would show it: an
 * iframe whose document is the page (srcDoc), grown to the page's height once it has loaded.
 */
export function PublicPageFrame({ html, device, scheme, kind = 'card' }: PublicPageFrameProps) {
  const t = useT();
  const [height, setHeight] = useState(device === 'mobile' ? 844 : 800);
  const scale = device === 'desktop' ? styles.DESKTOP_SCALE : 1;
  return (
    <div className={styles.device[device]} style={{ blockSize: Math.ceil(height * scale) }} data-testid="public-page">
      <iframe
        sandbox="allow-same-origin"
        title={t(kind === 'qr' ? 'screens.cards.publicPage.qrFrameTitle' : 'screens.cards.publicPage.frameTitle')}
        srcDoc={pinScheme(html, scheme)}
        className={device === 'desktop' ? styles.desktopFrame : styles.frame}
        style={{ blockSize: height }}
        onLoad={(event) => {
          const root = event.currentTarget.contentDocument?.documentElement;
          if (root) setHeight(Math.max(root.scrollHeight, 200));
        }}
      />
    </div>
  );
}
