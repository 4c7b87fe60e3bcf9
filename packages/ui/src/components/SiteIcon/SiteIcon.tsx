import { forwardRef, useState, type HTMLAttributes } from 'react';
import { toneIndexOf } from '../Avatar/initials.ts';
import * as styles from './SiteIcon.css.ts';

export const siteIconSizes = ['small', 'medium', 'large'] as const;
export type SiteIconSize = (typeof siteIconSizes)[number];
export type SiteIconStatus = 'loading' | 'loaded' | 'fallback';
const tones = ['brand', 'info', 'positive', 'caution', 'neutral'] as const;

/** The site's host without "www.", or the text itself when it is not an address. */
export function siteHostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./i, '');
  } catch {
    return url.trim();
  }
}

/** The letter of the avatar shown when no icon loads: the host's first letter or digit. */
export function siteLetterOf(url: string): string {
  const first = /[\p{L}\p{N}]/u.exec(siteHostOf(url))?.[0];
  return first ? first.toLocaleUpperCase('en') : '?';
}

export interface SiteIconViewProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The page (or site) address: gives the letter and its colour. */
  url: string;
  /** The icon image address (e.g. the server's `/api/icons?url=…`); none: the letter. */
  src?: string | null;
  status: SiteIconStatus;
  /** 16, 20 or 28 px. @defaultValue 'medium' */
  size?: SiteIconSize;
  /**
   * What the icon says to assistive tech. Usually the address is written next to it, so the icon
   * is decorative (hidden) by default.
   */
  label?: string;
  onImageLoad?: () => void;
  onImageError?: () => void;
}

/** The icon in a given state (stories and tests); `SiteIcon` tracks the state itself. */
export const SiteIconView = forwardRef<HTMLSpanElement, SiteIconViewProps>(function SiteIconView(
  { url, src, status, size = 'medium', label, onImageLoad, onImageError, className, ...rest },
  ref,
) {
  const host = siteHostOf(url);
  const tone = tones[toneIndexOf(host, tones.length)] ?? 'neutral';
  const classes = [
    styles.icon,
    styles.size[size],
    // Loading looks like the fallback (the letter in the site's colour): a slow or missing icon
    // then never changes the row's look, and only a loaded icon replaces the letter.
    status === 'loaded' ? '' : styles.tone[tone],
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const showImage = Boolean(src) && status !== 'fallback';
  return (
    <span
      ref={ref}
      className={classes}
      data-state={status}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {status !== 'loaded' && (
        <span aria-hidden="true" dir="ltr">
          {siteLetterOf(url)}
        </span>
      )}
      {showImage && (
        <img
          className={`${styles.image} ${status === 'loading' ? styles.hidden : ''}`}
          src={src ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          draggable={false}
          onLoad={onImageLoad}
          onError={onImageError}
        />
      )}
    </span>
  );
});

export type SiteIconProps = Omit<SiteIconViewProps, 'status' | 'onImageLoad' | 'onImageError'>;

/**
 * A site's icon, loaded from `src` (our server's icon endpoint, which asks the site itself: the
 * visitor's browser tells no third party what it looks at), with a letter avatar in a stable
 * colour while it loads and when none loads.
 */
export const SiteIcon = forwardRef<HTMLSpanElement, SiteIconProps>(function SiteIcon({ src, ...props }, ref) {
  // Status per src: a new address starts loading again.
  const [state, setState] = useState<{ src: string | null; status: SiteIconStatus }>({ src: null, status: 'loading' });
  const current = src ?? null;
  const status: SiteIconStatus = !current ? 'fallback' : state.src === current ? state.status : 'loading';
  return (
    <SiteIconView
      ref={ref}
      {...props}
      src={current}
      status={status}
      onImageLoad={() => setState({ src: current, status: 'loaded' })}
      onImageError={() => setState({ src: current, status: 'fallback' })}
    />
  );
});
