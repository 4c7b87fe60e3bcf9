export { ForgotScreen } from './Forgot.tsx';
export type { ForgotScreenProps, ForgotState, ForgotValues } from './Forgot.tsx';
