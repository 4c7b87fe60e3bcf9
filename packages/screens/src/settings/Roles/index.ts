export { RolesScreen } from './Roles.tsx';
export type { RolesScreenProps, RolesState } from './Roles.tsx';
