export { PublicPageFrame, pinScheme } from './PublicPageFrame.tsx';
export type { PublicPageDevice, PublicPageFrameProps, PublicPageScheme } from './PublicPageFrame.tsx';
