import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, media, radius, space } from '../../tokens/scale.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const shape = style({
  display: 'block',
  background: vars.color.neutral.soft,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const text = style({ blockSize: '0.8em', borderRadius: radius.small, marginBlock: '0.35em' });
export const textBlock = style({ display: 'flex', flexDirection: 'column', fontSize: fontSize.standard.size });
export const textLine = style({ blockSize: fontSize.standard.lineHeight, display: 'flex', alignItems: 'center' });
export const circle = style({ borderRadius: radius.full, flexShrink: 0 });
export const rectangle = style({ borderRadius: radius.medium });

export const group = style({ display: 'flex', flexDirection: 'column', gap: space.medium });
