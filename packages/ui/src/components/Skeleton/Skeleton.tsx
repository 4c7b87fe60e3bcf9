import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Skeleton.css.ts';

export const skeletonVariants = ['text', 'circle', 'rectangle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps {
  /** `text` lines, a `circle` (avatar) or a `rectangle` (QR code, chart, image). @defaultValue 'text' */
  variant?: SkeletonVariant;
  /** Number of text lines; the last one is shorter. @defaultValue 1 */
  lines?: number;
  /** Width (CSS length). @defaultValue '100%' for text and rectangles, the `size` for circles */
  width?: string | number;
  /** Height of a rectangle (CSS length). @defaultValue '120px' */
  height?: string | number;
  /** Diameter of a circle in px. @defaultValue 36 */
  size?: number;
  /**
   * Announce "Loading" to screen readers: wraps the shape in a polite `role="status"` with a
   * visually hidden text. `true` uses the translated "Loading"; a string replaces it. Use it on
   * one wrapper per loading area, not on every shape. @defaultValue false
   */
  label?: boolean | string;
  className?: string;
}

const length = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

function Shape({ variant = 'text', lines = 1, width, height, size = 36, className }: Omit<SkeletonProps, 'label'>) {
  if (variant === 'circle') {
    const diameter = length(width) ?? `${size}px`;
    return (
      <span
        aria-hidden="true"
        className={[styles.shape, styles.circle, className].filter(Boolean).join(' ')}
        style={{ inlineSize: diameter, blockSize: diameter }}
        data-skeleton="circle"
      />
    );
  }
  if (variant === 'rectangle') {
    return (
      <span
        aria-hidden="true"
        className={[styles.shape, styles.rectangle, className].filter(Boolean).join(' ')}
        style={{ inlineSize: length(width) ?? '100%', blockSize: length(height) ?? '120px' }}
        data-skeleton="rectangle"
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span
      aria-hidden="true"
      className={[styles.textBlock, className].filter(Boolean).join(' ')}
      style={{ inlineSize: length(width) ?? '100%' }}
      data-skeleton="text"
    >
      {Array.from({ length: count }, (_, index) => {
        const lineStyle: CSSProperties = { inlineSize: count > 1 && index === count - 1 ? '60%' : '100%' };
        return (
          <span key={index} className={styles.textLine}>
            <span className={`${styles.shape} ${styles.text}`} style={lineStyle} />
          </span>
        );
      })}
    </span>
  );
}

/**
 * A placeholder in the shape of content that is loading. The shapes are hidden from assistive
 * tech; set `label` (or wrap several in `SkeletonGroup`) so a screen reader hears "Loading".
 * The pulse stops for people who prefer reduced motion.
 */
export function Skeleton({ label = false, ...props }: SkeletonProps) {
  const t = useT();
  if (!label) return <Shape {...props} />;
  return (
    <span role="status" aria-live="polite" style={{ display: 'block' }}>
      <VisuallyHidden>{typeof label === 'string' ? label : t('ui.skeleton.loading')}</VisuallyHidden>
      <Shape {...props} />
    </span>
  );
}

export interface SkeletonGroupProps {
  children: ReactNode;
  /** The spoken text. @defaultValue the translated "Loading" */
  label?: string;
  className?: string;
}

/** Several skeleton shapes announced once as "Loading" (`role="status"`, `aria-busy`). */
export function SkeletonGroup({ children, label, className }: SkeletonGroupProps) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={[styles.group, className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{label ?? t('ui.skeleton.loading')}</VisuallyHidden>
      {children}
    </div>
  );
}
