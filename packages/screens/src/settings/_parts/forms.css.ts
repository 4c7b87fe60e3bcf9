import { style } from '@vanilla-extract/css';
import { media, space } from '@rabt/ui';

/** Layout bits of the person and organisation settings forms (profile, business, accounts). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.medium, minInlineSize: 0 });

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  maxInlineSize: '720px',
  minInlineSize: 0,
});

/** City / state / postal code side by side from tablet width, stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.small, minInlineSize: 0 });
