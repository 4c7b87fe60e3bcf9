import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../tokens/scale.ts';
import { statusTones, type StatusTone } from './tones.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  maxInlineSize: '100%',
  borderRadius: radius.small,
  border: '1px solid transparent',
  fontWeight: fontWeight.medium,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', minInlineSize: 0 });

export const size = styleVariants({
  small: { fontSize: fontSize.xsmall.size, lineHeight: '16px', paddingInline: space.xsmall, paddingBlock: 0 },
  medium: { fontSize: fontSize.small.size, lineHeight: '20px', paddingInline: space.small, paddingBlock: '1px' },
});

const tonePalette = (tone: StatusTone) => vars.color[tone];

export const soft = styleVariants(
  Object.fromEntries(statusTones.map((tone) => [tone, tone])) as Record<StatusTone, StatusTone>,
  (tone) => ({ background: tonePalette(tone).soft, color: tonePalette(tone).text, borderColor: tonePalette(tone).border }),
);

export const solid = styleVariants(
  Object.fromEntries(statusTones.map((tone) => [tone, tone])) as Record<StatusTone, StatusTone>,
  (tone) => ({ background: tonePalette(tone).base, color: vars.color.textOnStrong, borderColor: tonePalette(tone).base }),
);

export const outline = styleVariants(
  Object.fromEntries(statusTones.map((tone) => [tone, tone])) as Record<StatusTone, StatusTone>,
  (tone) => ({ background: 'transparent', color: tonePalette(tone).text, borderColor: tonePalette(tone).border }),
);
