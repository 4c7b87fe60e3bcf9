import { forwardRef, useState, type HTMLAttributes } from 'react';
import { Icon } from '../../icons/Icon.tsx';
import { User } from '../../icons/index.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import * as styles from './Avatar.css.ts';
import { initialsOf, toneIndexOf } from './initials.ts';

export const avatarSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
export const avatarShapes = ['circle', 'square'] as const;
export type AvatarShape = (typeof avatarShapes)[number];
const fallbackTones = ['brand', 'info', 'positive', 'caution', 'critical', 'neutral'] as const;
const iconSizes: Record<AvatarSize, number> = { xsmall: 12, small: 14, medium: 18, large: 24, xlarge: 36 };

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's or organisation's name: gives the initials, the colour and the default alt text. */
  name: string;
  /** Picture URL. When missing or when it fails to load, the initials show instead. */
  src?: string | null;
  /** Alternative text of the picture. @defaultValue the `name` */
  alt?: string;
  /**
   * The name is already written next to the avatar: hide it from assistive tech so the name is
   * not read twice. @defaultValue false
   */
  decorative?: boolean;
  /** 20, 28, 36, 48 or 72 px. @defaultValue 'medium' */
  size?: AvatarSize;
  /** `circle` for people, `square` for organisations and workspaces. @defaultValue 'circle' */
  shape?: AvatarShape;
  /** A ring in the surface colour, for overlapping avatar stacks. @defaultValue false */
  bordered?: boolean;
}

/** A person's picture with a fallback to their initials (Latin or Arabic) in a stable colour. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, alt, decorative = false, size = 'medium', shape = 'circle', bordered = false, className, ...rest },
  ref,
) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = initialsOf(name);
  const label = alt ?? (name.trim() || t('ui.avatar.unknown'));
  const toneName = fallbackTones[toneIndexOf(name, fallbackTones.length)] ?? 'neutral';
  const classes = [
    styles.avatar({ size, shape }),
    showImage ? '' : styles.tone[initials ? toneName : 'neutral'],
    bordered ? styles.bordered : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <span
      ref={ref}
      className={classes}
      data-size={size}
      data-state={showImage ? 'image' : 'fallback'}
      {...(showImage || decorative ? {} : { role: 'img', 'aria-label': label })}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={decorative ? '' : label}
          onError={() => setFailedSrc(src ?? null)}
          draggable={false}
        />
      ) : initials ? (
        <span aria-hidden="true" dir="auto">
          {initials}
        </span>
      ) : (
        <Icon icon={User} size={iconSizes[size]} />
      )}
    </span>
  );
});
