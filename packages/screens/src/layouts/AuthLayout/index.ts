export { AuthLayout } from './AuthLayout.tsx';
export type { AuthLayoutProps, AuthChromeProps } from './AuthLayout.tsx';
