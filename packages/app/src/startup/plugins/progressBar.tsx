import { createProgressController, RouteProgressBar } from '@rabt/ui';
import { PROGRESS_OPTIONS, setProgressController } from '../../progress/routeProgress.ts';
import type { Plugin } from '../runner.ts';

/**
 * Route-change progress bar (spec §9): ui's RouteProgressBar with a controller made from the
 * spec's numbers (minimum 0.08, speed 200 ms, trickle 800 ms; no spinner). Navigation starts
 * it; the page's data settling finishes it (progress/routeProgress.ts).
 */
export const progressBarPlugin: Plugin = {
  name: 'progress-bar',
  setup(context) {
    const { minimum, speed, trickleSpeed } = PROGRESS_OPTIONS;
    const controller = createProgressController({ minimum, speed, trickleSpeed });
    setProgressController(controller);
    context.wrappers.push((children) => (
      <>
        <RouteProgressBar controller={controller} />
        {children}
      </>
    ));
  },
};
