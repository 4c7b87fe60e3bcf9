import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Copy } from '../../icons/index.ts';
import { IconButton } from './IconButton.tsx';

// Type-level checks: `tsc --noEmit` fails if a line marked @ts-expect-error compiles.
const withoutLabel = () => (
  // @ts-expect-error: aria-label or aria-labelledby is required
  <IconButton icon={Copy} />
);
const withBoth = () => (
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

  it('cannot be typed without exactly one accessible name', () => {
    expect([withoutLabel, withBoth]).toHaveLength(2);
  });
});
