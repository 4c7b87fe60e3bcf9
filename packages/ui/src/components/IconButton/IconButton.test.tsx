import { render, screen } from '@testing-library/react';
import type { LucideIcon } from 'lucide-react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Copy } from '../../icons/index.ts';
import { IconButton, type IconButtonProps } from './IconButton.tsx';

// Type-level checks: `tsc --noEmit` fails if a line marked @ts-expect-error compiles.
const _withoutLabel = () => (
  // @ts-expect-error: aria-label or aria-labelledby is required
  <IconButton icon={Copy} />
);
const _withBoth = () => (
  // @ts-expect-error: exactly one of aria-label or aria-labelledby
  <IconButton icon={Copy} aria-label="Copy" aria-labelledby="copy-label" />
);
const labelledBy = () => <IconButton icon={Copy} aria-labelledby="copy-label" />;

describe('IconButton', () => {
  it('is named by its aria-label', () => {
    render(<IconButton icon={Copy} aria-label="Copy short link" />);
    expect(screen.getByRole('button', { name: 'Copy short link' })).toHaveAttribute('type', 'button');
  });

  it('is named by aria-labelledby', () => {
    render(
      <>
        <span id="copy-label">Copy the QR code link</span>
        {labelledBy()}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Copy the QR code link' })).toBeInTheDocument();
  });

  // Checked by `npm run typecheck` (expectTypeOf and the @ts-expect-error lines above fail it
  // when the props accept a button without a name, or with two).
  it('cannot be typed without exactly one accessible name', () => {
    expectTypeOf<{ icon: LucideIcon }>().not.toExtend<IconButtonProps>();
    expectTypeOf<{ icon: LucideIcon; 'aria-label': string; 'aria-labelledby': string }>().not.toExtend<IconButtonProps>();
    expectTypeOf<{ icon: LucideIcon; 'aria-label': string }>().toExtend<IconButtonProps>();
    expectTypeOf<{ icon: LucideIcon; 'aria-labelledby': string }>().toExtend<IconButtonProps>();
  });
});
