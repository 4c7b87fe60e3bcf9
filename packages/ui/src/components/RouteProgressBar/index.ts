export { RouteProgressBar } from './RouteProgressBar.tsx';
export type { RouteProgressBarProps } from './RouteProgressBar.tsx';
export {
  createProgressController,
  routeProgress,
  trickleAmount,
  PROGRESS_MINIMUM,
  PROGRESS_SPEED_MS,
  PROGRESS_TRICKLE_MS,
  PROGRESS_TRICKLE_CEILING,
} from './progress.ts';
export type { ProgressController, ProgressOptions, ProgressState } from './progress.ts';
