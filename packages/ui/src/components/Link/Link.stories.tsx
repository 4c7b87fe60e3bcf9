import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Link, type LinkRenderProps } from './Link.tsx';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/links/spring-sale', children: 'rabt.link/spring-sale' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'rabt.link/spring-sale' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

/** Absolute URLs open in a new tab, with `rel="noopener noreferrer"` and a spoken hint. */
export const External: Story = {
  args: { href: 'https://stripe.com/docs/invoicing', children: 'Stripe invoicing help' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Stripe invoicing help (opens in a new tab)');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalArabic: Story = {
  args: { href: 'https://support.rabt.example/ar/dns', children: 'كيفية إعداد سجلات DNS' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'كيفية إعداد سجلات DNS (يفتح في علامة تبويب جديدة)' })).toBeInTheDocument();
  },
};

export const Neutral: Story = { args: { tone: 'neutral', children: 'Terms of service' } };
export const UnderlineOnHover: Story = { args: { underline: 'hover', weight: 'medium', children: 'Billing' } };

export const InsideText: Story = {
  render: (args) => (
    <Text as="p" tone="muted">
      Your domain go.al-noor-trading.com is <strong>Pending verification</strong>. Add the TXT record shown in{' '}
      <Link {...args} tone="inherit">
        DNS settings
      </Link>{' '}
      or read the{' '}
      <Link href="https://support.rabt.example/dns" tone="inherit">
        DNS guide
      </Link>
      .
    </Text>
  ),
};

export const LongUrlWraps: Story = {
  args: {
    href: 'https://www.al-noor-trading.example.com/campaigns/2026/ramadan/landing-page?utm_source=qr&utm_medium=print',
    children: 'https://www.al-noor-trading.example.com/campaigns/2026/ramadan/landing-page?utm_source=qr&utm_medium=print',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 260 }}>
        <Story />
      </div>
    ),
  ],
};

const navigate = fn();
/** Stands in for the app's router link (wouter's `Link`): it navigates without reloading. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkRenderProps>(function RouterLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
});

/** `as` lets the app pass its router link; styles and the external handling stay the same. */
export const WithRouterLink: Story = {
  args: { as: RouterLink, href: '/qr-codes/42', children: 'Open QR code #42' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Open QR code #42' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/qr-codes/42');
  },
};

export const Dark: Story = {
  render: () => (
    <Stack gap="small">
      <Link href="/links">Links</Link>
      <Link href="https://stripe.com" tone="neutral">
        Stripe
      </Link>
    </Stack>
  ),
  globals: { theme: 'dark' },
};
