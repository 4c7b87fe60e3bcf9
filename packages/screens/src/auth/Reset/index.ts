export { ResetScreen } from './Reset.tsx';
export type { ResetScreenProps, ResetState, ResetValues } from './Reset.tsx';
