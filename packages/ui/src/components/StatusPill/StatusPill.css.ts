import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale.ts';
import { statusTones, type StatusTone } from '../Badge/tones.ts';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  maxInlineSize: '100%',
  paddingInlineStart: space.small,
  paddingInlineEnd: '10px',
  paddingBlock: '1px',
  borderRadius: radius.full,
  border: '1px solid',
  fontSize: fontSize.xsmall.size,
  lineHeight: '18px',
  fontWeight: fontWeight.medium,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

const toneMap = Object.fromEntries(statusTones.map((tone) => [tone, tone])) as Record<StatusTone, StatusTone>;

export const tone = styleVariants(toneMap, (t) => ({
  background: vars.color[t].soft,
  color: vars.color[t].text,
  borderColor: vars.color[t].border,
}));

export const dot = style({ inlineSize: '6px', blockSize: '6px', borderRadius: radius.full, flexShrink: 0 });
export const dotTone = styleVariants(toneMap, (t) => ({ background: vars.color[t].base }));
/** A ring instead of a filled dot: for states still to come (Scheduled). */
export const dotHollow = style({ background: 'transparent', boxShadow: 'inset 0 0 0 1.5px currentColor' });
