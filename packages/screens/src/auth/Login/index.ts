export { LoginScreen, signInCodes, isSignInCode } from './Login.tsx';
export type { LoginScreenProps, LoginState, LoginValues, SignInCode } from './Login.tsx';
