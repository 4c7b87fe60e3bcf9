export { Link, linkTones } from './Link.tsx';
export type { LinkProps, LinkRenderProps, LinkTone } from './Link.tsx';
