import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, vars } from '@rabt/ui';

/** Page-level type styles shared by screens (ui Text/Heading cover component-level text). */
export const pageHeading = style({
  fontSize: fontSize.h2.size,
  lineHeight: fontSize.h2.lineHeight,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
  textWrap: 'balance',
});

export const displayHeading = style({
  fontSize: fontSize.h1.size,
  lineHeight: fontSize.h1.lineHeight,
  fontWeight: fontWeight.bold,
  color: vars.color.text,
  textWrap: 'balance',
});

export const sectionHeading = style({
  fontSize: fontSize.h3.size,
  lineHeight: fontSize.h3.lineHeight,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const itemHeading = style({
  fontSize: fontSize.h4.size,
  lineHeight: fontSize.h4.lineHeight,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const lead = style({
  fontSize: fontSize.large.size,
  lineHeight: fontSize.large.lineHeight,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

export const body = style({
  fontSize: fontSize.standard.size,
  lineHeight: fontSize.standard.lineHeight,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

export const small = style({
  fontSize: fontSize.small.size,
  lineHeight: fontSize.small.lineHeight,
  color: vars.color.textMuted,
});

export const strong = style({ color: vars.color.text, fontWeight: fontWeight.semibold });

/** Addresses and other left-to-right tokens inside right-to-left prose. */
export const ltrToken = style({ unicodeBidi: 'isolate', direction: 'ltr', overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.brand.text,
  fontWeight: fontWeight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
  borderRadius: '2px',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const quietLink = style([
  link,
  {
    color: vars.color.textMuted,
    textDecoration: 'none',
    selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
  },
]);

export const smallLink = style([link, { fontSize: fontSize.small.size, lineHeight: fontSize.small.lineHeight }]);

/** The "Don't have an account? Create one" line under a form. */
export const footnote = style([body, { textAlign: 'center' }]);
