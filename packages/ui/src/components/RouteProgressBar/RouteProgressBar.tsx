import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { routeProgress, type ProgressController } from './progress.ts';
import * as styles from './RouteProgressBar.css.ts';

export interface RouteProgressBarProps {
  /** The store to render. @defaultValue the shared `routeProgress` */
  controller?: ProgressController;
  /** Accessible name. @defaultValue "Loading page" (translated) */
  label?: string;
  /**
   * Keep the bar inside its nearest positioned ancestor instead of the viewport (stories,
   * previews). @defaultValue false
   */
  contained?: boolean;
}

/**
 * A thin bar at the top of the page during route changes: it jumps to at least 8 %, trickles,
 * completes on `done()` and fades out. Transitions take 200 ms and stop under reduced motion.
 */
export function RouteProgressBar({ controller = routeProgress, label, contained = false }: RouteProgressBarProps) {
  const t = useT();
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  if (state.value === null) return null;
  const percent = Math.round(state.value * 100);
  const duration = `${controller.speed}ms`;
  return (
    <div
      className={styles.track}
      style={{ transitionDuration: duration, ...(contained ? { position: 'absolute' } : {}) }}
      role="progressbar"
      aria-label={label ?? t('ui.routeProgress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-fading={state.fading || undefined}
    >
      <div className={styles.bar} style={{ inlineSize: `${state.value * 100}%`, transitionDuration: duration }} />
    </div>
  );
}
