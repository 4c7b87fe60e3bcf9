export { SiteIcon, SiteIconView, siteHostOf, siteIconSizes, siteLetterOf } from './SiteIcon.tsx';
export type { SiteIconProps, SiteIconSize, SiteIconStatus, SiteIconViewProps } from './SiteIcon.tsx';
