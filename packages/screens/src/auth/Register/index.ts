export { RegisterScreen } from './Register.tsx';
export type { RegisterScreenProps, RegisterState, RegisterValues } from './Register.tsx';
