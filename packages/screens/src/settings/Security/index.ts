export { SecurityScreen } from './Security.tsx';
export type { SecurityScreenProps, SecurityState } from './Security.tsx';
