import { Link } from 'wouter';
import type { RenderLink } from '@rabt/screens';

/** The router's link for screens' `renderLink` prop: client-side navigation, same markup. */
export const renderLink: RenderLink = ({ href, className, children, 'aria-label': label }) => (
  <Link href={href} className={className} aria-label={label}>
    {children}
  </Link>
);
