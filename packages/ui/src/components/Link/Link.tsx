import { createElement, forwardRef, type AnchorHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { ExternalLink } from '../../icons/index.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Link.css.ts';

export const linkTones = ['brand', 'neutral', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

/** Props the `as` component receives: a router link must accept at least these. */
export interface LinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  className: string;
  children: ReactNode;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, an icon and a hidden "(opens in a new
   * tab)" for screen readers. @defaultValue true for absolute `http(s)://` URLs, false otherwise
   */
  external?: boolean;
  /**
   * The component that renders the anchor, e.g. the app's router link, so in-app navigation
   * does not reload the page. It receives `href`, `className`, `children` and the anchor props.
   * @defaultValue 'a'
   */
  as?: ElementType<LinkRenderProps>;
  /** @defaultValue 'brand' */
  tone?: LinkTone;
  /** `hover` for links whose role is already clear (navigation, table cells). @defaultValue 'always' */
  underline?: 'always' | 'hover';
  /** @defaultValue 'regular' */
  weight?: 'regular' | 'medium';
  /** Override the translated "(opens in a new tab)" hint. */
  newTabHint?: string;
}

const isAbsolute = (href: string) => /^https?:\/\//i.test(href);

/**
 * A navigation link: internal through the app's router (`as`), external in a new tab with an
 * accessible hint. For actions, use `Button`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    href,
    children,
    external,
    as = 'a',
    tone = 'brand',
    underline = 'always',
    weight = 'regular',
    newTabHint,
    className,
    target,
    rel,
    ...rest
  },
  ref,
) {
  const t = useT();
  const opensNewTab = external ?? isAbsolute(href);
  const classes = [styles.link, styles.tone[tone], styles.underline[underline], styles.weight[weight], className ?? '']
    .filter(Boolean)
    .join(' ');
  const relValues = new Set([...(rel ?? '').split(/\s+/).filter(Boolean), ...(opensNewTab ? ['noopener', 'noreferrer'] : [])]);
  return createElement(
    as as ElementType,
    // oxlint-disable-next-line react/refs -- the forwarded ref is handed to the element, not read during render
    {
      ...rest,
      ref,
      href,
      className: classes,
      target: opensNewTab ? '_blank' : target,
      rel: relValues.size ? [...relValues].join(' ') : undefined,
      'data-external': opensNewTab || undefined,
    },
    opensNewTab ? (
      <>
        {children}{' '}
        <span className={styles.external}>
          <Icon icon={ExternalLink} size={12} className={styles.externalIcon} />
          <VisuallyHidden>{newTabHint ?? t('ui.link.newTab')}</VisuallyHidden>
        </span>
      </>
    ) : (
      children
    ),
  );
});
