import type { ReactElement, ReactNode } from 'react';
import { VisuallyHidden, useT } from '@rabt/ui';
import * as text from './typography.css.ts';

/** What a screen hands to `renderLink`: the app returns its router's link with these props. */
export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * Renders an in-app link. Screens do not know the router: without `renderLink` a plain
 * `<a href>` is rendered; the app passes its router's `<Link>` for client-side navigation.
 */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

export const defaultRenderLink: RenderLink = ({ href, className, children, 'aria-label': label }) => (
  <a href={href} className={className} aria-label={label}>
    {children}
  </a>
);

export interface ScreenLinkProps {
  href: string;
  children: ReactNode;
  renderLink?: RenderLink;
  /** @defaultValue 'default' */
  tone?: 'default' | 'quiet' | 'small';
  className?: string;
  'aria-label'?: string;
}

/** An in-app link styled as text. */
export function ScreenLink({
  href,
  children,
  renderLink = defaultRenderLink,
  tone = 'default',
  className,
  ...rest
}: ScreenLinkProps) {
  const toneClass = tone === 'quiet' ? text.quietLink : tone === 'small' ? text.smallLink : text.link;
  const classes = [toneClass, className].filter(Boolean).join(' ');
  return renderLink({ href, className: classes, children, 'aria-label': rest['aria-label'] });
}

/** A link to another site (privacy policy, terms): new tab, no opener, announced as such. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? text.quietLink}>
      {children}
      <VisuallyHidden>{` ${t('screens.common.opensInNewTab')}`}</VisuallyHidden>
    </a>
  );
}
