import { defineProperties, createSprinkles } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/contract.css.ts';
import { space, radius, media } from '../tokens/scale.ts';

/**
 * Atomic styles for layout primitives. Every spacing and position property is logical
 * (inline/block, start/end) so right-to-left layouts mirror without a single override.
 */
const responsive = defineProperties({
  conditions: { mobile: {}, tablet: { '@media': media.tablet }, desktop: { '@media': media.desktop } },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
  },
});

const tones = {
  background: vars.color.background,
  surface: vars.color.surface,
  surfaceRaised: vars.color.surfaceRaised,
  surfaceSunken: vars.color.surfaceSunken,
  neutralSoft: vars.color.neutral.soft,
  brandSoft: vars.color.brand.soft,
  positiveSoft: vars.color.positive.soft,
  cautionSoft: vars.color.caution.soft,
  criticalSoft: vars.color.critical.soft,
  infoSoft: vars.color.info.soft,
} as const;

const unresponsive = defineProperties({
  properties: {
    background: tones,
    borderRadius: radius,
    boxShadow: vars.shadow,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: ['100%', 'auto'],
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

export const sprinkles = createSprinkles(responsive, unresponsive);
export type Sprinkles = Parameters<typeof sprinkles>[0];
