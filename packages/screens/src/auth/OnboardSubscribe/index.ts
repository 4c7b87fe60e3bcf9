export { OnboardSubscribeScreen, subscribeIntervals } from './OnboardSubscribe.tsx';
export type {
  OnboardSubscribeScreenProps,
  OnboardSubscribeState,
  PlanChoice,
  SubscribeErrorCode,
  SubscribeInterval,
} from './OnboardSubscribe.tsx';
