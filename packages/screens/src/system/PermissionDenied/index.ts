export { PermissionDeniedScreen } from './PermissionDenied.tsx';
export type { PermissionDeniedScreenProps } from './PermissionDenied.tsx';
