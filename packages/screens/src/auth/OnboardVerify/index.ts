export { OnboardVerifyScreen } from './OnboardVerify.tsx';
export type { OnboardVerifyScreenProps, OnboardVerifyState } from './OnboardVerify.tsx';
