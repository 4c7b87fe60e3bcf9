import type { LucideIcon } from 'lucide-react';
import * as styles from './Icon.css.ts';

export interface IconProps {
  /** A lucide icon component, e.g. `ArrowRight` from the ui's icon set. */
  icon: LucideIcon;
  /** Pixel size of the square icon. @defaultValue 16 */
  size?: number;
  /** Mirror in right-to-left layouts: true for arrows and chevrons that mean "forward". */
  flipInRtl?: boolean;
  /** Accessible name. Without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  className?: string;
}

export function Icon({ icon: Glyph, size = 16, flipInRtl = false, label, className }: IconProps) {
  const classes = [styles.icon, flipInRtl ? styles.flip : '', className ?? ''].filter(Boolean).join(' ');
  return label ? (
    <Glyph size={size} className={classes} role="img" aria-label={label} strokeWidth={2} />
  ) : (
    <Glyph size={size} className={classes} aria-hidden="true" focusable="false" strokeWidth={2} />
  );
}
