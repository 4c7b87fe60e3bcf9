import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '@rabt/ui';
import { progressBar } from '../../_parts/parts.css.ts';

export { page, headerText } from '../_parts/settings.css.ts';
export { fields as form } from '../_parts/forms.css.ts';

/** A disabled fieldset (read-only members) without the browser's frame. */
export const fieldset = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const logoRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.medium });

export const logoField = style({ flex: '1 1 14rem', minInlineSize: 0 });

const logoBox = {
  inlineSize: '64px',
  blockSize: '64px',
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
} as const;

export const logo = style({ ...logoBox, objectFit: 'cover', background: vars.color.surface });

export const logoEmpty = style({ ...logoBox, background: vars.color.surfaceSunken });

export const logoStatus = style({ display: 'grid', gap: space.xsmall, marginBlockStart: space.small });

/** The upload bar: the screens' one progress bar (see `_parts/parts.css.ts`), thinner here. */
export const logoProgress = style([progressBar, { blockSize: '6px' }]);
